import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, ok } from "../../http/envelope";
import { isoNow, toIso, withCreated } from "../../http/format";
import { paginate } from "../../http/pagination";
import { field, isBlank, laravel, validateBody } from "../../http/validate";
import { findPanel, savePanel } from "../../http/panel-version";
import type { Db } from "./common";

/*
 * deploy (extension, not in the original): the storefront rebuild hook. This server never makes
 * outbound requests, so `trigger` does NOT call the webhook: it records a deploy row and a message
 * naming the hook that a real deployment would call.
 *
 * Progress is simulated, deterministically: a deploy is `running` for DEPLOY_RUN_SECONDS after it
 * was triggered and `success` from then on (finished_at = created_at + DEPLOY_RUN_SECONDS). The
 * switch is made when the deploys are next read (find, all, trigger), so a panel polling `find`
 * sees it finish. Only one runs at a time: a trigger meanwhile is refused (and a double click makes
 * one deploy). Rows of the earlier "record only" version keep their status `recorded`.
 */

export const deployRoutes = new Hono<Env>();

/** How long a triggered deploy stays `running`. */
export const DEPLOY_RUN_SECONDS = 3;
export const DEPLOY_BUSY_MESSAGE = "A deploy is already running. Please wait until it finishes.";

/** Marks the running deploys whose time is up as finished. */
async function settleDeploys(db: Db): Promise<void> {
  const running = await db.selectFrom("deploys").select(["id", "created_at"]).where("status", "=", "running").execute();
  const now = Date.now();
  for (const r of running) {
    const started = Date.parse(r.created_at);
    const done = (Number.isNaN(started) ? now : started) + DEPLOY_RUN_SECONDS * 1000;
    if (done > now) continue;
    await db
      .updateTable("deploys")
      .set({ status: "success", finished_at: toIso(new Date(done)) })
      .where("id", "=", r.id)
      .where("status", "=", "running")
      .execute();
  }
}

async function settings(db: Db) {
  const found = await db.selectFrom("deploy_settings").selectAll().orderBy("id").limit(1).executeTakeFirst();
  if (found) return found;
  await db.insertInto("deploy_settings").values({ updated_at: isoNow() }).execute();
  return db.selectFrom("deploy_settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

async function lastDeploy(db: Db) {
  await settleDeploys(db);
  return (
    (await db.selectFrom("deploys").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst()) ?? null
  );
}

/** The panel as find answers it, read on `db` (the write's transaction, or the database). */
async function deployOut(db: Db) {
  const s = await settings(db);
  return { id: s.id, webhook_url: s.webhook_url ?? "", updated_at: s.updated_at, last_deploy: await lastDeploy(db) };
}

/** The version covers the webhook, not the last deploy's progress (it moves by itself). */
const settingsPart = ({ last_deploy: _progress, ...settings }: Awaited<ReturnType<typeof deployOut>>) => settings;

deployRoutes.get("/find", gate("setting.view"), (c) => findPanel(c, deployOut, settingsPart));

const httpsUrl = field<string>((v) => {
  if (isBlank(v)) return { ok: false, messages: [laravel.required("webhook_url")] };
  if (typeof v !== "string") return { ok: false, messages: [laravel.string("webhook_url")] };
  const s = v.trim();
  if (s.length > 2048) return { ok: false, messages: [laravel.maxChars("webhook_url", 2048)] };
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return { ok: false, messages: [laravel.url("webhook_url")] };
  }
  if (u.protocol !== "https:") return { ok: false, messages: ["The webhook url must start with one of the following: https://."] };
  if (u.username || u.password) return { ok: false, messages: [laravel.url("webhook_url")] };
  return { ok: true, value: s };
});

deployRoutes.post("/action", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, z.object({ webhook_url: httpsUrl }));
  if (!v.ok) return v.response;
  const write = async (trx: Db) => {
    const s = await settings(trx);
    await trx
      .updateTable("deploy_settings")
      .set({ webhook_url: v.data.webhook_url, updated_at: isoNow() })
      .where("id", "=", s.id)
      .execute();
    return deployOut(trx);
  };
  const saved = await savePanel(c, deployOut, write, settingsPart);
  return saved instanceof Response ? saved : ok(c, saved);
});

deployRoutes.post("/trigger", gate("setting.edit"), async (c) => {
  const s = await settings(c.get("db"));
  if (!s.webhook_url) return businessError(c, "Please set the deploy webhook URL first.");
  const db = c.get("db");
  await settleDeploys(c.get("db"));
  const now = isoNow();
  // The check and the insert in one transaction: two triggers at once make one deploy.
  const id = await db.transaction().execute(async (trx) => {
    const busy = await trx.selectFrom("deploys").select("id").where("status", "=", "running").executeTakeFirst();
    if (busy) return null;
    const inserted = await trx
      .insertInto("deploys")
      .values({
        status: "running",
        message: `Recorded only: the storefront rebuild hook (POST ${s.webhook_url}) would be called here; this server makes no outbound requests.`,
        triggered_by: c.get("admin").id,
        webhook_url: s.webhook_url,
        created_at: now,
        finished_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  if (id === null) return businessError(c, DEPLOY_BUSY_MESSAGE);
  const row = await db.selectFrom("deploys").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return ok(c, row, "Deploy recorded.");
});

deployRoutes.get("/all", gate("setting.view"), async (c) => {
  const db = c.get("db");
  await settleDeploys(c.get("db"));
  const q = db
    .selectFrom("deploys as d")
    .leftJoin("admins as a", "a.id", "d.triggered_by")
    .select([
      "d.id",
      "d.status",
      "d.message",
      "d.webhook_url",
      "d.triggered_by",
      "a.name as triggered_by_name",
      "d.created_at",
      "d.finished_at",
    ])
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc");
  return ok(c, await paginate(c, db, q, { map: (rows) => withCreated(rows, c.req.query("time_zone")) }));
});
