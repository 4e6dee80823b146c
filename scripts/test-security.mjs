// `npm run test:security`: the security suites alone, then one line per suite with the cases it tried
// and how many got through ("redirect: 40 tried, 0 got through").
//   1. the open-redirect payloads (vitest, tests/unit/redirect-payloads.test.ts) and the second hardening
//      round's server cases (tests/contract/security-round-2-*.test.ts: limits per spelling, sessions,
//      private proofs, stored text, vendor HTML and scope, idempotency, SVG references, voucher tries);
//   2. the Playwright suites tests/e2e/security-*.spec.ts (stored XSS, CSP, faults, double submit …)
//      against the built app on the reference server (built first when build/ is missing).
// Exits non-zero when anything got through, a test failed or a suite left no figures.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { npx, root, run } from "./lib.mjs";
import { printSecurityResults, readSecurityResults, securityDir } from "./security-results.mjs";

rmSync(securityDir, { recursive: true, force: true });
const problems = [];

const vitestCode = await run(npx, [
  "vitest",
  "run",
  "tests/unit/redirect-payloads.test.ts",
  "tests/contract/security-round-2-accounts.test.ts",
  "tests/contract/security-round-2-shop.test.ts",
]);
if (vitestCode !== 0) problems.push(`a vitest security suite failed (vitest exited with ${vitestCode})`);

const staticDir = process.env.STATIC_DIR ?? path.join(root, "build", "client");
if (!existsSync(path.join(staticDir, "index.html"))) {
  const buildCode = await run(npx, ["remix", "vite:build"]);
  if (buildCode !== 0) problems.push("the build failed");
}
if (existsSync(path.join(staticDir, "index.html"))) {
  const e2eCode = await run(npx, ["playwright", "test", "tests/e2e/security-"], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  if (e2eCode !== 0) problems.push(`a Playwright security suite failed (exit code ${e2eCode})`);
}
const results = readSecurityResults();

console.log("");
const through = printSecurityResults(results);
if (!results.has("redirect")) problems.push("the redirect suite left no figures");
if (results.size < 2) problems.push("the Playwright suites left no figures");
for (const problem of problems) console.error(`security run problem: ${problem}`);
const failed = through > 0 || problems.length > 0;
console.log(failed ? `security: ${through} got through, ${problems.length} problems` : "security: nothing got through");
process.exit(failed ? 1 : 0);
