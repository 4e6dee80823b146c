import { Box, Button } from "@mantine/core";
import { IconArrowUp } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Page } from "~/api/resource";
import { useLiveEvents, type LiveEvent } from "../live/use-live-events";
import type { ListDescription } from "./description";
import { forgetListPages } from "./list-pages";

/*
 * A list that follows the live events (ui/live) about its records: new ones are announced by a
 * banner over the top of the table ("3 nuovi ordini — mostra") rather than slipped in, so the rows
 * never move under the reader's pointer; a row on screen that someone else changed is refreshed in
 * place (the list's data loaded again without the busy frame, the scroll kept). A backend without
 * the events sends none, and the list stays as it always was.
 */

/** The events that announce a new record, by the list's permission subject (= the events' record_type). */
const CREATED: Record<string, string> = { order: "order.created", message: "message.created", withdrawal_request: "withdrawal.created" };
/** The events that change a record in place, besides the activity log's `record.changed`. */
const CHANGED: Record<string, string> = { order: "order.changed", withdrawal_request: "withdrawal.changed", product: "stock.changed" };

/** The banner's words by subject; other lists say "new records". */
const WORDS = { order: "live.list.orders", message: "live.list.messages", withdrawal_request: "live.list.withdrawals" } as const;

/** A burst of changes (a bulk action elsewhere, a replay after a reconnection) is one reload. */
export const LIVE_LIST_DEBOUNCE_MS = 300;

export type LiveListNews = { kind: "new"; id: string } | { kind: "changed"; id: string } | { kind: "reload" } | null;

/** What an event means to a list of `subject` showing `shown` (the ids on screen). */
export function newsFor(subject: string, shown: ReadonlySet<string>, event: LiveEvent | { type: "reset" }): LiveListNews {
  if (event.type === "reset") return { kind: "reload" };
  if (event.record_type !== subject) return null;
  const id = event.record_id;
  const created = event.type === CREATED[subject] || (event.type === "record.changed" && event.action === "create");
  if (created) return shown.has(id) ? { kind: "changed", id } : { kind: "new", id };
  const changed = event.type === CHANGED[subject] || event.type === "record.changed";
  return changed && shown.has(id) ? { kind: "changed", id } : null;
}

export interface LiveList {
  /** The banner, absolutely placed: render it inside the table's positioned box. */
  banner: ReactNode;
  /** A reload of the list's own (a row changed) is running: the table shows no busy frame for it. */
  quiet: boolean;
}

export function useLiveList<T>(
  description: ListDescription<T>,
  page: Page<T> | undefined,
  revalidate: () => void,
  revalidating: boolean,
): LiveList {
  const { t } = useTranslation();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useRef<ReadonlySet<string>>(new Set());
  shown.current = new Set((page?.data ?? []).map((row) => String(description.rowId(row))));
  // New data (a reload, another page): what it holds is no longer news.
  useEffect(() => setFresh((current) => (current.size === 0 ? current : new Set())), [page]);

  const [quiet, setQuiet] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);
  useEffect(() => {
    if (!revalidating) setQuiet(false);
  }, [revalidating]);
  const reloadQuietly = () => {
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setQuiet(true);
      revalidate();
    }, LIVE_LIST_DEBOUNCE_MS);
  };

  useLiveEvents(
    (event) => event.record_type === description.subject,
    (event) => {
      const news = newsFor(description.subject, shown.current, event);
      if (!news) return;
      forgetListPages(description);
      if (news.kind === "new") setFresh((current) => (current.has(news.id) ? current : new Set([...current, news.id])));
      else reloadQuietly();
    },
  );

  const count = fresh.size;
  const words = WORDS[description.subject as keyof typeof WORDS] ?? "live.list.records";
  // Memoised: the list body is a memo and takes the banner as a prop, so a new element at every
  // render of the page (each navigation state) would render the whole table again.
  const banner = useMemo(
    () => (
      // The live region is always there, so the count is read out when it appears or grows.
      <Box
        role="status"
        aria-live="polite"
        pos="absolute"
        top={6}
        left={0}
        right={0}
        style={{ zIndex: 3, display: "flex", justifyContent: "center", pointerEvents: "none" }}
      >
        {count > 0 ? (
          <Button
            size="compact-sm"
            radius="xl"
            leftSection={<IconArrowUp size={14} aria-hidden="true" />}
            onClick={revalidate}
            style={{ pointerEvents: "auto", boxShadow: "var(--mantine-shadow-md)" }}
            data-live-banner=""
          >
            {t(words, { count })}
          </Button>
        ) : null}
      </Box>
    ),
    [count, words, t, revalidate],
  );
  return { banner, quiet };
}
