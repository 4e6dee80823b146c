import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Can } from "~/access/can";
import { signOut } from "~/session/auth-service";
import { getSession, subscribeSession } from "~/session/session-store";
import { confirmDiscard } from "~/ui/feedback/discard-guard";
import { useStableNavigate } from "./in-app-link";
import { AppLink } from "./prefetch";

/** The signed-in user's menu: profile and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const name = session?.user.name || session?.user.email || "";
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("header.userMenu", { name })} data-testid="user-menu">
          <Avatar radius="xl" size="sm" color="indigo">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Can I="view" a="profile">
          <Menu.Item component={AppLink} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
            {t("header.profile")}
          </Menu.Item>
        </Can>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={async () => {
            // Before the session goes: "stay" must leave the user signed in, on the form.
            if (!(await confirmDiscard("logout"))) return;
            await signOut();
            navigate("/login", { replace: true });
          }}
        >
          {t("header.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
