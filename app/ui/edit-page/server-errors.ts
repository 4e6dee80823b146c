import type { FieldErrors } from "~/api/errors";

/**
 * The API flattens every validation message of a form under one key (`form`, `image`, …) as
 * Laravel's English sentences (contract §1.4). To show each beside its field, the sentence's
 * attribute is matched against the form's field names: Laravel writes `meta_title` as "meta title",
 * so "The meta title field is required." belongs to `meta_title`. Business messages that name no
 * attribute ("Slug already exists.") are matched from a known list. The rest stays form-level.
 */
export interface FieldRef {
  name: string;
  /** Other attribute names the server may use for it (the image field is validated as `photo`). */
  aliases?: readonly string[];
}

/** Business messages of the catalog groups that belong to one field. */
export const KNOWN_FIELD_MESSAGES: Record<string, string> = {
  "slug already exists": "slug",
  "category and parent category can not be the same": "parent",
};

export interface MappedErrors {
  fields: Record<string, string[]>;
  form: string[];
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .replace(/\s+/g, " ");

export function fieldOfMessage(
  message: string,
  fields: readonly FieldRef[],
  known: Record<string, string> = KNOWN_FIELD_MESSAGES,
): string | null {
  const text = normalise(message);
  const knownField = known[text];
  if (knownField && fields.some((f) => f.name === knownField)) return knownField;
  // Longest attribute first, so "meta title" wins over "title".
  const candidates = fields
    .flatMap((field) =>
      [field.name, ...(field.aliases ?? [])].map((attr) => ({ field: field.name, attr: attr.replace(/_/g, " ").toLowerCase() })),
    )
    .sort((a, b) => b.attr.length - a.attr.length);
  for (const { field, attr } of candidates) {
    for (const lead of [`the ${attr} `, `the selected ${attr} `, `the ${attr}.`, `the selected ${attr}.`]) {
      if (text.startsWith(lead)) return field;
    }
  }
  return null;
}

export function mapServerErrors(errors: FieldErrors, fields: readonly FieldRef[], known?: Record<string, string>): MappedErrors {
  const out: MappedErrors = { fields: {}, form: [] };
  for (const message of Object.values(errors).flat()) {
    const field = fieldOfMessage(message, fields, known);
    if (field) (out.fields[field] ??= []).push(message);
    else if (!out.form.includes(message)) out.form.push(message);
  }
  return out;
}

/** The message kinds the panel can say in the user's language instead of the server's English. */
export function serverMessageKind(message: string): "required" | "slugTaken" | null {
  const text = normalise(message);
  if (/^the (selected )?[\w .]+ field is required/.test(text)) return "required";
  if (text === "slug already exists" || /^the slug has already been taken/.test(text)) return "slugTaken";
  return null;
}
