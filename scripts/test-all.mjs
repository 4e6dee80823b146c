// `npm test`: every test of the project, then one closing line "N passed, N failed".
//   0. the house rules: `npm run typecheck` (typed translation keys included), `npm run lint` and
//      `npm run format:check`, one check each in the count, beside steps 1 and 2;
//   1. build the app (the end-to-end tests run against the built bundle, as it ships);
//   2. vitest: unit tests (jsdom) and contract tests (real HTTP against the server, real SQLite);
//   3. Playwright: end-to-end in Debian's Chromium against the built app on the reference server.
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
// They run beside the build, vitest (two test files at a time) and the end-to-end tests, which start
// as soon as the build and vitest are done: the house rules (about 90 s of one core) need neither, and
// a core never waits for them. Vitest's default on two cores is one file at a time, which left a core
// idle for its last two minutes (the whole step took 290 s in CI, 228 s with two).
async function checkHouseRules() {
  const reports = [];
  for (const [check, script] of [
    ["typecheck", "typecheck"],
    ["lint", "lint"],
    ["format check", "format:check"],
  ]) {
    console.log(`npm run ${script}`);
    const { code, output } = await capture(npm, ["run", "--silent", script]);
    reports.push({ check, ok: code === 0, output });
  }
  return reports;
}

async function buildAndVitest() {
  const buildCode = await run(npx, ["remix", "vite:build"]);
  rmSync(securityDir, { recursive: true, force: true });
  const vitestCode = await run(npx, [
    "vitest",
    "run",
    "--maxWorkers=2",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ]);
  return { buildCode, vitestCode };
}

const houseRulesChecked = checkHouseRules();
const { buildCode, vitestCode } = await buildAndVitest();
if (buildCode !== 0) problems.push("build failed");
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails to load counts no test; make it visible as a failure.
  const brokenSuites = (report.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).length === 0);
  failed += brokenSuites.length;
} else if (vitestCode !== 0) {
  problems.push("vitest did not report");
}
if (vitestCode !== 0 && failed === 0) problems.push(`vitest exited with ${vitestCode}`);

if (buildCode === 0) {
  // Playwright empties only its own artifacts folder: a report left by an earlier run must not count.
  rmSync(e2eJson, { force: true });
  const e2eCode = await run(npx, ["playwright", "test"], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
  const report = existsSync(e2eJson) ? JSON.parse(readFileSync(e2eJson, "utf8")) : null;
  const stats = report ? (report.stats ?? {}) : null;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    flaky.push(...flakyTests(report));
    failed += stats.unexpected ?? 0;
    if ((stats.skipped ?? 0) > 0) problems.push(`${stats.skipped} end-to-end tests skipped`);
    if (e2eCode !== 0 && (stats.unexpected ?? 0) === 0) problems.push(`Playwright exited with ${e2eCode}`);
  } else {
    problems.push("Playwright did not report");
  }
}

const houseRules = await houseRulesChecked;
passed += houseRules.filter((rule) => rule.ok).length;

// The security suites' figures: the redirect suite's from vitest, the others' from Playwright.
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
