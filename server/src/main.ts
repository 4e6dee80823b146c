import { startServer } from "./start";

/*
 * `npm run server`: migrate, seed the basics (and the demo shop with DEMO_SEED=1 on an empty
 * database), serve the API, uploads and the built admin app.
 */
async function main() {
  const server = await startServer();
  console.log(`Admin panel: ${server.url}/admin/`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await server.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  console.error(`server failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
