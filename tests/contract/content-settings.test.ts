import { beforeAll, describe, expect, it } from "vitest";

import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWith, FORBIDDEN, NOT_FOUND, notAnImage, png } from "./content-helpers";

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

  it("the shop's time zone (extension): seeded, saved with the address, kept when left out, cleared, checked", async () => {
    expect((await t().api(admin).get("/setting/find")).data).toMatchObject({ time_zone: "Europe/Rome" });
    const address = { email: "a@example.com", address_1: "Via Po 2", city: "Torino", state: "TO", zip: "10121", country: "Italia" };
    const zone = async () => ((await t().api(admin).get("/setting/find")).data as { time_zone: string | null }).time_zone;
    expect(
      (
        await t()
          .api(admin)
          .post("/setting/address", { ...address, time_zone: "America/New_York" })
      ).status,
    ).toBe(200);
    expect(await zone()).toBe("America/New_York");
    await t().api(admin).post("/setting/address", address);
    expect(await zone()).toBe("America/New_York");
    const bad = await t()
      .api(admin)
      .post("/setting/address", { ...address, time_zone: "Mars/Olympus" });
    expect(bad.data.form).toEqual(["The time zone must be a valid time zone."]);
    await t()
      .api(admin)
      .post("/setting/address", { ...address, time_zone: "" });
    expect(await zone()).toBeNull();
    await t()
      .api(admin)
      .post("/setting/address", { ...address, time_zone: "Europe/Rome" });
    expect(await zone()).toBe("Europe/Rome");
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
