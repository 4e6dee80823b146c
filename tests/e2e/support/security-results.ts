import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the security suites share. Each suite counts the cases it tried and how many got through
 * (a payload that ran, a CSP violation, a fault that broke the shell …) and leaves the figures in
 * test-results/security/<suite>.json, which `npm run test:security` and `npm test` print.
 */
export interface SecurityResult {
  suite: string;
  tried: number;
  through: number;
}

export const securityResultsDir = path.resolve("test-results", "security");

/** Waits a little without a timer (the lock below is held for microseconds). */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `update` while no other worker does: Playwright's workers are separate processes, and a
 * suite split over several tests adds to the same file. `mkdir` is atomic, so it is the lock.
 */
function underLock(file: string, update: () => void) {
  const lock = `${file}.lock`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (attempt > 500) throw new Error(`could not lock ${file}`, { cause: error });
      pause(10);
    }
  }
  try {
    update();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readResult(file: string, suite: string): SecurityResult {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SecurityResult;
  } catch {
    return { suite, tried: 0, through: 0 };
  }
}

/**
 * Adds a test's figures to its suite's results file (`npm test` and `npm run test:security`, which
 * print the sums, empty the folder first, so the sums are of their run). A test records what it
 * tried even when something got through: call it before the assertion that fails the test.
 */
export function recordResult(suite: string, tried: number, through: number): void {
  mkdirSync(securityResultsDir, { recursive: true });
  const file = path.join(securityResultsDir, `${suite}.json`);
  underLock(file, () => {
    const sum = readResult(file, suite);
    const next: SecurityResult = { suite, tried: sum.tried + tried, through: sum.through + through };
    writeFileSync(file, `${JSON.stringify(next)}\n`);
  });
}
