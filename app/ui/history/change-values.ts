/*
 * How one field of an activity entry is read (server/docs/activity-log.md): what it is named, whether
 * its values are money, dates or rich text, and a word-level diff for long texts. Pure functions, so
 * the diff table stays a thin view and the rules are tested on their own.
 */

/** A field's name split: a child row's field is `<child table>.<child id>.<column>`. */
export interface FieldName {
  table: string | null;
  childId: string | null;
  column: string;
}

export function splitField(field: string): FieldName {
  const parts = field.split(".");
  if (parts.length >= 3) return { table: parts[0], childId: parts[1], column: parts.slice(2).join(".") };
  return { table: null, childId: null, column: field };
}

/**
 * Columns that hold an amount in the shop's currency. Named by column, not by table: the log's
 * changes carry no types, and these names mean money wherever the schema uses them.
 */
const MONEY_COLUMNS = new Set([
  "selling",
  "purchased",
  "offered",
  "price",
  "amount",
  "total_amount",
  "commission",
  "min_spend",
  "capped_price",
  "single_price",
  "voucher_price",
  "tax_price",
  "shipping_price",
  "subtotal",
  "total",
  "withdrawn",
  "balance",
  "fee",
]);

export const isMoneyColumn = (column: string): boolean => MONEY_COLUMNS.has(column);

/** A number from a value the API may send as a number or a numeric string. */
export function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "dateTime" for an instant, "date" for a calendar day, null for anything else. */
export function dateKind(value: unknown): "dateTime" | "date" | null {
  if (typeof value !== "string") return null;
  if (DATE_TIME.test(value)) return "dateTime";
  if (DATE_ONLY.test(value)) return "date";
  return null;
}

const TAG = /<\/?[a-z][^>]*>/i;

/** Whether a value is rich text (an HTML string from an editor). */
export const isHtml = (value: unknown): value is string => typeof value === "string" && TAG.test(value);

/**
 * The readable text of an HTML string, without its tags. Parsed in an inert document (DOMParser runs
 * no script and loads nothing), so a stored `<img onerror>` cannot act; the markup itself is never
 * put on the page. Block ends become spaces so paragraphs do not run together.
 */
export function htmlText(html: string): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote)\s*>|<br\s*\/?>/gi, "$& ");
  let text: string;
  if (typeof DOMParser === "function") {
    text = new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "";
  } else {
    text = spaced.replace(/<[^>]*>/g, " ");
  }
  return text.replace(/\s+/g, " ").trim();
}

/** A piece of a word diff: kept in both, only in the old text, or only in the new one. */
export interface DiffPart {
  kind: "same" | "removed" | "added";
  text: string;
}

// The diff is quadratic in words: past this many on each side it would stall the page, and a
// reader of such a change is better served by the two texts side by side.
const MAX_DIFF_WORDS = 1500;

/** A word-level diff of two texts (longest common subsequence of words), or null when too long. */
export function wordDiff(before: string, after: string): DiffPart[] | null {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length > MAX_DIFF_WORDS || b.length > MAX_DIFF_WORDS) return null;
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], word: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += ` ${word}`;
    else parts.push({ kind, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push("same", a[i]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) push("removed", a[i++]);
    else push("added", b[j++]);
  }
  while (i < a.length) push("removed", a[i++]);
  while (j < b.length) push("added", b[j++]);
  return parts;
}

/** Texts long enough that a word diff reads better than the two whole values. */
export const isLongText = (value: unknown): value is string => typeof value === "string" && value.length > 80;
