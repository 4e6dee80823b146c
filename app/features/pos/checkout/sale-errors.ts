import type { FieldErrors } from "~/api/errors";
import type { PosCartLine } from "~/api/pos/cart";
import { mapServerErrors } from "~/ui/edit-page/server-errors";

/*
 * Where a refused sale's messages go. Stock and status problems come under `product`, keyed by cart
 * row (`ApiError.keyedErrors.product`): each goes on its line. Should a message come without its row
 * (a row gone since), it is matched to a line by the product title it starts with; when several lines
 * share that title (two variants of one product), the ones over their stock take it (the cart is
 * reloaded first, so `stock` is the stock now). The offline payment's fields get their own messages;
 * the rest goes in the alert.
 */

export const SALE_FIELDS = ["offline_payment_method", "offline_trans_id", "offline_payment_proof"] as const;
export type SaleField = (typeof SALE_FIELDS)[number];

export interface SaleErrors {
  /** Cart row id → messages. */
  lines: Record<number, string[]>;
  fields: Partial<Record<SaleField, string[]>>;
  general: string[];
}

const overStock = (line: PosCartLine) => line.updated_inventory !== null && line.quantity > line.updated_inventory.quantity;

/** The lines a product message is about: by title, narrowed to the lines over their stock when the title is shared. */
export function linesOfMessage(message: string, lines: readonly PosCartLine[]): PosCartLine[] {
  const named = lines.filter((line) => {
    const title = line.flash_product?.title ?? "";
    return title !== "" && message.startsWith(`${title} `);
  });
  // The longest title that matches: "Tee" must not take the messages of "Tee shirt".
  const longest = Math.max(0, ...named.map((line) => line.flash_product?.title.length ?? 0));
  const candidates = named.filter((line) => (line.flash_product?.title.length ?? 0) === longest);
  if (candidates.length <= 1) return candidates;
  const over = candidates.filter(overStock);
  return over.length ? over : candidates;
}

export function sortSaleErrors(
  errors: FieldErrors,
  message: string,
  lines: readonly PosCartLine[],
  byCartRow: Record<string, string[]> = {},
): SaleErrors {
  const out: SaleErrors = { lines: {}, fields: {}, general: [] };
  const rest: FieldErrors = {};
  const placedByRow = new Set<string>();
  for (const [row, messages] of Object.entries(byCartRow)) {
    const line = lines.find((candidate) => String(candidate.id) === row);
    if (!line) continue;
    (out.lines[line.id] ??= []).push(...messages);
    for (const text of messages) placedByRow.add(text);
  }
  for (const [key, messages] of Object.entries(errors)) {
    if (key === "product") {
      for (const text of messages) {
        if (placedByRow.has(text)) continue;
        const targets = linesOfMessage(text, lines);
        if (!targets.length) out.general.push(text);
        for (const line of targets) (out.lines[line.id] ??= []).push(text);
      }
    } else if ((SALE_FIELDS as readonly string[]).includes(key)) {
      out.fields[key as SaleField] = [...messages];
    } else rest[key] = messages;
  }
  const mapped = mapServerErrors(
    rest,
    SALE_FIELDS.map((name) => ({ name })),
  );
  for (const [field, messages] of Object.entries(mapped.fields)) {
    const key = field as SaleField;
    out.fields[key] = [...(out.fields[key] ?? []), ...messages];
  }
  out.general.push(...mapped.form.filter((text) => !out.general.includes(text)));
  const placed = Object.keys(out.lines).length > 0 || Object.keys(out.fields).length > 0;
  if (!placed && !out.general.length && message) out.general.push(message);
  return out;
}
