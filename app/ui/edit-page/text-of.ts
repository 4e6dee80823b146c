/**
 * A form value as the text an input shows: strings and numbers as they are, anything else empty.
 * Its own module because list columns use it too, and must not pull in the form's code.
 */
export const textOf = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");
