import { Box, Checkbox, Group, Switch, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMemo, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { moveFocus } from "./grid-keys";
import { allKeys, cellKey, columnKeys, rowKeys, type MatrixShape } from "./shape";
import { flipKeys, setDiff, stateOf, toggleKey, type Selection } from "./selection";

export interface MatrixEditorProps {
  shape: MatrixShape;
  value: Selection;
  onChange: (next: Set<string>) => void;
  /** Shows what is on and off, with nothing to switch. */
  readOnly?: boolean;
  /** Translated names of the rows and columns (cell switches are named "row: column"). */
  rowLabel: (row: string) => string;
  columnLabel: (column: string) => string;
  /** The table's accessible name. */
  caption: string;
  /** The saved selection: when given, the editor says how many switches differ from it. */
  baseline?: Selection;
}

const CENTERED = { body: { justifyContent: "center" } } as const;

interface GroupToggleProps {
  /** Visible label, and the accessible name when it says more ("All in row Brands"). */
  label: string;
  name?: string;
  keys: readonly string[];
  value: Selection;
  readOnly: boolean;
  onFlip: (next: Set<string>) => void;
  /** Its place for the arrow keys (`row:column`). */
  cell: string;
  centered?: boolean;
}

/**
 * The checkbox that flips a group of keys (a row, a column, everything); "some" shows as
 * indeterminate. Read-only, only its label remains: a header, nothing to tick.
 */
function GroupToggle({ label, name, keys, value, readOnly, onFlip, cell, centered = false }: GroupToggleProps) {
  if (readOnly) {
    return (
      <Text size="sm" fw="inherit" ta={centered ? "center" : undefined}>
        {label}
      </Text>
    );
  }
  const state = stateOf(value, keys);
  return (
    <Checkbox
      className="list-touch-check"
      label={label}
      aria-label={name}
      checked={state === "all"}
      indeterminate={state === "some"}
      disabled={keys.length === 0}
      onChange={() => onFlip(flipKeys(value, keys))}
      styles={centered ? CENTERED : undefined}
      data-matrix-cell={cell}
    />
  );
}

/**
 * A read-only cell: a check mark or a dash, said as "yes"/"no" to screen readers (the table's
 * headers say which row and column). Disabled switches would grey out the very thing to read.
 */
function CellMark({ on, cellKeyName }: { on: boolean; cellKeyName: string }) {
  const { t } = useTranslation();
  return (
    <Box component="span" data-matrix-key={cellKeyName} data-matrix-on={on} style={{ display: "inline-flex", justifyContent: "center" }}>
      {on ? (
        <IconCheck size={18} stroke={2.5} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
      ) : (
        <Text component="span" size="sm" c="gray.7" aria-hidden="true">
          —
        </Text>
      )}
      <VisuallyHidden>{on ? t("common.yes") : t("common.no")}</VisuallyHidden>
    </Box>
  );
}

/**
 * Rows × columns of switches, with a toggle for each row, each column and the whole grid. Every
 * switch is a labelled checkbox (role "switch") in the tab order; the arrow keys also move between
 * them like in a spreadsheet. Crossings without a cell stay empty. The value is a set of cell keys.
 */
export function MatrixEditor({ shape, value, onChange, readOnly = false, rowLabel, columnLabel, caption, baseline }: MatrixEditorProps) {
  const { t } = useTranslation();
  const every = useMemo(() => allKeys(shape), [shape]);
  const diff = baseline ? setDiff(baseline, value) : null;
  const set = (next: Set<string>) => {
    if (!readOnly) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveFocus(event.currentTarget, event.target, event.key)) event.preventDefault();
  };

  return (
    <Box data-matrix data-readonly={readOnly || undefined}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" c="dimmed" data-testid="matrix-count">
          {t("matrix.selected", { count: every.filter((key) => value.has(key)).length, total: every.length })}
        </Text>
        {diff && (diff.added.length > 0 || diff.removed.length > 0) ? (
          <Text size="sm" fw={500} aria-live="polite" data-testid="matrix-changes">
            {t("matrix.changes", { added: diff.added.length, removed: diff.removed.length })}
          </Text>
        ) : null}
      </Group>
      {/* The lists' scroll box (cells.css): positioned, so the table's visually hidden texts stay
          inside it instead of widening the page on a phone. */}
      <Box className="list-scroll-box" onKeyDown={onKeyDown}>
        <Table striped withTableBorder verticalSpacing={6} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                {readOnly ? (
                  <VisuallyHidden>{caption}</VisuallyHidden>
                ) : (
                  <GroupToggle label={t("matrix.all")} keys={every} value={value} readOnly={false} onFlip={set} cell="-1:-1" />
                )}
              </Table.Th>
              {shape.columns.map((column, c) => (
                <Table.Th key={column} scope="col" style={{ textAlign: "center", whiteSpace: "nowrap" }}>
                  <GroupToggle
                    label={columnLabel(column)}
                    name={t("matrix.allInColumn", { column: columnLabel(column) })}
                    keys={columnKeys(shape, column)}
                    value={value}
                    readOnly={readOnly}
                    onFlip={set}
                    cell={`-1:${c}`}
                    centered
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shape.rows.map((row, r) => (
              <Table.Tr key={row}>
                <Table.Th scope="row" fw={500}>
                  <GroupToggle
                    label={rowLabel(row)}
                    name={t("matrix.allInRow", { row: rowLabel(row) })}
                    keys={rowKeys(shape, row)}
                    value={value}
                    readOnly={readOnly}
                    onFlip={set}
                    cell={`${r}:-1`}
                  />
                </Table.Th>
                {shape.columns.map((column, c) => {
                  const key = cellKey(shape, row, column);
                  return (
                    <Table.Td key={column} style={{ textAlign: "center" }}>
                      {key === undefined ? null : readOnly ? (
                        <CellMark on={value.has(key)} cellKeyName={key} />
                      ) : (
                        <Switch
                          className="list-touch-switch"
                          aria-label={t("matrix.cell", { row: rowLabel(row), column: columnLabel(column) })}
                          checked={value.has(key)}
                          onChange={() => set(toggleKey(value, key))}
                          styles={CENTERED}
                          data-matrix-cell={`${r}:${c}`}
                          data-matrix-key={key}
                        />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}
