import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/ui/feedback/confirm-dialog";
import { toastSuccess } from "~/ui/feedback/toast";
import type { BulkAction, RowAction } from "~/ui/list-page/description";
import type { TranslationKey } from "~/i18n/keys";

/*
 * Deleting people, with the question naming who goes ("Delete 3 customers: a@x, b@y, c@z?"). The
 * list page's own delete asks "Delete 3 items?" for a selection; accounts are not interchangeable
 * items, so these lists leave out the generic delete and use this row action and bulk action. The
 * bulk question is this module's dialog (`<NamedDeleteDialog />`, rendered once by the route): the
 * bulk action's run waits for its answer, and the list page reloads after it as after any action.
 */

/** Names shown in the question; the rest are counted ("… and 4 more"). */
const SHOWN_NAMES = 5;

interface NamedDeleteTexts {
  /** "Delete the customer “{{title}}”?" */
  deleteOne: TranslationKey;
  /** "Delete {{count}} customers: {{names}}?" */
  deleteMany: TranslationKey;
  /** "Delete selected ({{count}})" */
  bulkLabel: TranslationKey;
}

interface Pending {
  names: string[];
  count: number;
  texts: NamedDeleteTexts;
  remove: () => Promise<void>;
  settle: (error?: unknown) => void;
}

// The mounted dialog; one list page is shown at a time.
let ask: ((pending: Pending) => void) | null = null;

export interface NamedDelete<T> {
  rowAction: RowAction<T>;
  bulkAction: BulkAction<T>;
}

/** The row and bulk delete of a list of people: `remove` deletes ids, `name` says who a row is. */
export function namedDelete<T>(options: {
  texts: NamedDeleteTexts;
  remove: (ids: (number | string)[]) => Promise<void>;
  rowId: (row: T) => number | string;
  /** Who the row is, as the question names it (an e-mail address). */
  name: (row: T) => string;
}): NamedDelete<T> {
  const { texts, remove, rowId } = options;
  return {
    rowAction: {
      key: "delete",
      label: "list.delete",
      icon: IconTrash,
      color: "red",
      permission: "delete",
      run: (row) => remove([rowId(row)]),
      confirm: { title: texts.deleteOne, message: "list.deleteWarning", danger: true },
      done: "people.accounts.deletedOne",
    },
    bulkAction: {
      key: "delete",
      label: texts.bulkLabel,
      icon: IconTrash,
      color: "red",
      permission: "delete",
      run: (ids, rows) =>
        new Promise<void>((resolve, reject) => {
          if (!ask) return reject(new Error("The delete dialog is not on the page."));
          const names = rows.map((row) => options.name(row));
          ask({
            names,
            count: ids.length,
            texts,
            remove: () => remove(ids),
            settle: (error) => (error === undefined ? resolve() : reject(error)),
          });
        }),
    },
  };
}

/** The question of a named bulk delete; render it once beside the list page. */
export function NamedDeleteDialog() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    ask = setPending;
    return () => {
      ask = null;
    };
  }, []);
  if (!pending) return null;
  const { names, count, texts } = pending;
  const more = count - Math.min(names.length, SHOWN_NAMES);
  const listed = names.slice(0, SHOWN_NAMES).join(", ") + (more > 0 ? ` ${t("people.accounts.andMore", { count: more })}` : "");
  const close = (error?: unknown) => {
    setPending(null);
    pending.settle(error);
  };
  return (
    <ConfirmDialog
      opened
      title={t(texts.deleteMany, { count, names: listed })}
      message={t("list.deleteWarning")}
      confirmLabel={t("list.delete")}
      danger
      busy={busy}
      onCancel={() => close()}
      onConfirm={() => {
        setBusy(true);
        pending
          .remove()
          .then(() => {
            toastSuccess(t("list.deleted", { count }));
            close();
          })
          .catch((error: unknown) => close(error ?? new Error("failed")))
          .finally(() => setBusy(false));
      }}
    />
  );
}
