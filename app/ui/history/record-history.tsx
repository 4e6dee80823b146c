import { Button } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart, OnFirstUse, preloadOnApproach } from "../first-use";
import { InPageHeader } from "../page-header";
import type { HistoryDrawerProps } from "./history-drawer-props";
import { useHistoryOffered } from "./offered";
import type { HistoryRestore } from "./restore";

// The drawer (Mantine's Drawer, the entries, their diffs) loads when the button is first approached.
const drawerPart = lazyPart<HistoryDrawerProps>(() => import("./history-drawer"));

export interface RecordHistoryProps {
  /** The record's type in the log: the screen's permission subject (`brand`, `order`, `setting`). */
  type: string;
  /** The record's id (a settings panel's name); absent on a new record, which has no history. */
  id: string | number | undefined;
  /** Restoring old values into the open form; absent on a read-only page. */
  restore?: HistoryRestore;
}

/**
 * "History" in the page's header, opening the record's history in a drawer: who changed what and
 * when, newest first. Shown only where the backend keeps the log and the user may read it; nothing
 * of it loads before the button is approached, and no entry before it is pressed.
 */
export function RecordHistory({ type, id, restore }: RecordHistoryProps) {
  const { t } = useTranslation();
  const offered = useHistoryOffered(id !== undefined && id !== "");
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (id === undefined || id === "" || !offered) return null;
  return (
    <InPageHeader>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-record-history
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        {...preloadOnApproach(drawerPart)}
      >
        {t("edit.history.open")}
      </Button>
      <OnFirstUse wanted={wanted}>
        <drawerPart.Component opened={opened} onClose={() => setOpened(false)} type={type} id={String(id)} restore={restore} />
      </OnFirstUse>
    </InPageHeader>
  );
}
