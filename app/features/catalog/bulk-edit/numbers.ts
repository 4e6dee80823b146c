/*
 * Numbers as people type and paste them: "27,50", "27.50", "1.234,50", "1,234.50", "€ 27,50". With
 * both marks the last one is the decimal mark; with one kind only, a single mark is the decimal
 * mark and several are thousands.
 */
export function parseNumber(text: string): number | null {
  let digits = text.replace(/[^\d.,-]/g, "");
  if (!/\d/.test(digits) || digits.lastIndexOf("-") > 0) return null;
  const comma = digits.lastIndexOf(",");
  const dot = digits.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? "," : ".";
    digits = digits.replaceAll(decimal === "," ? "." : ",", "").replace(decimal, ".");
  } else {
    const mark = comma >= 0 ? "," : ".";
    const count = digits.split(mark).length - 1;
    digits = count > 1 ? digits.replaceAll(mark, "") : digits.replace(mark, ".");
  }
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** Rounded to cents, as the server stores prices (decimal 10,2). */
export const cents = (value: number): number => Math.round(value * 100) / 100;
