// `npm test`: every test of the project, then one closing line "N passed, N failed".
//   - the house rules: `npm run typecheck` (typed translation keys included), `npm run lint` and
//     `npm run format:check`, one check each in the count, from the start, beside the rest;
//   - build the app (the end-to-end tests run against the built bundle, as it ships); then at once:
//   - Playwright: end-to-end in Debian's Chromium against the built app on the reference server;
//   - vitest: unit tests (jsdom) and contract tests (real HTTP against the server, real SQLite).
// Above the closing line: the security suites' figures, one line per suite ("xss: 234 tried, 0 got
// through"), from the results files the suites leave (no second run).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { capture, npm, npx, root, run } from "./lib.mjs";
import { printSecurityResults, readSecurityResults, securityDir } from "./security-results.mjs";

const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, "vitest.json");
const e2eJson = path.join(results, "e2e.json");

let passed = 0;
let failed = 0;
const problems = [];
/** End-to-end tests that failed once and passed on their retry (CI retries once): named, not hidden. */
const flaky = [];

/** The titles of the tests Playwright's JSON report marks flaky. */
function flakyTests(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const each of spec.tests ?? []) if (each.status === "flaky") found.push(`${spec.file}: ${[...path, spec.title].join(" › ")}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith(".ts") ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

// The house rules do not stop the suites: a style slip should not hide a failing test. Their reports
// are kept and printed just above the summary, where a reader of the log looks.
async function checkHouseRules() {
  const reports = [];
  for (const [check, script] of [
    ["typecheck", "typecheck"],
    ["lint", "lint"],
    ["format check", "format:check"],
  ]) {
    console.log(`npm run ${script}`);
    const { code, output } = await capture(...gentle(npm, ["run", "--silent", script]));
    reports.push({ check, ok: code === 0, output });
  }
  return reports;
}

/**
 * The steps that are not on the critical path run a little below the end-to-end tests' priority
 * (nice 5: they still get about a quarter of a core when everything is busy, so none of their
 * own timeouts is at risk). The end-to-end run leaves a core partly idle while its tests wait for
 * the browser and its assertions poll; the other steps fill that time instead of running first.
 */
function gentle(command, args) {
  return process.platform === "linux" ? ["nice", ["-n", "5", command, ...args]] : [command, args];
}

/** vitest: unit and contract tests. Its output is kept and printed as one block once it is done. */
async function vitest() {
  const { code, output } = await capture(
    ...gentle(npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]),
  );
  writeFileSync(path.join(results, "vitest.log"), output);
  return { code, output };
}

async function endToEnd() {
  const code = await run(npx, ["playwright", "test"], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
  return existsSync(e2eJson) ? { code, report: JSON.parse(readFileSync(e2eJson, "utf8")) } : { code, report: null };
}

// Order: the build first (the end-to-end tests run on it), the house rules beside it; then the
// end-to-end tests and vitest at the same time. Every suite adds its figures to test-results/security/.
rmSync(securityDir, { recursive: true, force: true });
rmSync(e2eJson, { force: true });
const houseRulesDone = checkHouseRules();
const buildCode = await run(npx, ["remix", "vite:build"]);
if (buildCode !== 0) problems.push("build failed");
const [houseRules, vitestRun, e2e] = await Promise.all([houseRulesDone, vitest(), buildCode === 0 ? endToEnd() : null]);

console.log(vitestRun.output.trimEnd());
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails to load counts no test; make it visible as a failure.
  const brokenSuites = (report.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).length === 0);
  failed += brokenSuites.length;
} else if (vitestRun.code !== 0) {
  problems.push("vitest did not report");
}
if (vitestRun.code !== 0 && failed === 0) problems.push(`vitest exited with ${vitestRun.code}`);

if (e2e) {
  const stats = e2e.report ? (e2e.report.stats ?? {}) : null;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    flaky.push(...flakyTests(e2e.report));
    failed += stats.unexpected ?? 0;
    if ((stats.skipped ?? 0) > 0) problems.push(`${stats.skipped} end-to-end tests skipped`);
    if (e2e.code !== 0 && (stats.unexpected ?? 0) === 0) problems.push(`Playwright exited with ${e2e.code}`);
  } else {
    problems.push("Playwright did not report");
  }
}

const security = readSecurityResults();

for (const { check, ok, output } of houseRules) {
  if (ok) console.log(`${check}: clean`);
  else console.error(`${check}: failed\n${output.trimEnd()}`);
}
for (const problem of problems) console.error(`test run problem: ${problem}`);
console.log(`flaky (failed once, passed on the retry): ${flaky.length}`);
for (const title of flaky) console.log(`  flaky: ${title}`);
// A suite that broke without a failing test (build, a runner that did not report) still fails the run.
if (problems.length > 0 && failed === 0) failed = problems.length;
failed += houseRules.filter((rule) => !rule.ok).length;
printSecurityResults(security);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(results, "summary.txt"), `${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
