import type { MiddlewareHandler } from "hono";
import type { Env } from "./env";
import { validationFailed } from "./envelope";
import { label, readBody } from "./validate";

/*
 * Text the database must not be handed: NUL characters (a tag titled "\u0000" was stored
 * in 41 columns of 16 tables) and UTF-16 surrogates without their pair ("\ud800x", stored as bytes
 * that are not UTF-8 and that other SQLite clients cannot read). No field of the admin API has a use
 * for either, so every request body is checked once, before any handler reads it, and refused with
 * the field's name; a handler written later is covered without remembering to.
 */

const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

export const unstorableText = (field: string) => `The ${label(field)} contains characters that cannot be stored.`;

/** The names of the fields whose text (at any depth, keys included) cannot be stored. */
export function unstorableFields(value: unknown, field = "form", found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (!isStorableText(value)) found.add(field);
  } else if (Array.isArray(value)) {
    for (const item of value) unstorableFields(item, field, found);
  } else if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) found.add(field);
      unstorableFields(item, isStorableText(key) ? key : field, found);
    }
  }
  return found;
}

/** Refuses a write whose body carries unstorable text, as a validation failure naming each field. */
export function refuseUnstorableText(): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    // An unreadable body is the handler's to answer (its own message); readBody keeps the parse.
    const body = await readBody(c);
    const fields = body ? unstorableFields(body) : new Set<string>();
    if (!fields.size) return next();
    return validationFailed(c, { form: [...fields].map(unstorableText) });
  };
}
