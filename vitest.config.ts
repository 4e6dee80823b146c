import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { stringAreasDefine } from "./scripts/string-areas-define";

// Kept apart from vite.config.ts: the Remix plugin must not run under vitest.
const app = fileURLToPath(new URL("./app", import.meta.url));

/*
 * The contract files of a worker share one module graph (`isolate: false`): the server's modules
 * are imported once per worker instead of once per file (each file still starts its own server on
 * its own SQLite file). Measured on this 2-core machine, 2 workers: 94 s -> 62 s, most of it imports.
 * The unit files keep one graph and one jsdom document each: sharing them took those files from
 * 40 s to 11 s, but a form engine test failed once in about twenty runs, depending on which files
 * had run before it in its worker, and a failure that depends on order cannot be told from a real one.
 * Files of plain logic run in Node instead of jsdom (`// @vitest-environment node`, see setup.ts):
 * the unit files' CPU time went from 96 s to 65 s.
 */

export default defineConfig({
  resolve: { alias: { "~": app } },
  test: {
    projects: [
      {
        resolve: { alias: { "~": app } },
        define: stringAreasDefine,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
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
