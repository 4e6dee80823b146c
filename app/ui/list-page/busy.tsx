import { Box, Button, LoadingOverlay, Paper } from "@mantine/core";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

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

/** The table's frame: `aria-busy` while loading, and the overlay once loading has taken 200 ms. */
export function ListBusyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loading = useContext(ListLoading);
  const showLoading = useDelayedFlag(loading);
  return (
    <Paper withBorder pos="relative">
      <LoadingOverlay visible={showLoading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ "aria-label": t("list.loading") }} />
      {/* Positioned, so that the table's visually hidden texts (absolute) are clipped by this box
          too: otherwise they escaped to the Paper and widened the whole page on a phone. */}
      <Box style={{ overflowX: "auto", position: "relative" }} aria-busy={loading}>
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
