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
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
