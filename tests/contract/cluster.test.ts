import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clusterCall, startCluster, type ClusterAnswer, type ClusterServer } from "./cluster-harness";
import { ADMIN, VENDOR } from "./harness";

/*
 * WORKERS=2 (server/src/cluster.ts): two processes serve one port over one SQLite file. Every
 * request below opens its own connection, so node:cluster hands them to the workers in turn: a
 * write made through one request must be seen by the next ones whichever process answers, and the
 * state kept between requests (tokens and their revocation, sign-in throttling) must hold across
 * processes.
 */

let server: ClusterServer;

const call = (method: string, pathname: string, options: { token?: string; body?: unknown } = {}): Promise<ClusterAnswer> =>
  clusterCall(server.origin, method, pathname, options);

async function signIn(account: { email: string; password: string }): Promise<string> {
  const answer = await call("POST", "/login", { body: account });
  expect(answer.status).toBe(200);
  return answer.data.token as string;
}

beforeAll(async () => {
  server = await startCluster({ prefix: "shop-cluster-" });
});

afterAll(async () => {
  await server?.stop();
});

describe("WORKERS=2", () => {
  it("serves the port from two worker processes under the primary", () => {
    // Node children only: tsx may keep an esbuild service process under the primary as well.
    const workers = execFileSync("ps", ["--ppid", String(server.pid), "-o", "pid=,comm="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, command]) => pid !== undefined && pid !== "" && command === "node");
    expect(workers).toHaveLength(2);
  });

  it("lets every request use a token signed in through another", async () => {
    const token = await signIn(ADMIN);
    for (let i = 0; i < 4; i++) {
      const profile = await call("GET", "/profile", { token });
      expect(profile.status).toBe(200);
      expect(profile.data.user.email).toBe(ADMIN.email);
    }
  });

  it("shows a write to the requests that follow it, whichever process answers them", async () => {
    const token = await signIn(ADMIN);
    const slug = `cluster-${Date.now()}`;
    const created = await call("POST", "/brand/action", { token, body: { title: "Cluster brand", slug } });
    expect(created.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const found = await call("GET", `/brand/find/${created.data.id}`, { token });
      expect(found.status).toBe(200);
      expect(found.data.slug).toBe(slug);
    }
    const renamed = await call("POST", `/brand/action/${created.data.id}`, { token, body: { title: "Renamed", slug } });
    expect(renamed.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await call("GET", `/brand/find/${created.data.id}`, { token })).data.title).toBe("Renamed");
  });

  it("refuses a signed-out token in every process", async () => {
    const token = await signIn(VENDOR);
    expect((await call("GET", "/profile", { token })).status).toBe(200);
    expect((await call("GET", "/logout", { token })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const after = await call("GET", "/profile", { token });
      expect(after.status).toBe(204);
    }
  });

  it("counts failed sign-ins for one account across processes", async () => {
    const wrong = { email: "nobody-cluster@example.com", password: "wrong-password" };
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await call("POST", "/login", { body: wrong })).http);
    // Ten tries per account and window (groups/auth.ts), then 429, wherever the tries landed.
    expect(answers.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
  it("gives concurrent invoice requests from both processes one number per order, none twice (order/invoice)", async () => {
    const token = await signIn(ADMIN);
    const orders = await call("GET", "/order/all", { token });
    const ids = (orders.data.data as Array<{ id: number }>).slice(0, 8).map((o) => o.id);
    expect(ids).toHaveLength(8);
    // Each order asked for twice at once, every request on its own connection (either worker).
    const answers = await Promise.all(ids.flatMap((id) => [0, 1].map(() => call("POST", `/order/invoice/${id}`, { token }))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numberOf = new Map<number, string>();
    for (const a of answers) {
      const seen = numberOf.get(a.data.order_id);
      if (seen) expect(a.data.number).toBe(seen);
      numberOf.set(a.data.order_id, a.data.number);
    }
    expect(numberOf.size).toBe(8);
    const sequences = [...new Set(answers.map((a) => a.data.sequence as number))].sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
