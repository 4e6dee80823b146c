import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { PaymentTable } from "../../db/schema";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import {
  field,
  flag01,
  isBlank,
  laravel,
  optionalFlag01,
  optionalOneOf,
  optionalString,
  readBody,
  validateBody,
} from "../../http/validate";
import { hideAdmin } from "../../http/crud-kit";
import { findPanel, savePanel } from "../../http/panel-version";
import { type Db, maskSecret, nextSecret } from "./common";

/*
 * payment (contract 5.22): the one-row gateway settings. find and save are gated by setting.view /
 * setting.edit (the original's find had no gate and returned every secret). Secret columns are
 * masked on every read, and saving the mask or "" back keeps the stored value.
 *
 * Beyond the original: the state a save would leave (what is sent over what is stored) must be
 * usable. An enabled gateway needs its keys (`The stripe key field is required when stripe is
 * enabled.`), and the default gateway must be an enabled one (`The default gateway must be one of
 * the enabled gateways.`); the messages name their field, so the panel puts them beside it.
 */

export const paymentRoutes = new Hono<Env>();

type Row = Selectable<PaymentTable>;

const FLAGS = ["cash_on_delivery", "paypal", "razorpay", "stripe", "flutterwave", "iyzico_payment", "bank", "payfast_payment"] as const;
export const PAYMENT_SECRETS = [
  "paypal_secret",
  "razorpay_secret",
  "stripe_secret",
  "fw_secret_key",
  "fw_encryption_key",
  "ip_api_key",
  "ip_secret_key",
  "payfast_merchant_key",
  "payfast_passphrase",
] as const;
const PLAIN = [
  "paypal_key",
  "razorpay_key",
  "stripe_key",
  "fw_public_key",
  "ip_base_url",
  "bank_name",
  "account_name",
  "branch_name",
  "account_number",
  "payfast_base_url",
  "payfast_merchant_id",
] as const;

/** Order payment-method codes (contract 2), the `default` choices. */
export const GATEWAYS = [
  { id: 1, key: "razorpay", title: "Razorpay" },
  { id: 2, key: "cash_on_delivery", title: "Cash on delivery" },
  { id: 3, key: "stripe", title: "Stripe" },
  { id: 4, key: "paypal", title: "PayPal" },
  { id: 5, key: "flutterwave", title: "Flutterwave" },
  { id: 6, key: "iyzico_payment", title: "Iyzico" },
  { id: 7, key: "bank", title: "Bank payment" },
  { id: 8, key: "payfast_payment", title: "PayFast" },
] as const;

/** What an enabled gateway cannot work without (PayFast's passphrase is optional on its side). */
const REQUIRED_WHEN_ENABLED: Record<(typeof FLAGS)[number], readonly (keyof Row & string)[]> = {
  cash_on_delivery: [],
  paypal: ["paypal_key", "paypal_secret"],
  stripe: ["stripe_key", "stripe_secret"],
  razorpay: ["razorpay_key", "razorpay_secret"],
  flutterwave: ["fw_public_key", "fw_secret_key", "fw_encryption_key"],
  iyzico_payment: ["ip_api_key", "ip_secret_key", "ip_base_url"],
  bank: ["bank_name", "account_name", "account_number"],
  payfast_payment: ["payfast_merchant_id", "payfast_merchant_key", "payfast_base_url"],
};

const URLS = ["ip_base_url", "payfast_base_url"] as const;

const words = (name: string) => name.replace(/_/g, " ");

/** The messages about the state `next` (the stored row with the save applied), in the form's order. */
export function paymentStateErrors(next: Record<string, unknown>): string[] {
  const errors: string[] = [];
  for (const flag of FLAGS) {
    if (next[flag] !== 1) continue;
    for (const key of REQUIRED_WHEN_ENABLED[flag]) {
      if (isBlank(next[key])) errors.push(`The ${words(key)} field is required when ${words(flag)} is enabled.`);
    }
  }
  for (const key of URLS) {
    const value = next[key];
    if (typeof value === "string" && value !== "" && !/^https?:\/\/[^\s/]+/i.test(value)) errors.push(laravel.url(key));
  }
  const gateway = GATEWAYS.find((g) => g.id === next.default);
  if (!gateway || next[gateway.key] !== 1) errors.push("The default gateway must be one of the enabled gateways.");
  return errors;
}

function paymentJson(r: Row) {
  const out: Record<string, unknown> = hideAdmin(r);
  for (const k of PAYMENT_SECRETS) out[k] = maskSecret(r[k]);
  return out;
}

async function row(db: Db): Promise<Row> {
  const found = await db.selectFrom("payments").selectAll().orderBy("id").limit(1).executeTakeFirst();
  if (found) return found;
  const now = isoNow();
  await db.insertInto("payments").values({ cash_on_delivery: 1, default: 2, created_at: now, updated_at: now }).execute();
  return db.selectFrom("payments").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

paymentRoutes.get("/all-payments", gate("setting.view"), async (c) => {
  const r = await row(c.get("db"));
  return ok(
    c,
    GATEWAYS.map((g) => ({ id: g.id, title: g.title, key: g.key, active: r[g.key], default: r.default === g.id ? 1 : 0 })),
  );
});

/** The panel as find answers it, read on `db` (the write's transaction, or the database). */
const paymentOut = async (db: Db) => paymentJson(await row(db));

paymentRoutes.get("/find", gate("setting.view"), (c) => findPanel(c, paymentOut));

const text = (name: string, max = 500) => optionalString(name, { max });
const secret = (name: string) =>
  field<string | undefined>((v) => {
    if (isBlank(v)) return { ok: true, value: undefined };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    return v.length > 500 ? { ok: false, messages: [laravel.maxChars(name, 500)] } : { ok: true, value: v };
  }).optional();

const schema = z.object({
  cash_on_delivery: flag01("cash_on_delivery"),
  ...Object.fromEntries(FLAGS.filter((f) => f !== "cash_on_delivery").map((f) => [f, optionalFlag01(f)])),
  default: optionalOneOf("default", [1, 2, 3, 4, 5, 6, 7, 8] as const),
  fw_environment: optionalOneOf("fw_environment", ["development", "production"] as const),
  ...Object.fromEntries(PLAIN.map((f) => [f, text(f)])),
  ...Object.fromEntries(PAYMENT_SECRETS.map((f) => [f, secret(f)])),
});

paymentRoutes.post("/save", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const current = await row(c.get("db"));
  const data = v.data as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(data)) {
    if ((PAYMENT_SECRETS as readonly string[]).includes(k)) continue;
    if (val !== undefined) values[k] = val;
  }
  for (const k of PAYMENT_SECRETS) values[k] = nextSecret(data[k], current[k]);
  // Plain texts sent as "" clear the field (the panel sends every field of the form).
  const body = (await readBody(c)) ?? {};
  for (const k of PLAIN) if (k in body && isBlank(body[k])) values[k] = null;
  const refused = paymentStateErrors({ ...current, ...values });
  if (refused.length) return validationFailed(c, { form: refused });
  const saved = await savePanel(c, paymentOut, async (trx) => {
    await trx
      .updateTable("payments")
      .set({ ...values, admin_id: c.get("admin").id, updated_at: isoNow() })
      .where("id", "=", current.id)
      .execute();
    return paymentOut(trx);
  });
  return saved instanceof Response ? saved : ok(c, saved);
});
