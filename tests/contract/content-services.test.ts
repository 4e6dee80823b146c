/* plugin, fcm-setting and deploy (extensions), and languages with their UI strings. */
import { existsSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { withDeps } from "../../server/src/app";
import { contentPublicGroups } from "../../server/src/groups/content";
import { publicGroups } from "../../server/src/groups";
import type { Env } from "../../server/src/http/env";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWith, FORBIDDEN, NOT_FOUND, zip } from "./content-helpers";

const t = useTestServer();
let admin: string, vendor: string;

beforeAll(async () => ({ admin, vendor } = await signInDemo(t())));

describe("plugin", () => {
  it("lists the POS plugin with masked keys", async () => {
    const res = await t().api(admin).get("/plugin/all");
    const pos = res.data.find((p: any) => p.name === "pos");
    expect(pos).toMatchObject({ active: 1, public_key: expect.stringMatching(/^••••/), secret_key: expect.stringMatching(/^••••/) });
    expect(pos).not.toHaveProperty("file");
  });

  it("upload accepts only zips; activate records local keys; delete removes", async () => {
    const notZip = await t()
      .api(admin)
      .postForm("/plugin/upload", { file: new File(["hello"], "shipping.zip", { type: "application/zip" }) });
    expect(notZip).toMatchObject({ status: 201, data: { zip: ["The file must be a file of type: zip."] } });
    expect((await t().api(admin).postForm("/plugin/upload", {})).data).toEqual({ zip: ["The file field is required."] });
    const up = await t()
      .api(admin)
      .postForm("/plugin/upload", { file: zip("Shipping.zip") });
    expect(up.data).toMatchObject({ name: "shipping", active: 0, public_key: "" });
    const row = await t().server.db.selectFrom("plugins").selectAll().where("id", "=", up.data.id).executeTakeFirstOrThrow();
    expect(existsSync(path.join(t().dirs.uploads, "plugins", row.file!))).toBe(true);
    expect((await t().raw(`/uploads/${row.file}`)).status).toBe(404);
    expect((await t().api(admin).post("/plugin/activate", { name: "shipping" })).data.form).toEqual(["The code field is required."]);
    expect(await t().api(admin).post("/plugin/activate", { name: "nothing", code: "abcd-1234" })).toMatchObject({
      status: 200,
      message: NOT_FOUND,
    });
    expect(await t().api(admin).post("/plugin/activate", { name: "shipping", code: "abcd-1234" })).toMatchObject({
      status: 200,
      data: true,
    });
    const active = await t().server.db.selectFrom("plugins").selectAll().where("id", "=", up.data.id).executeTakeFirstOrThrow();
    expect(active.active).toBe(1);
    expect(active.public_key).toMatch(/^[0-9a-f]{32}$/);
    expect(await t().api(admin).del(`/plugin/delete/${up.data.id}`)).toMatchObject({ data: true });
    expect(existsSync(path.join(t().dirs.uploads, "plugins", row.file!))).toBe(false);
    expect(await t().api(admin).del(`/plugin/delete/${up.data.id}`)).toMatchObject({ status: 200, message: NOT_FOUND });
  });

  it("is gated by setting.edit", async () => {
    const viewer = await adminWith(t(), ["setting.view"]);
    expect(await t().api(viewer.token).get("/plugin/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).postForm("/plugin/upload", { file: zip() })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/plugin/activate", { name: "pos", code: "x" })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).del("/plugin/delete/1")).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/plugin/all")).status).toBe(204);
  });
});

describe("fcm-setting and deploy (extensions)", () => {
  it("fcm: server key masked and kept, config validated as JSON", async () => {
    const find = await t().api(admin).get("/fcm-setting/find");
    expect(find.data).toMatchObject({ server_key: "••••0000", sender_id: "123456789012", web_push_config: { projectId: "demo-shop" } });
    const saved = await t()
      .api(admin)
      .post("/fcm-setting/action", { ...find.data, web_push_config: JSON.stringify({ projectId: "other" }) });
    expect(saved.data).toMatchObject({ server_key: "••••0000", web_push_config: { projectId: "other" } });
    const row = await t().server.db.selectFrom("fcm_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.server_key).toBe("AAAA-demo-placeholder-server-key-0000");
    const bad = await t().api(admin).post("/fcm-setting/action", { web_push_config: "{not json", sender_id: "abc" });
    expect(bad.data.form).toEqual(["The sender id must be a number.", "The web push config must be a valid JSON string."]);
    expect(await t().api(vendor).get("/fcm-setting/find")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/fcm-setting/action", {})).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/fcm-setting/find")).status).toBe(204);
  });

  it("deploy: https webhook only; trigger records without calling out; history paginates", async () => {
    const find = await t().api(admin).get("/deploy/find");
    expect(find.data.webhook_url).toMatch(/^https:\/\//);
    expect((await t().api(admin).post("/deploy/action", { webhook_url: "http://hooks.example.com/x" })).data.form).toEqual([
      "The webhook url must start with one of the following: https://.",
    ]);
    expect((await t().api(admin).post("/deploy/action", {})).data.form).toEqual(["The webhook url field is required."]);
    expect((await t().api(admin).post("/deploy/action", { webhook_url: "https://hooks.example.com/build/1" })).data.webhook_url).toBe(
      "https://hooks.example.com/build/1",
    );
    const trig = await t().api(admin).post("/deploy/trigger");
    expect(trig.data).toMatchObject({
      status: "running",
      webhook_url: "https://hooks.example.com/build/1",
      message: expect.stringContaining("would be called"),
    });
    const all = await t().api(admin).get("/deploy/all");
    expect(all.data.per_page).toBe(14);
    expect(all.data.total).toBe(3);
    expect(all.data.data[0]).toMatchObject({ id: trig.data.id, triggered_by_name: "Shop Admin", created: expect.any(String) });
    expect(await t().api(vendor).get("/deploy/all")).toMatchObject(FORBIDDEN);
    await t().server.db.updateTable("deploy_settings").set({ webhook_url: null }).execute();
    expect((await t().api(admin).post("/deploy/trigger")).message).toBe("Please set the deploy webhook URL first.");
    expect(await t().api(vendor).post("/deploy/trigger")).toMatchObject(FORBIDDEN);
    expect((await t().api().post("/deploy/trigger")).status).toBe(204);
  });
});

describe("language and UI strings", () => {
  it("lists, finds, creates and refuses a taken code", async () => {
    const list = await t().api(admin).get("/language/all", { orderby: "code", type: "asc" });
    expect(list.data.data.map((l: any) => l.code)).toEqual(["de", "en", "es", "fr", "it"]);
    const created = await t().api(admin).post("/language/action", { name: "Português", code: "pt", direction: "ltr", status: 1 });
    expect(created.data).toMatchObject({ code: "pt", default: 0, created: expect.any(String) });
    expect(created.data).not.toHaveProperty("admin_id");
    expect(await t().api(admin).post("/language/action", { name: "Portuguese", code: "PT" })).toMatchObject({
      status: 201,
      message: "Language already exists.",
    });
    expect((await t().api(admin).post("/language/action", { code: "p t", direction: "up" })).data.form).toEqual([
      "The name field is required.",
      "The code format is invalid.",
      "The selected direction is invalid.",
    ]);
    expect((await t().api(admin).get(`/language/find/${created.data.id}`)).data.name).toBe("Português");
    expect((await t().api(admin).get("/language/find/999999")).message).toBe(NOT_FOUND);
    const def = await t().server.db.selectFrom("languages").select("id").where("default", "=", 1).executeTakeFirstOrThrow();
    expect((await t().api(admin).del(`/language/delete/${def.id}`)).message).toBe("The default language can not be deleted.");
    expect((await t().api(admin).del(`/language/delete/${created.data.id}`)).data.code).toBe("pt");
    expect((await t().api(admin).del(`/language/delete/${created.data.id}`)).message).toBe(NOT_FOUND);
  });

  it("moving the default clears it elsewhere and keeps the default public", async () => {
    const de = await t().server.db.selectFrom("languages").select("id").where("code", "=", "de").executeTakeFirstOrThrow();
    const it_ = await t().server.db.selectFrom("languages").select("id").where("code", "=", "it").executeTakeFirstOrThrow();
    expect((await t().api(admin).post(`/language/action/${it_.id}`, { name: "Italiano", code: "it", default: 0 })).message).toBe(
      "Please make another language the default first.",
    );
    expect((await t().api(admin).post(`/language/action/${it_.id}`, { name: "Italiano", code: "it", status: 2 })).message).toBe(
      "The default language must stay public.",
    );
    const res = await t().api(admin).post(`/language/action/${de.id}`, { name: "Deutsch", code: "de", default: 1, status: 2 });
    expect(res.data).toMatchObject({ default: 1, status: 1 });
    const defaults = await t().server.db.selectFrom("languages").select("code").where("default", "=", 1).execute();
    expect(defaults).toEqual([{ code: "de" }]);
    await t().api(admin).post(`/language/action/${it_.id}`, { name: "Italiano", code: "it", default: 1 });
    expect((await t().api().get("/languages")).data.default_language.code).toBe("it");
  });

  it("reads and replaces the strings of a non-bundled language; localization serves them", async () => {
    const es = await t().server.db.selectFrom("languages").select("id").where("code", "=", "es").executeTakeFirstOrThrow();
    const read = await t().api(admin).get(`/language/strings/${es.id}`);
    expect(read.data["list.search"]).toBe("Buscar");
    const saved = await t()
      .api(admin)
      .post(`/language/strings-action/${es.id}`, { strings: { "list.search": "Búsqueda", "util.yes": "Sí" } });
    expect(saved.data).toEqual({ "list.search": "Búsqueda", "util.yes": "Sí" });
    expect(
      (
        await t()
          .api(admin)
          .post(`/language/strings-action/${es.id}`, { strings: { "bad key!": "x", ok: "" } })
      ).data.form,
    ).toEqual(["The key bad key! is invalid.", "The strings.ok field must be a non-empty string."]);
    const it_ = await t().server.db.selectFrom("languages").select("id").where("code", "=", "it").executeTakeFirstOrThrow();
    expect(
      (
        await t()
          .api(admin)
          .post(`/language/strings-action/${it_.id}`, { strings: { a: "b" } })
      ).message,
    ).toBe("The strings of a bundled language can not be changed.");
    expect((await t().api(admin).get("/language/strings/999999")).message).toBe(NOT_FOUND);

    // The public route, mounted as app.ts mounts public groups.
    const app = new Hono<Env>().use("*", withDeps({ db: t().server.db, config: t().server.config }));
    for (const g of contentPublicGroups) app.route(`/api/admin${g.prefix}`, g.router);
    const loc = await (await app.request("/api/admin/localization?locale_code=es")).json();
    expect(loc).toEqual({ data: { "list.search": "Búsqueda", "util.yes": "Sí" }, status: 200, token: null, message: "" });
    expect((await (await app.request("/api/admin/localization?locale_code=zz")).json()).message).toBe(NOT_FOUND);
    expect((await (await app.request("/api/admin/localization")).json()).data).toEqual({ form: ["The locale code field is required."] });
  });

  it("localization is public on the real server", async () => {
    expect(publicGroups.some((g) => contentPublicGroups.includes(g))).toBe(true);
    const res = await t().api().get("/localization", { locale_code: "es" });
    expect(res.status).toBe(200);
  });

  it("vendors only see their own languages and cannot change them", async () => {
    const list = await t().api(vendor).get("/language/all");
    expect(list.data.total).toBe(0);
    const es = await t().server.db.selectFrom("languages").select("id").where("code", "=", "es").executeTakeFirstOrThrow();
    expect(await t().api(vendor).get(`/language/find/${es.id}`)).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).get(`/language/strings/${es.id}`)).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/language/action", { name: "x", code: "xx" })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).del(`/language/delete/${es.id}`)).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post(`/language/strings-action/${es.id}`, { strings: {} })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/language/all")).status).toBe(204);
  });
});
