import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAst, type Plugin, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { chunkFileName, groupChunks } from "../../scripts/vite-chunks";
import { precompress } from "../../scripts/vite-precompress";

/*
 * The build's cut into files (scripts/vite-chunks.ts): what the login page imports goes to `vendor`
 * and `base`, what the signed-in layout adds goes to `panel`, and nothing a page does not import is
 * pulled into them through a package's index or the side-effect-only imports between a package's
 * own modules.
 */

interface FakeModule {
  code: string;
  imports?: string[];
  /** The modules that import this one with `import()`. */
  dynamicImporters?: string[];
  sideEffects?: boolean;
}

/** A module graph as Rollup's manualChunks sees it, from each module's code and resolved imports. */
function graph(modules: Record<string, FakeModule>): Rollup.ManualChunkMeta {
  const infos = new Map(
    Object.entries(modules).map(([id, module]) => [
      id,
      {
        id,
        ast: parseAst(module.code),
        importedIds: module.imports ?? [],
        dynamicImporters: module.dynamicImporters ?? [],
        moduleSideEffects: module.sideEffects ?? true,
        isExternal: false,
      } as unknown as Rollup.ModuleInfo,
    ]),
  );
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id) => infos.get(id) ?? null };
}

const app = (file: string) => `/p/app/${file}`;
const lib = (file: string) => `/p/node_modules/${file}`;

const shop = graph({
  [app("entry.client.tsx")]: { code: `import { start } from "./session/start";`, imports: [app("session/start.ts")] },
  [app("session/start.ts")]: { code: `import { Button } from "ui"; export const start = 1;`, imports: [lib("ui/index.mjs")] },
  [app("root.tsx")]: { code: `export default 1;` },
  [app("shell/login-layout.tsx")]: { code: `export default 1;` },
  [app("routes/login.tsx")]: { code: `export default 1;` },
  [app("shell/default-layout.tsx")]: {
    code: `import { Modal } from "ui"; import { Button } from "ui"; export default 1;`,
    imports: [lib("ui/index.mjs")],
  },
  [app("routes/products.tsx")]: { code: `import { Table } from "ui"; export default 1;`, imports: [lib("ui/index.mjs")] },
  // The two screen kinds' toolkits: a list's and a record's route helpers, and what both use.
  [app("routing/kit/list-route.tsx")]: {
    code: `import { Table } from "ui"; import { rows } from "../ui/rows"; import { toast } from "../ui/toast"; export default 1;`,
    imports: [lib("ui/index.mjs"), app("ui/rows.ts"), app("ui/toast.ts")],
  },
  [app("routing/kit/record-route.tsx")]: {
    code: `import { form } from "../ui/form"; import { toast } from "../ui/toast"; import { picker } from "../ui/picker"; export default 1;`,
    imports: [app("ui/form.ts"), app("ui/toast.ts"), app("ui/picker.ts")],
  },
  [app("ui/rows.ts")]: {
    code: `export const rows = 1; export const later = () => import("./picker");`,
    imports: [],
  },
  // A form's input that a list loads on first use (ui/first-use.tsx), with its positioning library.
  [app("ui/picker.ts")]: {
    code: `import { position } from "fui"; export const picker = position;`,
    imports: [lib("@floating-ui/dom/index.mjs")],
    dynamicImporters: [app("ui/rows.ts")],
  },
  [lib("@floating-ui/dom/index.mjs")]: { code: `export const position = 1;`, sideEffects: false },
  [app("ui/form.ts")]: { code: `export const form = 1;` },
  [app("ui/toast.ts")]: { code: `export const toast = 1;` },
  // A component library's index and its components, side-effect free as its package.json says.
  [lib("ui/index.mjs")]: {
    code: `export { Button } from "./Button.mjs"; export { Modal } from "./Modal.mjs"; export { Table } from "./Table.mjs";`,
    imports: [lib("ui/Button.mjs"), lib("ui/Modal.mjs"), lib("ui/Table.mjs")],
    sideEffects: false,
  },
  [lib("ui/Button.mjs")]: {
    code: `import "./Table.mjs"; import { core } from "./core.mjs"; export const Button = core;`,
    imports: [lib("ui/Table.mjs"), lib("ui/core.mjs")],
    sideEffects: false,
  },
  [lib("ui/Modal.mjs")]: {
    code: `import { core } from "./core.mjs"; export const Modal = core;`,
    imports: [lib("ui/core.mjs")],
    sideEffects: false,
  },
  [lib("ui/Table.mjs")]: { code: `export const Table = 1;`, sideEffects: false },
  [lib("ui/core.mjs")]: { code: `export const core = 1;`, sideEffects: false },
});

/** Each module's group, "" for none (Rollup's own cut). */
function groupsOf(meta: Rollup.ManualChunkMeta): Record<string, string> {
  const assign = groupChunks();
  return Object.fromEntries([...meta.getModuleIds()].map((id) => [id.replace("/p/", ""), assign(id, meta) ?? ""]));
}

describe("the build's chunk groups", () => {
  const groups = groupsOf(shop);

  it("puts what the login page imports into vendor (libraries) and base (the app's own)", () => {
    expect(groups["app/session/start.ts"]).toBe("base");
    expect(groups["node_modules/ui/Button.mjs"]).toBe("vendor");
    expect(groups["node_modules/ui/core.mjs"]).toBe("vendor");
  });

  it("puts what only the signed-in layout adds into panel", () => {
    expect(groups["node_modules/ui/Modal.mjs"]).toBe("panel");
  });

  it("puts the app's own modules of the list and record screens' toolkits into lists, forms and screens (both)", () => {
    expect(groups["app/ui/rows.ts"]).toBe("lists");
    expect(groups["app/ui/form.ts"]).toBe("forms");
    expect(groups["app/ui/toast.ts"]).toBe("screens");
    expect(groups["app/routing/kit/list-route.tsx"]).toBe("lists");
  });

  it("leaves a form's module that a list loads on first use out of forms, and floating-ui in a file of its own", () => {
    expect(groups["app/ui/picker.ts"]).toBe("");
    expect(groups["node_modules/@floating-ui/dom/index.mjs"]).toBe("floating");
  });

  it("follows a package index only to the names asked for, and skips side-effect-only imports inside a package", () => {
    // Table is reached through the index (by products and the list helper: a library, so in no
    // screen-kind group) and by Button's `import "./Table.mjs"`.
    expect(groups["node_modules/ui/Table.mjs"]).toBe("");
  });

  it("leaves the entry and the route modules in their own files", () => {
    for (const own of [
      "app/entry.client.tsx",
      "app/root.tsx",
      "app/routes/login.tsx",
      "app/shell/default-layout.tsx",
      "app/routes/products.tsx",
    ]) {
      expect(groups[own]).toBe("");
    }
  });

  it("names shared chunks by hash, groups and lazy parts by name", () => {
    const chunk = (name: string, isDynamicEntry = false) => ({ name, isDynamicEntry }) as Rollup.PreRenderedChunk;
    expect(chunkFileName(chunk("Button"))).toBe("assets/[hash].js");
    expect(chunkFileName(chunk("vendor"))).toBe("assets/[name]-[hash].js");
    expect(chunkFileName(chunk("sales-bars", true))).toBe("assets/[name]-[hash].js");
  });
});

describe("precompressing Remix's route manifest", () => {
  it("after the SSR build, the manifest Remix wrote into the client's assets gets .br and .gz copies", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "precompress-manifest-"));
    const assets = path.join(build, "client", "assets");
    mkdirSync(assets, { recursive: true });
    mkdirSync(path.join(build, "server"));
    writeFileSync(
      path.join(assets, "manifest-0123abcd.js"),
      `window.__remixManifest=${JSON.stringify({ routes: Array(200).fill("route") })};`,
    );
    const plugin: Plugin = precompress();
    const writeBundle = plugin.writeBundle as unknown as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
    const closeBundle = plugin.closeBundle as unknown as () => Promise<void>;
    await writeBundle.call({}, { dir: path.join(build, "server") }, {});
    await closeBundle.call({});
    expect(readdirSync(assets).sort()).toEqual(["manifest-0123abcd.js", "manifest-0123abcd.js.br", "manifest-0123abcd.js.gz"]);
  });
});
