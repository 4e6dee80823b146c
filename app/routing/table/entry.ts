import type { Subject } from "~/access/subjects";
import type { ScreenArea } from "~/i18n/app-locale";
import type { TranslationKey } from "~/i18n/keys";

/* What one entry of the screen table (routing/screens.ts) says of a screen. */

/** The sidebar icons a screen may name (ui/sprite/icons.ts: each one's Tabler icon in the app's sprite). */
export type MenuIcon =
  | "adjustments"
  | "bolt"
  | "buildingStore"
  | "category"
  | "certificate"
  | "dashboard"
  | "gift"
  | "heart"
  | "history"
  | "package"
  | "receiptTax"
  | "settings"
  | "shieldLock"
  | "shoppingCart"
  | "stack"
  | "star"
  | "ticket"
  | "truckDelivery"
  | "upload"
  | "userShield";

/** The icons of the sidebar's groups (menu.ts), drawn from the same sprite. */
export type MenuGroupIcon = "box" | "cashRegister" | "layoutDashboard" | "mail" | "scale" | "speakerphone" | "users" | "wallet";

/**
 * Where a screen sits in the sidebar: `at` orders the whole sidebar (a group stands where its first
 * entry does); a screen whose `section` is one of the menu's groups (menu.ts) is listed in that group.
 */
export interface MenuPlace {
  at: number;
  /** Default: its group's icon. */
  icon?: MenuIcon;
  /** i18n key of the entry's name where it is not the screen's title. */
  label?: TranslationKey;
  /** Path prefix that also marks the entry active (Setting is active on every /setting/* page). */
  activePrefix?: string;
}

/** One screen, as written in the table; `Id` is the table's own keys, so a parent must be one. */
export interface ScreenEntry<Id extends string = string> {
  /** Route path as React Router writes it (no leading slash, `:id` / `:id?`). */
  path: string;
  /** i18n key of the page title. */
  title: TranslationKey;
  /** Guests only (login pages); default: signed-in users. */
  audience?: "guest";
  /** Permission group that gates the screen; opening needs `view` (or `create` where `orCreate`). */
  subject?: Subject;
  /** Also open with only `<subject>.create` (vendors have `bulk_upload.create` without `view`). */
  orCreate?: true;
  /** The subject's permission opening it needs where `view` is not enough (an editor of many records). */
  opensWith?: "edit";
  /** How the `{id}` segment behaves: required numeric id, or also none (the list's URL). */
  idParam?: "required" | "optional";
  /** For a record screen: whether `add` opens a new record (default yes). */
  creatable?: false;
  /** For a record screen: a read view (`urls.<list>.detail(id)`) rather than a form (`edit`). */
  detail?: true;
  /** Breadcrumb parent. */
  parent?: Id;
  /** i18n key of the menu group shown in the breadcrumb before the title (and the menu's group). */
  section?: TranslationKey;
  /** The areas' strings the screen needs beyond the core; default its parent's, else none. */
  areas?: readonly ScreenArea[];
  /** Its entry in the side menu, if it has one. */
  menu?: MenuPlace;
  /** The backend extension it needs; default none (the shop's own API). */
  extension?: Extension;
}

/**
 * A backend extension a screen depends on (not every backend offers it): the screen is in the menu
 * and the palette only once the backend said it offers it (shell/extension-offers.ts).
 */
export type Extension = "activityLog";

/** A part of the table (one area's screens); the whole table checks the parents. */
export type ScreenParts = Record<string, ScreenEntry>;

/** Checks the table against its own keys (parents) while keeping every literal. */
export function screenTable<const T extends Record<string, ScreenEntry<Extract<keyof T, string>>>>(table: T): T {
  return table;
}

/**
 * A screen's path from its id, as the route module's file name spells it (app/routes/<id>.tsx,
 * Remix's flat routes): `setting.smtp` is `setting/smtp`. Every screen but the dashboard (path "")
 * has the path its id says, so the builders below write it.
 */
export type PathOf<Id extends string> = Id extends `${infer Head}.${infer Tail}` ? `${Head}/${PathOf<Tail>}` : Id;

function pathOf<Id extends string>(id: Id): PathOf<Id> {
  return id.replaceAll(".", "/") as PathOf<Id>;
}

/** A screen as `screen` takes it: everything but its path, which its id gives. */
export type PageEntry = Omit<ScreenEntry, "path">;

/** A list screen as `withRecord` takes it: no path (its id gives it), breadcrumb parent nor `{id}` of its own. */
export type ListEntry = Omit<ScreenEntry, "path" | "parent" | "idParam" | "creatable" | "detail">;

/** What a list's record screen says beyond its list: path, subject and parent come from the list. */
export type RecordEntry = Pick<ScreenEntry, "title" | "creatable" | "detail" | "section" | "areas"> & {
  idParam: "required" | "optional";
};

/** What some screens have in common (a menu group's section, their string areas, their subject). */
export type SharedFacts = Pick<ScreenEntry, "subject" | "section" | "areas">;

/** The shared facts under a screen's own: where both say one, its own wins. */
type Merged<Shared, Own> = Omit<Shared, keyof Own> & Own;

/** The entry `screen` gives, keyed by its screen id. */
type Page<Id extends string, Entry> = { [K in Id]: Entry & { path: PathOf<Id> } };

/** The two entries `withRecord` gives, keyed by their screen ids. */
type ListWithRecord<Id extends string, List extends Pick<ScreenEntry, "subject">, Rec extends RecordEntry> = {
  [K in Id]: List & { path: PathOf<Id> };
} & {
  [K in `${Id}.$id`]: Rec & { path: string; subject: List["subject"]; parent: Id };
};

/** A screen without records, its path from its id. */
export function screen<const Id extends string, const Entry extends PageEntry>(id: Id, entry: Entry): Page<Id, Entry> {
  return page(id, entry) as Page<Id, Entry>;
}

function page(id: string, entry: Partial<PageEntry>): ScreenParts {
  return { [id]: { path: pathOf(id), ...entry } as ScreenEntry };
}

/**
 * A list and its record screen, written once: the list's path is its id's, the record screen's id is
 * the list's plus `.$id` (the name urls.ts looks for), its path the list's plus `/:id` (`/:id?` where
 * the id may be left out, the list's URL then), its subject the list's and its breadcrumb parent the list.
 */
export function withRecord<const Id extends string, const List extends ListEntry, const Rec extends RecordEntry>(
  id: Id,
  list: List,
  record: Rec,
): ListWithRecord<Id, List, Rec> {
  return listAndRecord(id, list, record) as ListWithRecord<Id, List, Rec>;
}

function listAndRecord(id: string, list: Pick<ScreenEntry, "subject">, record: RecordEntry): ScreenParts {
  const path = pathOf(id);
  const recordPath = `${path}/${record.idParam === "optional" ? ":id?" : ":id"}`;
  return { [id]: { path, ...list } as ScreenEntry, [`${id}.$id`]: { ...record, path: recordPath, subject: list.subject, parent: id } };
}

/**
 * `screen` and `withRecord` for screens that have some facts in common (a menu group's section and
 * string areas, a subject), those written once: each entry then says only what is its own. What the
 * merged entries lack (a title) the area's `satisfies ScreenParts` reports.
 */
export function sharing<const Shared extends SharedFacts>(shared: Shared) {
  return {
    screen: <const Id extends string, const Entry extends Partial<PageEntry>>(id: Id, entry: Entry) =>
      page(id, { ...shared, ...entry }) as Page<Id, Merged<Shared, Entry>>,
    withRecord: <const Id extends string, const List extends Partial<ListEntry>, const Rec extends RecordEntry>(
      id: Id,
      list: List,
      record: Rec,
    ) => listAndRecord(id, { ...shared, ...list }, record) as ListWithRecord<Id, Merged<Shared, List>, Rec>,
  };
}
