import { Checkbox, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { findInventory, saveInventory, type AttributeWithValues, type Inventory } from "~/api/catalog/product";
import { versionOf } from "~/api/versions";
import { isDirty } from "~/ui/edit-page/dirty";
import { useFormPart } from "~/ui/edit-page/form-parts";
import type { ConflictPart } from "~/ui/form/conflicts";
import { StalePartError } from "~/ui/form/version-guard";
import { PriceInput } from "~/ui/inputs/price-input";
import { inventoryToSave, selectedValuesOf, stockConflicts, variantRows, type VariantRow } from "./inventory";

/**
 * The product's stock: tick attribute values, then SKU, price and quantity per combination. A part
 * of the product's form: its Save sends the variants the user changed, and leaving with a change asks.
 */
export function InventoryPanel({
  productId,
  attributes,
  initial,
}: {
  productId: number;
  attributes: AttributeWithValues[];
  initial: Inventory[];
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const readOnly = !ability.can("edit", "product");
  const [existing, setExisting] = useState(initial);
  const [selected, setSelected] = useState<Set<number>>(() => selectedValuesOf(initial));
  const [edits, setEdits] = useState<Map<string, Partial<VariantRow>>>(new Map());
  const withValues = useMemo(() => attributes.filter((a) => a.values.length > 0), [attributes]);
  const rows = useMemo(() => variantRows(withValues, selected, existing, edits), [withValues, selected, existing, edits]);
  const savedRows = useMemo(() => variantRows(withValues, selectedValuesOf(existing), existing), [withValues, existing]);
  const dirty = !readOnly && isDirty(savedRows, rows);
  const save = async (id: number | string, version: string | null) => {
    // Built on the variants as the server has them now: only what was changed here is written, and a
    // cell changed here that someone else changed too (a sale at the till) is asked about first.
    const fresh = await findInventory(Number(id));
    if (stockConflicts(withValues, selected, existing, edits, fresh).some((cell) => cell.editedHere)) throw new StalePartError();
    const saved = await saveInventory(Number(id), inventoryToSave(withValues, selected, existing, edits, fresh), version);
    setExisting(saved);
    setSelected(selectedValuesOf(saved));
    setEdits(new Map());
    return versionOf(saved);
  };
  // The conflict view's rows: each variant cell someone else changed since this page loaded it.
  const conflicts = async (): Promise<ConflictPart | null> => {
    const fresh = await findInventory(productId);
    const cells = stockConflicts(withValues, selected, existing, edits, fresh);
    if (cells.length === 0) return null;
    const fieldLabel = {
      sku: t("catalog.products.sku"),
      price: t("catalog.products.variantPrice"),
      quantity: t("catalog.products.quantity"),
    };
    const rowKey = (cell: (typeof cells)[number]) => `inventory:${cell.key}:${cell.field}`;
    return {
      rows: cells.map((cell) => ({
        key: rowKey(cell),
        label: `${fieldLabel[cell.field]}: ${cell.label || t("catalog.products.availableQuantity")}`,
        yours: cell.mine || t("edit.conflict.empty"),
        theirs: cell.theirs || t("edit.conflict.empty"),
        pick: cell.editedHere ? "yours" : "theirs",
      })),
      apply: (choices) => {
        // The page now stands on the server's variants; an edit stays where its cell was kept as "yours".
        const next = new Map(edits);
        for (const cell of cells) {
          const kept = { ...next.get(cell.key) };
          if (choices[rowKey(cell)] === "yours") kept[cell.field] = cell.mine;
          else delete kept[cell.field];
          next.set(cell.key, kept);
        }
        setExisting(fresh);
        setEdits(next);
      },
    };
  };
  useFormPart("inventory", dirty, save, conflicts);

  const toggleValue = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const edit = (key: string, patch: Partial<VariantRow>) =>
    setEdits((current) => new Map(current).set(key, { ...current.get(key), ...patch }));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inventory-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="inventory-title">
          {t("catalog.products.inventory")}
        </Title>
        {withValues.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("catalog.products.noAttributes")}
          </Text>
        ) : null}
        <Group align="flex-start" gap="xl">
          {withValues.map((attribute) => {
            const ids = attribute.values.map((v) => v.id);
            const on = ids.filter((id) => selected.has(id)).length;
            return (
              <Stack key={attribute.id} gap={4}>
                <Checkbox
                  label={
                    <Text fw={600} size="sm">
                      {attribute.title}
                    </Text>
                  }
                  checked={on === ids.length}
                  indeterminate={on > 0 && on < ids.length}
                  disabled={readOnly}
                  onChange={(e) => {
                    const check = e.currentTarget.checked;
                    setSelected((current) => {
                      const next = new Set(current);
                      for (const id of ids)
                        if (check) next.add(id);
                        else next.delete(id);
                      return next;
                    });
                  }}
                />
                {attribute.values.map((value) => (
                  <Checkbox
                    key={value.id}
                    ml="md"
                    label={value.title}
                    checked={selected.has(value.id)}
                    disabled={readOnly}
                    onChange={(e) => toggleValue(value.id, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            );
          })}
        </Group>
        {/* Its own scroll box, each input wide enough to read (cells.css): on a phone the box
            scrolls with the variant's name kept in view, where the SKU box had shrunk to "Sk". */}
        <div className="list-scroll-box">
          <Table striped className="list-table variants-table">
            <Table.Caption>{t("catalog.products.variants", { count: rows.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className="list-sticky list-sticky-first">{t("catalog.products.variant")}</Table.Th>
                <Table.Th>{t("catalog.products.sku")}</Table.Th>
                <Table.Th>{t("catalog.products.variantPrice")}</Table.Th>
                <Table.Th>{t("catalog.products.quantity")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const name = row.label || t("catalog.products.availableQuantity");
                return (
                  <Table.Tr key={row.key || "single"}>
                    <Table.Td className="list-sticky list-sticky-first">{name}</Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t("catalog.products.sku")}: ${name}`}
                        value={row.sku}
                        onChange={(e) => edit(row.key, { sku: e.currentTarget.value })}
                        disabled={readOnly}
                      />
                    </Table.Td>
                    <Table.Td>
                      <PriceInput
                        aria-label={`${t("catalog.products.variantPrice")}: ${name}`}
                        value={row.price}
                        onChange={(v) => edit(row.key, { price: v })}
                        disabled={readOnly || row.valueIds.length === 0}
                        placeholder={t("catalog.products.productPrice")}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t("catalog.products.quantity")}: ${name}`}
                        value={row.quantity}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        onChange={(v) => edit(row.key, { quantity: v })}
                        disabled={readOnly}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
        {readOnly ? null : (
          <Text size="sm" c="dimmed">
            {t("catalog.products.inventoryWithSave")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
