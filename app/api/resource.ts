import * as z from "zod/mini";
import { http, type Query, type WriteOptions } from "./client";
import { ApiError } from "./errors";
import { keepVersion } from "./versions";
import { shopZone } from "~/i18n/shop-zone";

/**
 * What every paginated `all` endpoint answers (contract §1.5: a Laravel length-aware paginator,
 * 14 rows a page). Only the keys the panel uses are checked; the rest passes through.
 */
export interface Page<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  data: T[];
}

const pageShape = z.looseObject({
  current_page: z.coerce.number(),
  last_page: z.coerce.number(),
  per_page: z._default(z.optional(z.coerce.number()), 14),
  from: z._default(z.optional(z.nullable(z.number())), null),
  to: z._default(z.optional(z.nullable(z.number())), null),
  total: z.coerce.number(),
  data: z.array(z.unknown()),
});

export function parsePage<T>(raw: unknown, item: z.ZodMiniType<T>): Page<T> {
  const page = pageShape.safeParse(raw);
  if (!page.success) throw new ApiError(500, "Unexpected list response.");
  const rows = z.array(item).safeParse(page.data.data);
  if (!rows.success) throw new ApiError(500, "Unexpected list response.");
  return { ...page.data, data: rows.data };
}

/** One page of the list at `path` (search, sort, filters and page from `query`), its dates in the shop's zone. */
export async function getPage<T>(path: string, query: Query, item: z.ZodMiniType<T>, signal?: AbortSignal): Promise<Page<T>> {
  return parsePage(await http.get<unknown>(path, { time_zone: timeZone(), ...query }, signal), item);
}

export function parseOne<T>(raw: unknown, schema: z.ZodMiniType<T>): T {
  // `action/{id}` on an unknown id answers `data: null` (contract §1.6): that is a 404, not a crash.
  if (raw === null || raw === undefined) throw new ApiError(404, "We couldn't found anything.");
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError(500, "Unexpected response from the server.");
  return keepVersion(raw, parsed.data);
}

/**
 * The zone sent with lists, day filters and schedules, so the API formats `created`, counts days and
 * reads start and end times in it (contract §1.5): the shop's, else the browser's.
 */
export function timeZone(): string | undefined {
  return shopZone();
}

/** Text the API may leave out or null: "" then. */
export const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v ?? ""),
);

/** A number the API may leave out or null: 0 then (prices, ids where 0 is none). */
export const numberOrZero = z.pipe(
  z.optional(z.nullable(z.coerce.number())),
  z.transform((v) => v ?? 0),
);

/** Several fields of one kind, by name: `fields(text, "name", "email")`. */
export function fields<S extends z.ZodMiniType, K extends string>(schema: S, ...names: K[]): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;
}

/** A related record as rows embed it (`brand: {id, title}`), or none. */
export const refSchema = z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), title: text })));

/** Yes/no and public/private flags: 1 = yes/public, 2 = no/private (contract §2). */
export const flag = z.catch(z.coerce.number().check(z.int()), 2);

/** `{id, title}` rows of the unpaginated lookup lists. */
export const optionSchema = z.looseObject({
  id: z.coerce.number(),
  title: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => v ?? ""),
  ),
});
export type Option = z.infer<typeof optionSchema>;

export interface OptionLookup {
  /** Options whose title matches `q` (all when empty). */
  search(q: string): Promise<Option[]>;
  /** One record's option. */
  find(id: number | string): Promise<Option>;
}

/** A group's `{id, title}` lookups: its unpaginated list (`brand/all-brands?q=`) and `find/{id}`. */
export function optionLookup(group: string, all: string): OptionLookup {
  return {
    search: async (q) => z.array(optionSchema).parse(await http.get<unknown>(`${group}/${all}`, { q })),
    find: async (id) => parseOne(await http.get<unknown>(`${group}/find/${id}`), optionSchema),
  };
}

export interface ResourceApi<T, TInput, TRow = T> {
  list(query: Query, signal?: AbortSignal): Promise<Page<TRow>>;
  find(id: number | string, signal?: AbortSignal): Promise<T>;
  save(input: TInput, id?: number | string, options?: WriteOptions): Promise<T>;
  remove(ids: readonly (number | string)[]): Promise<void>;
  /** `<group>/upload/{id?}`: the path the image uploader posts `photo` to. */
  uploadPath(id?: number | string): string;
}

export interface ResourceApiOptions<TRow> {
  /** The group deletes one id per call: a bulk delete becomes one call per id. */
  singleDelete?: boolean;
  /** `all` answers rows of another shape than `find` (product summaries, categories with subtrees). */
  rows?: z.ZodMiniType<TRow>;
}

/**
 * The CRUD calls every owned-resource group shares (contract §1.6): `all`, `find/{id}`,
 * `action/{id?}`, `delete/{ids}`, `upload/{id?}`.
 */
export function resourceApi<T, TInput extends object, TRow = T>(
  group: string,
  schema: z.ZodMiniType<T>,
  options: ResourceApiOptions<TRow> = {},
): ResourceApi<T, TInput, TRow> {
  const rows = options.rows ?? (schema as unknown as z.ZodMiniType<TRow>);
  return {
    async list(query, signal) {
      return getPage(`${group}/all`, query, rows, signal);
    },
    async find(id, signal) {
      return parseOne(await http.get<unknown>(`${group}/find/${id}`, { time_zone: timeZone() }, signal), schema);
    },
    async save(input, id, options) {
      const path = id === undefined ? `${group}/action` : `${group}/action/${id}`;
      return parseOne(await http.post<unknown>(path, input as Record<string, unknown>, undefined, options), schema);
    },
    async remove(ids) {
      if (ids.length === 0) return;
      if (options.singleDelete) {
        for (const id of ids) await http.delete(`${group}/delete/${id}`);
      } else {
        await http.delete(`${group}/delete/${ids.join(",")}`);
      }
    },
    uploadPath(id) {
      return id === undefined ? `${group}/upload` : `${group}/upload/${id}`;
    },
  };
}
