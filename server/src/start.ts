import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { installActivityLog } from "./activity/install";
import { stopEventHub } from "./events/hub";
import { installEventActor } from "./events/install";
import type { Kysely } from "kysely";
import { scheduleRetention } from "./activity/retention";
import { createApp } from "./app";
import { loadConfig, resolveJwtSecret, type Config } from "./config";
import { openDatabase, type DB } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import { seedBase } from "./seed/base";
import { seedDemo } from "./seed/demo";

export interface StartOptions extends Partial<Config> {
  /** Overrides the process environment (tests pass {} to ignore the developer's shell). */
  env?: Record<string, string | undefined>;
  /**
   * false: the database is ready (a cluster worker: the primary migrated and seeded it, and
   * resolved the JWT secret); only open it and read the secret.
   */
  prepare?: boolean;
}

export interface RunningServer {
  /** Origin, e.g. http://localhost:8080 */
  url: string;
  port: number;
  db: DB;
  config: Config;
  close(): Promise<void>;
}

/** Opens the database, migrates, runs the base seed, then resolves the JWT secret. */
export async function prepareDatabase(config: Config): Promise<{ db: Kysely<Database>; config: Config }> {
  const db = openDatabase(config.dbFile);
  try {
    await migrateToLatest(db);
    await seedBase(db);
    const resolved = await resolveJwtSecret(db, config);
    if (resolved.demoSeed) {
      const anyAdmin = await db.selectFrom("admins").select("id").limit(1).executeTakeFirst();
      if (!anyAdmin) await seedDemo(db, { uploadDir: resolved.uploadDir, log: (m) => console.log(`demo seed: ${m}`) });
    }
    return { db, config: resolved };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

/** Opens a database that prepareDatabase already made ready (by another process). */
async function openPrepared(config: Config): Promise<{ db: Kysely<Database>; config: Config }> {
  const db = openDatabase(config.dbFile);
  try {
    return { db, config: await resolveJwtSecret(db, config) };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

/** Starts the HTTP server; `port: 0` picks a free port. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { env, prepare = true, ...overrides } = options;
  const loaded = loadConfig(env ?? process.env, overrides);
  const { db, config } = prepare ? await prepareDatabase(loaded) : await openPrepared(loaded);
  // Only the serving connection records (its TEMP triggers); the seed above wrote without them.
  installActivityLog(db, env ?? process.env);
  installEventActor(db);
  const app = createApp({ db, config });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  // The activity log's retention: now, then once a day (an unref'd timer; stopped by close()).
  const retention = scheduleRetention(db);
  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    db,
    config: { ...config, port },
    async close() {
      if (closed) return;
      closed = true;
      await retention.stop();
      // Open event streams would otherwise hold server.close() until their clients leave.
      stopEventHub(db);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would otherwise hold close() open.
        if ("closeAllConnections" in server) (server as { closeAllConnections(): void }).closeAllConnections();
      });
      await db.destroy();
    },
  };
}
