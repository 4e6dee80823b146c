import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { Config } from "../../server/src/config";
import { startServer, type RunningServer } from "../../server/src/start";

/*
 * Contract-test harness: a real server on a free port with its own SQLite file, upload folder and
 * a tiny static "build", the demo shop seeded (a copy of the run's seeded template). Use it once per test file:
 *
 *   const t = useTestServer();
 *   it("...", async () => {
 *     const token = await t().login("admin@example.com", "admin123");
 *     const res = await t().api(token).get("/profile");
 *     expect(res.status).toBe(200);      // body status; res.http is the HTTP status
 *   });
 */

export interface Envelope<T = any> {
  data: T;
  status: number;
  token: string | null;
  message: string;
}

/** The parsed body; `http` (not enumerable, so it does not disturb toEqual) is the HTTP status. */
export type Reply<T = any> = Envelope<T> & { readonly http: number };

export const ADMIN = { email: "admin@example.com", password: "admin123" };
export const VENDOR = { email: "vendor@example.com", password: "vendor123" };

export interface TestServer {
  url: string;
  server: RunningServer;
  /** Temp folders of this server. */
  dirs: { root: string; uploads: string; static: string };
  raw(pathname: string, init?: RequestInit): Promise<Response>;
  login(email: string, password: string): Promise<string>;
  api(token?: string | null): ApiClient;
  close(): Promise<void>;
}

export interface ApiClient {
  get<T = any>(pathname: string, query?: Record<string, string | number>): Promise<Reply<T>>;
  post<T = any>(pathname: string, body?: unknown): Promise<Reply<T>>;
  del<T = any>(pathname: string): Promise<Reply<T>>;
  /** multipart/form-data; File/Blob values are sent as files. */
  postForm<T = any>(pathname: string, fields: Record<string, string | Blob | Array<string | Blob>>): Promise<Reply<T>>;
}

async function toReply<T>(res: Response): Promise<Reply<T>> {
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Expected JSON from ${res.url} (HTTP ${res.status}), got: ${text.slice(0, 200)}`);
  }
  Object.defineProperty(body, "http", { value: res.status, enumerable: false });
  return body as Reply<T>;
}

/**
 * Mirrors a folder with hard links: each server gets the template's uploads (about 900 files)
 * without copying them, which took most of a second per test file. Safe because the server never
 * rewrites an upload in place: it creates files exclusively and deletes by unlinking, so one
 * server's writes and deletions never reach the template or another server's folder.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), "shop-contract-"));
  const dirs = { root, uploads: path.join(root, "uploads"), static: path.join(root, "static") };
  mkdirSync(path.join(dirs.static, "assets"), { recursive: true });
  writeFileSync(path.join(dirs.static, "index.html"), "<!doctype html><title>Admin panel</title><div id=app-shell></div>");
  writeFileSync(path.join(dirs.static, "config.json"), '{"apiHost":""}');
  writeFileSync(path.join(dirs.static, "assets", "app-abc123.js"), "console.log('app');");

  // The demo shop seeded once per run (seeded-template.ts): a copy, which the server finds seeded.
  const template = inject("seededTemplate");
  if (template && existsSync(path.join(template, "shop.sqlite"))) {
    copyFileSync(path.join(template, "shop.sqlite"), path.join(root, "shop.sqlite"));
    if (existsSync(path.join(template, "uploads"))) linkTree(path.join(template, "uploads"), dirs.uploads);
  }

  const server = await startServer({
    env: {}, // ignore the developer's shell (PORT, DB_FILE, ...)
    port: 0,
    host: "127.0.0.1",
    dbFile: path.join(root, "shop.sqlite"),
    uploadDir: dirs.uploads,
    staticDir: dirs.static,
    demoSeed: true,
    log: false,
    ...overrides,
  });
  const url = server.url.replace("localhost", "127.0.0.1");
  const raw = (pathname: string, init?: RequestInit) => fetch(`${url}${pathname}`, { redirect: "manual", ...init });

  const api = (token?: string | null): ApiClient => {
    const headers = (extra: Record<string, string> = {}) => ({
      Accept: "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extra,
    });
    const full = (p: string) => `/api/admin${p.startsWith("/") ? p : `/${p}`}`;
    return {
      async get(p, query) {
        const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : "";
        return toReply(await raw(full(p) + qs, { headers: headers() }));
      },
      async post(p, body) {
        return toReply(
          await raw(full(p), {
            method: "POST",
            headers: headers({ "Content-Type": "application/json" }),
            body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
          }),
        );
      },
      async del(p) {
        return toReply(await raw(full(p), { method: "DELETE", headers: headers() }));
      },
      async postForm(p, fields) {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) {
          for (const item of Array.isArray(v) ? v : [v]) {
            if (typeof item === "string") form.append(k, item);
            else form.append(k, item, item instanceof File ? item.name : "upload.bin");
          }
        }
        return toReply(await raw(full(p), { method: "POST", headers: headers(), body: form }));
      },
    };
  };

  const login = async (email: string, password: string) => {
    const res = await api().post("/login", { email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(res.data)}`);
    return res.data.token as string;
  };

  return {
    url,
    server,
    dirs,
    raw,
    login,
    api,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Starts one server for the test file (beforeAll) and stops it (afterAll). */
export function useTestServer(overrides: Partial<Config> = {}): () => TestServer {
  let t: TestServer | undefined;
  beforeAll(async () => {
    t = await startTestServer(overrides);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error("test server not started yet");
    return t;
  };
}

/** The payload of a JWT, without verifying it (what the panel does too). */
export function jwtPayload(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
}

/**
 * The contract's validation failure (1.3): body status 201 and, under `form`, `messages` — the exact
 * list, or a matcher such as `expect.arrayContaining([...])` where only some of them matter.
 */
export function expectValidationFailure(reply: Reply, messages: unknown): void {
  expect(reply.status).toBe(201);
  expect(reply.data.form).toEqual(messages);
}
