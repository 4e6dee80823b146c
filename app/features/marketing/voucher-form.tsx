import { Alert, Grid } from "@mantine/core";
import { IconCalculator } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { EditForm } from "~/ui/edit-page/edit-page";
import { formatPrice } from "~/ui/inputs/price-input";
import { FieldCols } from "~/ui/resource/resource-form";
import type { ValuesOf } from "~/ui/resource/resource";
import { CopyableForm } from "./copyable-form";
import { FLAT, PERCENT } from "./fields";
import { vouchers } from "./vouchers";

type Values = ValuesOf<typeof vouchers.fields>;
type Voucher = Awaited<ReturnType<typeof vouchers.api.find>>;

/** What a voucher takes off an order of `amount` (the server's rule: a percentage capped, never above the total). */
export function voucherDiscount(type: string, price: number, capped: number, amount: number): number {
  let off = type === PERCENT ? (amount * price) / 100 : price;
  if (type === PERCENT && capped > 0) off = Math.min(off, capped);
  return Math.round(Math.max(0, Math.min(off, amount)) * 100) / 100;
}

/** The example order: 100 in the shop's currency, or the minimum spend when that is more. */
const exampleAmount = (minSpend: number) => Math.max(100, minSpend);

/** "An order of 100 € pays 85 €", from the values typed. */
function VoucherExample({ values }: { values: Values }) {
  const { t, i18n } = useTranslation();
  const price = Number(values.price) || 0;
  if (price <= 0) return null;
  const amount = exampleAmount(Number(values.min_spend) || 0);
  const pays = amount - voucherDiscount(values.type, price, Number(values.capped_price) || 0, amount);
  const money = (value: number) => formatPrice(value, i18n.language);
  return (
    <Alert icon={<IconCalculator size={18} />} color="blue" variant="light" role="status">
      {t("marketing.vouchers.example", { amount: money(amount), pays: money(pays) })}
    </Alert>
  );
}

function VoucherFields({ form }: { form: EditForm<Values> }) {
  // The capped discount only applies to percentages.
  const names = (["type", "price", "capped_price"] as const).filter((n) => n !== "capped_price" || form.values.type !== FLAT);
  return (
    <Grid>
      <FieldCols form={form} fields={vouchers.fields} names={["title", "code"]} />
      <FieldCols form={form} fields={vouchers.fields} names={names} />
      <FieldCols
        form={form}
        fields={vouchers.fields}
        names={["min_spend", "usage_limit", "limit_per_customer", "start_time", "end_time", "status"]}
      />
      <Grid.Col span={12}>
        <VoucherExample values={form.values} />
      </Grid.Col>
    </Grid>
  );
}

/** A fresh code for a copy: the same code with a random suffix (codes are unique). */
const newCode = (values: Values): Values => ({ ...values, code: `${values.code}-${Math.random().toString(36).slice(2, 6).toUpperCase()}` });

export function VoucherForm({ record, copy }: { record: Voucher | null; copy: Voucher | null }) {
  return (
    <CopyableForm resource={vouchers} record={record} copy={copy} adjust={newCode}>
      {(form) => <VoucherFields form={form} />}
    </CopyableForm>
  );
}
