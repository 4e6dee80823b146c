import * as z from "zod/mini";
import { urls } from "~/routing/urls";
import { HALF, text, THIRD, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { moneyColumn, typedPriceColumn, usageColumn } from "./columns";
import { dateTimeField } from "./date-time-field";
import { choiceField, type Choice, FLAT, moneyField, numberField, priceTypeField, typedPriceField } from "./fields";
import { duplicateAction } from "./copy";
import { scheduleColumn, shopTimeColumn } from "./run-state";
import { withPriorities } from "~/ui/list-page/columns";
import { COLUMN_PRIORITY } from "~/ui/list-page/description";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/** A voucher is active (1) or not (2). */
const ACTIVE = "1";
const STATUS: readonly Choice[] = [
  { value: ACTIVE, label: "marketing.voucherStatus.active" },
  { value: "2", label: "marketing.voucherStatus.inactive" },
];

/** Vouchers (admin-screens §5.12, contract §5.38): a code worth a percentage or an amount off an order. */
export const vouchers = defineResource({
  group: "voucher",
  subject: "voucher",
  urls: urls.vouchers,
  fields: {
    title: title("marketing.fields.title"),
    code: text("marketing.fields.code", { required: true, span: HALF }),
    // What a manager calls them: the discount's type and the discount, not a "price".
    type: priceTypeField("marketing.fields.discountType", THIRD),
    price: typedPriceField("marketing.fields.discount", { span: THIRD }),
    capped_price: moneyField("marketing.fields.cappedPrice", { span: THIRD, hint: "marketing.vouchers.cappedHint", empty: null }),
    min_spend: moneyField("marketing.fields.minSpend", { span: THIRD }),
    usage_limit: numberField("marketing.fields.usageLimit", { integer: true, span: THIRD, hint: "marketing.vouchers.limitHint" }),
    limit_per_customer: numberField("marketing.fields.limitPerCustomer", {
      integer: true,
      span: THIRD,
      hint: "marketing.vouchers.limitHint",
    }),
    start_time: dateTimeField("marketing.fields.startTime", { span: HALF }),
    end_time: dateTimeField("marketing.fields.endTime", { span: HALF }),
    status: choiceField("marketing.fields.status", STATUS, { span: HALF }),
  },
  extra: { used: z.optional(z.coerce.number()) },
  knownMessages: {
    "voucher code already exists": "code",
    "end time must be greater than start time": "end_time",
  },
  // A capped discount only applies to percentages: a flat voucher sends none.
  payload: (values, payload) => (values.type === FLAT ? { ...payload, capped_price: null } : payload),
});

/**
 * Title · Code · Discount · Capped · Min spend · Usage (used / limit) · Per customer · State
 * (inactive / scheduled / running / ended) · Start · End · Created.
 */
export const voucherList = resourceList(vouchers, {
  columns: (c) =>
    withPriorities(
      [
        c.title(),
        c.text("code"),
        typedPriceColumn("marketing.fields.discount", "price"),
        moneyColumn("capped_price", "marketing.fields.cappedPrice", (row) => (row.type === Number(FLAT) ? null : row.capped_price)),
        moneyColumn("min_spend", "marketing.fields.minSpend", (row) => row.min_spend, "min_spend"),
        usageColumn("usage", "marketing.fields.usage", (row) => [row.used ?? 0, row.usage_limit ?? 0], "usage_limit"),
        c.text("limit_per_customer"),
        scheduleColumn("status", "marketing.fields.status", (row) => [String(row.status) === ACTIVE, row.start_time, row.end_time]),
        shopTimeColumn("start_time", "marketing.fields.startTime", (row) => row.start_time, "start_time"),
        shopTimeColumn("end_time", "marketing.fields.endTime", (row) => row.end_time, "end_time"),
        c.created("marketing.fields.created"),
      ],
      {
        code: KEY,
        price: KEY,
        status: KEY,
        start_time: KEY,
        end_time: KEY,
        usage: KEY,
        capped_price: LOW,
        min_spend: LOW,
        limit_per_customer: LOW,
        created: LOW,
      },
    ),
  sortable: ["title", "code", "price", "min_spend", "usage_limit", "start_time", "end_time", "created_at"],
  rowActions: [duplicateAction(vouchers)],
  texts: { add: "marketing.vouchers.add", deleteOne: "marketing.vouchers.deleteOne", deleteMany: "marketing.vouchers.deleteMany" },
});
