import { ActionIcon, Button, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconArrowBackUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OrderControls, useDragOrder } from "./order-controls";
import { toggleRemoved, type SoftRow } from "./ordering";

export interface OrderedTableProps<T extends SoftRow> {
  /** The table's heading (also its accessible name). */
  title: string;
  items: T[];
  onChange: (next: T[]) => void;
  /** The row's name in button labels and announcements. */
  nameOf: (item: T, index: number) => string;
  /** Column headers after the order column, translated. */
  headers: string[];
  /** The row's cells, one per header. */
  cells: (item: T, index: number) => ReactNode;
  /** A new empty row. */
  blank: () => T;
  addLabel: string;
  readOnly?: boolean;
  canAdd?: boolean;
  canRemove?: boolean;
}

/**
 * An editable, ordered list as a table: drag a row by its handle (or use its move buttons), remove
 * a row (saved rows can be restored until the save), add a row at the end.
 */
export function OrderedTable<T extends SoftRow>({
  title,
  items,
  onChange,
  nameOf,
  headers,
  cells,
  blank,
  addLabel,
  readOnly,
  canAdd = true,
  canRemove = true,
}: OrderedTableProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const order = useDragOrder(items, onChange, (item) => nameOf(item, items.indexOf(item)));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <Table aria-labelledby={headingId} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t("storefront.ordering.order")}</Table.Th>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
            <Table.Th w={60}>
              <VisuallyHidden>{t("storefront.ordering.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const name = nameOf(item, index);
            const label = t(item.deleted ? "storefront.ordering.undo" : "storefront.ordering.remove", { name });
            return (
              <Table.Tr key={item.key} {...order.rowProps(index)} opacity={item.deleted ? 0.6 : 1} data-deleted={item.deleted || undefined}>
                <Table.Td>
                  <OrderControls order={order} index={index} count={items.length} name={name} disabled={readOnly} />
                </Table.Td>
                {item.deleted ? (
                  <Table.Td colSpan={headers.length}>
                    <Text size="sm">
                      {name} · {t("storefront.ordering.removed")}
                    </Text>
                  </Table.Td>
                ) : (
                  cells(item, index)
                )}
                <Table.Td>
                  {readOnly || !canRemove ? null : (
                    <Tooltip label={label}>
                      <ActionIcon
                        variant="subtle"
                        color={item.deleted ? "blue.9" : "red.9"}
                        aria-label={label}
                        onClick={() => onChange(toggleRemoved(items, index))}
                      >
                        {item.deleted ? <IconArrowBackUp size={18} aria-hidden="true" /> : <IconTrash size={18} aria-hidden="true" />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {items.length === 0 ? <Text c="dimmed">{t("storefront.ordering.empty")}</Text> : null}
      {readOnly || !canAdd ? null : (
        <div>
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => onChange([...items, blank()])}>
            {addLabel}
          </Button>
        </div>
      )}
      {order.announcer}
    </Stack>
  );
}
