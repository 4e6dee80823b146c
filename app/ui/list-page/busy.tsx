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

/**
 * The table's frame: `aria-busy` while loading, and the overlay once loading has taken 200 ms.
 * `boxRef`: the scroll box, measured to fit the columns (column-fit.ts).
 */
export function ListBusyFrame({ children, boxRef }: { children: ReactNode; boxRef?: (element: HTMLElement | null) => void }) {
  const { t } = useTranslation();
  const loading = useContext(ListLoading);
  const showLoading = useDelayedFlag(loading);
  return (
    <Paper withBorder pos="relative">
      <LoadingOverlay visible={showLoading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ "aria-label": t("list.loading") }} />
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
