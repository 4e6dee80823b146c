import { Button, Table, Text, VisuallyHidden } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldChange } from "~/api/activity/log";
import { formatDate } from "~/i18n/dates";
import { runtimeKey } from "~/i18n/keys";
import { isLanguage, type Language } from "~/i18n/languages";
import { formatPrice } from "~/ui/price-format";
import { asNumber, dateKind, htmlText, isHtml, isLongText, isMoneyColumn, splitField, wordDiff, type DiffPart } from "./change-values";

// Inline styles: the component is used on several screens and a stylesheet of its own would be one
// more file for each of them to wait for.
const styles = {
  field: { fontWeight: 500, verticalAlign: "top", whiteSpace: "normal" },
  value: { verticalAlign: "top", overflowWrap: "anywhere" },
  diff: { overflowWrap: "anywhere" },
  removed: { background: "var(--mantine-color-red-light)", color: "inherit" },
  added: { background: "var(--mantine-color-green-light)", color: "inherit" },
} as const;

/*
 * The field-by-field diff of one activity entry: field, value before, value after. A create has no
 * "before" and a delete no "after" (the API leaves them out); a secret only says it changed. Data is
 * only ever shown as text: rich text is turned into its words and diffed word by word.
 */

export interface EntryChangesProps {
  changes: readonly FieldChange[];
  /** Offer "restore this value" for a change (a record page's history; the old value is put back). */
  onRestore?: (change: FieldChange) => void;
  /** Which changes may be restored (all with an old value, when not given). */
  canRestore?: (change: FieldChange) => boolean;
  /** The restore in progress, whose button shows it is busy. */
  restoring?: FieldChange | null;
}

const has = (change: FieldChange, side: "old" | "new") => Object.hasOwn(change, side);

/** Whether a change can be put back at all: a secret has no value, a create no old one. */
export const restorable = (change: FieldChange): boolean => change.changed !== true && has(change, "old");

export function EntryChanges({ changes, onRestore, canRestore, restoring }: EntryChangesProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : "it";
  if (changes.length === 0) return <Text size="sm">{t("edit.history.changes.none")}</Text>;

  const known = (key: string) => i18n.exists(key);
  const label = (field: string) => fieldLabel(field, t, known);
  const showBefore = changes.some((change) => has(change, "old") || change.changed === true);
  const showAfter = changes.some((change) => has(change, "new") || change.changed === true);
  const withRestore = onRestore !== undefined && changes.some((change) => restorable(change) && (canRestore?.(change) ?? true));

  return (
    <Table.ScrollContainer minWidth={360} type="native">
      <Table verticalSpacing={4} fz="sm" aria-label={t("edit.history.changes.caption")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("edit.history.changes.field")}</Table.Th>
            {showBefore && <Table.Th scope="col">{t("edit.history.changes.before")}</Table.Th>}
            {showAfter && <Table.Th scope="col">{t("edit.history.changes.after")}</Table.Th>}
            {withRestore && (
              <Table.Th scope="col">
                <VisuallyHidden>{t("edit.history.changes.actions")}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change, index) => {
            const column = splitField(change.field).column;
            const cells = valueCells(change, column, language, t);
            const allowed = withRestore && restorable(change) && (canRestore?.(change) ?? true);
            return (
              <Table.Tr key={`${change.field}-${index}`}>
                <Table.Th scope="row" style={styles.field}>
                  {label(change.field)}
                </Table.Th>
                {cells.merged !== null ? (
                  <Table.Td colSpan={(showBefore ? 1 : 0) + (showAfter ? 1 : 0)} style={styles.value}>
                    {cells.merged}
                  </Table.Td>
                ) : (
                  <>
                    {showBefore && <Table.Td style={styles.value}>{cells.before}</Table.Td>}
                    {showAfter && <Table.Td style={styles.value}>{cells.after}</Table.Td>}
                  </>
                )}
                {withRestore && (
                  <Table.Td>
                    {allowed && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={restoring === change}
                        aria-label={t("edit.history.changes.restoreField", { field: label(change.field) })}
                        onClick={() => onRestore?.(change)}
                      >
                        {t("edit.history.changes.restore")}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Translate = TFunction;

/** "Prezzo di vendita", "Inventario 812 · Quantità", or the raw name where the locale has none. */
export function fieldLabel(field: string, t: Translate, known: (key: string) => boolean): string {
  const { table, childId, column } = splitField(field);
  const columnKey = `edit.history.changes.fields.${column}`;
  const columnLabel = known(columnKey) ? t(runtimeKey(columnKey)) : column;
  if (table === null) return columnLabel;
  const tableKey = `edit.history.changes.tables.${table}`;
  const tableLabel = known(tableKey) ? t(runtimeKey(tableKey)) : table;
  return t("edit.history.changes.childField", { table: tableLabel, id: childId, column: columnLabel });
}

interface Cells {
  before: ReactNode;
  after: ReactNode;
  /** One cell for both sides: a word diff of a long text. */
  merged: ReactNode | null;
}

function valueCells(change: FieldChange, column: string, language: Language, t: Translate): Cells {
  if (change.changed === true) {
    const said = (
      <Text span fs="italic" size="sm">
        {t("edit.history.changes.changed")}
      </Text>
    );
    return { before: said, after: said, merged: null };
  }
  const before = has(change, "old") ? change.old : undefined;
  const after = has(change, "new") ? change.new : undefined;
  const textual = isHtml(before) || isHtml(after) || isLongText(before) || isLongText(after);
  if (textual && has(change, "old") && has(change, "new")) {
    const parts = wordDiff(readableText(before), readableText(after));
    if (parts !== null) return { before: null, after: null, merged: <WordDiff parts={parts} t={t} /> };
  }
  const show = (side: "old" | "new", value: unknown) => (has(change, side) ? formatValue(value, column, language, t) : null);
  return { before: show("old", before), after: show("new", after), merged: null };
}

const readableText = (value: unknown): string => (isHtml(value) ? htmlText(value) : typeof value === "string" ? value : "");

/** One value as text: money in the shop's currency, dates in the user's zone, rich text without tags. */
export function formatValue(value: unknown, column: string, language: Language, t: Translate): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? t("common.yes") : t("common.no");
  const amount = isMoneyColumn(column) ? asNumber(value) : null;
  if (amount !== null) return formatPrice(amount, language);
  const kind = dateKind(value);
  if (kind !== null) return formatDate(value as string, language, kind);
  if (isHtml(value)) return htmlText(value);
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

function WordDiff({ parts, t }: { parts: DiffPart[]; t: Translate }) {
  return (
    <Text size="sm" style={styles.diff}>
      {parts.map((part, index) => {
        const space = index > 0 ? " " : "";
        if (part.kind === "same") return <span key={index}>{`${space}${part.text}`}</span>;
        // <del>/<ins> are not read out by most screen readers: each says what it is in words too.
        const Tag = part.kind === "removed" ? "del" : "ins";
        const said = part.kind === "removed" ? t("edit.history.changes.removedText") : t("edit.history.changes.addedText");
        return (
          <span key={index}>
            {space}
            <Tag style={part.kind === "removed" ? styles.removed : styles.added}>
              <VisuallyHidden>{said}</VisuallyHidden>
              {part.text}
            </Tag>
          </span>
        );
      })}
    </Text>
  );
}
