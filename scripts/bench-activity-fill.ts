/*
 * Synthetic activity-log entries for scripts/bench-activity-log.ts: a year of a busy shop's log on
 * top of the bench shop. Many people (the seeded admins and 60 former or extra staff and vendors, who
 * live on in the log by name), every area, record types in realistic shares (products and orders
 * most), record ids and titles of real products and orders, the record owner as the capture would
 * write it, 1–3 changed fields each, dates spread over the last 360 days in id order. Written in one
 * transaction with one prepared statement.
 */
import SQLite from "better-sqlite3";

/** mulberry32: the same entries for the same seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] };
}

interface Actor {
  id: number;
  name: string;
  role: string;
  /** Relative share of the entries this person makes. */
  weight: number;
}

/** [area, record_type, share of record entries]; auth entries are added apart. */
const KINDS: Array<[string, string, number]> = [
  ["catalog", "product", 36],
  ["catalog", "category", 2],
  ["catalog", "brand", 2],
  ["catalog", "attribute", 1],
  ["sales", "order", 26],
  ["sales", "withdrawal", 1],
  ["pos", "pos_order", 8],
  ["marketing", "voucher", 3],
  ["marketing", "flash_sale", 1],
  ["marketing", "bundle_deal", 1],
  ["people", "user", 4],
  ["people", "admin", 1],
  ["people", "role", 0.3],
  ["content", "page", 1],
  ["content", "banner", 1],
  ["settings", "setting", 1.7],
];
const AUTH_SHARE = 0.1;
const AUTH_ACTIONS = ["sign-in", "sign-in", "sign-in", "sign-in", "sign-out", "sign-in-failed", "password-change"];
const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
];
const FIELDS: Record<string, string[]> = {
  product: ["selling", "offered", "status", "title", "inventories.812.quantity", "description"],
  order: ["status", "payment_done", "tracking_number"],
  pos_order: ["status", "payment_done"],
  setting: ["email", "phone", "time_zone", "stripe_secret"],
};

/** A picker of `items` by their weights. */
function weighted<T>(items: Array<[T, number]>, r: () => number): () => T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let running = 0;
  const cumulative = items.map(([item, weight]) => [item, (running += weight) / total] as const);
  return () => {
    const x = r();
    for (const [item, upTo] of cumulative) if (x < upTo) return item;
    return cumulative[cumulative.length - 1][0];
  };
}

/** Adds `count` entries to the activity log of `file`; answers how many it wrote. */
export function fillActivityLog(file: string, count: number, seed = 32): number {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  const r = rng(seed);
  const admins = db.prepare("SELECT id, name FROM admins ORDER BY id").all() as Array<{ id: number; name: string }>;
  const vendorIds = new Set(
    (
      db.prepare("SELECT m.model_id AS id FROM model_has_roles m JOIN roles r ON r.id = m.role_id WHERE r.name = 'vendor'").all() as Array<{
        id: number;
      }>
    ).map((v) => v.id),
  );
  const actors: Actor[] = admins.map((a) => ({
    id: a.id,
    name: a.name,
    role: a.id === 1 ? "superadmin" : vendorIds.has(a.id) ? "vendor" : "editor",
    weight: a.id === 1 ? 20 : vendorIds.has(a.id) ? 2 : 6,
  }));
  // People who are not (or no longer) accounts: the log keeps their names.
  for (let i = 0; i < 60; i++) {
    const vendor = i >= 10;
    actors.push({
      id: 1000 + i,
      name: `${vendor ? "Vendor" : "Staff"} ${i + 1}`,
      role: vendor ? "vendor" : "editor",
      weight: vendor ? 0.6 : 3,
    });
  }
  const pickActor = weighted(
    actors.map((a) => [a, a.weight] as [Actor, number]),
    r.next,
  );
  const pickKind = weighted(
    KINDS.map(([area, type, share]) => [{ area, type }, share] as [{ area: string; type: string }, number]),
    r.next,
  );
  const products = db.prepare("SELECT id, title, admin_id FROM products ORDER BY random() LIMIT 20000").all() as Array<{
    id: number;
    title: string | null;
    admin_id: number | null;
  }>;
  const orderMax = (db.prepare("SELECT max(id) AS n FROM orders").get() as { n: number | null }).n ?? 1000;
  const insert = db.prepare(`INSERT INTO activity_log
    (created_at, request_id, admin_id, admin_name, admin_role, owner_id, area, action, record_type, record_id, record_title, changes, ip, user_agent)
    VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const now = Date.now();
  const span = 360 * 24 * 3600 * 1000;
  const change = (type: string) => {
    const fields = FIELDS[type] ?? ["title", "status"];
    const n = 1 + r.int(3);
    return Array.from({ length: n }, () => {
      const field = r.pick(fields);
      if (field.endsWith("secret")) return { field, changed: true };
      return { field, old: r.int(500), new: r.int(500) };
    });
  };
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(now - span + Math.floor((span * i) / count)).toISOString().replace(/Z$/, "000Z");
      const actor = pickActor();
      const ip = `198.51.100.${1 + (actor.id % 250)}`;
      const agent = AGENTS[actor.id % AGENTS.length];
      if (r.next() < AUTH_SHARE) {
        const action = r.pick(AUTH_ACTIONS);
        const failed = action === "sign-in-failed";
        insert.run(
          at,
          failed ? null : actor.id,
          failed ? null : actor.name,
          failed ? null : actor.role,
          failed ? null : actor.id,
          "auth",
          action,
          "admin",
          String(actor.id),
          actor.name,
          "[]",
          ip,
          agent,
        );
        continue;
      }
      const kind = pickKind();
      const x = r.next();
      const action = x < 0.2 ? "create" : x < 0.9 ? "update" : "delete";
      let recordId: string;
      let title: string;
      let owner: number;
      if (kind.type === "product") {
        const p = r.pick(products);
        recordId = String(p.id);
        title = p.title ?? `Product ${p.id}`;
        owner = actor.role === "vendor" ? actor.id : (p.admin_id ?? 1);
      } else if (kind.type === "order" || kind.type === "pos_order") {
        const id = 1 + r.int(orderMax);
        recordId = String(id);
        title = `#${String(id).padStart(8, "0")}`;
        owner = actor.role === "vendor" ? actor.id : 1;
      } else if (kind.type === "setting") {
        recordId = r.pick(["setting", "smtp", "site-setting", "payment"]);
        title = recordId;
        owner = 1;
      } else {
        const id = 1 + r.int(500);
        recordId = String(id);
        title = `${kind.type.replace("_", " ")} ${id}`;
        owner = actor.role === "vendor" ? actor.id : 1;
      }
      const changes = change(kind.type).map((c) =>
        action === "create" && "old" in c
          ? { field: c.field, new: c.new }
          : action === "delete" && "new" in c
            ? { field: c.field, old: c.old }
            : c,
      );
      insert.run(
        at,
        actor.id,
        actor.name,
        actor.role,
        owner,
        kind.area,
        action,
        kind.type,
        recordId,
        title,
        JSON.stringify(changes),
        ip,
        agent,
      );
    }
  })();
  db.exec("ANALYZE activity_log");
  db.close();
  return count;
}
