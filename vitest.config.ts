import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { stringAreasDefine } from "./scripts/string-areas-define";

// Kept apart from vite.config.ts: the Remix plugin must not run under vitest.
const app = fileURLToPath(new URL("./app", import.meta.url));

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
          // `npm test` runs vitest beside the end-to-end tests, a little below their priority: a
          // test that takes one second alone may take several then.
          testTimeout: 15000,
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
          // Beside the end-to-end tests in `npm test` (see the unit project), with room to spare.
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
