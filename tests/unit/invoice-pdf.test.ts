import { describe, expect, it, vi } from "vitest";
import { drawInvoice, type InvoiceContent } from "~/features/sales/invoice-layout";
import { shopLegal } from "~/features/sales/invoice";
import { shopDay, todaysOrdersHref } from "~/shell/notifications/notification-api";
import { exportTextPdf, PAGE_HEIGHT_PX, PAGE_WIDTH_PX, toWinAnsi, type PdfCanvas } from "~/ui/pdf-document";
import { expectExportRun, progressSoFar } from "./support/export-progress";

/*
 * The invoice as a text PDF (issue 28 item 6): the characters the standard fonts can print, the
 * spec's export progress around jsPDF, the page layout with its page breaks, the seller's legal data
 * from the profile; and the bell's "today's orders" link (item 9).
 */

describe("toWinAnsi", () => {
  it("keeps Latin-1 and writes the euro sign, dashes and quotes as their WinAnsi bytes", () => {
    expect(toWinAnsi("Città 2° piano, Straße, 12,50 €")).toBe("Città 2° piano, Straße, 12,50 \x80");
    expect(toWinAnsi("a – b — ‘c’ “d” …")).toBe("a \x96 b \x97 \x91c\x92 \x93d\x94 \x85");
  });

  it("replaces the minus sign and the narrow spaces of number formats, drops accents it cannot print, and control characters", () => {
    expect(toWinAnsi("−1\u202f234,00\u00a0€")).toBe("-1 234,00\u00a0\x80");
    expect(toWinAnsi("Łódź Dvořák")).toBe("?ódz Dvorák");
    expect(toWinAnsi("a\u0007b\nc")).toBe("ab c");
    expect([...toWinAnsi("市場 ✓")].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
  });
});

/** A stand-in for jsPDF's class: records what is written, in order. */
function fakeJsPdf(progress: number[]) {
  const calls: string[] = [];
  class FakeJsPdf {
    internal = { pageSize: { getWidth: () => 8.27, getHeight: () => 11.69 }, scaleFactor: 72 };
    constructor(options: unknown) {
      calls.push(`new ${JSON.stringify(options)} (${progressSoFar(progress)})`);
    }
    setFont() {}
    setFontSize() {}
    setTextColor() {}
    setDrawColor() {}
    setLineWidth() {}
    setFillColor() {}
    text(value: string) {
      calls.push(`text ${value}`);
    }
    line() {}
    rect() {}
    addImage() {}
    addPage() {}
    splitTextToSize(value: string) {
      return [value];
    }
    getTextWidth(value: string) {
      return value.length * 0.1;
    }
    setProperties(properties: Record<string, string>) {
      calls.push(`properties ${JSON.stringify(properties)}`);
    }
    async save(name: string) {
      calls.push(`save ${name} (${progressSoFar(progress)})`);
    }
  }
  return { calls, load: vi.fn(async () => FakeJsPdf as never) };
}

describe("exportTextPdf", () => {
  it("reports 0, 25, 70, 100 around loading jsPDF, writing and saving; A4 portrait in inches", async () => {
    const progress: number[] = [];
    const fake = fakeJsPdf(progress);
    const name = await exportTextPdf(
      (canvas) => canvas.text("Fattura n. 2026-00001 – 12,00 €", 40, 40),
      { filename: "Invoice-X.pdf", title: "Invoice-X" },
      (value) => progress.push(value),
      fake.load,
    );
    expect(name).toBe("Invoice-X.pdf");
    expectExportRun(progress, fake.calls, [
      'new {"unit":"in","format":"a4","orientation":"portrait"} (progress so far: 0,25)',
      "text Fattura n. 2026-00001 \x96 12,00 \x80",
      'properties {"title":"Invoice-X"}',
      "save Invoice-X.pdf (progress so far: 0,25,70)",
    ]);
  });
});

/** A canvas that records texts per page; lines wrap at 40 characters. */
function recordingCanvas() {
  const pages: string[][] = [[]];
  const canvas: PdfCanvas = {
    width: PAGE_WIDTH_PX,
    height: PAGE_HEIGHT_PX,
    text: (value) => pages.at(-1)!.push(value),
    wrap: (value) => value.match(/.{1,40}(\s|$)/g)?.map((line) => line.trim()) ?? [""],
    textWidth: (value) => value.length * 7,
    line: () => undefined,
    box: () => undefined,
    image: () => undefined,
    newPage: () => pages.push([]),
  };
  return { canvas, pages };
}

const content = (lines: number): InvoiceContent => ({
  seller: { name: "Demo Shop", lines: ["Via Roma 1, 20121 Milano", "P.IVA IT01234567890"] },
  title: "Fattura",
  facts: ["Fattura n. 2026-00007", "Ordine n. ORD-1"],
  shipTo: { heading: "Spedire a", lines: ["Mario Rossi"] },
  payment: { heading: "Metodo di pagamento", lines: ["Carta", "Pagato", "Consegna: Con spedizione"] },
  columns: ["Prodotto", "Spedizione", "Quantità", "Prezzo", "Totale"],
  lines: Array.from({ length: lines }, (_, n) => ({
    title: `Articolo ${n + 1}`,
    detail: "SKU A",
    cells: ["0,00 €", "1", "5,00 €", "5,00 €"],
  })),
  totals: [{ label: "Totale", value: "5,00 €", strong: true }],
  notes: { heading: "Note", text: "Grazie." },
});

describe("drawInvoice", () => {
  it("writes the seller's legal data, the invoice's facts, every line and the totals on one page", () => {
    const { canvas, pages } = recordingCanvas();
    expect(drawInvoice(canvas, content(2), null)).toBe(1);
    expect(pages[0]).toEqual(
      expect.arrayContaining([
        "Demo Shop",
        "P.IVA IT01234567890",
        "Fattura n. 2026-00007",
        "Ordine n. ORD-1",
        "Articolo 1",
        "Articolo 2",
        "Totale",
        "Grazie.",
      ]),
    );
  });

  it("goes on to a new page when the lines do not fit, with the column heads again, and loses no line", () => {
    const { canvas, pages } = recordingCanvas();
    const count = drawInvoice(canvas, content(40), null);
    expect(count).toBeGreaterThan(1);
    expect(pages).toHaveLength(count);
    const written = pages.flat().filter((text) => text.startsWith("Articolo "));
    expect(written).toEqual(Array.from({ length: 40 }, (_, n) => `Articolo ${n + 1}`));
    for (const page of pages.slice(1)) expect(page).toContain("Prodotto");
  });
});

describe("shopLegal", () => {
  it("reads the seller's name, address, contacts and VAT number from the profile, leaving out what is blank", () => {
    const shop = shopLegal({
      setting: {
        address_1: "Via Roma 1",
        address_2: "",
        zip: "20121",
        city: "Milano",
        state: "MI",
        country: "Italia",
        phone: "+39 02 1",
        email: "shop@example.com",
        vat_number: " IT01234567890 ",
      },
      site_setting: { site_name: "Demo Shop", header_logo: null },
    });
    expect(shop).toEqual({
      name: "Demo Shop",
      logo: null,
      address: "Via Roma 1, 20121 Milano, MI, Italia",
      contact: "+39 02 1 · shop@example.com",
      vat: "IT01234567890",
    });
    expect(shopLegal(null).vat).toBe("");
  });
});

describe("the bell's today's orders", () => {
  it("is the orders list filtered to the shop's day, whatever the browser's", () => {
    // 23:30 UTC on 27 November is already 28 November in Rome.
    const late = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(shopDay(late, "UTC")).toBe("2026-11-27");
    expect(shopDay(late, "Europe/Rome")).toBe("2026-11-28");
    expect(todaysOrdersHref(late, "Europe/Rome")).toBe("/orders?start_time=2026-11-28&end_time=2026-11-28");
  });
});
