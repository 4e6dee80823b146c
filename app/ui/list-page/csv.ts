/**
 * CSV as RFC 4180 says: comma-separated, CRLF line ends, fields with a comma, quote or line break
 * wrapped in double quotes with inner quotes doubled.
 */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Spreadsheet apps run a cell starting with = + - @ (or tab/CR) as a formula: a product title like
 * `=HYPERLINK(…)` must stay text (OWASP "CSV injection"). Plain numbers such as -5 are left alone.
 */
function neutralise(text: string): string {
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text)) return `'${text}`;
  return text;
}

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = neutralise(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/**
 * Every row of a paginated list: page after page until the last one (the API pages by 14). A
 * safety cap stops a runaway loop if the server keeps reporting more pages.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; last_page: number }>,
  onProgress?: (done: number, of: number) => void,
  maxPages = 2000,
): Promise<T[]> {
  const rows: T[] = [];
  let last = 1;
  for (let page = 1; page <= last && page <= maxPages; page++) {
    const result = await fetchPage(page);
    rows.push(...result.data);
    last = result.last_page;
    onProgress?.(page, last);
  }
  return rows;
}

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  // A BOM so Excel reads the file as UTF-8 (accented titles would turn into mojibake otherwise).
  downloadBlob(fileName, new Blob(["\uFEFF", text], { type }));
}

/** Offers a Blob as a file download (a Blob URL, released right after the click). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
