import { Box, SimpleGrid, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DetailSection } from "./description";
import type { TranslationKey } from "~/i18n/keys";

/*
 * The two section kinds most read views are made of. Each factory returns a plain DetailSection, so a
 * page can mix them with sections of its own.
 */

export interface DetailField<R> {
  /** i18n key of the label. */
  label: TranslationKey;
  value: (record: R) => ReactNode;
}

function FieldGrid<R>({ fields, record }: { fields: readonly DetailField<R>[]; record: R }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        // A long value with no space (an e-mail address) breaks where it must instead of widening the page.
        <div key={field.label} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
          <Text component="dt" size="sm" c="dimmed">
            {t(field.label)}
          </Text>
          <Box component="dd" m={0} fz="sm">
            {field.value(record) ?? "—"}
          </Box>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Labels and values in a responsive grid (a description list for screen readers). */
export function fieldsSection<R>(spec: { key: string; title: TranslationKey; fields: readonly DetailField<R>[] }): DetailSection<R> {
  return { key: spec.key, title: spec.title, render: (record) => <FieldGrid fields={spec.fields} record={record} /> };
}

export interface DetailColumn<L> {
  key: string;
  /** i18n key of the header. */
  title: TranslationKey;
  render: (line: L) => ReactNode;
  /** Amounts and counts read better right-aligned. */
  align?: "left" | "right";
}

/** A line of a table section: every line the API sends has its own id, which keys its row. */
interface Line {
  id: string | number;
}

interface LinesSpec<R, L extends Line> {
  key: string;
  title: TranslationKey;
  rows: (record: R) => readonly L[];
  columns: readonly DetailColumn<L>[];
  /** i18n key shown when there are no rows. */
  empty: TranslationKey;
}

const STICKY = "list-sticky list-sticky-first";

function LinesTable<R, L extends Line>({ spec, record }: { spec: LinesSpec<R, L>; record: R }) {
  const { t } = useTranslation();
  const rows = spec.rows(record);
  if (rows.length === 0) return <Text c="dimmed">{t(spec.empty)}</Text>;
  return (
    // Its own scroll box, the first column (the line's name) kept in view while it scrolls (cells.css).
    <div className="list-scroll-box">
      <Table striped verticalSpacing="xs" aria-label={t(spec.title)} className="list-table">
        <Table.Thead>
          <Table.Tr>
            {spec.columns.map((column, index) => (
              <Table.Th key={column.key} ta={column.align} className={index === 0 ? STICKY : undefined}>
                {t(column.title)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((line) => (
            <Table.Tr key={line.id}>
              {spec.columns.map((column, index) => (
                <Table.Td key={column.key} ta={column.align} className={index === 0 ? STICKY : undefined}>
                  {column.render(line)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The record's lines (a cart's items, an order's products) in a table. */
export function tableSection<R, L extends Line>(spec: LinesSpec<R, L>): DetailSection<R> {
  return { key: spec.key, title: spec.title, render: (record) => <LinesTable spec={spec} record={record} /> };
}
