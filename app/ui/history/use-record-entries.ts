import { useCallback, useEffect, useRef, useState } from "react";
import { activityLogApi, type ActivityEntry } from "~/api/activity/log";

export type EntriesState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | {
      status: "ready";
      entries: readonly ActivityEntry[];
      page: number;
      lastPage: number;
      total: number;
      more: "idle" | "loading" | "failed";
    };

/**
 * One record's history, newest first, a page at a time: loaded each time `opened` turns true (a save
 * made since the last look is in it), never before. `more()` appends the next page.
 */
export function useRecordEntries(type: string, id: string, opened: boolean) {
  const [state, setState] = useState<EntriesState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (page: number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      try {
        const found = await activityLogApi.record(type, id, page, abort.signal);
        if (abort.signal.aborted) return;
        setState((current) => ({
          status: "ready",
          // Each page's rows after the ones shown; an entry a new save pushed onto the next page is not shown twice.
          entries:
            page > 1 && current.status === "ready"
              ? [...current.entries, ...found.data.filter((entry) => !current.entries.some((shown) => shown.id === entry.id))]
              : found.data,
          page: found.current_page,
          lastPage: found.last_page,
          total: found.total,
          more: "idle",
        }));
      } catch (error) {
        if (abort.signal.aborted) return;
        setState((current) => (page > 1 && current.status === "ready" ? { ...current, more: "failed" } : { status: "failed", error }));
      }
    },
    [type, id],
  );

  useEffect(() => {
    if (!opened) return;
    setState({ status: "loading" });
    void load(1);
    return () => controller.current?.abort();
  }, [opened, load]);

  const more = useCallback(() => {
    setState((current) => (current.status === "ready" ? { ...current, more: "loading" } : current));
    if (state.status === "ready") void load(state.page + 1);
  }, [load, state]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    void load(1);
  }, [load]);

  return { state, more, retry };
}
