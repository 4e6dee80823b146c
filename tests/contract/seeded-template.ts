import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../../server/src/config";
import { prepareDatabase } from "../../server/src/start";

/*
 * The contract project's global set-up: the demo shop is seeded once per run into a template (a
 * SQLite file and its uploads), and each test file's server starts on a copy of it instead of
 * seeding its own (harness.ts). The seed took about a second and a half per file. The template
 * keeps no JWT secret, so each server still makes its own, as a fresh shop does.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder with the seeded `shop.sqlite` and `uploads/`. */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-contract-template-"));
  const config = loadConfig({}, { dbFile: path.join(dir, "shop.sqlite"), uploadDir: path.join(dir, "uploads"), demoSeed: true });
  const { db } = await prepareDatabase(config);
  await db.deleteFrom("env_settings").where("key", "=", "jwt_secret").execute();
  await db.destroy();
  project.provide("seededTemplate", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
