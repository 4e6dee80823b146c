import { Button } from "@mantine/core";
import { useCallback, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { useConfirmedAction } from "../feedback/confirmed-action";
import { LazyTooltip } from "../lazy-tooltip";
import { SpriteIcon } from "../sprite/sprite-icon";
import { CellActions } from "./cells";
import { RowIconButton, RowIconLink } from "./row-icon";
import type { BulkAction, ListDescription, RowAction } from "./description";

type Id = number | string;

interface ListActionsOptions<T> {
  description: ListDescription<T>;
  rows: readonly T[];
  /** After an action changed rows: reload, or step back when `removed` emptied the page. */
  changed: (removed: number) => void;
}

export interface ListActions<T> {
  /** Whether rows get checkboxes (a permitted delete or bulk action). */
  selectable: boolean;
  /** The row's buttons: pencil, custom actions, delete. */
  rowCell: (row: T) => ReactNode;
  /** The buttons for the ticked rows. */
  bulkButtons: (ids: Id[]) => ReactNode;
  /** The confirmation modal: render once. */
  dialog: ReactNode;
}

/**
 * What a list's rows can do, under the user's permissions on the list's subject: open or edit
 * (pencil, when the list has an edit path), the description's row and bulk actions, and delete.
 * Every call goes through one confirm-then-run flow, so each shows the server's message on failure.
 */
export function useListActions<T>({ description, rows, changed }: ListActionsOptions<T>): ListActions<T> {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { start, busy, dialog } = useConfirmedAction();
  const allowed = (permission: string, subject = description.subject) => ability.can(permission, subject);
  const canEdit = allowed("edit");
  const remove = allowed("delete") ? description.remove : undefined;
  const rowActions = (description.rowActions ?? []).filter((a) => allowed(a.permission ?? "view", a.subject));
  const bulkActions = (description.bulkActions ?? []).filter((a) => allowed(a.permission ?? "edit"));
  const labelOf = (id: Id) => {
    const row = rows.find((r) => description.rowId(r) === id);
    return row ? description.rowLabel(row) : String(id);
  };

  const deleteRows = (ids: Id[]) => {
    if (!remove) return;
    start({
      run: () => remove(ids),
      confirm: {
        title:
          ids.length === 1
            ? t(description.texts?.deleteOne ?? "list.deleteOne", { title: labelOf(ids[0]) })
            : t(description.texts?.deleteMany ?? "list.deleteMany", { count: ids.length }),
        message: t("list.deleteWarning"),
        confirmLabel: t("list.delete"),
        danger: true,
      },
      done: t("list.deleted", { count: ids.length }),
      failed: "list.deleteFailed",
      after: (succeeded) => changed(succeeded ? ids.length : 0),
    });
  };

  const runRow = (action: RowAction<T>, row: T) => {
    const { run, confirm } = action;
    if (!run) return;
    const title = description.rowLabel(row);
    start({
      run: () => run(row),
      confirm: confirm && {
        title: t(confirm.title, { title }),
        message: confirm.message && t(confirm.message, { title }),
        confirmLabel: t(action.label),
        danger: confirm.danger,
      },
      done: action.done && t(action.done, { title }),
      failed: "list.actionFailed",
      after: () => {
        if (action.reload !== false) changed(0);
      },
    });
  };

  const runBulk = (action: BulkAction<T>, ids: Id[]) => {
    const count = ids.length;
    const picked = rows.filter((r) => ids.includes(description.rowId(r)));
    const { confirm } = action;
    start({
      run: () => action.run(ids, picked),
      confirm: confirm && {
        title: t(confirm.title, { count }),
        message: confirm.message && t(confirm.message, { count }),
        confirmLabel: t(action.label, { count }),
        danger: confirm.danger,
      },
      done: action.done && t(action.done, { count }),
      failed: "list.actionFailed",
      after: () => changed(0),
    });
  };

  // The row handlers change with every render (they close over the rows); the buttons call the
  // latest through this ref, so `rowCell` changes only with what the buttons show, and the memoised
  // rows of the table (list-table.tsx) are not re-rendered by a page change around them.
  const handlers = useRef({ runRow, deleteRows });
  handlers.current = { runRow, deleteRows };
  const rowActionKeys = rowActions.map((a) => a.key).join(",");
  const rowCell = useCallback(
    (row: T) => {
      const label = description.rowLabel(row);
      const openLabel = canEdit ? t("list.edit") : t("list.view");
      return (
        <CellActions>
          {description.editPath ? (
            <LazyTooltip label={openLabel}>
              <RowIconLink to={description.editPath(row)} aria-label={`${openLabel}: ${label}`}>
                <SpriteIcon name="pencil" stroke={2} />
              </RowIconLink>
            </LazyTooltip>
          ) : null}
          {rowActions
            .filter((action) => !action.hidden?.(row))
            .map((action) => {
              const Icon = action.icon;
              const name = `${t(action.label)}: ${label}`;
              const icon = <Icon size={18} aria-hidden="true" />;
              return (
                <LazyTooltip key={action.key} label={t(action.label)}>
                  {action.href ? (
                    <RowIconLink to={action.href(row)} color={action.color} aria-label={name}>
                      {icon}
                    </RowIconLink>
                  ) : (
                    <RowIconButton
                      color={action.color}
                      aria-label={name}
                      disabled={busy}
                      onClick={() => handlers.current.runRow(action, row)}
                    >
                      {icon}
                    </RowIconButton>
                  )}
                </LazyTooltip>
              );
            })}
          {remove ? (
            <LazyTooltip label={t("list.delete")}>
              <RowIconButton
                color="red"
                aria-label={`${t("list.delete")}: ${label}`}
                onClick={() => handlers.current.deleteRows([description.rowId(row)])}
              >
                <SpriteIcon name="trash" stroke={2} />
              </RowIconButton>
            </LazyTooltip>
          ) : null}
        </CellActions>
      );
    },
    // rowActions is rebuilt each render; its keys say when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [description, canEdit, rowActionKeys, Boolean(remove), busy, t],
  );

  const bulkButtons = (ids: Id[]) =>
    ids.length === 0 ? null : (
      <>
        {bulkActions.map((action) => {
          const Icon = action.icon;
          return (
            <Button
              key={action.key}
              variant="light"
              color={action.color}
              leftSection={Icon ? <Icon size={16} aria-hidden="true" /> : undefined}
              disabled={busy}
              onClick={() => runBulk(action, ids)}
            >
              {t(action.label, { count: ids.length })}
            </Button>
          );
        })}
        {remove ? (
          <Button
            color="red"
            variant="light"
            leftSection={<SpriteIcon name="trash" size={16} stroke={2} />}
            onClick={() => deleteRows(ids)}
          >
            {t("list.deleteSelected", { count: ids.length })}
          </Button>
        ) : null}
      </>
    );

  return { selectable: Boolean(remove) || bulkActions.length > 0, rowCell, bulkButtons, dialog };
}
