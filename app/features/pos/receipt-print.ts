/*
 * Printing a receipt prints the receipt alone, on paper as wide as the configured roll: a copy of the
 * receipt's markup goes into its own node at the end of <body>, and a print stylesheet hides
 * everything else and sets the page to the receipt's width and height (one page, no margins). Then
 * the browser's own print runs. The copy stays until the print dialog is closed (`afterprint`), the
 * next print, or the receipt's modal closing; it is never shown on screen.
 */

const PRINT_ROOT = "data-receipt-print";
const PRINT_STYLE = "data-receipt-print-style";
const PX_PER_MM = 96 / 25.4;
/** When the receipt cannot be measured (not laid out): an A4 sheet's height. */
const FALLBACK_HEIGHT_MM = 297;

/** The print stylesheet for a receipt `width` wide (a CSS length, `80mm`) and `heightMm` tall. */
export function receiptPrintCss(width: string, heightMm: number): string {
  const height = heightMm > 0 ? `${Math.ceil(heightMm)}mm` : `${FALLBACK_HEIGHT_MM}mm`;
  return [
    `@page { size: ${width} ${height}; margin: 0; }`,
    `@media screen { [${PRINT_ROOT}] { display: none !important; } }`,
    "@media print {",
    `  body > *:not([${PRINT_ROOT}]) { display: none !important; }`,
    `  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }`,
    `  [${PRINT_ROOT}] { display: block !important; width: ${width}; margin: 0; }`,
    "}",
  ].join("\n");
}

/** Removes the last print's copy and stylesheet (nothing when there is none). */
export function removePrintCopy(): void {
  for (const node of document.querySelectorAll(`[${PRINT_ROOT}], style[${PRINT_STYLE}]`)) node.remove();
}

/** Prints `receipt` (the element on screen) alone at `width`. */
export function printReceipt(receipt: HTMLElement, width: string): void {
  removePrintCopy();
  // The receipt on screen is laid out at the same width: its height is the paper's.
  const heightMm = receipt.getBoundingClientRect().height / PX_PER_MM;
  const style = document.createElement("style");
  style.setAttribute(PRINT_STYLE, "");
  style.textContent = receiptPrintCss(width, heightMm > 0 ? heightMm + 4 : 0);
  const root = document.createElement("div");
  root.setAttribute(PRINT_ROOT, "");
  root.setAttribute("data-width", width);
  root.setAttribute("aria-hidden", "true");
  // A copy of nodes React rendered as text: no markup string is parsed. Its ids and test ids are
  // dropped, so each stays unique in the document.
  const copy = receipt.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll("[id], [data-testid]")]) {
    node.removeAttribute("id");
    node.removeAttribute("data-testid");
  }
  root.appendChild(copy);
  document.head.appendChild(style);
  document.body.appendChild(root);
  window.addEventListener("afterprint", removePrintCopy, { once: true });
  window.print();
}
