// The security suites' figures: each suite leaves test-results/security/<suite>.json
// ({"suite","tried","through"}, written by tests/e2e/support/security-results.ts); these helpers read
// them and print one line per suite for `npm run test:security` and `npm test`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

export const securityDir = path.join(root, "test-results", "security");

/** The suites' figures now on disk, by suite (vitest's and Playwright's suites write side by side). */
export function readSecurityResults() {
  const results = new Map();
  if (!existsSync(securityDir)) return results;
  for (const file of readdirSync(securityDir).filter((name) => name.endsWith(".json"))) {
    try {
      const { suite, tried, through } = JSON.parse(readFileSync(path.join(securityDir, file), "utf8"));
      results.set(suite, { suite, tried, through });
    } catch {
      results.set(file.replace(/\.json$/, ""), { suite: file, tried: 0, through: Number.NaN });
    }
  }
  return results;
}

/** Prints "xss: 234 tried, 0 got through", one line per suite; returns how many got through in all. */
export function printSecurityResults(results) {
  let through = 0;
  for (const { suite, tried, through: got } of [...results.values()].sort((a, b) => a.suite.localeCompare(b.suite))) {
    console.log(`${suite}: ${tried} tried, ${Number.isNaN(got) ? "unreadable results," : got} got through`);
    through += Number.isNaN(got) ? 1 : got;
  }
  return through;
}
