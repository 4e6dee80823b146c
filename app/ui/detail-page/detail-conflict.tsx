import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { versionTime } from "~/api/versions";
import type { TranslationVars } from "~/i18n/keys";
import type { ConflictRow, Side } from "../form/conflicts";
import { ConflictView } from "../form/conflict-view";
import type { DetailActionResult, DetailConflict } from "./action";
import { useDetailAction } from "./use-detail-action";

export interface OpenDetailConflict extends DetailConflict {
  row: ConflictRow;
}

/**
 * A record action refused because someone else changed the record since the page loaded (an
 * order's status moved on meanwhile): the field as this user would set it and as it is now. Mine is
 * sent again on the record's new version; theirs reloads the page's data.
 */
export function DetailConflictView({
  conflict,
  by,
  vars,
  onDone,
}: {
  conflict: OpenDetailConflict;
  /** Who changed the record meanwhile, where its history says. */
  by: string | null;
  vars: TranslationVars;
  onDone: (failure: Extract<DetailActionResult, { ok: false }> | null) => void;
}) {
  const { row } = conflict;
  const [choice, setChoice] = useState<Side>(row.pick);
  const revalidator = useRevalidator();
  const { pending, submit } = useDetailAction({ done: "edit.saved", vars, onFailure: onDone, onSuccess: () => onDone(null) });
  const keepTheirs = () => {
    revalidator.revalidate();
    onDone(null);
  };
  const sendMine = () => submit({ ...conflict.sent, version: conflict.version ?? "" });
  return (
    <ConflictView
      rows={[row]}
      choices={{ [row.key]: choice }}
      at={versionTime(conflict.version)}
      by={by}
      busy={pending}
      onChoose={(_, side) => setChoice(side)}
      onSave={() => (choice === "yours" ? sendMine() : keepTheirs())}
      onDiscardMine={keepTheirs}
      onOverwrite={sendMine}
    />
  );
}
