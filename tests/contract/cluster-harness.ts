import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/bench-server";

/*
 * The real server with WORKERS=2 (server/src/cluster.ts) as a child process, for the contract tests
 * that check what two processes over one SQLite file share. Requests go one per connection
 * (`clusterCall`), so node:cluster may hand each to either worker.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));

export interface ClusterServer {
  origin: string;
  port: number;
  /** The primary process (its children are the workers). */
  pid: number;
  /** The directory holding the database (`shop.sqlite`) and uploads. */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the cluster on a free port over a fresh directory: from a copy of `seededFrom`'s
 * `shop.sqlite` when given, else the primary seeds the demo shop. `env` adds settings.
 */
export async function startCluster(options: { prefix: string; seededFrom?: string; env?: Record<string, string> }): Promise<ClusterServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), options.prefix));
  mkdirSync(path.join(dir, "static"), { recursive: true });
  if (options.seededFrom) copyFileSync(path.join(options.seededFrom, "shop.sqlite"), path.join(dir, "shop.sqlite"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      WORKERS: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DB_FILE: path.join(dir, "shop.sqlite"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      STATIC_DIR: path.join(dir, "static"),
      DEMO_SEED: options.seededFrom ? "0" : "1",
      LOG: "0",
      JWT_SECRET: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Admin panel:")) resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, port, pid: child.pid ?? 0, dir, stop };
}

export interface ClusterAnswer {
  http: number;
  status: number;
  data: any;
}

/** One admin API request on a connection of its own (no keep-alive: the next may reach the other worker). */
export function clusterCall(
  origin: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ClusterAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}/api/admin${pathname}`,
      {
        method,
        agent: false,
        headers: {
          Accept: "application/json",
          Connection: "close",
          ...(payload ? { "Content-Type": "application/json" } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const body = JSON.parse(text) as { status: number; data: unknown };
          resolve({ http: res.statusCode ?? 0, status: body.status, data: body.data });
        });
      },
    );
    req.once("error", reject);
    req.end(payload);
  });
}
