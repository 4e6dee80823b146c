import { changedFields, isDirty } from "../edit-page/dirty";
import type { FormField } from "./messages";

/*
 * What a conflict view shows and what it stores (record-versions extension, or a re-read where the
 * backend has none): the form's values as loaded (`base`), as typed (`mine`) and as someone else
 * saved them since (`theirs`). A row is a field the other save changed to something else than the
 * form holds; everything else merges by itself (a field only this user changed stays theirs to keep).
 */

export type Side = "yours" | "theirs";

export interface ConflictRow {
  key: string;
  /** The field's label, in the user's words. */
  label: string;
  yours: string;
  theirs: string;
  /** What the view starts at: yours where this user changed the field, theirs where only the other did. */
  pick: Side;
}

/** Rows from a part of the page saved apart (a product's stock), with how the choices are applied to it. */
export interface ConflictPart {
  rows: ConflictRow[];
  apply: (choices: Readonly<Record<string, Side>>) => void;
}

/** How a value reads in the view: the label's words for yes/no and empty, text without markup. */
export interface Describe {
  empty: string;
  yes: string;
  no: string;
  /** A list told by what it has that the other side has not ("only here: a, b"). */
  only: (items: string) => string;
}

const MAX_TEXT = 240;

/** A value as text a person can compare: rich text without its tags, lists joined, files by name. */
export function describeValue(value: unknown, words: Describe): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    const plain = /<[a-z!/]/i.test(value) ? textOfHtml(value) : value;
    const squeezed = plain.replace(/\s+/g, " ").trim();
    if (squeezed === "") return words.empty;
    return squeezed.length > MAX_TEXT ? `${squeezed.slice(0, MAX_TEXT - 1)}…` : squeezed;
  }
  if (typeof File !== "undefined" && value instanceof File) return value.name;
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((item) => describeValue(item, words)).join(", ");
  const named = value as { title?: unknown; name?: unknown; id?: unknown };
  if (typeof named.title === "string") return named.title;
  if (typeof named.name === "string") return named.name;
  if (typeof named.id === "number" || typeof named.id === "string") return `#${named.id}`;
  return JSON.stringify(value);
}

/** The text of some HTML, parsed inertly (no script runs, no image loads in a template-less document). */
function textOfHtml(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

const valueAt = (values: object, key: string): unknown => (values as Record<string, unknown>)[key];
const same = (a: unknown, b: unknown) => !isDirty({ v: a }, { v: b });
const isScalarList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.every((item) => item === null || typeof item !== "object");

/**
 * Two sides of a field as the view shows them. A long list (a role's permissions) is told by its
 * difference from the other side, which is what a person has to decide about.
 */
function describePair(yours: unknown, theirs: unknown, words: Describe): { yours: string; theirs: string } {
  if (isScalarList(yours) && isScalarList(theirs)) {
    const missing = (list: unknown[], other: unknown[]) => list.filter((item) => !other.some((o) => same(o, item)));
    return {
      yours: words.only(describeValue(missing(yours, theirs), words)),
      theirs: words.only(describeValue(missing(theirs, yours), words)),
    };
  }
  return { yours: describeValue(yours, words), theirs: describeValue(theirs, words) };
}

/** The rows of a record's fields: each labelled field the other save moved to a value the form does not hold. */
export function fieldConflicts<V extends object>(
  base: V,
  mine: V,
  theirs: V,
  fields: readonly FormField[],
  label: (field: FormField) => string,
  words: Describe,
): ConflictRow[] {
  const moved = new Set(changedFields(base, theirs));
  return fields
    .filter((field) => moved.has(field.name) && !same(valueAt(mine, field.name), valueAt(theirs, field.name)))
    .map((field) => ({
      key: field.name,
      label: label(field),
      ...describePair(valueAt(mine, field.name), valueAt(theirs, field.name), words),
      pick: same(valueAt(mine, field.name), valueAt(base, field.name)) ? "theirs" : "yours",
    }));
}

/**
 * The values to save after the choices: a chosen row takes its side; any other field keeps what this
 * user typed where they changed it, else the other save's value (so nothing of either is lost).
 */
export function mergeValues<V extends object>(base: V, mine: V, theirs: V, choices: Readonly<Record<string, Side>>): V {
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  for (const key of Object.keys(mine)) {
    const choice = choices[key];
    const mineChanged = !same(valueAt(mine, key), valueAt(base, key));
    if (choice === "yours" || (choice === undefined && mineChanged)) merged[key] = valueAt(mine, key);
  }
  return merged as V;
}

/** Every row at its starting choice. */
export function startingChoices(rows: readonly ConflictRow[]): Record<string, Side> {
  return Object.fromEntries(rows.map((row) => [row.key, row.pick]));
}
