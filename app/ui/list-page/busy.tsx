import { Box, Button, Paper } from "@mantine/core";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart, OnFirstUse } from "../first-use";

// The overlay shows only once a load has taken 200 ms: its code is fetched when the first load
// starts, not with the list (it was in every list's first load).
const overlayPart = lazyPart(() => import("./busy-overlay"));

/** Spec §9: a data load shows its loading state only once it has taken 200 ms (no flicker). */
export const LOADING_DELAY_MS = 200;

export function useDelayedFlag(flag: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [flag, delay]);
  return shown;
}

/**
 * Whether the list's next data is loading (a page, sort, search or filter change, or a reload). A
 * context, not a prop: when a change starts, only the parts that show it (the table's busy frame,
 * the Retry button) render again, not the toolbar and rows of the memoised list page (docs/decisions/0003).
 */
export const ListLoading = createContext(false);

/**
 * The table's frame: `aria-busy` while loading, and the overlay once loading has taken 200 ms.
 * `boxRef`: the scroll box, measured to fit the columns (column-fit.ts).
 */
export function ListBusyFrame({ children, boxRef }: { children: ReactNode; boxRef?: (element: HTMLElement | null) => void }) {
  const { t } = useTranslation();
  const loading = useContext(ListLoading);
  const showLoading = useDelayedFlag(loading);
  // Kept once shown, so that it fades out as it fades in.
  const [overlayWanted, setOverlayWanted] = useState(false);
  if (showLoading && !overlayWanted) setOverlayWanted(true);
  useEffect(() => {
    if (loading) overlayPart.preload().catch(() => undefined);
  }, [loading]);
  return (
    <Paper withBorder pos="relative">
      <OnFirstUse wanted={overlayWanted}>
        <overlayPart.Component visible={showLoading} label={t("list.loading")} />
      </OnFirstUse>
      {/* Scrolls sideways on its own and is positioned (cells.css): the table's visually hidden
          texts (absolute) are clipped by it, where they once widened the whole page on a phone. */}
      <Box ref={boxRef} className="list-scroll-box" aria-busy={loading}>
        {children}
      </Box>
    </Paper>
  );
}

/** The Retry button of a list that failed to load, busy while the reload runs. */
export function RetryButton({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const loading = useContext(ListLoading);
  return (
    <Button size="xs" onClick={retry} loading={loading}>
      {t("list.retry")}
    </Button>
  );
}
