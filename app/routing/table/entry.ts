import type { Subject } from "~/access/subjects";
import type { ScreenArea } from "~/i18n/app-locale";
import type { TranslationKey } from "~/i18n/keys";

/* What one entry of the screen table (routing/screens.ts) says of a screen. */

/** The sidebar icons a screen may name (menu.ts maps each to its component). */
export type MenuIcon =
  | "adjustments"
  | "bolt"
  | "buildingStore"
  | "category"
  | "certificate"
  | "dashboard"
  | "gift"
  | "heart"
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
}

/** A part of the table (one area's screens); the whole table checks the parents. */
export type ScreenParts = Record<string, ScreenEntry>;

/** Checks the table against its own keys (parents) while keeping every literal. */
export function screenTable<const T extends Record<string, ScreenEntry<Extract<keyof T, string>>>>(table: T): T {
  return table;
}

/** A list screen as `withRecord` takes it: no breadcrumb parent nor `{id}` of its own. */
export type ListEntry = Omit<ScreenEntry, "parent" | "idParam" | "creatable" | "detail">;

/** What a list's record screen says beyond its list: path, subject and parent come from the list. */
export type RecordEntry = Pick<ScreenEntry, "title" | "creatable" | "detail" | "section" | "areas"> & {
  idParam: "required" | "optional";
};

/** The two entries `withRecord` gives, keyed by their screen ids. */
type ListWithRecord<Id extends string, List extends ListEntry, Rec extends RecordEntry> = { [K in Id]: List } & {
  [K in `${Id}.$id`]: Rec & { path: string; subject: List["subject"]; parent: Id };
};

/**
 * A list and its record screen, written once: the record screen's id is the list's plus `.$id` (the
 * name urls.ts looks for), its path the list's plus `/:id` (`/:id?` where the id may be left out,
 * the list's URL then), its subject the list's and its breadcrumb parent the list.
 */
export function withRecord<const Id extends string, const List extends ListEntry, const Rec extends RecordEntry>(
  id: Id,
  list: List,
  record: Rec,
): ListWithRecord<Id, List, Rec> {
  const path = `${list.path}/${record.idParam === "optional" ? ":id?" : ":id"}`;
  return { [id]: list, [`${id}.$id`]: { ...record, path, subject: list.subject, parent: id } } as ListWithRecord<Id, List, Rec>;
}
