import type { jsPDF } from "jspdf";
import { PDF_DEFAULTS, PDF_PROGRESS, defaultPdfFileName } from "./pdf-export";

/*
 * A PDF written as text with jsPDF's text API: what it says can be selected, searched and read by a
 * screen reader or an accounting tool, unlike the picture of a page that exportPdf (pdf-export.ts)
 * makes. Same export as the spec describes (§4, §9): progress 0, 25, 70, 100; A4 portrait in inches,
 * margin 0; the content laid out on an 800 px wide page (scaled to the paper), pictures in it drawn at
 * scale 2 as JPEG 0.98. jsPDF (~110 KiB gzipped) is loaded only when an export starts.
 *
 * The standard PDF fonts (Helvetica) need no font file but know only the WinAnsi characters: every
 * text goes through toWinAnsi first, which keeps Latin-1 and the euro sign, dashes and quotes.
 */

/** The page's width in CSS pixels, the unit every coordinate of a PdfCanvas is in. */
export const PAGE_WIDTH_PX = PDF_DEFAULTS.width;
/** The A4 page's height at that width (297 / 210 of it). */
export const PAGE_HEIGHT_PX = (PAGE_WIDTH_PX * 297) / 210;

/** Unicode characters WinAnsiEncoding holds at 0x80–0x9F (where Latin-1 has control codes). */
const WIN_ANSI_HIGH: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
/** Characters outside WinAnsi that have a plain stand-in: the minus sign, the thin and narrow spaces of number formats. */
const STAND_INS: Record<string, string> = { "−": "-", "\u202f": " ", "\u2009": " ", "\u2007": " ", "\u2002": " ", "\u2003": " " };

/**
 * The text in the one-byte form the standard fonts print: Latin-1 as it is, the WinAnsi extras
 * (€, –, ’ …) as their byte, a few look-alikes replaced, accents of other letters dropped (ł → l
 * is not possible, so "?"), control characters removed. jsPDF writes a string with any character
 * above U+00FF as two-byte codes that no standard font shows, so nothing above it may get through.
 */
export function toWinAnsi(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || code === 0x09) out += " ";
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) continue;
    else if (code <= 0xff) out += char;
    else if (WIN_ANSI_HIGH[char] !== undefined) out += String.fromCharCode(WIN_ANSI_HIGH[char]);
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else {
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) && base !== "" ? base : "?";
    }
  }
  return out;
}

export interface TextStyle {
  /** Font size in CSS pixels (on the 800 px page). */
  size?: number;
  bold?: boolean;
  /** `x` is the left edge, or the right edge with "right". */
  align?: "left" | "right";
  /** `#rrggbb`. */
  color?: string;
}

/** Drawing on the current page, in CSS pixels of an 800 px wide page; `y` is a text's top. */
export interface PdfCanvas {
  readonly width: number;
  readonly height: number;
  text(value: string, x: number, y: number, style?: TextStyle): void;
  /** The text broken into lines no wider than `width`. */
  wrap(value: string, width: number, style?: TextStyle): string[];
  textWidth(value: string, style?: TextStyle): number;
  line(x1: number, y1: number, x2: number, y2: number, color?: string): void;
  box(x: number, y: number, width: number, height: number, fill: string): void;
  /** A JPEG data URL. */
  image(dataUrl: string, x: number, y: number, width: number, height: number): void;
  newPage(): void;
}

export const DEFAULT_TEXT_SIZE = 14;

/** A PdfCanvas over a jsPDF document whose unit and page are PDF_DEFAULTS'. */
export function canvasOf(doc: jsPDF): PdfCanvas {
  // Page units per CSS pixel, and PDF points per page unit (fonts are sized in points).
  const perPx = doc.internal.pageSize.getWidth() / PAGE_WIDTH_PX;
  const pointsPerUnit = doc.internal.scaleFactor;
  const setStyle = (style: TextStyle = {}) => {
    doc.setFont("helvetica", style.bold ? "bold" : "normal");
    doc.setFontSize((style.size ?? DEFAULT_TEXT_SIZE) * perPx * pointsPerUnit);
    doc.setTextColor(style.color ?? "#111111");
  };
  return {
    width: PAGE_WIDTH_PX,
    height: PAGE_HEIGHT_PX,
    text(value, x, y, style = {}) {
      setStyle(style);
      doc.text(toWinAnsi(value), x * perPx, y * perPx, { baseline: "top", align: style.align ?? "left" });
    },
    wrap(value, width, style = {}) {
      setStyle(style);
      return doc.splitTextToSize(toWinAnsi(value), width * perPx) as string[];
    },
    textWidth(value, style = {}) {
      setStyle(style);
      return doc.getTextWidth(toWinAnsi(value)) / perPx;
    },
    line(x1, y1, x2, y2, color = "#dddddd") {
      doc.setDrawColor(color);
      doc.setLineWidth(perPx);
      doc.line(x1 * perPx, y1 * perPx, x2 * perPx, y2 * perPx);
    },
    box(x, y, width, height, fill) {
      doc.setFillColor(fill);
      doc.rect(x * perPx, y * perPx, width * perPx, height * perPx, "F");
    },
    image(dataUrl, x, y, width, height) {
      doc.addImage(dataUrl, "JPEG", x * perPx, y * perPx, width * perPx, height * perPx);
    },
    newPage() {
      doc.addPage();
    },
  };
}

export interface TextPdfOptions {
  /** File name; defaults to a timestamp plus `.pdf`. */
  filename?: string;
  /** The document's title in its properties. */
  title?: string;
}

type JsPdfConstructor = typeof jsPDF;

const loadJsPdf = async (): Promise<JsPdfConstructor> => (await import("jspdf")).jsPDF;

/**
 * Writes a text PDF with `draw` and saves it, reporting the spec's progress: 0 at the start, 25 once
 * jsPDF is loaded, 70 once the pages are written, 100 once the file is saved.
 */
export async function exportTextPdf(
  draw: (canvas: PdfCanvas) => void,
  options: TextPdfOptions = {},
  onProgress: (percent: number) => void = () => undefined,
  load: () => Promise<JsPdfConstructor> = loadJsPdf,
): Promise<string> {
  const filename = options.filename ?? defaultPdfFileName();
  onProgress(PDF_PROGRESS.started);
  const JsPdf = await load();
  onProgress(PDF_PROGRESS.libraryLoaded);
  const doc = new JsPdf({ unit: PDF_DEFAULTS.unit, format: PDF_DEFAULTS.format, orientation: PDF_DEFAULTS.orientation });
  draw(canvasOf(doc));
  if (options.title) doc.setProperties({ title: options.title });
  onProgress(PDF_PROGRESS.rendered);
  await doc.save(filename, { returnPromise: true });
  onProgress(PDF_PROGRESS.saved);
  return filename;
}

/**
 * A picture (the shop's logo) as a JPEG data URL at the export's scale and quality, on white (JPEG
 * has no transparency), or null when it cannot be loaded or read (another origin without CORS):
 * the document is then made without it.
 */
export async function jpegOf(
  src: string,
  maxWidth: number,
  maxHeight: number,
): Promise<{ dataUrl: string; width: number; height: number } | null> {
  const img = new Image();
  img.crossOrigin = "anonymous";
  const loaded = new Promise<boolean>((done) => {
    img.addEventListener("load", () => done(true), { once: true });
    img.addEventListener("error", () => done(false), { once: true });
  });
  img.src = src;
  if (!(await loaded) || !img.naturalWidth || !img.naturalHeight) return null;
  const fit = Math.min(maxWidth / img.naturalWidth, maxHeight / img.naturalHeight, 1);
  const width = img.naturalWidth * fit;
  const height = img.naturalHeight * fit;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * PDF_DEFAULTS.scale);
  canvas.height = Math.round(height * PDF_DEFAULTS.scale);
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(img, 0, 0, canvas.width, canvas.height);
  try {
    return { dataUrl: canvas.toDataURL("image/jpeg", PDF_DEFAULTS.quality), width, height };
  } catch {
    return null;
  }
}
