/*
 * What the benchmarks share: the bench database (seeded on first use) and the reference server started
 * as a child process, so a benchmark's own work (a load generator, a browser driver) never runs in the
 * server's process and never shares its event loop.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The bench shop (≈100k products, 200k orders): BENCH_DB_FILE, or one file in the temp folder. */
export const benchDbFile = path.resolve(process.env.BENCH_DB_FILE ?? path.join(os.tmpdir(), "shop-bench.sqlite"));

/** Seeds the bench shop when its file is missing (`--scale bench`, about a minute). */
export function seedBenchIfMissing(dbFile = benchDbFile): void {
  if (existsSync(dbFile)) return;
  console.log(`seeding ${dbFile} (--scale bench, about a minute)...`);
  const res = spawnSync(process.execPath, ["--import", "tsx", "server/src/seed/cli.ts", "--reset", "--demo", "--scale", "bench"], {
    cwd: root,
    env: { ...process.env, DB_FILE: dbFile },
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("seeding the bench database failed");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  process: ChildProcess;
  /** Stops the server (all its workers) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * The reference server in its own process (server/src/main.ts, as `npm run server` starts it) on a free
 * port; resolves once it answers. `env` adds to the server's environment (DB_FILE, STATIC_DIR,
 * DEMO_SEED, UPLOAD_DIR…).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG: "0", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`server exited with ${code}`))));
  // Migrating a copy of the bench shop can take a while: poll until it answers at all (a 404 of a
  // missing build counts: the port is served).
  const ready = (async () => {
    for (;;) {
      try {
        await fetch(`${url}/admin/config.json`);
        return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, process: child, stop };
}

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A token of the demo shop's superadmin (or `account`), signed in through the API as the panel does. */
export async function benchSignIn(origin: string, account = { email: "admin@example.com", password: "admin123" }): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(account),
  });
  const body = (await res.json()) as { status: number; data: { token: string } };
  if (body.status !== 200) throw new Error(`${account.email} could not sign in`);
  return body.data.token;
}
