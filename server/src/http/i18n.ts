import type { Context } from "hono";

/*
 * Content translations (contract 1.7): the `language` header selects a `*_langs` row whose
 * translatable fields overlay the base row on reads and receive them on writes.
 */

/** The `language` header (any case), or null. Only short language codes are accepted. */
export function requestLanguage(c: Context<any, any, any>): string | null {
  const v = c.req.header("language")?.trim();
  return v && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/.test(v) ? v : null;
}

/**
 * Overlays the translatable `fields` of a translation row onto `base`. Where there is no
 * translation row the base values stay (the original returned nulls there; see README).
 */
export function overlay<T extends Record<string, unknown>>(
  base: T,
  translation: Partial<Record<string, unknown>> | null | undefined,
  fields: readonly string[],
): T {
  if (!translation) return base;
  const out: Record<string, unknown> = { ...base };
  for (const f of fields) out[f] = translation[f] ?? null;
  return out as T;
}
