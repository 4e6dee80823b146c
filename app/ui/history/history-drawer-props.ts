import type { HistoryRestore } from "./restore";

/** The props of the history's drawer (history-drawer.tsx), apart so its button need not load it. */
export interface HistoryDrawerProps {
  opened: boolean;
  onClose: () => void;
  type: string;
  id: string;
  restore?: HistoryRestore;
}
