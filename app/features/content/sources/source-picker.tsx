import { ActionIcon, Button, Group, Radio, Stack, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { brandLookup, categoryLookup } from "~/api/catalog/lookups";
import { createTag, searchTags } from "~/api/catalog/product";
import type { ProductSummary } from "~/api/catalog/product";
import { OFFERED_SOURCE_TYPES, SOURCE_TYPE } from "~/api/content/sources";
import type { TranslationKey } from "~/i18n/keys";
import { FieldError } from "~/ui/inputs/field-error";
import { formatPrice } from "~/ui/inputs/price-input";
import { ProductTypeAhead } from "~/ui/inputs/product-type-ahead";
import { RecordPicker } from "~/ui/inputs/record-picker";
import { pickerOf } from "~/ui/inputs/record-search";
import { TagSearch } from "~/ui/inputs/tag-search";
import type { FieldInputProps } from "~/ui/resource/fields";
import { rowKey, toggleRemoved } from "../ordering/ordering";
import type { SourceRow } from "./source-row";

/*
 * The "source type" picker of home slides and banners (admin-screens §9.0): the type, then what it
 * leads to, each picked from the catalogue through the API. Removing a saved link can be undone
 * until the save.
 */

const TYPE_LABELS: Record<number, TranslationKey> = {
  [SOURCE_TYPE.category]: "storefront.sources.typeCategory",
  [SOURCE_TYPE.tag]: "storefront.sources.typeTags",
  [SOURCE_TYPE.brand]: "storefront.sources.typeBrands",
  [SOURCE_TYPE.product]: "storefront.sources.typeProducts",
  [SOURCE_TYPE.url]: "storefront.sources.typeUrl",
};

const categoryPicker = pickerOf({ search: (q) => categoryLookup.search(q), find: (id) => categoryLookup.find(id) });
const brandPicker = pickerOf({ search: (q) => brandLookup.search(q), find: (id) => brandLookup.find(id) });

function RemoveToggle({ row, name, onClick, disabled }: { row: SourceRow; name: string; onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const label = t(row.deleted ? "storefront.ordering.undo" : "storefront.ordering.remove", { name });
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={row.deleted ? "blue.9" : "red.9"} aria-label={label} onClick={onClick} disabled={disabled}>
        {row.deleted ? <IconArrowBackUp size={18} aria-hidden="true" /> : <IconTrash size={18} aria-hidden="true" />}
      </ActionIcon>
    </Tooltip>
  );
}

/** Categories or brands: a list of pickers, "Add …" appends one. */
function RecordRows({ form, name, kind }: { form: FieldInputProps["form"]; name: string; kind: "category" | "brand" }) {
  const { t } = useTranslation();
  const items = (form.values[name] ?? []) as SourceRow[];
  const set = (next: SourceRow[]) => form.set(name, next);
  const picker = kind === "category" ? categoryPicker : brandPicker;
  const rowLabel = (i: number) => t(kind === "category" ? "storefront.sources.categoryN" : "storefront.sources.brandN", { n: i + 1 });
  return (
    <Stack gap="xs">
      {items.map((row, i) => (
        <Group key={row.key} align="flex-end" wrap="nowrap" opacity={row.deleted ? 0.6 : 1}>
          <div style={{ flex: 1 }}>
            {row.deleted ? (
              <Text size="sm">
                {row.label} · {t("storefront.ordering.removed")}
              </Text>
            ) : (
              <RecordPicker
                label={rowLabel(i)}
                value={row.target}
                {...picker}
                exclude={items.filter((r, n) => n !== i && !r.deleted).map((r) => r.target)}
                onChange={(id) => set(items.map((r, n) => (n === i ? { ...r, target: id } : r)))}
                disabled={form.readOnly}
              />
            )}
          </div>
          <RemoveToggle row={row} name={row.label || rowLabel(i)} onClick={() => set(toggleRemoved(items, i))} disabled={form.readOnly} />
        </Group>
      ))}
      {items.length === 0 ? <Text c="dimmed">{t("storefront.sources.none")}</Text> : null}
      <div>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={form.readOnly}
          onClick={() => set([...items, { target: "", label: "", deleted: false, key: rowKey() }])}
        >
          {t(kind === "category" ? "storefront.sources.addCategory" : "storefront.sources.addBrand")}
        </Button>
      </div>
      <FieldError error={form.error(name)} />
    </Stack>
  );
}

/** Products: the type-ahead adds to the "Selected products" table. */
function ProductRows({ form, name }: { form: FieldInputProps["form"]; name: string }) {
  const { t, i18n } = useTranslation();
  const items = (form.values[name] ?? []) as SourceRow[];
  const set = (next: SourceRow[]) => form.set(name, next);
  const add = (product: ProductSummary) => {
    const at = items.findIndex((r) => r.target === String(product.id));
    if (at >= 0) set(items.map((r, i) => (i === at ? { ...r, deleted: false } : r)));
    else
      set([
        ...items,
        {
          target: String(product.id),
          label: product.title,
          selling: product.selling,
          offered: product.offered,
          deleted: false,
          key: rowKey(),
        },
      ]);
  };
  return (
    <Stack gap="xs">
      <ProductTypeAhead
        label={t("storefront.sources.pickProduct")}
        placeholder={t("storefront.sources.pickProductHint")}
        exclude={items.filter((r) => !r.deleted).map((r) => r.target)}
        onPick={add}
        disabled={form.readOnly}
      />
      <Table aria-label={t("storefront.sources.selectedProducts")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("storefront.sources.product")}</Table.Th>
            <Table.Th ta="right">{t("storefront.sources.price")}</Table.Th>
            <Table.Th ta="right">{t("storefront.sources.offered")}</Table.Th>
            <Table.Th>{t("storefront.ordering.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row, i) => (
            <Table.Tr key={row.key} opacity={row.deleted ? 0.6 : 1}>
              <Table.Td>
                {row.label}
                {row.deleted ? <> · {t("storefront.ordering.removed")}</> : null}
              </Table.Td>
              <Table.Td ta="right">{formatPrice(row.selling ?? 0, i18n.language)}</Table.Td>
              <Table.Td ta="right">{row.offered ? formatPrice(row.offered, i18n.language) : "–"}</Table.Td>
              <Table.Td>
                <RemoveToggle row={row} name={row.label} onClick={() => set(toggleRemoved(items, i))} disabled={form.readOnly} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {items.length === 0 ? <Text c="dimmed">{t("storefront.sources.none")}</Text> : null}
      <FieldError error={form.error(name)} />
    </Stack>
  );
}

/** The `source_type` field's input: the type and what it leads to. */
export function SourcePicker({ form, name, label }: FieldInputProps) {
  const { t } = useTranslation();
  const type = Number(form.values[name]);
  const tags = (form.values.tags ?? []) as string[];
  return (
    <Stack gap="sm">
      <Radio.Group label={label} value={String(type)} onChange={(value) => form.set(name, value)} required>
        <Group gap="md" mt={6}>
          {OFFERED_SOURCE_TYPES.map((value) => (
            <Radio key={value} value={String(value)} label={t(TYPE_LABELS[value])} disabled={form.readOnly} />
          ))}
        </Group>
      </Radio.Group>
      {type === SOURCE_TYPE.category ? <RecordRows form={form} name="source_categories" kind="category" /> : null}
      {type === SOURCE_TYPE.brand ? <RecordRows form={form} name="source_brands" kind="brand" /> : null}
      {type === SOURCE_TYPE.product ? <ProductRows form={form} name="source_products" /> : null}
      {type === SOURCE_TYPE.tag ? (
        <TagSearch
          label={t("storefront.sources.tags")}
          description={t("storefront.sources.tagsHint")}
          required
          value={tags}
          onChange={(next) => form.set("tags", next)}
          search={searchTags}
          create={createTag}
          error={form.error("tags")}
          disabled={form.readOnly}
        />
      ) : null}
      {type === SOURCE_TYPE.url ? (
        <TextInput
          label={t("storefront.sources.url")}
          description={t("storefront.sources.urlHint")}
          required
          placeholder="/product/88630128"
          {...form.text("url")}
        />
      ) : null}
    </Stack>
  );
}
