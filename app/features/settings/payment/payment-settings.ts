import * as z from "zod/mini";
import { text as textApi } from "~/api/resource";
import type { TranslationKey } from "~/i18n/keys";
import type { Field } from "~/ui/resource/fields";
import { text } from "~/ui/resource/fields";
import { defineSettings, secret, type SettingsRecordOf } from "~/ui/settings-form/settings";

/**
 * /setting/payment's record (admin-screens §10.7, contract 5.22): one row of gateway flags, keys and
 * write-only secrets, and the default gateway (a payment-method code).
 */

/** An on/off flag the API holds as 0/1. */
function flagField(label: TranslationKey): Field<number, boolean> {
  return {
    api: z.catch(z.coerce.number(), 0),
    label,
    toForm: (value) => value === 1,
    toPayload: (value) => (value ? 1 : 0),
  };
}

/** The default gateway: its payment-method code, a string in the select. */
const defaultField: Field<number, string> = {
  api: z.catch(z.coerce.number(), 0),
  label: "settings.payment.default",
  toForm: (value) => (value ? String(value) : ""),
  toPayload: (value) => Number(value),
};

export const FW_ENVIRONMENTS = ["development", "production"] as const;

const environmentField: Field<string, string> = {
  api: textApi,
  label: "settings.payment.fields.fw_environment",
  toForm: (value) => value || "development",
  toPayload: (value) => value,
};

const plain = (name: string) => text(`settings.payment.fields.${name}` as TranslationKey);
const hidden = (name: string) => secret(`settings.payment.fields.${name}` as TranslationKey);

export const paymentSettings = defineSettings({
  subject: "setting",
  paths: { find: "payment/find", save: "payment/save" },
  fields: {
    default: { ...defaultField, aliases: ["default gateway"] },
    cash_on_delivery: flagField("settings.payment.gateways.cash_on_delivery"),
    paypal: flagField("settings.payment.gateways.paypal"),
    paypal_key: plain("paypal_key"),
    paypal_secret: hidden("paypal_secret"),
    stripe: flagField("settings.payment.gateways.stripe"),
    stripe_key: plain("stripe_key"),
    stripe_secret: hidden("stripe_secret"),
    razorpay: flagField("settings.payment.gateways.razorpay"),
    razorpay_key: plain("razorpay_key"),
    razorpay_secret: hidden("razorpay_secret"),
    flutterwave: flagField("settings.payment.gateways.flutterwave"),
    fw_public_key: plain("fw_public_key"),
    fw_secret_key: hidden("fw_secret_key"),
    fw_encryption_key: hidden("fw_encryption_key"),
    fw_environment: environmentField,
    iyzico_payment: flagField("settings.payment.gateways.iyzico_payment"),
    ip_api_key: hidden("ip_api_key"),
    ip_secret_key: hidden("ip_secret_key"),
    ip_base_url: plain("ip_base_url"),
    bank: flagField("settings.payment.gateways.bank"),
    bank_name: plain("bank_name"),
    account_name: plain("account_name"),
    account_number: plain("account_number"),
    branch_name: plain("branch_name"),
    payfast_payment: flagField("settings.payment.gateways.payfast_payment"),
    payfast_merchant_id: plain("payfast_merchant_id"),
    payfast_merchant_key: hidden("payfast_merchant_key"),
    payfast_passphrase: hidden("payfast_passphrase"),
    payfast_base_url: plain("payfast_base_url"),
  },
});

export type PaymentFields = typeof paymentSettings.fields;
export type PaymentRecord = SettingsRecordOf<PaymentFields>;
export type PaymentFieldName = keyof PaymentFields & string;
export type GatewayFlag =
  "cash_on_delivery" | "paypal" | "stripe" | "razorpay" | "flutterwave" | "iyzico_payment" | "bank" | "payfast_payment";

export interface Gateway {
  flag: GatewayFlag;
  /** Its payment-method code (the `default` value, contract 2). */
  code: number;
  /** The keys it cannot work without (the server says the same), then the optional ones. */
  required: readonly PaymentFieldName[];
  optional?: readonly PaymentFieldName[];
}

/** The blocks in the original's order (§10.7). */
export const GATEWAYS: readonly Gateway[] = [
  { flag: "cash_on_delivery", code: 2, required: [] },
  { flag: "paypal", code: 4, required: ["paypal_key", "paypal_secret"] },
  { flag: "stripe", code: 3, required: ["stripe_key", "stripe_secret"] },
  { flag: "razorpay", code: 1, required: ["razorpay_key", "razorpay_secret"] },
  { flag: "flutterwave", code: 5, required: ["fw_public_key", "fw_secret_key", "fw_encryption_key"], optional: ["fw_environment"] },
  { flag: "iyzico_payment", code: 6, required: ["ip_api_key", "ip_secret_key", "ip_base_url"] },
  { flag: "bank", code: 7, required: ["bank_name", "account_name", "account_number"], optional: ["branch_name"] },
  {
    flag: "payfast_payment",
    code: 8,
    required: ["payfast_merchant_id", "payfast_merchant_key", "payfast_base_url"],
    optional: ["payfast_passphrase"],
  },
];

export const isSecretField = (name: PaymentFieldName): boolean => paymentSettings.description.secrets?.includes(name) ?? false;

type Values = { [K in PaymentFieldName]: unknown };

const textIn = (values: Values, name: PaymentFieldName): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The client's checks across fields, before sending: an enabled gateway's plain keys are filled in
 * (its secrets may be stored already, which only the server knows), the default is an enabled one.
 */
export const paymentRules = z.custom<Values>().check(
  z.superRefine((values, ctx) => {
    for (const gateway of GATEWAYS) {
      if (values[gateway.flag] !== true) continue;
      for (const name of gateway.required) {
        if (!isSecretField(name) && textIn(values, name) === "") {
          ctx.addIssue({ code: "custom", path: [name], message: "validation.required" });
        }
      }
    }
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === "string" && value.length > 500)
        ctx.addIssue({ code: "custom", path: [name], message: "settings.payment.tooLong" });
    }
    for (const name of ["ip_base_url", "payfast_base_url"] as const) {
      const value = textIn(values, name);
      if (value && !/^https?:\/\/[^\s/]+/i.test(value))
        ctx.addIssue({ code: "custom", path: [name], message: "settings.payment.urlInvalid" });
    }
    const chosen = GATEWAYS.find((g) => String(g.code) === values.default);
    if (!chosen || values[chosen.flag] !== true)
      ctx.addIssue({ code: "custom", path: ["default"], message: "settings.payment.defaultMustBeEnabled" });
  }),
);

/** The panel's model: the description's field checks, then the cross-field ones. */
export const paymentModel = {
  ...paymentSettings,
  description: { ...paymentSettings.description, schema: paymentRules },
};
