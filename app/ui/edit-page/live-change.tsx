import { Alert, Button, Group, Text } from "@mantine/core";
import { IconBolt } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Beat } from "~/api/presence";
import { getSession } from "~/session/session-store";
import { useLiveEvents, type LiveEvent } from "../live/use-live-events";

/*
 * An open record that someone else changed says so at once: a `record.changed` live event about it
 * (a save on another panel, or through the API by another admin). The presence beat says the same
 * within ~20 s where the other person's panel is open; the event is immediate and covers every
 * writer. The page's own save raises the same event: the record is read again and, where it holds
 * a version this page holds, nothing is said (a backend that keeps no versions: nothing is said of
 * this admin's own changes, which may be this page's).
 */

export interface LiveChange {
  /** The changer's name; null when no signed-in admin made it (the storefront, a script). */
  name: string | null;
  deleted: boolean;
}

/** A version without its ETag quotes and weak mark, as presence.tsx compares them. */
const bare = (version: string | null): string | null => version?.replace(/^(?:W\/)?"(.*)"$/, "$1") ?? null;

interface Options<V> {
  subject: string;
  id: string | number | undefined;
  /** The form's versions now (the version guard's). */
  held: () => Beat;
  /** Reads the record again (the version guard's); absent where the page keeps no versions. */
  reread?: () => Promise<{ values: V; version: string | null }>;
  /** A save of this page is in flight: an event now is checked once it has answered. */
  busy: boolean;
}

export function useLiveRecordChange<V extends object>({ subject, id, held, reread, busy }: Options<V>) {
  const [change, setChange] = useState<LiveChange | null>(null);
  const latest = useRef({ held, reread });
  latest.current = { held, reread };
  const waiting = useRef<LiveEvent | null>(null);
  const seen = useRef(new Set<string>());
  for (const v of [held().version, held().saved].map(bare)) if (v) seen.current.add(v);

  const check = async (event: LiveEvent) => {
    if (event.action === "delete") {
      setChange({ name: event.actor?.name || null, deleted: true });
      return;
    }
    const read = latest.current.reread;
    if (!read) return;
    let now: { values: V; version: string | null };
    try {
      now = await read();
    } catch {
      return;
    }
    const version = bare(now.version);
    const own = version !== null ? seen.current.has(version) : event.actor?.id === getSession()?.user.id;
    if (!own) setChange({ name: event.actor?.name || null, deleted: false });
  };

  useLiveEvents(
    (event) => event.type === "record.changed" && event.record_type === subject && id !== undefined && event.record_id === String(id),
    (message) => {
      if (message.type === "reset") return;
      if (busy) waiting.current = message;
      else void check(message);
    },
  );
  useEffect(() => {
    if (busy || !waiting.current) return;
    const event = waiting.current;
    waiting.current = null;
    void check(event);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a save has answered
  }, [busy]);
  // Another record in the same page: what was said was about the old one.
  useEffect(() => setChange(null), [subject, id]);

  return { change, dismiss: () => setChange(null) };
}

/** "Modificato da Anna Rossi — Rivedi": the review opens the conflict view with the record as it is now. */
export function LiveChangeBanner({ change, onReview }: { change: LiveChange | null; onReview?: () => void }) {
  const { t } = useTranslation();
  if (!change) return null;
  const text = change.deleted
    ? change.name
      ? t("live.record.deleted", { name: change.name })
      : t("live.record.deletedBySomeone")
    : change.name
      ? t("live.record.changed", { name: change.name })
      : t("live.record.changedBySomeone");
  return (
    <Alert color="orange" variant="light" icon={<IconBolt size={18} aria-hidden="true" />} role="status" data-live-change="">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        {onReview && !change.deleted ? (
          <Button size="compact-sm" variant="default" onClick={onReview}>
            {t("live.record.review")}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
