import { Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useOpenedOnMount } from "../../first-use";
import { ViewMenuButton } from "./view-menu-button";
import type { SavedView } from "./view-types";

export interface ViewMenuProps {
  view: SavedView;
  label: string;
  isDefault: boolean;
  canShare: boolean;
  /** Whether it is the first or last of the user's own views (moving it further does nothing). */
  first: boolean;
  last: boolean;
  onRename: () => void;
  onToggleShared: () => void;
  onMove: (by: -1 | 1) => void;
  onCopy: () => void;
  onToggleDefault: () => void;
  onDelete: () => void;
}

/**
 * The chosen view's menu once first wanted (views-bar.tsx): Mantine's Menu brings the floating-position
 * code, which a list's first load does not fetch (app/ui/first-use.tsx). It opens as it mounts.
 */
export default function ViewMenu(props: ViewMenuProps) {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenedOnMount();
  const { view } = props;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ViewMenuButton ref={target} aria-label={props.label} />
      </Menu.Target>
      <Menu.Dropdown>
        {view.mine ? (
          <>
            <Menu.Item onClick={props.onRename}>{t("list.savedViews.rename")}</Menu.Item>
            {props.canShare ? (
              <Menu.Item onClick={props.onToggleShared}>{t(view.shared ? "list.savedViews.unshare" : "list.savedViews.share")}</Menu.Item>
            ) : null}
            <Menu.Item disabled={props.first} onClick={() => props.onMove(-1)}>
              {t("list.savedViews.moveLeft")}
            </Menu.Item>
            <Menu.Item disabled={props.last} onClick={() => props.onMove(1)}>
              {t("list.savedViews.moveRight")}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item onClick={props.onCopy}>{t("list.savedViews.copy")}</Menu.Item>
        )}
        <Menu.Item onClick={props.onToggleDefault}>
          {t(props.isDefault ? "list.savedViews.clearDefault" : "list.savedViews.makeDefault")}
        </Menu.Item>
        {view.mine ? (
          <Menu.Item color="red" onClick={props.onDelete}>
            {t("list.savedViews.delete")}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
