import { Avatar, UnstyledButton } from "@mantine/core";
import { forwardRef, useState, useSyncExternalStore, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import { getSession, subscribeSession } from "~/session/session-store";
import { lazyPart, OnFirstUse, preloadOnApproach, useIdlePreload } from "~/ui/first-use";

// The menu (Mantine's Menu and its floating-position code) loads on first use (ui/first-use.tsx).
const menuPart = lazyPart(() => import("./user-menu-dropdown"));

type UserButtonProps = ComponentPropsWithoutRef<"button"> & { name: string };

/** The header's avatar button, the menu's target (and its stand-in until the menu is loaded). */
export const UserButton = forwardRef<HTMLButtonElement, UserButtonProps>(function UserButton({ name, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} aria-label={t("header.userMenu", { name })} data-testid="user-menu" {...props}>
      <Avatar radius="xl" size="sm" color="indigo">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
});

/** The signed-in user's menu: profile and logout. */
export function UserMenu() {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const name = session?.user.name || session?.user.email || "";
  const [wanted, setWanted] = useState(false);
  useIdlePreload(menuPart);
  const standIn = (
    <UserButton name={name} aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)} {...preloadOnApproach(menuPart)} />
  );
  return (
    <OnFirstUse wanted={wanted} standIn={standIn}>
      <menuPart.Component name={name} />
    </OnFirstUse>
  );
}
