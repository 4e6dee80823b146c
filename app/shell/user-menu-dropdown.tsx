import { Menu } from "@mantine/core";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Can } from "~/access/can";
import { signOut } from "~/session/auth-service";
import { confirmDiscard } from "~/ui/feedback/discard-guard";
import { useOpenedOnMount } from "~/ui/first-use";
import { useStableNavigate } from "~/routing/in-app-link";
import { AppLink } from "~/routing/prefetch";
import { UserButton } from "./user-button";

/** The user menu once it is first wanted (user-menu.tsx): it opens as it mounts, from its button's click. */
export default function UserMenuDropdown({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const { opened, setOpened, target } = useOpenedOnMount();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserButton ref={target} name={name} />
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
            if (!(await confirmDiscard())) return;
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
