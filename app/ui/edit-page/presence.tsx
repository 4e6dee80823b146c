import { Alert, Button, Group, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { presenceApi, type Beat, type PresentUser } from "~/api/presence";

/** How often an open record page says it is still there (the server forgets a page after ~45 s). */
export const BEAT_MS = 20_000;

export interface Presence {
  others: readonly PresentUser[];
  /** Someone here saved the record since this page loaded or saved it: their name. */
  savedBy: string | null;
}

const NOBODY: Presence = { others: [], savedBy: null };

/** A version without its ETag quotes: the server keeps and answers the beats' versions bare. */
const bare = (version: string | null): string | null => version?.replace(/^(?:W\/)?"(.*)"$/, "$1") ?? null;

/**
 * Who else has this record open, from the presence extension: a beat when the page opens, every
 * `BEAT_MS` after, and at once when this page's version moves (its own save, so the others hear of
 * it); the page's entry goes when it closes. Where the backend does not offer it (404), nothing more
 * is asked and nobody is shown. `held` reads the versions at beat time (the form's, not a render's).
 */
export function usePresence(subject: string, id: string | number | undefined, held: () => Beat): Presence {
  const [presence, setPresence] = useState<Presence>(NOBODY);
  const heldRef = useRef(held);
  heldRef.current = held;
  const version = held().version;
  const beatRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (id === undefined) return undefined;
    let stopped = false;
    // Versions this page has held: another's save of one of these is not news to it.
    const seen = new Set<string>();
    const beat = async () => {
      if (stopped) return;
      const now = heldRef.current();
      for (const v of [now.version, now.saved].map(bare)) if (v) seen.add(v);
      try {
        const others = await presenceApi.beat(subject, id, now);
        if (stopped) return;
        if (others === null) {
          stopped = true;
          setPresence(NOBODY);
          return;
        }
        const saver = others.find((other) => {
          const saved = bare(other.saved);
          return saved !== null && !seen.has(saved);
        });
        setPresence({ others, savedBy: saver ? saver.name : null });
      } catch {
        // Presence is a courtesy: a failed beat is tried again at the next one.
      }
    };
    beatRef.current = () => void beat();
    void beat();
    const timer = setInterval(() => void beat(), BEAT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      presenceApi.leave(subject, id).catch(() => undefined);
    };
  }, [subject, id]);

  // This page saved (or took another's version): say so now, and forget the news it has taken in.
  useEffect(() => {
    beatRef.current();
  }, [version]);

  return presence;
}

/** "Anna Rossi is also editing this", and "Anna Rossi saved changes — review" before this page saves. */
export function PresenceBanner({ presence, onReview }: { presence: Presence; onReview?: () => void }) {
  const { t } = useTranslation();
  if (presence.others.length === 0) return null;
  const names = presence.others.map((other) => other.name).join(", ");
  return (
    <Alert
      color={presence.savedBy ? "orange" : "blue"}
      variant="light"
      icon={<IconUsers size={18} aria-hidden="true" />}
      data-presence
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {presence.savedBy
            ? t("edit.presence.saved", { name: presence.savedBy })
            : t("edit.presence.editing", { names, count: presence.others.length })}
        </Text>
        {presence.savedBy && onReview ? (
          <Button size="compact-sm" variant="default" onClick={onReview}>
            {t("edit.presence.review")}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
