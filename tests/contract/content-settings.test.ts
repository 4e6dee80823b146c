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
import { adminWith, FORBIDDEN, NOT_FOUND, notAnImage, png, zip } from "./content-helpers";

const t = useTestServer();
let admin: string;
let vendor: string;
const envValue = async (key: string) =>
  (await t().server.db.selectFrom("env_settings").select("value").where("key", "=", key).executeTakeFirst())?.value;

beforeAll(async () => {
  ({ admin, vendor } = await signInDemo(t()));
});

describe("setting", () => {
  it("find returns the seeded settings without admin_id", async () => {
    const res = await t().api(admin).get("/setting/find");
    expect(res.data).toMatchObject({ currency: "EUR", currency_icon: "€", city: "Milano", enable_ga: 0, logo: expect.any(String) });
    expect(res.data).not.toHaveProperty("admin_id");
  });

  it("currency is gated (the original had no gate) and validated", async () => {
    const body = { currency: "usd", currency_icon: "$", currency_position: 1, decimal_format: "en-US" };
    expect(await t().api(vendor).post("/setting/currency", body)).toMatchObject(FORBIDDEN);
    const res = await t().api(admin).post("/setting/currency", body);
    expect(res).toMatchObject({ status: 200, data: { currency: "USD", currency_position: 1, decimal_format: "en-US" } });
    // Saving the same values again is a success, not "Something went wrong".
    expect((await t().api(admin).post("/setting/currency", body)).status).toBe(200);
    const bad = await t().api(admin).post("/setting/currency", { currency_position: 3 });
    expect(bad.data.form).toEqual([
      "The currency field is required.",
      "The currency icon field is required.",
      "The selected currency position is invalid.",
    ]);
  });

  it("address, miscellaneous and analytics save their fields", async () => {
    const addr = await t().api(admin).post("/setting/address", {
      email: "a@example.com",
      address_1: "Via Po 2",
      city: "Torino",
      state: "TO",
      zip: "10121",
      country: "Italia",
    });
    expect(addr.data).toMatchObject({ city: "Torino" });
    expect((await t().api(admin).post("/setting/address", { email: "nope" })).data.form).toContain(
      "The email must be a valid email address.",
    );
    const misc = {
      attach_pdf: 0,
      send_seller_email: 1,
      cookie_banner: 1,
      vendor_registration: 0,
      guest_checkout: 1,
      default_country: "IT",
    };
    expect((await t().api(admin).post("/setting/miscellaneous", misc)).data).toMatchObject(misc);
    expect((await t().api(admin).post("/setting/miscellaneous", { attach_pdf: 2 })).data.form).toContain(
      "The selected attach pdf is invalid.",
    );
    const ga = await t().api(admin).post("/setting/analytics", { enable_ga: 1, enable_pixel: 0 });
    expect(ga.data.form).toEqual(["The ga id field is required when enable ga is 1."]);
    expect((await t().api(admin).post("/setting/analytics", { enable_ga: 1, ga_id: "G-ABC123", enable_pixel: 0 })).data).toMatchObject({
      enable_ga: 1,
      ga_id: "G-ABC123",
    });
    expect((await t().api(admin).get("/setting/find")).data).toMatchObject({ city: "Torino", guest_checkout: 1, ga_id: "G-ABC123" });
  });

  it("upload-logo stores the file in settings.logo; convert-image returns base64", async () => {
    expect((await t().api(admin).postForm("/setting/upload-logo", { photo: notAnImage() })).status).toBe(201);
    const res = await t().api(admin).postForm("/setting/upload-logo", { photo: png(), id: "1" });
    expect(res.data.logo).toMatch(/^logo-\d+-\d+\.png$/);
    const b64 = await t().api(admin).get(`/setting/convert-image/${res.data.logo}`);
    expect(Buffer.from(b64.data, "base64").subarray(0, 4).toString("latin1")).toBe("\x89PNG");
    expect((await t().api(admin).get("/setting/convert-image/missing.png")).message).toBe(NOT_FOUND);
    expect((await t().api(admin).get("/setting/convert-image/..%2Fshop.sqlite")).message).toBe(NOT_FOUND);
  });

  it("social login secrets are write-only: masked on read, kept when the mask comes back", async () => {
    const save = await t().api(admin).post("/setting/social-login-action", {
      google_login: 1,
      facebook_login: 0,
      googleClientId: "gid.apps",
      googleClientSecret: "super-secret-value-1234",
      facebookClientId: "",
      facebookClientSecret: "",
    });
    expect(save.data).toMatchObject({ google_login: 1, googleClientId: "gid.apps", googleClientSecret: "••••1234" });
    const read = await t().api(admin).get("/setting/social-login-find");
    expect(read.data.googleClientSecret).toBe("••••1234");
    expect(JSON.stringify(read.data)).not.toContain("super-secret");
    await t()
      .api(admin)
      .post("/setting/social-login-action", { ...read.data, google_login: 1 });
    expect(await envValue("google_client_secret")).toBe("super-secret-value-1234");
    await t()
      .api(admin)
      .post("/setting/social-login-action", { ...read.data, googleClientSecret: "" });
    expect(await envValue("google_client_secret")).toBe("super-secret-value-1234");
    // facebook's stored placeholder secret is kept too when "" is sent.
    expect(await envValue("facebook_client_secret")).toBe("demo-facebook-secret-placeholder");
    const missing = await t().api(admin).post("/setting/social-login-action", { google_login: 0, facebook_login: 1 });
    expect(missing.data.form).toEqual(["The facebook client id field is required when facebook login is 1."]);
  });

  it("smtp: password masked, kept on mask, replaced when new; validated", async () => {
    const read = await t().api(admin).get("/setting/smtp-find");
    expect(read.data).toMatchObject({ smtpHost: "smtp.example.com", smtpPassword: "••••lder" });
    const saved = await t()
      .api(admin)
      .post("/setting/smtp-action", { ...read.data, smtpHost: "mail.example.org" });
    expect(saved.data.smtpHost).toBe("mail.example.org");
    expect(await envValue("smtp_password")).toBe("demo-smtp-placeholder");
    await t()
      .api(admin)
      .post("/setting/smtp-action", { ...read.data, smtpPassword: "n3w-pass-9876" });
    expect(await envValue("smtp_password")).toBe("n3w-pass-9876");
    expect((await t().api(admin).get("/setting/smtp-find")).data.smtpPassword).toBe("••••9876");
    const bad = await t().api(admin).post("/setting/smtp-action", { smtpPort: 70000, smtpEncryption: "rot13", mailFrom: "x" });
    expect(bad.data.form).toEqual(
      expect.arrayContaining([
        "The smtpHost field is required.",
        "The smtpPort must not be greater than 65535.",
        "The selected smtpEncryption is invalid.",
        "The mailFrom must be a valid email address.",
      ]),
    );
  });

  it("media storage saves the .env-style values", async () => {
    const read = await t().api(admin).get("/setting/media-storage-find");
    expect(read.data).toMatchObject({ mediaStorage: "LOCAL", thumbPrefix: "thumb-" });
    expect((await t().api(admin).post("/setting/media-storage-action", { mediaStorage: "URL" })).data.form).toEqual([
      "The cdn url field is required when media storage is URL.",
    ]);
    expect((await t().api(admin).post("/setting/media-storage-action", { mediaStorage: "FTP" })).data.form).toContain(
      "The selected mediaStorage is invalid.",
    );
    const ok = await t()
      .api(admin)
      .post("/setting/media-storage-action", { ...read.data, cdnUrl: "https://cdn.example.com/" });
    expect(ok.data.cdnUrl).toBe("https://cdn.example.com/");
    expect(await envValue("cdn_url")).toBe("https://cdn.example.com/");
  });

  it("a vendor cannot read or change settings", async () => {
    for (const p of [
      "/setting/find",
      "/setting/social-login-find",
      "/setting/smtp-find",
      "/setting/media-storage-find",
      "/setting/convert-image/x.png",
    ]) {
      expect(await t().api(vendor).get(p)).toMatchObject(FORBIDDEN);
    }
    for (const p of [
      "/setting/address",
      "/setting/miscellaneous",
      "/setting/analytics",
      "/setting/social-login-action",
      "/setting/smtp-action",
      "/setting/media-storage-action",
    ]) {
      expect(await t().api(vendor).post(p, {})).toMatchObject(FORBIDDEN);
    }
    expect(await t().api(vendor).postForm("/setting/upload-logo", { photo: png() })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/setting/find")).status).toBe(204);
  });
});

describe("site-setting", () => {
  it("find, action and upload of the three logo columns only", async () => {
    const find = await t().api(admin).get("/site-setting/find");
    expect(find.data).toMatchObject({ site_name: "Demo Shop", header_logo: expect.any(String) });
    expect(find.data).not.toHaveProperty("admin_id");
    const res = await t().api(admin).post("/site-setting/action", {
      site_name: "Bottega",
      meta_title: "Bottega",
      meta_description: "Shop",
      primary_color: "#112233",
      styling: "body{color:red}</style>",
    });
    expect(res.data).toMatchObject({ id: find.data.id, site_name: "Bottega", styling: "body{color:red}</style>" });
    const bad = await t().api(admin).post("/site-setting/action", { primary_color: "red" });
    expect(bad.data.form).toEqual([
      "The site name field is required.",
      "The meta title field is required.",
      "The meta description field is required.",
      "The primary color format is invalid.",
    ]);
    const up = await t().api(admin).postForm("/site-setting/upload", { photo: png(), type: "footer_logo" });
    expect(up.data.footer_logo).toMatch(/^footer_logo-\d+-\d+\.png$/);
    const wrong = await t().api(admin).postForm("/site-setting/upload", { photo: png(), type: "site_name" });
    expect(wrong.data).toEqual({ form: ["The selected type is invalid."] });
    expect((await t().api(admin).get("/site-setting/find")).data.site_name).toBe("Bottega");
    const headers = { Authorization: `Bearer ${admin}`, Accept: "application/json", "Content-Type": "application/json", language: "fr" };
    const fr = await t().raw("/api/admin/site-setting/action", {
      method: "POST",
      headers,
      body: JSON.stringify({ site_name: "Boutique", meta_title: "Boutique", meta_description: "Magasin" }),
    });
    expect((await fr.json()).data).toMatchObject({ site_name: "Boutique", meta_title: "Boutique" });
    expect((await t().api(admin).get("/site-setting/find")).data.site_name).toBe("Bottega");
    const frRead = await t().raw("/api/admin/site-setting/find", { headers });
    expect((await frRead.json()).data.site_name).toBe("Boutique");
  });

  it("is gated by site_setting permissions", async () => {
    expect(await t().api(vendor).get("/site-setting/find")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/site-setting/action", {})).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).postForm("/site-setting/upload", { photo: png(), type: "email_logo" })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/site-setting/find")).status).toBe(204);
  });
});

describe("payment", () => {
  it("find masks secrets; saving the masks back keeps them; a new value replaces", async () => {
    const find = await t().api(admin).get("/payment/find");
    expect(find.data).toMatchObject({ cash_on_delivery: 1, stripe: 1, stripe_key: "pk_test_demo_placeholder", stripe_secret: "••••0000" });
    expect(find.data).not.toHaveProperty("admin_id");
    const { id: _id, created_at: _c, updated_at: _u, ...form } = find.data;
    const saved = await t()
      .api(admin)
      .post("/payment/save", { ...form, razorpay: 1, razorpay_key: "rzp_key", razorpay_secret: "rzp-secret-5555" });
    expect(saved.data).toMatchObject({ razorpay: 1, razorpay_secret: "••••5555", stripe_secret: "••••0000" });
    const row = await t().server.db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();
    expect(row.stripe_secret).toBe("sk_test_demo_placeholder_0000");
    expect(row.paypal_secret).toBe("demo-paypal-secret-placeholder");
    expect(row.razorpay_secret).toBe("rzp-secret-5555");
    await t().api(admin).post("/payment/save", { cash_on_delivery: 1, stripe_secret: "" });
    expect((await t().server.db.selectFrom("payments").select("stripe_secret").executeTakeFirstOrThrow()).stripe_secret).toBe(
      "sk_test_demo_placeholder_0000",
    );
    const bad = await t().api(admin).post("/payment/save", { default: 9, fw_environment: "staging" });
    expect(bad.data.form).toEqual([
      "The cash on delivery field is required.",
      "The selected default is invalid.",
      "The selected fw environment is invalid.",
    ]);
  });

  it("all-payments answers the gateway list", async () => {
    const res = await t().api(admin).get("/payment/all-payments");
    expect(res.data).toHaveLength(8);
    expect(res.data[1]).toMatchObject({ id: 2, title: "Cash on delivery", active: 1, default: 1 });
  });

  it("is gated by setting.view / setting.edit", async () => {
    expect(await t().api(vendor).get("/payment/find")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).get("/payment/all-payments")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/payment/save", { cash_on_delivery: 1 })).toMatchObject(FORBIDDEN);
    const viewer = await adminWith(t(), ["setting.view"]);
    expect((await t().api(viewer.token).get("/payment/find")).status).toBe(200);
    expect(await t().api(viewer.token).post("/payment/save", { cash_on_delivery: 1 })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/payment/find")).status).toBe(204);
  });
});

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
      status: "recorded",
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
