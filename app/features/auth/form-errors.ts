import type { ApiError } from "~/api/errors";

/** Messages per field, plus `form` for those that belong to no single field. */
export type FormErrors = Record<string, string | undefined>;

/**
 * Places the server's messages beside their fields: a key that names a field goes there; the
 * backend's catch-all `form` key goes to the form's alert.
 */
export function fieldErrorsFrom(error: ApiError, fields: readonly string[]): FormErrors {
  const out: FormErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const target = fields.includes(key) ? key : "form";
    out[target] = [out[target], ...messages].filter(Boolean).join(" ");
  }
  if (Object.keys(out).length === 0) out.form = error.message;
  return out;
}
