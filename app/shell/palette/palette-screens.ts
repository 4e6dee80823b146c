import type { AppAbility } from "~/access/ability";
import { canOpen } from "~/access/ability";
import type { TranslationKey } from "~/i18n/keys";
import type { Offered } from "~/routing/menu";
import { allScreens, screenById, type Screen } from "~/routing/screens";

/*
 * The palette's screens and actions, from the one screen table (routing/screens.ts), filtered as the
 * menu filters: a screen the user may open (`view`, or `create` where the screen allows it), and a
 * "new …" action for each screen that creates records when the user may create them.
 */

export interface PaletteLink {
  id: string;
  title: TranslationKey;
  /** The breadcrumb's group ("Prodotto", "Interfaccia"), as a description. */
  section?: TranslationKey;
  href: string;
}

const mayOpen = (screen: Screen, ability: AppAbility, offered: Offered) =>
  screen.audience === "user" &&
  (screen.extension === undefined || offered(screen.extension)) &&
  (screen.subject === undefined ||
    (screen.opensWith ? ability.can(screen.opensWith, screen.subject) : canOpen(ability, screen.subject, screen.orCreate)));

/** Screens without a record in the URL (lists, settings, tools); an extension's only once it is offered. */
export function paletteScreens(ability: AppAbility, offered: Offered = () => false): PaletteLink[] {
  return allScreens
    .filter((screen) => screen.idParam === undefined && mayOpen(screen, ability, offered))
    .map((screen) => ({
      id: `screen-${screen.id}`,
      title: screen.title,
      section: screen.section ?? (screen.parent ? screenById(screen.parent).title : undefined),
      href: `/${screen.path}`.replace(/\/$/, "") || "/",
    }));
}

/** "New …" for every screen that creates records, when the user may create them. */
export function paletteActions(ability: AppAbility): PaletteLink[] {
  return allScreens
    .filter((screen) => screen.creatable === true && screen.subject !== undefined && ability.can("create", screen.subject))
    .map((screen) => ({
      id: `new-${screen.id}`,
      title: screen.title,
      section: screen.section,
      href: `/${screen.path.replace(/:id\??$/, "add")}`,
    }));
}
