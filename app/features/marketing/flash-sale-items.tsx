import type { TranslationKey } from "~/i18n/keys";
import { Stack, Table, Text } from "@mantine/core";
import { IconArrowBackUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { numberOrZero, text } from "~/api/resource";
import type { ProductSummary } from "~/api/catalog/product";
import { HintedIconButton } from "~/ui/hinted-icon-button";
import { FieldError } from "~/ui/inputs/field-error";
import { formatPrice, PriceInput } from "~/ui/inputs/price-input";
import { ProductTypeAhead } from "~/ui/inputs/product-type-ahead";
import type { Field, FieldInputProps } from "~/ui/resource/fields";
import type { NumberValue } from "./fields";
import { liveRows, removeRow, restoreRow, type SoftRow } from "./soft-list";

/*
 * A flash sale's products (contract 5.36 `products`): each with its sale price, which must be below
 * the product's price (the server says so beside the table); the discount shows as a percentage.
 */

const itemSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  price: z.coerce.number(),
  product: z.optional(z.nullable(z.looseObject({ title: text, selling: numberOrZero }))),
});

export interface SaleItem extends SoftRow {
  product_id: number;
  title: string;
  /** The product's regular price. */
  regular: number;
  price: NumberValue;
}

/** The discount of a sale price, in whole percent (null while no price is typed). */
export function discountPercent(regular: number, price: NumberValue): number | null {
  const sale = Number(price);
  if (price === "" || !regular || Number.isNaN(sale)) return null;
  return Math.round((1 - sale / regular) * 100);
}

function Discount({ item }: { item: SaleItem }) {
  const percent = discountPercent(item.regular, item.price);
  if (percent === null) return null;
  // A "discount" of zero or less is what the server will refuse: shown in red before saving.
  return <Text c={percent > 0 ? undefined : "red.9"}>{`${-percent} %`}</Text>;
}

function SaleItems({ form, name, label }: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const items = (form.values[name] ?? []) as SaleItem[];
  const set = (next: SaleItem[]) => form.set(name, next);
  const add = (product: ProductSummary) => {
    const at = items.findIndex((i) => i.product_id === product.id);
    if (at >= 0) set(restoreRow(items, at));
    else set([...items, { product_id: product.id, title: product.title, regular: product.selling, price: "", deleted: false }]);
  };
  const setPrice = (index: number, price: NumberValue) => set(items.map((item, i) => (i === index ? { ...item, price } : item)));
  return (
    <Stack gap="xs">
      <ProductTypeAhead
        label={t("marketing.flashSales.pickProduct")}
        placeholder={t("marketing.flashSales.pickPlaceholder")}
        exclude={liveRows(items).map((i) => String(i.product_id))}
        onPick={add}
        disabled={form.readOnly}
      />
      {/* Its own scroll box (cells.css): on a phone the sale's table scrolls, not the page. */}
      <div className="list-scroll-box">
        <Table aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("marketing.fields.product")}</Table.Th>
              <Table.Th ta="right">{t("marketing.fields.regularPrice")}</Table.Th>
              <Table.Th>{t("marketing.fields.salePrice")}</Table.Th>
              <Table.Th ta="right">{t("marketing.fields.discount")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr key={`${item.product_id}`} opacity={item.deleted ? 0.6 : 1} data-deleted={item.deleted || undefined}>
                <Table.Td>{item.title}</Table.Td>
                <Table.Td ta="right">{formatPrice(item.regular, i18n.language)}</Table.Td>
                <Table.Td>
                  {item.deleted ? (
                    <Text size="sm">{t("marketing.flashSales.removed")}</Text>
                  ) : (
                    <PriceInput
                      aria-label={`${t("marketing.fields.salePrice")}: ${item.title}`}
                      value={item.price}
                      onChange={(value) => setPrice(index, value)}
                      disabled={form.readOnly}
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right">{item.deleted ? null : <Discount item={item} />}</Table.Td>
                <Table.Td>
                  <RowToggle
                    deleted={item.deleted}
                    label={t(item.deleted ? "marketing.flashSales.undo" : "marketing.flashSales.remove", { title: item.title })}
                    disabled={form.readOnly}
                    onClick={() => set(item.deleted ? restoreRow(items, index) : removeRow(items, index))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {items.length === 0 ? <Text c="dimmed">{t("marketing.flashSales.none")}</Text> : null}
      <FieldError error={form.error(name)} />
    </Stack>
  );
}

/** Delete (soft) or undo, as an icon button named for the row. */
export function RowToggle({
  deleted,
  label,
  disabled,
  onClick,
}: {
  deleted: boolean;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <HintedIconButton hint={label} color={deleted ? "blue" : "red"} disabled={disabled} onClick={onClick}>
      {deleted ? <IconArrowBackUp size={18} /> : <IconTrash size={18} />}
    </HintedIconButton>
  );
}

/** The sale's products as a toolkit field. */
export function saleItemsField(label: TranslationKey): Field<z.infer<typeof itemSchema>[], SaleItem[]> {
  return {
    api: z._default(z.optional(z.array(itemSchema)), []),
    label,
    toForm: (rows) =>
      (rows ?? []).map((r) => ({
        id: r.id,
        product_id: r.product_id,
        title: r.product?.title || `#${r.product_id}`,
        regular: r.product?.selling ?? 0,
        price: r.price,
        deleted: false,
      })),
    toPayload: (items) =>
      items.map((i) => ({
        ...(i.id === undefined ? {} : { id: i.id }),
        product_id: i.product_id,
        price: Number(i.price),
        deleted: i.deleted,
      })),
    rule: z
      .array(z.looseObject({ price: z.union([z.string(), z.number()]), deleted: z.boolean() }))
      .check(z.refine((items) => items.every((i) => i.deleted || Number(i.price) > 0), "validation.positive")),
    // The server's "The sale price of … must be below its price" belongs here.
    aliases: ["sale_price"],
    Input: SaleItems,
  };
}
