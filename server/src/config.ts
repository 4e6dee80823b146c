import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";

/** The repository root, so relative defaults do not depend on the shell's working directory. */
export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface Config {
  port: number;
  /** Interface to bind; undefined = every interface (Node's default). */
  host: string | undefined;
  dbFile: string;
  uploadDir: string;
  staticDir: string;
  /** Access-token lifetime in seconds (the panel's own session cap is 1800 s). */
  tokenTtl: number;
  /** Lifetime when the login asked to be remembered. */
  rememberTtl: number;
  /** HS256 secret; filled from the DB by resolveJwtSecret when JWT_SECRET is not set. */
  jwtSecret: string;
  /** Public origin used to build image URLs when the server sits behind a proxy; else the request origin. */
  publicUrl: string | undefined;
  /** A reverse proxy stands in front: take the client's address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** One access-log line per request. */
  log: boolean;
  /** Seed the demo shop on start when the admins table is empty. */
  demoSeed: boolean;
  /** Live events (docs/events.md): seconds between heartbeats of an idle stream. */
  eventsHeartbeatSeconds: number;
  /** Live events: open streams one admin may hold in one process (more answer 429). */
  eventsStreamsPerAdmin: number;
}

type Env = Record<string, string | undefined>;

function intOr(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function fromRoot(value: string | undefined, fallback: string): string {
  return path.resolve(projectRoot, value && value.trim() !== "" ? value : fallback);
}

/**
 * Reads the environment. The JWT secret may still be empty here: it is completed by
 * resolveJwtSecret once the database is open.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: intOr(env.PORT, 8080, "PORT"),
    host: env.HOST && env.HOST.trim() !== "" ? env.HOST : undefined,
    dbFile: fromRoot(env.DB_FILE, "data/shop.sqlite"),
    uploadDir: fromRoot(env.UPLOAD_DIR, "data/uploads"),
    staticDir: fromRoot(env.STATIC_DIR, "build/client"),
    tokenTtl: intOr(env.TOKEN_TTL, 1800, "TOKEN_TTL"),
    rememberTtl: intOr(env.REMEMBER_TTL, 7 * 24 * 3600, "REMEMBER_TTL"),
    jwtSecret: env.JWT_SECRET ?? "",
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    trustProxy: env.TRUST_PROXY === "1",
    log: env.LOG === "1",
    demoSeed: env.DEMO_SEED === "1",
    eventsHeartbeatSeconds: intOr(env.EVENTS_HEARTBEAT_SECONDS, 15, "EVENTS_HEARTBEAT_SECONDS"),
    eventsStreamsPerAdmin: intOr(env.EVENTS_STREAMS_PER_ADMIN, 6, "EVENTS_STREAMS_PER_ADMIN"),
  };
  const merged = { ...config, ...withoutUndefined(overrides) };
  if (merged.tokenTtl < 60) throw new Error("TOKEN_TTL must be at least 60 seconds");
  return merged;
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const SECRET_KEY = "jwt_secret";

/**
 * Without JWT_SECRET a random secret is generated once and kept in env_settings, so tokens
 * survive restarts without anyone having to configure anything.
 */
export async function resolveJwtSecret(db: Kysely<Database>, config: Config): Promise<Config> {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
    return config;
  }
  const row = await db.selectFrom("env_settings").select("value").where("key", "=", SECRET_KEY).executeTakeFirst();
  if (row?.value) return { ...config, jwtSecret: row.value };
  const secret = randomBytes(48).toString("base64url");
  await db
    .insertInto("env_settings")
    .values({ key: SECRET_KEY, value: secret })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  // Re-read: if two processes raced, both end up with the stored winner.
  const stored = await db.selectFrom("env_settings").select("value").where("key", "=", SECRET_KEY).executeTakeFirstOrThrow();
  return { ...config, jwtSecret: stored.value ?? secret };
}
