/**
 * An amount as the panel writes it in Italian (app/ui/price-format.ts, issue 28 item 8): two decimals
 * and thousands always grouped ("1.770,23", where Intl's Italian default writes "1770,23").
 */
export const italianAmount = (value: number) =>
  new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" }).format(value);
