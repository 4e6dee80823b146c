import { NavLink } from "@mantine/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { isItemActive, isMenuGroup, itemHref, visibleMenu, type MenuItem } from "./menu";
import { AppLink } from "./prefetch";
import { screenById } from "./screens";

function MenuLink({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <NavLink
      component={AppLink}
      to={itemHref(item)}
      label={t(screenById(item.screen).title)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
      active={isItemActive(item, pathname)}
      onClick={onNavigate}
    />
  );
}

/**
 * The sidebar's menu, under the user's permissions, the current screen's entry marked. Memoised on
 * the path: a list's page, sort or search change keeps the path, and the eighty-odd entries are not
 * rendered again for it (issue 16 profile).
 */
export const SideMenu = memo(function SideMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return visibleMenu(ability).map((entry) =>
    isMenuGroup(entry) ? (
      <NavLink
        key={entry.title}
        component="button"
        type="button"
        label={t(entry.title)}
        leftSection={<entry.icon size={18} stroke={1.6} aria-hidden="true" />}
        defaultOpened={entry.items.some((item) => isItemActive(item, pathname))}
        childrenOffset={16}
      >
        {entry.items.map((item) => (
          <MenuLink key={item.screen} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    ) : (
      <MenuLink key={entry.screen} item={entry} pathname={pathname} onNavigate={onNavigate} />
    ),
  );
});
