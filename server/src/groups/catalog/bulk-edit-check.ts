import { messagesOf, isBlank } from "../../http/validate";
import type { FieldName, ProductChange } from "./bulk-edit-body";
import { quantityMessages, skuCheck } from "./inventory";
import { OFFERED_TOO_HIGH, offeredTooHigh, productSchema } from "./product-write";

/*
 * One product's changes checked against the product as stored (server/docs/bulk-edit.md), with
 * the rules and texts of product/action (productSchema, the offered-below-selling rule) and of
 * updated-inventory/action (quantity, SKU length). Error keys: the field's name, or
 * `inventories.<variant id>[.<field>]`.
 */

export interface StoredProduct {
  selling: number;
  offered: number;
}

export interface StoredVariant {
  id: number;
  sku: string | null;
  quantity: number;
}

/** What a checked change writes: product columns, and per variant the columns sent. */
export interface CheckedChange {
  columns: Partial<Record<FieldName, string | number>>;
  variants: Array<{ id: number; sku?: string; quantity?: number }>;
}

export type Checked = { ok: true; change: CheckedChange } | { ok: false; errors: Record<string, string[]> };

export const skuTaken = (at: string) => `The ${at}.sku has already been taken.`;
export const unknownVariant = (at: string) => `The selected ${at}.id is invalid.`;

/** The sent product fields with product/action's own rules; `offered` sent empty clears it to 0, as there. */
function checkFields(sent: ProductChange["fields"], errors: Record<string, string[]>): CheckedChange["columns"] {
  const columns: CheckedChange["columns"] = {};
  for (const name of Object.keys(sent) as FieldName[]) {
    const result = productSchema.shape[name].safeParse(sent[name]);
    if (!result.success) errors[name] = messagesOf(result.error);
    else if (result.data !== undefined) columns[name] = result.data;
    else if (name === "offered") columns.offered = 0;
  }
  return columns;
}

/** The checks of one product's change; nothing is written here. */
export function checkChange(stored: StoredProduct, variants: StoredVariant[], change: ProductChange): Checked {
  const errors: Record<string, string[]> = {};
  const columns = checkFields(change.fields, errors);

  // The offer is checked on the pair the product would hold: the values sent, else the stored ones.
  const priceSent = "offered" in change.fields || "selling" in change.fields;
  if (priceSent && !errors.offered && !errors.selling) {
    const offered = typeof columns.offered === "number" ? columns.offered : stored.offered;
    const selling = typeof columns.selling === "number" ? columns.selling : stored.selling;
    if (offeredTooHigh(offered, selling)) errors.offered = [OFFERED_TOO_HIGH];
  }

  const byId = new Map(variants.map((v) => [v.id, v]));
  const skus = new Map(variants.map((v) => [v.id, v.sku]));
  const changed: CheckedChange["variants"] = [];
  for (const row of change.inventories) {
    const at = `inventories.${row.id}`;
    if (!byId.has(row.id)) {
      errors[at] = [unknownVariant(at)];
      continue;
    }
    const out: CheckedChange["variants"][number] = { id: row.id };
    if ("quantity" in row) {
      const messages = quantityMessages(at, row.quantity);
      if (messages.length) errors[`${at}.quantity`] = messages;
      else out.quantity = Number(row.quantity);
    }
    if ("sku" in row) {
      // The stock route lets a variant go without a SKU; the editor edits existing SKUs, so one is required.
      const sku = isBlank(row.sku) ? { value: null, messages: [`The ${at}.sku field is required.`] } : skuCheck(at, row.sku);
      if (sku.messages.length) errors[`${at}.sku`] = sku.messages;
      else if (sku.value !== null) {
        out.sku = sku.value;
        skus.set(row.id, sku.value);
      }
    }
    changed.push(out);
  }

  // A SKU sent must not be another variant's of the same product, as that variant would be after the save.
  for (const v of changed) {
    if (v.sku === undefined) continue;
    const clash = [...skus].some(([id, sku]) => id !== v.id && sku === v.sku);
    if (clash) errors[`inventories.${v.id}.sku`] = [skuTaken(`inventories.${v.id}`)];
  }

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, change: { columns, variants: changed } };
}
