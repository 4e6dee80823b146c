import { Box, Checkbox, Group, Switch, Table, Text } from "@mantine/core";
import { useMemo, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { moveFocus } from "./grid-keys";
import { allKeys, cellKey, columnKeys, rowKeys, type MatrixShape } from "./shape";
import { flipKeys, setDiff, stateOf, toggleKey, type Selection, type ToggleState } from "./selection";

export interface MatrixEditorProps {
  shape: MatrixShape;
  value: Selection;
  onChange: (next: Set<string>) => void;
  /** Shows the switches without letting them change. */
  readOnly?: boolean;
  /** Translated names of the rows and columns (cell switches are named "row: column"). */
  rowLabel: (row: string) => string;
  columnLabel: (column: string) => string;
  /** The table's accessible name. */
  caption: string;
  /** The saved selection: when given, the editor says how many switches differ from it. */
  baseline?: Selection;
}

/** Props of the checkbox that flips a group of keys, showing "some" as indeterminate. */
function toggleProps(state: ToggleState, empty: boolean) {
  return { checked: state === "all", indeterminate: state === "some", disabled: empty };
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
    <Box data-matrix>
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
      <Box style={{ overflowX: "auto" }} onKeyDown={onKeyDown}>
        <Table striped withTableBorder verticalSpacing={6} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Checkbox
                  label={t("matrix.all")}
                  {...toggleProps(stateOf(value, every), every.length === 0)}
                  disabled={readOnly || every.length === 0}
                  onChange={() => set(flipKeys(value, every))}
                  data-matrix-cell="-1:-1"
                />
              </Table.Th>
              {shape.columns.map((column, c) => {
                const keys = columnKeys(shape, column);
                return (
                  <Table.Th key={column} scope="col" style={{ textAlign: "center", whiteSpace: "nowrap" }}>
                    <Checkbox
                      label={columnLabel(column)}
                      aria-label={t("matrix.allInColumn", { column: columnLabel(column) })}
                      {...toggleProps(stateOf(value, keys), keys.length === 0)}
                      disabled={readOnly || keys.length === 0}
                      onChange={() => set(flipKeys(value, keys))}
                      styles={{ body: { justifyContent: "center" } }}
                      data-matrix-cell={`-1:${c}`}
                    />
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shape.rows.map((row, r) => {
              const keys = rowKeys(shape, row);
              return (
                <Table.Tr key={row}>
                  <Table.Th scope="row" fw={500}>
                    <Checkbox
                      label={rowLabel(row)}
                      aria-label={t("matrix.allInRow", { row: rowLabel(row) })}
                      {...toggleProps(stateOf(value, keys), keys.length === 0)}
                      disabled={readOnly || keys.length === 0}
                      onChange={() => set(flipKeys(value, keys))}
                      data-matrix-cell={`${r}:-1`}
                    />
                  </Table.Th>
                  {shape.columns.map((column, c) => {
                    const key = cellKey(shape, row, column);
                    return (
                      <Table.Td key={column} style={{ textAlign: "center" }}>
                        {key === undefined ? null : (
                          <Switch
                            aria-label={t("matrix.cell", { row: rowLabel(row), column: columnLabel(column) })}
                            checked={value.has(key)}
                            disabled={readOnly}
                            onChange={() => set(toggleKey(value, key))}
                            styles={{ body: { justifyContent: "center" } }}
                            data-matrix-cell={`${r}:${c}`}
                            data-matrix-key={key}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}
