// @vitest-environment node
import { describe, expect, it } from "vitest";
import { changedFields, isDirty } from "~/ui/edit-page/dirty";
import { rules, slugify, zodFieldErrors } from "~/ui/edit-page/rules";
import { fieldOfMessage, mapServerErrors, serverMessageKind } from "~/ui/edit-page/server-errors";
import * as z from "zod/mini";

const fields = [
  { name: "title" },
  { name: "meta_title" },
  { name: "slug" },
  { name: "parent" },
  { name: "category_id" },
  { name: "image", aliases: ["photo"] },
  { name: "values" },
];

describe("Laravel message → field", () => {
  it("finds the attribute Laravel names in the sentence, longest first", () => {
    expect(fieldOfMessage("The title field is required.", fields)).toBe("title");
    expect(fieldOfMessage("The meta title field is required.", fields)).toBe("meta_title");
    expect(fieldOfMessage("The category id must be a number.", fields)).toBe("category_id");
    expect(fieldOfMessage("The selected category id is invalid.", fields)).toBe("category_id");
  });

  it("uses aliases (images are validated as `photo`) and nested attributes", () => {
    expect(fieldOfMessage("The photo must not be greater than 1024 kilobytes.", fields)).toBe("image");
    expect(fieldOfMessage("The values.0.title field is required.", fields)).toBe("values");
  });

  it("knows the business messages that name no attribute", () => {
    expect(fieldOfMessage("Slug already exists.", fields)).toBe("slug");
    expect(fieldOfMessage("Category and parent category can not be the same", fields)).toBe("parent");
  });

  it("leaves unknown sentences to the form", () => {
    expect(fieldOfMessage("Something went wrong.", fields)).toBeNull();
    // "title" must not match inside another word.
    expect(fieldOfMessage("The titles are odd.", fields)).toBeNull();
  });

  it("maps a flattened error map to fields and the form", () => {
    const mapped = mapServerErrors(
      { form: ["The title field is required.", "The meta title field is required.", "Slug already exists.", "Server hiccup."] },
      fields,
    );
    expect(mapped.fields).toEqual({
      title: ["The title field is required."],
      meta_title: ["The meta title field is required."],
      slug: ["Slug already exists."],
    });
    expect(mapped.form).toEqual(["Server hiccup."]);
  });

  it("ignores a business message whose field is not on this form", () => {
    expect(fieldOfMessage("Slug already exists.", [{ name: "title" }])).toBeNull();
  });

  it("recognises the messages the panel can translate", () => {
    expect(serverMessageKind("The meta title field is required.")).toBe("required");
    expect(serverMessageKind("Slug already exists.")).toBe("slugTaken");
    expect(serverMessageKind("The slug has already been taken.")).toBe("slugTaken");
    expect(serverMessageKind("Other.")).toBeNull();
  });
});

describe("unsaved-changes detection", () => {
  it("sees no change in what inputs hand back for the same data", () => {
    expect(isDirty({ a: null, b: 10, c: ["1"] }, { a: "", b: "10", c: ["1"] })).toBe(false);
    expect(isDirty({ a: undefined }, { a: "" })).toBe(false);
  });

  it("sees real changes, nested ones included", () => {
    expect(isDirty({ title: "A" }, { title: "B" })).toBe(true);
    expect(isDirty({ price: 10 }, { price: "10.5" })).toBe(true);
    expect(isDirty({ values: [{ title: "Red" }] }, { values: [{ title: "Red" }, { title: "" }] })).toBe(true);
    expect(isDirty({ values: [{ title: "Red" }] }, { values: [{ title: "Rosso" }] })).toBe(true);
    expect(changedFields({ a: 1, b: "x", c: "" }, { a: 1, b: "y", c: null })).toEqual(["b"]);
  });

  it("compares lists of plain values as sets: a reordered list is no change, another value is", () => {
    expect(isDirty({ categories: ["3", "1", "2"] }, { categories: ["1", "2", "3"] })).toBe(false);
    expect(isDirty({ tags: ["red", "blue"] }, { tags: ["blue", "red"] })).toBe(false);
    expect(isDirty({ categories: ["1", "2"] }, { categories: ["1", "3"] })).toBe(true);
    expect(isDirty({ categories: ["1", "1"] }, { categories: ["1", "2"] })).toBe(true);
    expect(isDirty({ ids: [1, 2] }, { ids: ["2", "1"] })).toBe(false);
  });

  it("keeps the order of rows, which the user sees", () => {
    expect(isDirty({ values: [{ title: "S" }, { title: "M" }] }, { values: [{ title: "M" }, { title: "S" }] })).toBe(true);
  });
});

describe("client rules", () => {
  const schema = z.object({ title: rules.required(), slug: rules.slug(), price: rules.positive(), stock: rules.nonNegative() });

  it("reports each field's first problem as an i18n key", () => {
    const result = schema.safeParse({ title: "  ", slug: "Bad Slug", price: "0", stock: "-1" });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      title: "validation.required",
      slug: "validation.slug",
      price: "validation.positive",
      stock: "validation.nonNegative",
    });
  });

  it("accepts good values", () => {
    expect(schema.safeParse({ title: "Shoe", slug: "red-shoe-2", price: "12.5", stock: "" }).success).toBe(true);
    expect(schema.safeParse({ title: "Shoe", slug: "red-shoe", price: 3, stock: 0 }).success).toBe(true);
  });

  it("slugifies titles with accents and symbols", () => {
    expect(slugify("Caffè & Tè — Édition 2")).toBe("caffe-te-edition-2");
  });
});
