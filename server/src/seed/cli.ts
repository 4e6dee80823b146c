import { rmSync } from "node:fs";
import path from "node:path";
import { loadConfig, projectRoot, resolveJwtSecret } from "../config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { seedBase } from "./base";
import { SEED_SCALES, type SeedScale } from "./context";
import { seedDemo } from "./demo";

/*
 * npm run seed -- [--reset] [--demo] [--seed N] [--scale demo|medium|bench]
 * Works on DB_FILE (default data/shop.sqlite). Stop the server before --reset.
 */

function parseArgs(argv: string[]) {
  const opts = { reset: false, demo: false, seed: 42, scale: "demo" as SeedScale };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--reset") opts.reset = true;
    else if (a === "--demo") opts.demo = true;
    else if (a === "--seed") {
      opts.seed = Number(value());
      if (!Number.isInteger(opts.seed)) throw new Error("--seed must be an integer");
    } else if (a === "--scale") {
      const wanted = value();
      const s = SEED_SCALES.find((x) => x === wanted);
      if (!s) throw new Error(`--scale must be one of ${SEED_SCALES.join(", ")}`);
      opts.scale = s;
    } else if (a === "--help" || a === "-h") {
      console.log(`usage: seed [--reset] [--demo] [--seed N] [--scale ${SEED_SCALES.join("|")}]`);
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const relative = path.relative(projectRoot, config.dbFile);
  const shown = relative && !relative.startsWith("..") ? relative : config.dbFile;
  if (opts.reset) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(config.dbFile + suffix, { force: true });
    console.log(`reset: deleted ${shown}`);
  }
  const db = openDatabase(config.dbFile);
  try {
    const applied = await migrateToLatest(db);
    console.log(`migrations: ${applied.length ? applied.join(", ") : "up to date"}`);
    const base = await seedBase(db);
    console.log(
      `base seed: ${base.permissionsCreated} permissions created` +
        (base.rolesCreated.length ? `, roles ${base.rolesCreated.join(", ")}` : "") +
        (base.filled.length ? `, filled ${base.filled.join(", ")}` : ""),
    );
    await resolveJwtSecret(db, config);
    if (opts.demo) {
      const started = Date.now();
      await seedDemo(db, { seed: opts.seed, scale: opts.scale, uploadDir: config.uploadDir, log: (m) => console.log(`demo: ${m}`) });
      console.log(`demo seed (seed ${opts.seed}, scale ${opts.scale}) finished in ${Date.now() - started} ms`);
    }
    console.log(`database: ${shown}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(`seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
