import type { PdfCanvas, TextStyle } from "~/ui/pdf-document";

/*
 * The invoice's page (invoice.tsx says what it holds), drawn on the 800 px page of ui/pdf-document.ts
 * as the HTML invoice looked: seller and logo on the left, title and the invoice's facts on the
 * right; ship-to and payment; the lines as a table whose rows go on to the next page (with the
 * column heads again) when the page is full; the totals on the right; the note at the foot.
 */

export interface InvoiceContent {
  seller: { name: string; lines: string[] };
  title: string;
  /** Invoice number, order number, date, amount: the lines under the title. */
  facts: string[];
  shipTo: { heading: string; lines: string[] };
  /** The method, its reference, paid or not, the delivery: one line each. */
  payment: { heading: string; lines: string[] };
  /** Product, shipping, quantity, price, total. */
  columns: [string, string, string, string, string];
  lines: Array<{ title: string; detail: string; cells: [string, string, string, string] }>;
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  notes: { heading: string; text: string };
}

/** The logo's largest size on the page, in CSS pixels. */
export const LOGO_BOX = { width: 240, height: 56 } as const;

const MARGIN = 40;
const SIZE = 14;
const SMALL = 12;
const LINE = 1.45;
const GREY = "#555555";
const HEAD_FILL = "#f1f3f5";
/** Right edges of the four number columns; the product column takes what is left of them. */
const NUMBER_COLUMNS = [470, 540, 640, 760] as const;
const PRODUCT_WIDTH = 300;
const CELL_PAD = 6;

const height = (lines: number, size = SIZE) => lines * size * LINE;

/** Draws the invoice; answers the number of pages it took. */
export function drawInvoice(
  canvas: PdfCanvas,
  content: InvoiceContent,
  logo: { dataUrl: string; width: number; height: number } | null,
): number {
  const right = canvas.width - MARGIN;
  const bottom = canvas.height - MARGIN;
  let pages = 1;
  let y = MARGIN;

  /** Starts a new page when `needed` pixels do not fit on this one. */
  const room = (needed: number) => {
    if (y + needed <= bottom) return false;
    canvas.newPage();
    pages += 1;
    y = MARGIN;
    return true;
  };
  const block = (lines: string[], x: number, top: number, style: TextStyle = {}) => {
    let at = top;
    for (const line of lines) {
      canvas.text(line, x, at, style);
      at += height(1, style.size ?? SIZE);
    }
    return at;
  };

  // Seller (left) and title with the facts (right).
  let left = y;
  if (logo) {
    canvas.image(logo.dataUrl, MARGIN, left, logo.width, logo.height);
    left += logo.height + 8;
  }
  if (content.seller.name) left = block([content.seller.name], MARGIN, left, { bold: true, size: 16 });
  left = block(
    content.seller.lines.flatMap((line) => canvas.wrap(line, 380)),
    MARGIN,
    left,
  );
  canvas.text(content.title, right, y, { bold: true, size: 28, align: "right" });
  const facts = block(content.facts, right, y + height(1, 28), { align: "right" });
  y = Math.max(left, facts) + 28;

  // Ship to (left) and payment (right).
  const shipTo = block([content.shipTo.heading], MARGIN, y, { bold: true });
  const shipLines = block(
    content.shipTo.lines.flatMap((line) => canvas.wrap(line, 420)),
    MARGIN,
    shipTo,
  );
  canvas.text(content.payment.heading, right, y, { bold: true, align: "right" });
  const paymentLines = block(content.payment.lines, right, y + height(1), { align: "right" });
  y = Math.max(shipLines, paymentLines) + 28;

  // The lines.
  const headRow = () => {
    const rowHeight = height(1) + 2 * CELL_PAD;
    canvas.box(MARGIN, y, right - MARGIN, rowHeight, HEAD_FILL);
    canvas.text(content.columns[0], MARGIN + 8, y + CELL_PAD, { bold: true });
    content.columns
      .slice(1)
      .forEach((title, index) => canvas.text(title, NUMBER_COLUMNS[index], y + CELL_PAD, { bold: true, align: "right" }));
    y += rowHeight;
  };
  room(height(3) + 4 * CELL_PAD);
  headRow();
  for (const line of content.lines) {
    const title = canvas.wrap(line.title, PRODUCT_WIDTH);
    const detail = line.detail ? canvas.wrap(line.detail, PRODUCT_WIDTH, { size: SMALL }) : [];
    const rowHeight = height(title.length) + height(detail.length, SMALL) + 2 * CELL_PAD;
    if (room(rowHeight)) headRow();
    const after = block(title, MARGIN + 8, y + CELL_PAD);
    block(detail, MARGIN + 8, after, { size: SMALL, color: GREY });
    line.cells.forEach((cell, index) => canvas.text(cell, NUMBER_COLUMNS[index], y + CELL_PAD, { align: "right" }));
    y += rowHeight;
    canvas.line(MARGIN, y, right, y);
  }

  // Totals, on the right.
  y += 16;
  room(height(content.totals.length) + content.totals.length * 6);
  for (const total of content.totals) {
    const style: TextStyle = { bold: total.strong };
    canvas.text(total.label, right - 300, y, style);
    canvas.text(total.value, right, y, { ...style, align: "right" });
    y += height(1) + 6;
  }

  // The closing note.
  const note = canvas.wrap(content.notes.text, right - MARGIN);
  y += 30;
  room(12 + height(1 + note.length));
  canvas.line(MARGIN, y, right, y);
  y += 12;
  y = block([content.notes.heading], MARGIN, y, { bold: true });
  block(note, MARGIN, y);
  return pages;
}
