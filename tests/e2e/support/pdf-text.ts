import { inflateSync } from "node:zlib";

/*
 * The text a PDF's pages write, read the way a search or a copy would: every content stream
 * (inflated when it is Flate-compressed), its strings shown with Tj and TJ, decoded as the
 * standard fonts' WinAnsi. Enough for the panel's invoices; not a PDF reader. A page that is a
 * picture (an image drawn with Do) has no text, so what this answers is empty.
 */

/** Unicode of WinAnsiEncoding's 0x80–0x9F bytes (the rest is Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

const winAnsi = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join("");

/** The bytes of a literal string `( … )` starting at `open`, and where it ends. */
function literal(source: string, open: number): { bytes: number[]; end: number } {
  const bytes: number[] = [];
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") {
      const next = source[i + 1];
      const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1, i + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        i += octal[0].length;
      } else {
        const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
        if (next !== "\n" && next !== "\r") bytes.push(escapes[next] ?? next.charCodeAt(0));
        i += 1;
      }
    } else if (char === "(") {
      if (depth > 0) bytes.push(40);
      depth += 1;
    } else if (char === ")") {
      depth -= 1;
      if (depth === 0) return { bytes, end: i };
      bytes.push(41);
    } else bytes.push(char.charCodeAt(0));
  }
  return { bytes, end: source.length };
}

/** The strings one content stream shows, one entry per Tj / TJ. */
function shownStrings(stream: string): string[] {
  const shown: string[] = [];
  let pending: string[] = [];
  for (let i = 0; i < stream.length; i++) {
    const char = stream[i];
    if (char === "(") {
      const { bytes, end } = literal(stream, i);
      pending.push(winAnsi(bytes));
      i = end;
    } else if (char === "<" && stream[i + 1] !== "<") {
      const close = stream.indexOf(">", i);
      const hex = stream.slice(i + 1, close).replace(/\s+/g, "");
      const bytes = (hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
      pending.push(winAnsi(bytes));
      i = close;
    } else if (stream.startsWith("Tj", i) || stream.startsWith("TJ", i) || stream[i] === "'" || stream[i] === '"') {
      if (pending.length) shown.push(pending.join(""));
      pending = [];
    } else if (stream.startsWith("BT", i) || stream.startsWith("ET", i)) {
      pending = [];
    }
  }
  return shown;
}

/** Every shown string of the file, in stream order. */
export function pdfTextRuns(file: Buffer): string[] {
  const source = file.toString("latin1");
  const runs: string[] = [];
  const streams = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    const dictionary = match[1];
    // Images and fonts are streams too: only page content has text operators worth reading.
    if (/\/Subtype\s*\/Image/.test(dictionary)) continue;
    let raw = file.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        raw = inflateSync(raw);
      } catch {
        continue;
      }
    }
    runs.push(...shownStrings(raw.toString("latin1")));
  }
  return runs;
}

/** The file's text as one string, runs joined by new lines. */
export function pdfText(file: Buffer): string {
  return pdfTextRuns(file).join("\n");
}

/** How many images the file holds (a page exported as a picture has one per page). */
export function pdfImageCount(file: Buffer): number {
  return (file.toString("latin1").match(/\/Subtype\s*\/Image/g) ?? []).length;
}
