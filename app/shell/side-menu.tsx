import { NavLink } from "@mantine/core";
import { memo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { isItemActive, isMenuGroup, itemHref, itemLabel, visibleMenu, type MenuGroup as Group, type MenuItem } from "~/routing/menu";
import { AppLink } from "~/routing/prefetch";
import { useOfferedExtensions } from "./extension-offers";
import { SpriteIcon } from "~/ui/sprite/sprite-icon";

function MenuLink({
  item,
  pathname,
  onNavigate,
  idlePrefetch = false,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
  idlePrefetch?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NavLink
      component={AppLink}
      to={itemHref(item)}
      idlePrefetch={idlePrefetch}
      label={t(itemLabel(item))}
      leftSection={<SpriteIcon name={item.icon} />}
      active={isItemActive(item, pathname)}
      onClick={onNavigate}
    />
  );
}

/**
 * A group of entries. Its links are rendered once it is first opened, not at start-up: a closed
 * group's links are hidden anyway, and the eighty-odd entries were a part of every full load's first
 * render (Lighthouse). Once rendered they stay, so closing it again still animates. A group the user
 * opened has its screens' code fetched while idle (they are choosing among them); the current
 * screen's group, open from the start, on intent only (routing/prefetch.tsx).
 */
function MenuGroup({ entry, pathname, children }: { entry: Group; pathname: string; children: (idlePrefetch: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => entry.items.some((item) => isItemActive(item, pathname)));
  const [rendered, setRendered] = useState(opened);
  const [openedByUser, setOpenedByUser] = useState(false);
  return (
    <NavLink
      component="button"
      type="button"
      label={t(entry.title)}
      leftSection={<SpriteIcon name={entry.icon} />}
      opened={opened}
      aria-expanded={opened}
      onChange={(next) => {
        setOpened(next);
        if (next) {
          setRendered(true);
          setOpenedByUser(true);
        }
      }}
      childrenOffset={16}
    >
      {/* Not null: a NavLink without children is no group (no chevron, a click does not open it). */}
      {rendered ? children(openedByUser) : []}
    </NavLink>
  );
}

/**
 * The sidebar's menu, under the user's permissions, the current screen's entry marked. Memoised on
 * the path: a list's page, sort or search change keeps the path, and the eighty-odd entries are not
 * rendered again for it (docs/decisions/0003).
 */
export const SideMenu = memo(function SideMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const ability = useAppAbility();
  const offered = useOfferedExtensions(ability);
  return visibleMenu(ability, offered).map((entry) =>
    isMenuGroup(entry) ? (
      <MenuGroup key={entry.title} entry={entry} pathname={pathname}>
        {(idlePrefetch) =>
          entry.items.map((item) => (
            <MenuLink key={item.screen} item={item} pathname={pathname} onNavigate={onNavigate} idlePrefetch={idlePrefetch} />
          ))
        }
      </MenuGroup>
    ) : (
      <MenuLink key={entry.screen} item={entry} pathname={pathname} onNavigate={onNavigate} />
    ),
  );
});
