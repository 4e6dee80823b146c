// `npm start`: the panel with a demo shop on a fresh machine. Installs what is missing, builds the
// app, creates and seeds the demo database on first start, and serves everything on one port.
import { existsSync } from "node:fs";
import path from "node:path";
import { npm, npx, root, run, runOrExit } from "./lib.mjs";

const port = process.env.PORT ?? "8080";
const dbFile = process.env.DB_FILE ?? "data/shop.sqlite";

if (!existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  console.log("Installing dependencies (first start; better-sqlite3 compiles from source, a few minutes)…");
  await runOrExit(npm, ["ci", "--no-audit", "--no-fund"], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
}

if (!process.argv.includes("--no-build")) {
  console.log("Building the admin panel…");
  await runOrExit(npx, ["remix", "vite:build"]);
}

const fresh = !existsSync(path.resolve(root, dbFile));
console.log(fresh ? `Creating the demo shop in ${dbFile}…` : `Using the database ${dbFile}.`);
console.log(`
  Admin panel:  http://localhost:${port}/admin/
  Superadmin:   admin@example.com / admin123
  Vendor:       vendor@example.com / vendor123
`);
const code = await run(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
  env: { ...process.env, PORT: port, DB_FILE: dbFile, DEMO_SEED: "1" },
});
process.exit(code);
