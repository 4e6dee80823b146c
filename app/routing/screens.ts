import type { ScreenArea } from "~/i18n/app-locale";
import { catalogScreens } from "./table/catalog";
import { contentScreens } from "./table/content";
import { coreScreens } from "./table/core";
import { screenTable, type ScreenEntry } from "./table/entry";
import { marketingScreens } from "./table/marketing";
import { peopleScreens } from "./table/people";
import { salesScreens } from "./table/sales";
import { settingsScreens } from "./table/settings";

/**
 * THE screen table: every screen of the spec, each written once (in table/, one file per area, for
 * length), with all the panel needs to know of it. The route table (app/routes.ts), the URL builders
 * (urls.ts), the side menu (menu.ts), the breadcrumbs (breadcrumbs.ts), the string areas a screen
 * loads (string-areas.ts) and each screen's gate (screen-gate.ts) are derived from it, so adding a
 * screen is one entry in table/ plus its route module app/routes/<id>.tsx. The entries are `as const`:
 * screen ids, parents and permission groups are literal types, and a misspelt one fails
 * `npm run typecheck`.
 *
 * Kept free of React and of browser APIs: the Remix build evaluates it in Node through routes.ts.
 */

/** In the route table's order: a list before its record screen (which also answers the list's URL). */
export const SCREENS = screenTable({
  ...coreScreens,
  ...catalogScreens,
  ...marketingScreens,
  ...salesScreens,
  ...peopleScreens,
  ...contentScreens,
  ...settingsScreens,
});

export type { Extension, MenuGroupIcon, MenuIcon, MenuPlace, ScreenEntry } from "./table/entry";

type Table = typeof SCREENS;

/** A screen's id: its key in the table, the route's id and its module's name under app/routes/. */
export type ScreenId = Extract<keyof Table, string>;

/** A screen as the rest of the app reads it: its table entry with its id and defaults filled in. */
export interface Screen extends Omit<ScreenEntry<ScreenId>, "audience" | "creatable" | "areas"> {
  id: ScreenId;
  audience: "guest" | "user";
  /** Whether `add` (create mode) is accepted for the id. */
  creatable?: boolean;
  areas: readonly ScreenArea[];
}

const entries = Object.entries(SCREENS) as Array<[ScreenId, ScreenEntry<ScreenId>]>;

function areasOf(entry: ScreenEntry<ScreenId>): readonly ScreenArea[] {
  return entry.areas ?? (entry.parent ? areasOf(SCREENS[entry.parent]) : []);
}

/** Every screen, in the table's order (the route table's order: a list before its record screen). */
export const allScreens: readonly Screen[] = entries.map(([id, entry]) => ({
  ...entry,
  id,
  audience: entry.audience ?? "user",
  ...(entry.idParam ? { creatable: entry.creatable ?? true } : {}),
  areas: areasOf(entry),
}));

/** Record screens whose `{id}` may be left out (the URL is then the list's, registered first). */
export const optionalIdScreens: readonly Screen[] = allScreens.filter((screen) => screen.idParam === "optional");

const byId = new Map<string, Screen>(allScreens.map((screen) => [screen.id, screen]));

export function isScreenId(id: string): id is ScreenId {
  return byId.has(id);
}

/** A screen id held as a plain string (a resource's description): checked here, once. */
export function toScreenId(id: string): ScreenId {
  if (!isScreenId(id)) throw new Error(`No screen with id ${id}`);
  return id;
}

export function screenById(id: ScreenId): Screen {
  const screen = byId.get(id);
  if (!screen) throw new Error(`No screen with id ${id}`);
  return screen;
}

/** The screen's href without parameters (for menus and breadcrumbs). */
export function screenHref(screen: Screen): string {
  return `/${screen.path}`;
}

/** A record id in a URL: a positive integer, or `add` where the screen can create. */
export function isValidIdParam(screen: Screen, id: string | undefined): boolean {
  if (!screen.idParam) return id === undefined;
  if (id === undefined) return screen.idParam === "optional";
  if (id === "add") return screen.creatable === true;
  return /^[1-9]\d{0,17}$/.test(id);
}

/** Whether the URL asks for a new record (create mode). */
export function isCreateMode(screen: Screen, id: string | undefined): boolean {
  return screen.idParam !== undefined && (id === undefined || id === "add");
}
