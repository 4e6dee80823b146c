import { SCREENS, type ScreenEntry, type ScreenId } from "./screens";

/**
 * Typed URL builders for every screen, derived from the screen table: `urls.brands.edit(3)`,
 * `urls.carts.detail(id)`, `urls.settingSmtp()`. A screen's builder is named by its id in camel case
 * (`setting.smtp` → `settingSmtp`); a list with a record screen (`<list>.$id`) gets `list`, then `edit`
 * (a form) or `detail` (a read view, `detail: true`), and `create` unless the record screen says
 * `creatable: false`. In-app paths, without the /admin base (the router adds it). Each builder
 * carries the id of the screen it opens (`urls.brands.list.screen`).
 */

export type RecordId = number | string;
/** Query values of a link; empty ones are left out. `URLSearchParams` passes through as is. */
export type Search = Record<string, string | number | null | undefined> | URLSearchParams;

interface Builder<A extends unknown[]> {
  (...args: A): string;
  /** The screen (routing/screens.ts id) the URL opens. */
  readonly screen: ScreenId;
}

type Table = typeof SCREENS;
type RecordScreen = Extract<ScreenId, `${string}.$id`>;
type PageScreen = Exclude<ScreenId, RecordScreen>;

/** `admins-vendors` → `adminsVendors`, `setting.social-login` → `settingSocialLogin`. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? CamelCase<`${Head}${Capitalize<Tail>}`>
  : S extends `${infer Head}.${infer Tail}`
    ? CamelCase<`${Head}${Capitalize<Tail>}`>
    : S;

type PageUrl = Builder<[search?: Search]>;
type RecordUrls<R extends RecordScreen> = { list: PageUrl } & {
  [K in Table[R] extends { detail: true } ? "detail" : "edit"]: Builder<[id: RecordId]>;
} & (Table[R] extends { creatable: false } ? unknown : { create: Builder<[]> });

/** The builders of one screen without a record: its page, or its list and its records. */
type UrlsOf<S extends PageScreen> = `${S}.$id` extends RecordScreen ? RecordUrls<`${S}.$id`> : PageUrl;

export type Urls = { [S in PageScreen as CamelCase<S>]: UrlsOf<S> };

function searchString(search: Search | undefined): string {
  if (!search) return "";
  const params = search instanceof URLSearchParams ? search : new URLSearchParams();
  if (!(search instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(search))
      if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The path with its `:id` / `:id?` segment filled in (or dropped when none is given). */
function fillPath(path: string, id?: RecordId): string {
  return `/${path.replace(/:id\??/, id === undefined ? "" : encodeURIComponent(String(id))).replace(/\/$/, "")}`;
}

function builder<A extends unknown[]>(screen: string, build: (...args: A) => string): Builder<A> {
  return Object.assign(build, { screen: screen as ScreenId });
}

/** `admins-vendors` → `adminsVendors`, `setting.social-login` → `settingSocialLogin`. */
export function camelCase(id: string): string {
  return id.replace(/[-.]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The builders of every screen of a table (the real one below; tests pass their own). */
export function buildUrls(table: Readonly<Record<string, ScreenEntry>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(table)) {
    if (id.endsWith(".$id")) continue;
    const page = builder(id, (search?: Search) => fillPath(entry.path) + searchString(search));
    const recordId = `${id}.$id`;
    const record = table[recordId];
    out[camelCase(id)] = record
      ? {
          list: page,
          [record.detail ? "detail" : "edit"]: builder(recordId, (recordKey: RecordId) => fillPath(record.path, recordKey)),
          ...(record.creatable === false ? {} : { create: builder(recordId, () => fillPath(record.path, "add")) }),
        }
      : page;
  }
  return out;
}

export const urls = buildUrls(SCREENS) as unknown as Urls;
