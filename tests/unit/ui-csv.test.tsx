// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildCsv, csvField, fetchAllPages } from "~/ui/list-page/csv";

describe("CSV (RFC 4180)", () => {
  it("leaves plain fields alone and writes empty for null", () => {
    expect(csvField("abc")).toBe("abc");
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes fields with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField("cr\r")).toBe('"cr\r"');
  });

  it("ends every record, the last included, with CRLF", () => {
    expect(
      buildCsv(
        ["Title", "Price"],
        [
          ["Shoe, red", 10],
          ["Hat", null],
        ],
      ),
    ).toBe('Title,Price\r\n"Shoe, red",10\r\nHat,\r\n');
  });

  it("keeps formulas from running in spreadsheet apps, but not negative numbers", () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-5")).toBe("-5");
    expect(csvField(-5)).toBe("-5");
    expect(csvField("+39 02 1234")).toBe("'+39 02 1234");
  });
});

describe("fetchAllPages", () => {
  it("reads page after page until the last one, in order", async () => {
    const asked: number[] = [];
    const rows = await fetchAllPages(async (page) => {
      asked.push(page);
      return { data: [`row${page}a`, `row${page}b`], last_page: 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual(["row1a", "row1b", "row2a", "row2b", "row3a", "row3b"]);
  });

  it("stops at the safety cap", async () => {
    const rows = await fetchAllPages(async () => ({ data: [1], last_page: 1_000_000 }), undefined, 5);
    expect(rows).toHaveLength(5);
  });
});
