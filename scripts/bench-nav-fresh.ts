/*
 * bench:nav's fresh-load figure: a bookmarked products list opened in a new browser context (the
 * session's cookies and storage, nothing cached) → its first row shown, BENCH_FRESH_RUNS times
 * (default 20), on the demo shop; p50 and p95 in ms.
 *
 * BENCH_BASELINE_DIR (a build of another commit: BUILD_DIR=… npx remix vite:build there) measures
 * that build too, in the same run, on its own demo server, the loads of the two alternating: the
 * before/after of a change on one machine at one moment.
 *
 * Beside each build, the floor under that figure: the login page opened fresh (no session, no data,
 * the least JavaScript of any screen) → its form shown, loads alternating with the list's. What the
 * list takes beyond it is its own code, its session and data requests, and its render.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { FRESH_SCREENS, freshLoad, signedInState } from "./bench-fresh-load";
import { percentile, startServerProcess, type ServerProcess } from "./bench-server";

const RUNS = Number(process.env.BENCH_FRESH_RUNS ?? 20);
const products = FRESH_SCREENS.find((screen) => screen.name === "products")!;
const login = FRESH_SCREENS.find((screen) => screen.name === "login")!;

interface Build {
  label: string;
  server: ServerProcess;
  scratch: string;
  times: number[];
  floor: number[];
}

async function startBuild(label: string, staticDir: string): Promise<Build> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-fresh-"));
  const server = await startServerProcess({
    DB_FILE: path.join(scratch, "shop.sqlite"),
    DEMO_SEED: "1",
    STATIC_DIR: staticDir,
    UPLOAD_DIR: path.join(scratch, "up"),
  });
  return { label, server, scratch, times: [], floor: [] };
}

/** The fresh-load lines, two per build (the list's first row, then its floor): label, p50, p95. */
export async function measureFreshLoads(browser: Browser, staticDir: string): Promise<string[]> {
  const builds = [await startBuild("this build", staticDir)];
  const baseline = process.env.BENCH_BASELINE_DIR;
  if (baseline) builds.push(await startBuild("baseline", path.resolve(baseline)));
  try {
    const states = await Promise.all(builds.map((build) => signedInState(browser, build.server.url)));
    // One warm-up load each (the server's first answers, the disk cache of its files).
    for (let run = -1; run < RUNS; run++) {
      for (const [index, build] of builds.entries()) {
        const load = await freshLoad(browser, build.server.url, products, states[index]);
        const form = await freshLoad(browser, build.server.url, login);
        if (run < 0) continue;
        build.times.push(load.firstContent);
        build.floor.push(form.firstContent);
      }
    }
  } finally {
    for (const build of builds) {
      await build.server.stop();
      rmSync(build.scratch, { recursive: true, force: true });
    }
  }
  const line = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${label.padEnd(24)}${percentile(sorted, 50).toFixed(0).padStart(8)}${percentile(sorted, 95).toFixed(0).padStart(8)}`;
  };
  return builds.flatMap((build) => [line(build.label, build.times), line("  floor: login form", build.floor)]);
}

export const FRESH_HEADER = `${"build".padEnd(24)}${"p50".padStart(8)}${"p95".padStart(8)}`;
export const FRESH_RUNS = RUNS;
