import { isClusterWorker, runPrimary, runWorker, workerCount } from "./cluster";
import { startServer } from "./start";

/*
 * `npm run server`: migrate, seed the basics (and the demo shop with DEMO_SEED=1 on an empty
 * database), serve the API, uploads and the built admin app. WORKERS=N (N > 1) serves with N
 * processes (cluster.ts).
 */
async function main() {
  const workers = workerCount(process.env);
  if (isClusterWorker()) {
    const server = await runWorker();
    onStop(() => server.close());
    return;
  }
  if (workers > 1) {
    const primary = await runPrimary(workers, process.env);
    console.log(`Admin panel: http://localhost:${primary.port}/admin/ (${workers} worker processes)`);
    onStop(() => primary.stop(), true);
    return;
  }
  const server = await startServer();
  console.log(`Admin panel: ${server.url}/admin/`);
  onStop(() => server.close(), true);
}

/** Stops on SIGINT/SIGTERM; `announce` prints it (a worker stays quiet: its primary speaks). */
function onStop(close: () => Promise<void>, announce = false) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (announce) console.log(`${signal}: shutting down`);
    await close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  console.error(`server failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
