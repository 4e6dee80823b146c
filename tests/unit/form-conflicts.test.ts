// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stockConflicts } from "~/features/catalog/inventory";
import { describeValue, fieldConflicts, mergeValues, startingChoices } from "~/ui/form/conflicts";
import { versionTime } from "~/api/versions";

/*
 * What the conflict view shows and stores (ui/form/conflicts.ts): the loaded values, mine, theirs.
 */

const words = {
  empty: "(empty)",
  yes: "Yes",
  no: "No",
  only: (items: string) => `only here: ${items}`,
  both: (added: string, removed: string) => `+${added} -${removed}`,
};
const fields = [
  { name: "title", label: "catalog.fields.title" },
  { name: "selling", label: "catalog.fields.selling" },
  { name: "tags", label: "catalog.fields.tags" },
] as const;
const label = (field: { name: string }) => field.name;

describe("conflicts of a record's fields", () => {
  const base = { title: "Felpa", selling: 20, tags: ["a", "b"], slug: "felpa" };

  it("shows each field the other save moved to another value than mine, starting at the side that changed it", () => {
    const mine = { ...base, selling: 25 };
    const theirs = { ...base, title: "Felpa blu", selling: 22 };
    const rows = fieldConflicts(base, mine, theirs, fields, label, words);
    expect(rows).toEqual([
      { key: "title", label: "title", yours: "Felpa", theirs: "Felpa blu", pick: "theirs" },
      { key: "selling", label: "selling", yours: "25", theirs: "22", pick: "yours" },
    ]);
  });

  it("leaves out a field both saved to the same value, and a field only I changed", () => {
    const mine = { ...base, title: "Felpa blu", selling: 30 };
    const theirs = { ...base, title: "Felpa blu" };
    expect(fieldConflicts(base, mine, theirs, fields, label, words)).toEqual([]);
  });

  it("tells a list by what each side has that the other has not, and offers both changes, picked", () => {
    const mine = { ...base, tags: ["a", "b", "c"] };
    const theirs = { ...base, tags: ["a", "d"] };
    const [row] = fieldConflicts(base, mine, theirs, fields, label, words);
    expect(row).toMatchObject({ key: "tags", yours: "only here: b, c", theirs: "only here: d", both: "+c, d -b", pick: "both" });
    // Both changes: mine added c, theirs added d and removed b.
    expect(mergeValues(base, mine, theirs, { tags: "both" }).tags).toEqual(["a", "c", "d"]);
  });

  it("merges: a chosen row takes its side, my other changes stay, their other changes come in", () => {
    const mine = { ...base, selling: 25, slug: "felpa-nuova" };
    const theirs = { ...base, title: "Felpa blu", selling: 22 };
    const rows = fieldConflicts(base, mine, theirs, fields, label, words);
    expect(mergeValues(base, mine, theirs, startingChoices(rows))).toEqual({
      ...base,
      title: "Felpa blu",
      selling: 25,
      slug: "felpa-nuova",
    });
    expect(mergeValues(base, mine, theirs, { title: "yours", selling: "theirs" })).toEqual({
      ...base,
      title: "Felpa",
      selling: 22,
      slug: "felpa-nuova",
    });
  });
});

describe("a value as the view says it", () => {
  it("reads rich text without its markup, flags and empties in words, files by name", () => {
    expect(describeValue("<p>Cotone <strong>bio</strong></p>", words)).toBe("Cotone bio");
    expect(describeValue("", words)).toBe("(empty)");
    expect(describeValue(true, words)).toBe("Yes");
    expect(describeValue({ id: 3, title: "Atlas" }, words)).toBe("Atlas");
    expect(describeValue("x".repeat(300), words)).toHaveLength(240);
  });

  it("reads a version's time where the version is a time, and none for a hash", () => {
    expect(versionTime('"2026-11-28T15:09:21.123456Z"')?.toISOString()).toBe("2026-11-28T15:09:21.123Z");
    expect(versionTime('"3f2a9c"')).toBeNull();
    expect(versionTime(null)).toBeNull();
  });
});

describe("conflicts of a product's variant cells", () => {
  const attributes = [
    {
      id: 1,
      title: "Colore",
      values: [
        { id: 10, title: "Rosso" },
        { id: 11, title: "Blu" },
      ],
    },
  ];
  const selected = new Set([10, 11]);
  const inventory = (red: number, blue: number) => [
    { id: 1, sku: "R", price: 0, quantity: red, inventory_attributes: [{ attribute_value_id: 10 }] },
    { id: 2, sku: "B", price: 0, quantity: blue, inventory_attributes: [{ attribute_value_id: 11 }] },
  ];

  it("names each cell sold or changed elsewhere, and whether it was edited here too", () => {
    const edits = new Map([["11", { quantity: 12 }]]);
    const cells = stockConflicts(attributes, selected, inventory(5, 5), edits, inventory(4, 3));
    expect(cells).toEqual([
      { key: "10", field: "quantity", label: "Rosso", mine: "5", theirs: "4", editedHere: false },
      { key: "11", field: "quantity", label: "Blu", mine: "12", theirs: "3", editedHere: true },
    ]);
  });

  it("finds nothing when the server still holds what the page loaded", () => {
    const edits = new Map([["11", { quantity: 12 }]]);
    expect(stockConflicts(attributes, selected, inventory(5, 5), edits, inventory(5, 5))).toEqual([]);
  });
});
