import { BULK_COLUMNS, type BulkColumn } from "~/api/catalog/bulk";
import { parseCsvText } from "~/ui/list-page/csv-parse";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";

/** A row of the file as the preview shows it, with what is wrong with it (i18n keys + params). */
export interface BulkRow {
  line: number;
  title: string;
  id: string;
  selling: string;
  problems: { key: TranslationKey; params?: TranslationVars }[];
}

export interface BulkCheck {
  missingColumns: string[];
  rows: BulkRow[];
}

const positive = (v: string) => v !== "" && !Number.isNaN(Number(v)) && Number(v) > 0;
const idList = (v: string) => v === "" || v.split("|").every((x) => /^\d+$/.test(x.trim()));

/**
 * The checks the server would make that need no database, run in the browser before sending, so a
 * file with obvious mistakes is fixed before the import (which writes nothing if any row is wrong).
 */
export function checkBulkFile(text: string): BulkCheck {
  const table = parseCsvText(text);
  const header = (table[0] ?? []).map((h) => h.trim());
  const missingColumns = BULK_COLUMNS.filter((c) => !header.includes(c));
  const at = (values: string[], col: BulkColumn) => (values[header.indexOf(col)] ?? "").trim();
  const rows = table.slice(1).map((values, index): BulkRow => {
    const cell = (col: BulkColumn) => at(values, col);
    const problems: BulkRow["problems"] = [];
    for (const col of ["Title", "Unit", "Description", "Overview", "Meta title", "Meta description"] as const) {
      if (!cell(col)) problems.push({ key: "bulk.required", params: { column: col } });
    }
    for (const col of ["Purchased", "Selling", "Tax rule", "Shipping rule"] as const) {
      if (!positive(cell(col))) problems.push({ key: "bulk.positive", params: { column: col } });
    }
    const offered = cell("Offered");
    if (offered !== "" && (Number.isNaN(Number(offered)) || Number(offered) < 0))
      problems.push({ key: "bulk.number", params: { column: "Offered" } });
    else if (offered !== "" && Number(offered) > 0 && positive(cell("Selling")) && Number(offered) >= Number(cell("Selling")))
      problems.push({ key: "bulk.offered" });
    if (cell("Id") !== "" && !/^\d+$/.test(cell("Id"))) problems.push({ key: "bulk.integer", params: { column: "Id" } });
    for (const col of ["Status", "Warranty", "Refundable"] as const) {
      if (cell(col) !== "" && !["0", "1", "2"].includes(cell(col))) problems.push({ key: "bulk.flag", params: { column: col } });
    }
    for (const col of ["Categories", "Collections"] as const)
      if (!idList(cell(col))) problems.push({ key: "bulk.idList", params: { column: col } });
    for (const col of ["Inventories", "Images"] as const) {
      if (cell(col) === "") continue;
      try {
        if (!Array.isArray(JSON.parse(cell(col)))) problems.push({ key: "bulk.jsonList", params: { column: col } });
      } catch {
        problems.push({ key: "bulk.jsonList", params: { column: col } });
      }
    }
    return { line: index + 2, title: cell("Title"), id: cell("Id"), selling: cell("Selling"), problems };
  });
  return { missingColumns, rows };
}
