/**
 * Export of a part of a page to PDF (spec §4, §9). html2pdf.js is ~290 KiB gzipped and touches
 * `window` when imported, so it is loaded only when an export starts.
 */
export interface PdfExportOptions {
  /** File name; defaults to a timestamp plus `.pdf`. */
  filename?: string;
  /**
   * The document's title in its properties. The page itself is a picture (html2canvas), so this is
   * the text a search or a file manager finds in it (an invoice's number).
   */
  title?: string;
  format?: string | [number, number];
  orientation?: "portrait" | "landscape";
  /** Width the content is laid out at, in CSS pixels. */
  width?: number;
  scale?: number;
  quality?: number;
  unit?: "in" | "mm" | "cm" | "pt" | "px";
  margin?: number | [number, number] | [number, number, number, number];
  /** Split content over several pages; needs `pageHeight` (in `unit`). */
  autoPaginate?: boolean;
  pageHeight?: number;
}

export const PDF_DEFAULTS = {
  format: "a4",
  orientation: "portrait",
  width: 800,
  scale: 2,
  quality: 0.98,
  unit: "in",
  margin: 0,
} as const;

/** The progress values an export reports, in order. */
export const PDF_PROGRESS = { started: 0, libraryLoaded: 25, rendered: 70, saved: 100 } as const;

export const PDF_PAGINATION_CONFIG_ERROR = "PDF export configuration error: automatic pagination is on but no page height is given.";

export function defaultPdfFileName(now: Date = new Date()): string {
  return `${now.getTime()}.pdf`;
}

/** The html2pdf.js option object for the given options (defaults of spec §9). */
export function html2pdfOptions(options: PdfExportOptions = {}, now: Date = new Date()) {
  const width = options.width ?? PDF_DEFAULTS.width;
  const paginate = options.autoPaginate === true && typeof options.pageHeight === "number";
  return {
    filename: options.filename ?? defaultPdfFileName(now),
    margin: options.margin ?? PDF_DEFAULTS.margin,
    image: { type: "jpeg", quality: options.quality ?? PDF_DEFAULTS.quality },
    html2canvas: { scale: options.scale ?? PDF_DEFAULTS.scale, width, windowWidth: width, useCORS: true },
    jsPDF: {
      unit: options.unit ?? PDF_DEFAULTS.unit,
      format: options.format ?? PDF_DEFAULTS.format,
      orientation: options.orientation ?? PDF_DEFAULTS.orientation,
    },
    pagebreak: paginate ? { mode: ["css", "legacy"], pageHeight: options.pageHeight } : { mode: [] as string[] },
  };
}

/** The jsPDF document html2pdf.js hands out with `get("pdf")`. */
interface JsPdfDocument {
  setProperties(properties: Record<string, string>): unknown;
}

/** The part of html2pdf.js's worker chain the export uses. */
interface Html2PdfWorker {
  set(options: unknown): Html2PdfWorker;
  from(element: HTMLElement): Html2PdfWorker;
  toCanvas(): Html2PdfWorker;
  toPdf(): Html2PdfWorker;
  get(key: "pdf", use: (pdf: JsPdfDocument) => void): Html2PdfWorker;
  save(): Promise<void> | Html2PdfWorker;
  then<T>(onFulfilled: () => T): Promise<T>;
}
type Html2Pdf = () => Html2PdfWorker;

const loadHtml2Pdf = async (): Promise<Html2Pdf> => {
  const module = (await import("html2pdf.js")) as unknown as { default: Html2Pdf };
  return module.default;
};

export async function exportPdf(
  element: HTMLElement,
  options: PdfExportOptions = {},
  onProgress: (percent: number) => void = () => undefined,
  load: () => Promise<Html2Pdf> = loadHtml2Pdf,
): Promise<string> {
  if (options.autoPaginate && typeof options.pageHeight !== "number") {
    // A developer's mistake, not the user's: say so in the console and export one long page.
    console.error(PDF_PAGINATION_CONFIG_ERROR);
  }
  const settings = html2pdfOptions(options);
  onProgress(PDF_PROGRESS.started);
  const html2pdf = await load();
  onProgress(PDF_PROGRESS.libraryLoaded);
  let worker = html2pdf().set(settings).from(element).toCanvas();
  await worker.then(() => undefined);
  onProgress(PDF_PROGRESS.rendered);
  const title = options.title;
  if (title) worker = worker.toPdf().get("pdf", (pdf) => pdf.setProperties({ title }));
  await worker.save();
  onProgress(PDF_PROGRESS.saved);
  return settings.filename;
}
