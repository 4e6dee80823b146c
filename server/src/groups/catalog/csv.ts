/*
 * RFC 4180 CSV for the bulk export/import: comma-separated, CRLF line ends, fields quoted when
 * they hold a quote, comma, line break or edge whitespace, quotes doubled. The parser accepts
 * LF or CRLF, a UTF-8 BOM, and quoted fields spanning lines.
 */

function quote(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: Array<Array<string | number | null | undefined>>): string {
  return rows.map((r) => r.map((v) => quote(v === null || v === undefined ? "" : String(v))).join(",")).join("\r\n") + "\r\n";
}

/** Rows of fields; throws on an unterminated quoted field. */
export function parseCsv(text: string): string[][] {
  const s = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let fieldText = "";
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  while (i < s.length) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          fieldText += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      fieldText += ch;
      i++;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      i++;
      continue;
    }
    if (ch === ",") {
      row.push(fieldText);
      fieldText = "";
      fieldStarted = false;
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      row.push(fieldText);
      rows.push(row);
      row = [];
      fieldText = "";
      fieldStarted = false;
      i += ch === "\r" && s[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    fieldText += ch;
    fieldStarted = true;
    i++;
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (fieldStarted || fieldText !== "" || row.length) {
    row.push(fieldText);
    rows.push(row);
  }
  // Blank lines (a lone empty field) carry no product.
  return rows.filter((r) => !(r.length === 1 && r[0].trim() === ""));
}
