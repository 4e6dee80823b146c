import cluster, { type Worker } from "node:cluster";
import { loadConfig } from "./config";
import { prepareDatabase, startServer, type RunningServer } from "./start";

/*
 * WORKERS=N (N > 1): the answer to "one core is not enough". The primary process migrates and
 * seeds the database once, then forks N worker processes; each opens the same SQLite file (WAL,
 * busy_timeout: db/database.ts; write transactions take the lock up front: db/statement-cache.ts)
 * and serves the same port, node:cluster handing the connections out in turn. Everything a request
 * relies on between requests lives in the database, not in a process (server/docs/performance.md,
 * "Several processes"), so any worker may answer any request.
 */

/** WORKERS from the environment: a whole number ≥ 1 (default 1: one process, no cluster). */
export function workerCount(env: Record<string, string | undefined>): number {
  const raw = env.WORKERS?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, got "${raw}"`);
  return n;
}

/** How long a crashed worker's replacement waits, so a worker failing at start does not spin. */
const RESTART_DELAY_MS = 1000;

/**
 * The primary: prepares the database, forks `count` workers, resolves with the port once all
 * listen, replaces a worker that dies, and stops them all on `stop()`.
 */
export async function runPrimary(count: number, env: Record<string, string | undefined>): Promise<{ port: number; stop(): Promise<void> }> {
  const { db } = await prepareDatabase(loadConfig(env));
  await db.destroy();
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let listening = 0;
    const onListening = (_worker: Worker, address: { port: number }) => {
      if (++listening === count) {
        cluster.off("listening", onListening);
        resolve(address.port);
      }
    };
    cluster.on("listening", onListening);
    cluster.once("exit", (_worker: Worker, code: number | null) => {
      if (listening < count) reject(new Error(`a worker failed to start (exit code ${code})`));
    });
    for (let i = 0; i < count; i++) fork();
  });
  return {
    port,
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once("exit", () => resolve());
              worker.process.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}

/** A worker: serves on the shared port with the database the primary prepared. */
export function runWorker(): Promise<RunningServer> {
  return startServer({ prepare: false });
}

export const isClusterWorker = () => cluster.isWorker;
