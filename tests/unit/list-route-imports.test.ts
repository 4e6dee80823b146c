import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * A list screen must not load its record form's code (issue 16: the products list's fresh load had
 * the edit page, the image upload and the form's grid in it). This follows the app's own static
 * imports from each route module that shows a list page, as the bundler does: an import of types
 * only is erased.
 */

const root = path.resolve(__dirname, "../../app");
const FORM_CODE = ["ui/edit-page/edit-page.tsx", "ui/resource/resource-form.tsx"];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The value imports of `file`: each module specifier with the names taken from it ("*" for all). */
function valueImportSpecs(file: string): Array<{ spec: string; names: string[] }> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: Array<{ spec: string; names: string[] }> = [];
  for (const node of source.statements) {
    let spec: string | null = null;
    let names: string[] = ["*"];
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) spec = (node.moduleSpecifier as ts.StringLiteral).text;
      if (bindings && ts.isNamedImports(bindings))
        names = bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      spec = (node.moduleSpecifier as ts.StringLiteral).text;
    }
    if (spec !== null) found.push({ spec, names });
  }
  return found;
}

/** The app's modules `file` imports for their values (or re-exports, or runs). */
function valueImports(file: string): string[] {
  return valueImportSpecs(file).flatMap(({ spec }) => resolve(file, spec) ?? []);
}

/** Every module `start` loads, with the import that first reached each (to name the chain). */
function importChains(start: string): Map<string, string | null> {
  const via = new Map<string, string | null>([[start, null]]);
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.shift()!;
    for (const next of valueImports(file)) {
      if (!via.has(next)) {
        via.set(next, file);
        pending.push(next);
      }
    }
  }
  return via;
}

function chainTo(via: Map<string, string | null>, target: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = target; at; at = via.get(at)) chain.unshift(path.relative(root, at));
  return chain.join(" → ");
}

const routesDir = path.join(root, "routes");
const listRoutes = readdirSync(routesDir)
  .map((name) => path.join(routesDir, name))
  .filter((file) => /["']~\/(routing\/kit\/list-route|ui\/list-page\/list-page)["']/.test(readFileSync(file, "utf8")));

describe("list screens' code", () => {
  it("finds the list route modules", () => {
    expect(listRoutes.length).toBeGreaterThan(20);
  });

  it.each(listRoutes.map((file) => [path.relative(root, file), file]))("%s does not load the record form's code", (_name, file) => {
    const via = importChains(file);
    const reached = FORM_CODE.map((form) => path.join(root, form)).filter((form) => via.has(form));
    expect(reached.map((form) => chainTo(via, form))).toEqual([]);
  });

  it("sees the form's code where it is loaded: a record route", () => {
    const via = importChains(path.join(routesDir, "brands.$id.tsx"));
    expect(via.has(path.join(root, "ui/resource/resource-form.tsx"))).toBe(true);
  });
});

/*
 * What only a click shows (the user menu, the bell's list, the column chooser, tooltips, dialogs, a
 * record picker's dropdown) brings Mantine's floating-position and overlay code; the signed-in
 * layout and a list screen load it on first use only (ui/first-use.tsx), not with the page.
 */
const POPUP_COMPONENTS = [
  "Autocomplete",
  "Combobox",
  "HoverCard",
  "Menu",
  "Modal",
  "MultiSelect",
  "Popover",
  "ScrollArea",
  "Select",
  "TagsInput",
  "Tooltip",
];

/** The popup components each module reached from `start` imports from Mantine, as chains. */
function popupImports(start: string): string[] {
  const via = importChains(start);
  return [...via.keys()].flatMap((file) =>
    valueImportSpecs(file)
      .filter(({ spec }) => spec === "@mantine/core")
      .flatMap(({ names }) => names.filter((name) => POPUP_COMPONENTS.includes(name)))
      .map((name) => `${name} in ${chainTo(via, file)}`),
  );
}

describe("popups load on first use", () => {
  it.each([["shell/default-layout.tsx"], ["routes/products.tsx"], ["routes/orders.tsx"]])(
    "%s does not load Mantine's popups with the page",
    (name) => {
      expect(popupImports(path.join(root, name))).toEqual([]);
    },
  );

  it("sees a popup where it is loaded: the user menu's own module", () => {
    expect(popupImports(path.join(root, "shell/user-menu-dropdown.tsx"))).toContain("Menu in shell/user-menu-dropdown.tsx");
  });
});
