import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { stringAreasDefine } from "./scripts/string-areas-define";

// Kept apart from vite.config.ts: the Remix plugin must not run under vitest.
const app = fileURLToPath(new URL("./app", import.meta.url));

/*
 * The test files of a worker share one module graph (`isolate: false`): the app's modules, Mantine,
 * the server's, are imported once per worker instead of once per file, and the unit files share one
 * jsdom document. Measured on this 2-core machine, 2 workers: the unit files 40 s -> 10 s, the
 * contract files 94 s -> 62 s (most of it was imports: 18 and 38 s). tests/unit/setup.ts clears
 * what a test leaves (markup, storage, cookies, mocks, timers); a file that sets a shared state
 * (the app's language) sets it itself.
 *
 * A unit file that replaces a module (`vi.mock`), which a shared graph would already hold as it is,
 * or that checks a module's state from its first import on (the marker comment "vitest: fresh
 * modules"), runs with a graph of its own, in the "unit-fresh" project.
 */
const unitTests = readdirSync("tests/unit", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file.replaceAll("\\", "/")}`);
const needsFreshModules = (file: string) => /\bvi\.mock\(|vitest: fresh modules/.test(readFileSync(file, "utf8"));
const freshUnitTests = unitTests.filter(needsFreshModules);
const unitProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
  resolve: { alias: { "~": app } },
  define: stringAreasDefine,
  test: { name, ...files, isolate, environment: "jsdom", setupFiles: ["tests/unit/setup.ts"] },
});

export default defineConfig({
  resolve: { alias: { "~": app } },
  test: {
    projects: [
      unitProject("unit", { include: ["tests/unit/**/*.test.{ts,tsx}"], exclude: freshUnitTests }, false),
      unitProject("unit-fresh", { include: freshUnitTests }, true),
      {
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          // Each contract file starts its own server on a free port with its own SQLite file, a
          // copy of the demo shop seeded once per run.
          globalSetup: ["tests/contract/seeded-template.ts"],
          pool: "forks",
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
