import type { ColumnKind } from "./columns";
import { cents, parseNumber } from "./numbers";

/*
 * The actions on a range of one numeric column: set every cell to an amount, add or take away an
 * amount or a percentage, or round prices to .99 (27.40 → 27.99). A count stays whole.
 */

export const RANGE_OPS = ["set", "add", "subtract", "addPercent", "subtractPercent", "round99"] as const;
export type RangeOp = (typeof RANGE_OPS)[number];

/** Whether the action needs an amount typed beside it. */
export const needsAmount = (op: RangeOp): boolean => op !== "round99";

/** The cell's new text; a cell that holds no number is left as it is (its own check marks it). */
export function applyRangeOp(op: RangeOp, text: string, amount: number, kind: ColumnKind): string {
  const current = parseNumber(text);
  if (current === null && op !== "set") return text;
  const base = current ?? 0;
  let next: number;
  switch (op) {
    case "set":
      next = amount;
      break;
    case "add":
      next = base + amount;
      break;
    case "subtract":
      next = base - amount;
      break;
    case "addPercent":
      next = base * (1 + amount / 100);
      break;
    case "subtractPercent":
      next = base * (1 - amount / 100);
      break;
    case "round99":
      if (kind !== "amount") return text;
      next = Math.floor(base) + 0.99;
      break;
  }
  return String(kind === "count" ? Math.round(next) : cents(next));
}
