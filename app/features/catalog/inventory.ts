import type { AttributeWithValues, Inventory, InventoryInput } from "~/api/catalog/product";

/** One variant row of the inventory grid. */
export interface VariantRow {
  /** Sorted attribute-value ids joined by "-" ("" for the single row without attributes). */
  key: string;
  label: string;
  valueIds: number[];
  id?: number;
  sku: string;
  price: number | string;
  quantity: number | string;
}

const comboKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join("-");

/**
 * The variants of the ticked values: the cartesian product across attributes (admin-screens §5.2).
 * Existing variants keep their id, SKU, price and quantity when their combination is still there.
 */
export function variantRows(
  attributes: readonly AttributeWithValues[],
  selected: ReadonlySet<number>,
  existing: readonly Inventory[],
  edits: ReadonlyMap<string, Partial<VariantRow>> = new Map(),
): VariantRow[] {
  const groups = attributes.map((a) => a.values.filter((v) => selected.has(v.id))).filter((values) => values.length > 0);
  let combos: { ids: number[]; titles: string[] }[] = [{ ids: [], titles: [] }];
  for (const values of groups) {
    combos = combos.flatMap((combo) => values.map((v) => ({ ids: [...combo.ids, v.id], titles: [...combo.titles, v.title] })));
  }
  const byKey = new Map(existing.map((inv) => [comboKey(inv.inventory_attributes.map((a) => a.attribute_value_id)), inv]));
  return combos.map(({ ids, titles }) => {
    const key = comboKey(ids);
    const found = byKey.get(key);
    const base: VariantRow = {
      key,
      label: titles.join(" + "),
      valueIds: ids,
      id: found?.id,
      sku: found?.sku ?? "",
      price: found && found.price > 0 ? found.price : "",
      quantity: found?.quantity ?? 0,
    };
    return { ...base, ...edits.get(key) };
  });
}

/** The API's full desired list (contract §5.14): rows sent are kept, the rest deleted. */
export function inventoryPayload(rows: readonly VariantRow[]): InventoryInput[] {
  return rows.map((row) => ({
    ...(row.id !== undefined ? { id: row.id } : {}),
    sku: row.sku.trim(),
    // Without attributes the single row follows the product price (stored as 0).
    price: row.valueIds.length === 0 ? 0 : Number(row.price || 0),
    quantity: Math.max(0, Math.trunc(Number(row.quantity || 0))),
    values: row.valueIds.map((id) => ({ id })),
  }));
}

/** The values the existing variants use (ticked when the panel opens). */
export function selectedValuesOf(existing: readonly Inventory[]): Set<number> {
  return new Set(existing.flatMap((inv) => inv.inventory_attributes.map((a) => a.attribute_value_id)));
}

/** The cells of a variant row that a user edits and the server stores. */
type VariantCell = "sku" | "price" | "quantity";
const VARIANT_CELLS: readonly VariantCell[] = ["sku", "price", "quantity"];

/** Two rows hold the same value in a cell ("10" and 10 alike, as inputs hand them back). */
const sameCell = (a: VariantRow, b: VariantRow, field: VariantCell) => String(a[field]) === String(b[field]);

/**
 * The page's variant rows three ways, row for row: as the page loaded them (`shown`), as the user
 * edited them (`wanted`) and as the server holds them now (`now`).
 */
function threeSides(
  attributes: readonly AttributeWithValues[],
  selected: ReadonlySet<number>,
  loaded: readonly Inventory[],
  edits: ReadonlyMap<string, Partial<VariantRow>>,
  fresh: readonly Inventory[],
) {
  return {
    shown: variantRows(attributes, selected, loaded),
    wanted: variantRows(attributes, selected, loaded, edits),
    now: variantRows(attributes, selected, fresh),
  };
}

/**
 * The list to send for the page's variants (contract §5.14 replaces the product's variants with
 * it), built on what the server holds now (`fresh`) rather than on what the page loaded, so no
 * stock or price is written back from a stale page: a variant keeps the server's current SKU,
 * price and quantity except the ones the user changed here (against `loaded`, what the page showed);
 * the variants the user unticked go; variants added meanwhile elsewhere, which this page never
 * showed, stay as they are.
 */
export function inventoryToSave(
  attributes: readonly AttributeWithValues[],
  selected: ReadonlySet<number>,
  loaded: readonly Inventory[],
  edits: ReadonlyMap<string, Partial<VariantRow>>,
  fresh: readonly Inventory[],
): InventoryInput[] {
  const { shown, wanted, now } = threeSides(attributes, selected, loaded, edits, fresh);
  const rows = wanted.map((row, i): VariantRow => {
    const changed = (field: VariantCell) => !sameCell(row, shown[i], field);
    return {
      ...now[i],
      sku: changed("sku") ? row.sku : now[i].sku,
      price: changed("price") ? row.price : now[i].price,
      quantity: changed("quantity") ? row.quantity : now[i].quantity,
    };
  });
  const keyOf = (inv: Inventory) => comboKey(inv.inventory_attributes.map((a) => a.attribute_value_id));
  const seen = new Set([...loaded.map(keyOf), ...rows.map((row) => row.key)]);
  const addedElsewhere = fresh.filter((inv) => !seen.has(keyOf(inv)));
  return [
    ...inventoryPayload(rows),
    ...addedElsewhere.map((inv) => ({
      id: inv.id,
      sku: inv.sku ?? "",
      price: Number(inv.price) || 0,
      quantity: inv.quantity,
      values: inv.inventory_attributes.map((a) => ({ id: a.attribute_value_id })),
    })),
  ];
}

/** A variant's cell that someone else changed on the server since the page loaded it. */
export interface StockConflict {
  /** The variant's combination key and the cell. */
  key: string;
  field: VariantCell;
  label: string;
  /** What this page holds (the user's edit, else what it loaded). */
  mine: string;
  theirs: string;
  /** The user changed this cell here too: a real conflict, not only news. */
  editedHere: boolean;
}

/**
 * The cells of the page's variants whose server value moved since the page loaded them (a sale at
 * the till, another admin's save) to something else than the page holds.
 */
export function stockConflicts(
  attributes: readonly AttributeWithValues[],
  selected: ReadonlySet<number>,
  loaded: readonly Inventory[],
  edits: ReadonlyMap<string, Partial<VariantRow>>,
  fresh: readonly Inventory[],
): StockConflict[] {
  const { shown, wanted, now } = threeSides(attributes, selected, loaded, edits, fresh);
  return wanted.flatMap((row, i) =>
    VARIANT_CELLS.filter((field) => !sameCell(now[i], shown[i], field) && !sameCell(now[i], row, field)).map((field) => ({
      key: row.key,
      field,
      label: row.label,
      mine: String(row[field]),
      theirs: String(now[i][field]),
      editedHere: !sameCell(row, shown[i], field),
    })),
  );
}
