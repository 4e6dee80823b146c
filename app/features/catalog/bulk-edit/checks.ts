import type { ColumnKey } from "./columns";
import { parseNumber } from "./numbers";

/*
 * Each cell checked as the server would (server/docs/bulk-edit.md): a bad cell is marked with its
 * message and blocks saving until it is fixed. The server checks again; its messages replace these.
 */

export type Problem = "required" | "number" | "positive" | "notNegative" | "whole" | "offeredAboveSelling" | "status";

/** What a cell's check needs of its product: the selling price it has now (with this user's changes). */
export interface CellContext {
  selling: number | null;
}

export function cellProblem(key: ColumnKey, text: string, context: CellContext): Problem | null {
  switch (key) {
    case "title":
    case "sku":
      return text.trim() === "" ? "required" : null;
    case "purchased":
    case "selling": {
      const value = parseNumber(text);
      if (value === null) return "number";
      return value > 0 ? null : "positive";
    }
    case "offered": {
      if (text.trim() === "") return null;
      const value = parseNumber(text);
      if (value === null) return "number";
      if (value < 0) return "notNegative";
      // 0 is "no offer"; any other offer must be below the selling price, as product/action has it.
      return value > 0 && context.selling !== null && value >= context.selling ? "offeredAboveSelling" : null;
    }
    case "quantity": {
      const value = parseNumber(text);
      if (value === null) return "number";
      if (!Number.isInteger(value)) return "whole";
      return value < 0 ? "notNegative" : null;
    }
    case "status":
      return text === "1" || text === "2" ? null : "status";
    case "variant":
      return null;
  }
}
