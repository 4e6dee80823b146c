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

/** The app's modules `file` imports for their values (or re-exports, or runs). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const node of source.statements) {
    let spec: string | null = null;
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
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      spec = (node.moduleSpecifier as ts.StringLiteral).text;
    }
    const target = spec === null ? null : resolve(file, spec);
    if (target) found.push(target);
  }
  return found;
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
  .filter((file) => /["']~\/(shell\/list-route|ui\/list-page\/list-page)["']/.test(readFileSync(file, "utf8")));

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
