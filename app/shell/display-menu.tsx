import { useState } from "react";
import { lazyPart, OnFirstUse, preloadOnApproach } from "~/ui/first-use";
import { DisplayMenuButton } from "./display-menu-button";

/*
 * On a phone the header keeps what is used all day (search, the bell, the user menu) and folds the
 * language and the colour scheme into this button's popup; from a tablet's width up they sit in the
 * header itself. The popup (Mantine's Popover) loads on first use, as the other header popups do.
 */

const dropdownPart = lazyPart(() => import("./display-menu-dropdown"));

export function DisplayMenu() {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <DisplayMenuButton aria-haspopup="dialog" aria-expanded={false} onClick={() => setWanted(true)} {...preloadOnApproach(dropdownPart)} />
  );
  return (
    <OnFirstUse wanted={wanted} standIn={standIn}>
      <dropdownPart.Component />
    </OnFirstUse>
  );
}
