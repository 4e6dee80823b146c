import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import { businessError } from "./envelope";

/*
 * Lists (contract 1.5): Laravel's length-aware paginator shape, fixed page size 14, sorting by a
 * whitelisted column, LIKE search with escaped wildcards.
 */

export const PER_PAGE = 14;

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Paginator<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PageLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

type AnyContext = Context<any, any, any>;

/** `page` query parameter: a positive integer, else 1 (Laravel ignores junk the same way). */
export function pageParam(c: AnyContext, name = "page"): number {
  const n = Number(c.req.query(name));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}

/** The request's path without its query string, on PUBLIC_URL (never the Host header): the paginator's `path`. */
export function listPath(c: AnyContext): string {
  return `${c.get("config")?.publicUrl ?? ""}${new URL(c.req.url).pathname}`;
}

/** Builds the paginator object from one page of items and the total. */
export function paginator<T>(items: T[], total: number, page: number, perPage: number, path: string): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => `${path}?page=${p}`;
  const from = items.length ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + items.length - 1;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const links: PageLink[] = [{ url: prev, label: "&laquo; Previous", active: false }];
  for (const el of pageWindow(page, lastPage)) {
    if (el === "...") links.push({ url: null, label: "...", active: false });
    else links.push({ url: url(el), label: String(el), active: el === page });
  }
  links.push({ url: next, label: "Next &raquo;", active: false });
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: next,
    path,
    per_page: perPage,
    prev_page_url: prev,
    to,
    total,
  };
}

/**
 * The page numbers Laravel's paginator links show (3 on each side of the current page): every page
 * when there are few, otherwise the first pages, "...", a window, "...", the last two.
 */
export function pageWindow(current: number, last: number, onEachSide = 3): Array<number | "..."> {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  if (last < onEachSide * 2 + 8) return range(1, last);
  const window = onEachSide + 4;
  const head = range(1, 2);
  const tail = range(last - 1, last);
  if (current <= window) return [...range(1, window + onEachSide), "...", ...tail];
  if (current > last - window) return [...head, "...", ...range(last - (window + onEachSide - 1), last)];
  return [...head, "...", ...range(current - onEachSide, current + onEachSide), "...", ...tail];
}

/**
 * Runs a count and one page of `query` (which should already carry its where/order clauses) and
 * returns the paginator. `map` shapes each row (serialization, `created`...).
 */
export async function paginate<O, T = O>(
  c: AnyContext,
  db: Kysely<any>,
  query: SelectQueryBuilder<any, any, O>,
  opts: { page?: number; perPage?: number; map?: (rows: O[]) => T[] | Promise<T[]> } = {},
): Promise<Paginator<T>> {
  const perPage = opts.perPage ?? PER_PAGE;
  const page = opts.page ?? pageParam(c);
  const counted = await db
    .selectFrom(query.clearOrderBy().as("page_source"))
    .select(sql<number>`count(*)`.as("total"))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const rows = await query
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const items = opts.map ? await opts.map(rows) : (rows as unknown as T[]);
  return paginator(items, total, page, perPage, listPath(c));
}

export type SortResult<C extends string> = { ok: true; column: C; direction: "asc" | "desc" } | { ok: false; message: string };

export const ORDER_DIRECTION_MESSAGE = 'Order direction must be "asc" or "desc".';

/**
 * `orderby` / `type` query parameters. The column is only ever one of `allowed` (never put into SQL
 * from the request): an unknown or missing column falls back to `fallback` instead of failing,
 * because the original passed it to SQL unchecked and the panel always sends a real column.
 * `type` is asc/desc in any case; missing means desc (lenient: the panel always sends it); any
 * other value is the contract's business error.
 */
export function sortParams<C extends string>(
  query: Record<string, string | undefined>,
  allowed: readonly C[],
  fallback: C = "created_at" as C,
): SortResult<C> {
  const requested = query.orderby?.trim();
  const column = requested && (allowed as readonly string[]).includes(requested) ? (requested as C) : fallback;
  const type = query.type?.trim().toLowerCase();
  if (type === undefined || type === "") return { ok: true, column, direction: "desc" };
  if (type !== "asc" && type !== "desc") return { ok: false, message: ORDER_DIRECTION_MESSAGE };
  return { ok: true, column, direction: type };
}

/**
 * A list endpoint's sort as the request asks it (see sortParams). A direction other than asc/desc
 * ends the request with the contract's business error: the app's error handler sends the response
 * this throws, so each list states its columns in one line and answers a bad direction alike.
 */
export function requestedSort<C extends string>(c: Context, allowed: readonly C[], fallback?: C): { column: C; direction: "asc" | "desc" } {
  const sort = sortParams(c.req.query(), allowed, fallback);
  if (!sort.ok) throw new HTTPException(200, { res: businessError(c, sort.message) });
  return sort;
}

/** Longest search text used: longer than any searched column may hold, so nothing is lost. */
export const MAX_SEARCH_CHARS = 255;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * User text made safe for every search: control characters (a NUL ends a C string inside SQLite's
 * FTS5 and broke its phrase) are dropped, lone surrogates become U+FFFD, and the text is cut to
 * MAX_SEARCH_CHARS characters. Empty after that → null (no search).
 */
export function searchText(q: string | undefined | null): string | null {
  const cleaned = (q ?? "").replace(CONTROL, "").replace(LONE_SURROGATE, "\uFFFD").trim();
  return [...cleaned].slice(0, MAX_SEARCH_CHARS).join("") || null;
}

/** `q` as a LIKE pattern matching anywhere (see searchText), with %, _ and \ escaped; null when empty. */
export function searchParam(q: string | undefined | null): string | null {
  const s = searchText(q);
  return s ? `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}

/**
 * `q` as an FTS5 phrase for the trigram indexes of migration 0110, or null when they cannot serve it:
 * with fewer than three characters there is no whole trigram to look up. Inside a phrase everything
 * is literal but `"`, written twice, so `*`, `NEAR(`, `AND` and `%` are plain text here.
 */
export function trigramPhrase(q: string | undefined | null): string | null {
  const s = searchText(q);
  if (!s || [...s].length < 3) return null;
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * trigramPhrase for the LIKE-exact indexes of migration 0111, which hold their text with only its
 * ASCII letters lower-cased: `q` is lower-cased the same way (A–Z only, as LIKE folds case).
 */
export function likeTrigramPhrase(q: string | undefined | null): string | null {
  const phrase = trigramPhrase(q);
  return phrase && phrase.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}

/** `column LIKE pattern ESCAPE '\'` for a pattern from searchParam (SQLite LIKE is ASCII case-insensitive). */
export function likeEscaped(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
