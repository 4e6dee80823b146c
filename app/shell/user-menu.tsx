import { useState, useSyncExternalStore } from "react";
import { getSession, subscribeSession } from "~/session/session-store";
import { lazyPart, OnFirstUse, preloadOnApproach } from "~/ui/first-use";
import { UserButton } from "./user-button";

// The menu (Mantine's Menu and its floating-position code) loads on first use (ui/first-use.tsx).
const menuPart = lazyPart(() => import("./user-menu-dropdown"));

/** The signed-in user's menu: profile and logout. */
export function UserMenu() {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const name = session?.user.name || session?.user.email || "";
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <UserButton name={name} aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)} {...preloadOnApproach(menuPart)} />
  );
  return (
    <OnFirstUse wanted={wanted} standIn={standIn}>
      <menuPart.Component name={name} />
    </OnFirstUse>
  );
}
