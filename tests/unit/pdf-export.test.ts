import { describe, expect, it, vi } from "vitest";
import { PDF_PAGINATION_CONFIG_ERROR, exportPdf, html2pdfOptions } from "~/ui/pdf-export";
import { EXPORT_PROGRESS, expectExportRun, progressSoFar } from "./support/export-progress";

const fixedNow = new Date(Date.UTC(2025, 2, 14, 8, 30, 0));

/** A stand-in for html2pdf.js: records the worker chain and lets the test see progress at each step. */
function fakeHtml2Pdf(progress: number[]) {
  const steps: string[] = [];
  const worker = {
    set: vi.fn((_options: unknown) => {
      steps.push("set");
      return worker;
    }),
    from: vi.fn((element: HTMLElement) => {
      steps.push(`from:${element.id}`);
      return worker;
    }),
    toCanvas: vi.fn(() => {
      steps.push("toCanvas");
      return worker;
    }),
    toPdf: vi.fn(() => {
      steps.push("toPdf");
      return worker;
    }),
    get: vi.fn((key: "pdf", use: (pdf: { setProperties: (p: Record<string, string>) => unknown }) => void) => {
      use({ setProperties: (properties) => steps.push(`${key}.setProperties(${JSON.stringify(properties)})`) });
      return worker;
    }),
    save: vi.fn(async () => {
      steps.push(`save(${progressSoFar(progress)})`);
    }),
    then<T>(onFulfilled: () => T): Promise<T> {
      steps.push(`rendered(${progressSoFar(progress)})`);
      return Promise.resolve().then(onFulfilled);
    },
  };
  const html2pdf = vi.fn(() => worker);
  const load = vi.fn(async () => {
    steps.push(`load(${progressSoFar(progress)})`);
    return html2pdf;
  });
  return { worker, html2pdf, load, steps };
}

function pageElement(): HTMLElement {
  const element = document.createElement("section");
  element.id = "invoice";
  element.textContent = "Invoice 42";
  return element;
}

describe("html2pdfOptions", () => {
  it("applies the spec's defaults", () => {
    const options = html2pdfOptions({}, fixedNow);
    expect(options.filename).toBe(`${fixedNow.getTime()}.pdf`);
    expect(options.margin).toBe(0);
    expect(options.image).toEqual({ type: "jpeg", quality: 0.98 });
    expect(options.html2canvas).toMatchObject({ scale: 2, width: 800, windowWidth: 800 });
    expect(options.jsPDF).toEqual({ unit: "in", format: "a4", orientation: "portrait" });
    expect(options.pagebreak).toEqual({ mode: [] });
  });

  it("lets the caller override the defaults", () => {
    const options = html2pdfOptions(
      { filename: "orders.pdf", orientation: "landscape", width: 1200, scale: 1, quality: 0.5, unit: "mm", margin: [10, 5] },
      fixedNow,
    );
    expect(options.filename).toBe("orders.pdf");
    expect(options.html2canvas).toMatchObject({ scale: 1, width: 1200, windowWidth: 1200 });
    expect(options.image.quality).toBe(0.5);
    expect(options.margin).toEqual([10, 5]);
    expect(options.jsPDF).toEqual({ unit: "mm", format: "a4", orientation: "landscape" });
  });

  it("paginates only when a page height is given", () => {
    expect(html2pdfOptions({ autoPaginate: true, pageHeight: 11 }, fixedNow).pagebreak).toEqual({
      mode: ["css", "legacy"],
      pageHeight: 11,
    });
    expect(html2pdfOptions({ autoPaginate: true }, fixedNow).pagebreak).toEqual({ mode: [] });
  });
});

describe("exportPdf", () => {
  it("reports 0, 25, 70, 100 in order around loading, rendering and saving", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(fixedNow);
    const progress: number[] = [];
    const fake = fakeHtml2Pdf(progress);
    const element = pageElement();

    const filename = await exportPdf(element, {}, (value) => progress.push(value), fake.load);

    expectExportRun(progress, fake.steps, [
      "load(progress so far: 0)",
      "set",
      "from:invoice",
      "toCanvas",
      "rendered(progress so far: 0,25)",
      "save(progress so far: 0,25,70)",
    ]);
    expect(fake.worker.set).toHaveBeenCalledWith(
      expect.objectContaining({
        filename: `${fixedNow.getTime()}.pdf`,
        margin: 0,
        image: { type: "jpeg", quality: 0.98 },
        html2canvas: expect.objectContaining({ scale: 2, width: 800, windowWidth: 800 }),
        jsPDF: { unit: "in", format: "a4", orientation: "portrait" },
      }),
    );
    expect(fake.worker.from).toHaveBeenCalledWith(element);
    expect(fake.worker.save).toHaveBeenCalledTimes(1);
    expect(filename).toBe(`${fixedNow.getTime()}.pdf`);
  });

  it("writes the title into the document's properties before saving (an invoice's number)", async () => {
    const fake = fakeHtml2Pdf([]);
    await exportPdf(pageElement(), { filename: "Invoice-ORD42.pdf", title: "Invoice-ORD42" }, undefined, fake.load);
    expect(fake.steps.slice(-3)).toEqual(["toPdf", 'pdf.setProperties({"title":"Invoice-ORD42"})', "save(progress so far: )"]);
  });

  it("passes the caller's options to html2pdf", async () => {
    const fake = fakeHtml2Pdf([]);
    await exportPdf(pageElement(), { filename: "report.pdf", orientation: "landscape" }, undefined, fake.load);
    const options = fake.worker.set.mock.calls[0][0] as ReturnType<typeof html2pdfOptions>;
    expect(options.filename).toBe("report.pdf");
    expect(options.jsPDF.orientation).toBe("landscape");
  });

  it("logs a configuration error for pagination without page height, and still exports", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const progress: number[] = [];
    const fake = fakeHtml2Pdf(progress);

    await exportPdf(pageElement(), { autoPaginate: true }, (value) => progress.push(value), fake.load);

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(PDF_PAGINATION_CONFIG_ERROR);
    expect(fake.worker.save).toHaveBeenCalledTimes(1);
    expect(progress).toEqual(EXPORT_PROGRESS);
  });

  it("logs nothing when pagination has its page height", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fake = fakeHtml2Pdf([]);

    await exportPdf(pageElement(), { autoPaginate: true, pageHeight: 11.69 }, undefined, fake.load);

    expect(consoleError).not.toHaveBeenCalled();
    const options = fake.worker.set.mock.calls[0][0] as ReturnType<typeof html2pdfOptions>;
    expect(options.pagebreak).toEqual({ mode: ["css", "legacy"], pageHeight: 11.69 });
  });
});
