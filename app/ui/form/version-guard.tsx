import { useCallback, useRef, useState, type ReactNode } from "react";
import type { Beat } from "~/api/presence";
import { useTranslation } from "react-i18next";
import { isVersionConflict } from "~/api/errors";
import { versionTime } from "~/api/versions";
import { isDirty } from "../edit-page/dirty";
import { fieldConflicts, mergeValues, startingChoices, type ConflictPart, type ConflictRow, type Side } from "./conflicts";
import { ConflictView } from "./conflict-view";
import type { FormField } from "./messages";

/**
 * A form's guard against overwriting someone else's save (server/docs/record-versions.md). It keeps
 * the version of the record the form loaded and sends it as `If-Match`; a 409, or a part of the page
 * that finds its data moved (`StalePartError`), opens the conflict view with the record as it is
 * now. Against a backend that sends no version, it reads the record again just before the save and
 * compares: the window left is the time between that read and the write.
 */

export interface Versions<V> {
  /** The version of the record as loaded (`versionOf(record)`); null where the backend sends none. */
  loaded: string | null;
  /** Reads the record again: its values as the form holds them, and its version. */
  reread: () => Promise<{ values: V; version: string | null }>;
  /** The rows of parts of the page saved apart (a product's stock), asked when a conflict opens. */
  parts?: () => Promise<ConflictPart[]>;
  /** Who made the other save, where the page knows (presence, else the record's history). */
  changedBy?: () => Promise<string | null>;
}

/** What a save sends besides the values. */
export interface Precondition {
  ifMatch: string | null;
}

/** A part of the page (a product's stock) found what it loaded changed on the server before it wrote. */
export class StalePartError extends Error {
  override readonly name = "StalePartError";
}

interface Open<V> {
  rows: ConflictRow[];
  parts: ConflictPart[];
  base: V;
  theirs: V;
  version: string | null;
  choices: Record<string, Side>;
}

interface GuardedForm<V> {
  fields: readonly FormField[];
  baseline: V;
  values: V;
  /** Puts `values` in the form and `baseline` as what the server holds. */
  adopt: (values: V, baseline: V) => void;
  /** Saves again, with the form's values after this render. */
  resubmit: () => void;
}

export interface VersionGuard {
  precondition: () => Precondition;
  /**
   * Before sending: false when a re-read found the record changed (the view is open then). True at
   * once where there is nothing to read (a version held, or no versions), so such a send leaves in
   * the same task as the click.
   */
  check: () => true | Promise<boolean>;
  /** After a failed send: true when it was a conflict (handled here). */
  handle: (error: unknown) => Promise<boolean>;
  /** The version a save answered (`fromSave`), or a reload's; undefined keeps the one held. */
  settle: (version: string | null | undefined, fromSave?: boolean) => void;
  /** The version the form holds and the one its own last save made (for the presence beat). */
  held: () => Beat;
  /** Reads the record again now and, where someone changed what the form shows, opens the view. */
  review: () => Promise<void>;
  open: boolean;
  view: ReactNode;
}

export function useVersionGuard<V extends object>(versions: Versions<V> | undefined, form: GuardedForm<V>, busy: boolean): VersionGuard {
  const { t } = useTranslation();
  const version = useRef<string | null>(versions?.loaded ?? null);
  const saved = useRef<string | null>(null);
  const [open, setOpen] = useState<Open<V> | null>(null);
  const [by, setBy] = useState<string | null>(null);
  // A save the guard started itself (after a conflict with nothing to choose): a second such conflict is shown.
  const automatic = useRef(false);
  const { fields, baseline, values, adopt, resubmit } = form;

  const conflict = async (now: { values: V; version: string | null }, mine: V, reviewing = false): Promise<void> => {
    if (!versions) return;
    const words = {
      empty: t("edit.conflict.empty"),
      yes: t("edit.conflict.yes"),
      no: t("edit.conflict.no"),
      only: (items: string) => t("edit.conflict.only", { items }),
      both: (added: string, removed: string) => t("edit.conflict.bothValue", { added, removed }),
    };
    const rows = fieldConflicts(baseline, mine, now.values, fields, (field) => t(field.label), words);
    const parts = (await versions.parts?.()) ?? [];
    const all = [...rows, ...parts.flatMap((part) => part.rows)];
    setBy((await versions.changedBy?.().catch(() => null)) ?? null);
    if (all.length === 0 && (reviewing || !automatic.current)) {
      // Saved since, but nothing this form shows moved (the stock of a variant on another screen):
      // take the new version, and send the same values again when this was a save.
      version.current = now.version;
      adopt(mergeValues(baseline, mine, now.values, {}), now.values);
      if (reviewing) return;
      automatic.current = true;
      resubmit();
      return;
    }
    automatic.current = false;
    setOpen({ rows: all, parts, base: baseline, theirs: now.values, version: now.version, choices: startingChoices(all) });
  };

  const close = (chosen: V, theirs: V, next: string | null) => {
    version.current = next;
    adopt(chosen, theirs);
    setOpen(null);
  };

  const resolve = (choices: Record<string, Side>) => {
    if (!open) return;
    for (const part of open.parts) part.apply(choices);
    close(mergeValues(open.base, values, open.theirs, choices), open.theirs, open.version);
    resubmit();
  };
  const discardMine = () => {
    if (!open) return;
    for (const part of open.parts) part.apply(every("theirs"));
    close(open.theirs, open.theirs, open.version);
  };
  const every = (side: Side) => (open ? Object.fromEntries(open.rows.map((row) => [row.key, side])) : {});

  return {
    precondition: () => ({ ifMatch: version.current }),
    check: () => {
      if (!versions || version.current !== null) return true;
      return versions.reread().then(async (now) => {
        if (!isDirty(baseline, now.values)) {
          version.current = now.version;
          return true;
        }
        await conflict(now, values);
        return false;
      });
    },
    handle: async (error) => {
      if (!versions || !(isVersionConflict(error) || error instanceof StalePartError)) {
        automatic.current = false;
        return false;
      }
      let now: Awaited<ReturnType<Versions<V>["reread"]>>;
      try {
        now = await versions.reread();
      } catch {
        // The record could not be read again (offline): the refusal is said as a message instead.
        return false;
      }
      await conflict(now, values);
      return true;
    },
    settle: useCallback((next: string | null | undefined, fromSave = false) => {
      if (next !== undefined) version.current = next;
      if (fromSave && next) saved.current = next;
      // The record loaded again (another record, the page's data reloaded): an open view is about the old one.
      if (!fromSave && next !== undefined) setOpen(null);
      automatic.current = false;
    }, []),
    held: () => ({ version: version.current, saved: saved.current }),
    review: async () => {
      if (versions && !open) await conflict(await versions.reread(), values, true);
    },
    open: open !== null,
    view: open ? (
      <ConflictView
        rows={open.rows}
        choices={open.choices}
        at={versionTime(open.version)}
        by={by}
        busy={busy}
        onChoose={(key, side) => setOpen({ ...open, choices: { ...open.choices, [key]: side } })}
        onSave={() => resolve(open.choices)}
        onDiscardMine={discardMine}
        onOverwrite={() => resolve(every("yours"))}
      />
    ) : null,
  };
}
