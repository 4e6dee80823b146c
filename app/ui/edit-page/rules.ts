import * as z from "zod/mini";

/**
 * Client-side rules for the obvious mistakes, checked before sending. Their messages are i18n keys
 * (with {{field}} filled in by the edit page), so they read in the user's language.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const rules = {
  required: () => z.string().check(z.trim(), z.minLength(1, "validation.required")),
  optionalText: () => z.nullable(z.optional(z.string())),
  slug: () => z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(SLUG_PATTERN, "validation.slug")),
  /** A slug that may be left empty (the server then makes one from the title). */
  optionalSlug: () => z.string().check(z.trim(), z.regex(new RegExp(`^$|${SLUG_PATTERN.source}`), "validation.slug")),
  /** A number ≥ 0 (empty allowed). */
  nonNegative: () =>
    z.union([
      z.literal(""),
      z.null(),
      z.undefined(),
      z.coerce.number({ message: "validation.number" }).check(z.gte(0, "validation.nonNegative")),
    ]),
  /** A positive number, required (the API's "required nonzero number"). */
  positive: () =>
    z.union([z.string(), z.number(), z.null()]).check(
      z.refine((v) => v !== null && v !== "", "validation.required"),
      z.refine((v) => v === null || v === "" || !Number.isNaN(Number(v)), "validation.number"),
      z.refine((v) => v === null || v === "" || Number.isNaN(Number(v)) || Number(v) > 0, "validation.positive"),
    ),
  /** A selected id (nonzero). */
  requiredId: () =>
    z.union([z.string(), z.number(), z.null()]).check(z.refine((v) => v !== null && v !== "" && Number(v) > 0, "validation.required")),
};

/** Lower-case, dash-separated slug of a title (as the original did while typing the title). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** First message per field from a zod result. */
export function zodFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
