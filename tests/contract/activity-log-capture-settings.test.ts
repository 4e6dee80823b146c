import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDITED, EXCLUDED, isDerivedIndexTable } from "../../server/src/activity/tables";
import { rawConnection } from "../../server/src/db/database";
import { insertAdmin, signInDemo, zip, type DemoSession } from "./accounts";
import { useTestServer } from "./harness";
import { changeOf, changesMatching, entriesOf, logReader, oneEntry, type LogReader } from "./activity-log-capture-helpers";

/*
 * The activity log's capture for content, settings panels, languages, scripts, plugins and the auth
 * events; a write that rolls back leaves no entry; no secret ever reaches the log; and every table
 * of the schema is either recorded or excluded with a reason (server/src/activity/tables.ts).
 */
const t = useTestServer();
let s: DemoSession;
let log: LogReader;
/** Every secret value a test below sends: none may appear in any entry. */
const SECRETS = [
  "Smtp-Secret-9931",
  "sk_live_log_secret_4242",
  "Changed-Pass-5501",
  "Wrong-Pass-6602",
  "Reset-Pass-7703",
  "Social-Secret-8804",
];

beforeAll(async () => {
  s = await signInDemo(t());
  log = logReader(t());
});
afterAll(() => log.close());

const admin = () => t().api(s.admin);

describe("content", () => {
  it("a page", async () => {
    const body = {
      title: "Log Page",
      slug: "log-page",
      page_from_component: 2,
      meta_title: "T",
      meta_description: "D",
      description: "<p>x</p>",
    };
    const entry = await oneEntry(log, () => admin().post("/page/action", body), { area: "content", action: "create", record_type: "page" });
    expect(entry.record_title).toBe("Log Page");
  });

  it("a banner, and a home slider", async () => {
    const base = {
      title: "Log Banner",
      slug: "log-banner",
      type: 4,
      source_type: 3,
      tags: "summer",
      status: 1,
      source_categories: [],
      source_brands: [],
      source_products: [],
    };
    await oneEntry(log, () => admin().post("/banner/action", { ...base, closable: 1 }), {
      area: "content",
      action: "create",
      record_type: "banner",
    });
    await oneEntry(
      log,
      () => admin().post("/home-slider-image/action", { ...base, type: 1, title: "Log Slide", slug: "log-slide", slider_type: 1 }),
      {
        area: "content",
        action: "create",
        record_type: "home_slider",
      },
    );
  });

  it("a custom script", async () => {
    const code = "<script>console.log('log')</script>";
    const entry = await oneEntry(
      log,
      () => admin().post("/custom-script/action", { route_pattern: "/log/*", body_script: 1, body_script_code: code, status: 1 }),
      {
        area: "content",
        action: "create",
        record_type: "custom_script",
      },
    );
    expect(entry.record_title).toBe("/log/*");
  });
});

describe("settings", () => {
  it("the SMTP panel: one entry named as the panel, the password recorded as changed only", async () => {
    const body = {
      smtpHost: "mail.log.example",
      smtpPort: 465,
      smtpUsername: "mailer",
      smtpEncryption: "ssl",
      mailFrom: "shop@log.example",
      mailFromName: "Log Shop",
    };
    const entry = await oneEntry(log, () => admin().post("/setting/smtp-action", { ...body, smtpPassword: SECRETS[0] }), {
      area: "settings",
      action: "update",
      record_type: "setting",
      record_id: "smtp",
    });
    expect(changeOf(entry, "smtp_host")).toEqual({ field: "smtp_host", old: "smtp.example.com", new: "mail.log.example" });
    expect(changeOf(entry, "smtp_password")).toEqual({ field: "smtp_password", changed: true });
  });

  it("the social-login panel: its rows of two tables are one entry of the panel", async () => {
    const body = {
      google_login: 1,
      facebook_login: 0,
      googleClientId: "log.apps",
      googleClientSecret: SECRETS[5],
      facebookClientId: "",
      facebookClientSecret: "",
    };
    const entry = await oneEntry(log, () => admin().post("/setting/social-login-action", body), {
      area: "settings",
      action: "update",
      record_type: "setting",
      record_id: "social-login",
    });
    expect(changeOf(entry, "google_login").new).toBe(1);
    expect(changeOf(entry, "google_client_id").new).toBe("log.apps");
    expect(changeOf(entry, "google_client_secret")).toEqual({ field: "google_client_secret", changed: true });
  });

  it("the payment panel is the `setting` panel; a gateway secret is recorded as changed only", async () => {
    const find = await admin().get("/payment/find");
    const { id: _id, created_at: _c, updated_at: _u, ...form } = find.data;
    const entry = await oneEntry(log, () => admin().post("/payment/save", { ...form, stripe_secret: SECRETS[1] }), {
      area: "settings",
      action: "update",
      record_type: "setting",
      record_id: "setting",
    });
    expect(entry.changes).toEqual([{ field: "stripe_secret", changed: true }]);
  });

  it("a language, then its strings: the strings fold into the language's entry", async () => {
    let id = 0;
    await oneEntry(
      log,
      async () => (id = (await admin().post("/language/action", { name: "Logese", code: "lq", direction: "ltr", status: 1 })).data.id),
      {
        area: "settings",
        action: "create",
        record_type: "language",
      },
    );
    const entry = await oneEntry(
      log,
      () => admin().post(`/language/strings-action/${id}`, { strings: { "list.search": "Cerca log", "util.yes": "Sì log" } }),
      {
        area: "settings",
        action: "update",
        record_type: "language",
        record_id: id,
      },
    );
    expect(changesMatching(entry, /^language_strings\..+\.value$/).map((c) => c.new)).toEqual(
      expect.arrayContaining(["Cerca log", "Sì log"]),
    );
    // Saved again (the strings are replaced as a whole): only the string that changed is listed.
    const again = await oneEntry(
      log,
      () => admin().post(`/language/strings-action/${id}`, { strings: { "list.search": "Trova log", "util.yes": "Sì log" } }),
      {
        area: "settings",
        action: "update",
        record_type: "language",
        record_id: id,
      },
    );
    expect(again.changes).toEqual([
      { field: "language_strings.list.search.value", old: "Cerca log" },
      { field: "language_strings.list.search.value", new: "Trova log" },
    ]);
  });

  it("a plugin uploaded and activated: its keys recorded as changed only", async () => {
    let id = 0;
    await oneEntry(log, async () => (id = (await admin().postForm("/plugin/upload", { file: zip("Logplug.zip") })).data.id), {
      area: "settings",
      action: "create",
      record_type: "plugin",
    });
    const entry = await oneEntry(log, () => admin().post("/plugin/activate", { name: "logplug", code: "abcd-1234" }), {
      area: "settings",
      action: "update",
      record_type: "plugin",
      record_id: id,
    });
    expect(changeOf(entry, "public_key")).toEqual({ field: "public_key", changed: true });
    const row = await t().server.db.selectFrom("plugins").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    SECRETS.push(...[row.public_key, row.secret_key, row.encrypt_key].filter((k): k is string => !!k));
  });
});

describe("auth events", () => {
  it("sign-in, a failed sign-in (the e-mail, never the password), sign-out", async () => {
    const email = `log.auth.${Date.now()}@test.example`;
    const id = await insertAdmin(t().server.db, { email, password: "Start-Pass-1", name: "Auth Logger", roles: ["vendor"] });
    const failed = await oneEntry(log, () => t().api().post("/login", { email, password: SECRETS[3] }), {
      area: "auth",
      action: "sign-in-failed",
      record_type: "admin",
      record_id: id,
      admin_id: null,
    });
    expect([failed.changes, failed.owner_id]).toEqual([[{ field: "email", new: email }], id]);
    const unknown = await oneEntry(log, () => t().api().post("/login", { email: "nobody.here@test.example", password: SECRETS[3] }), {
      area: "auth",
      action: "sign-in-failed",
      record_type: "admin",
    });
    expect(unknown.record_id).toBeNull();
    let token = "";
    const signedIn = await oneEntry(log, async () => (token = await t().login(email, "Start-Pass-1")), {
      area: "auth",
      action: "sign-in",
      record_type: "admin",
      record_id: id,
      admin_id: id,
    });
    expect([signedIn.admin_name, signedIn.admin_role, signedIn.ip]).toEqual(["Auth Logger", "vendor", "127.0.0.1"]);

    const changed = await oneEntry(
      log,
      () => t().api(token).post("/update-password", { password: "Start-Pass-1", new_password: SECRETS[2] }),
      {
        area: "auth",
        action: "password-change",
        record_type: "admin",
        record_id: id,
        admin_id: id,
      },
    );
    expect(changed.changes).toEqual([{ field: "password", changed: true }]);
    await oneEntry(log, () => t().api(token).get("/logout"), {
      area: "auth",
      action: "sign-out",
      record_type: "admin",
      record_id: id,
      admin_id: id,
    });
  });

  it("a password reset: the request and the reset, each one entry", async () => {
    const email = `log.reset.${Date.now()}@test.example`;
    const id = await insertAdmin(t().server.db, { email, password: "Start-Pass-1", roles: ["vendor"] });
    await oneEntry(log, () => t().api().post("/forgot-password", { email }), {
      area: "auth",
      action: "password-reset-request",
      record_type: "admin",
      record_id: id,
    });
    const mail = await t()
      .server.db.selectFrom("mail_outbox")
      .select("body")
      .where("to_email", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const code = /\b([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})\b/.exec(mail.body)![1];
    SECRETS.push(code);
    const reset = await oneEntry(log, () => t().api().post("/verify-code", { email, code, password: SECRETS[4] }), {
      area: "auth",
      action: "password-reset",
      record_type: "admin",
      record_id: id,
    });
    expect([reset.ip, reset.changes]).toEqual(["127.0.0.1", [{ field: "password", changed: true }]]);
  });
});

describe("what is never recorded", () => {
  it("a write that fails inside its transaction after a first write leaves no entry", async () => {
    // A refusal planted in the schema from the test's own connection: the rule's row is written
    // first, its second place is refused, and the save rolls back.
    const own = new Database(t().server.config.dbFile);
    own.exec(
      "CREATE TRIGGER test_refuse_place BEFORE INSERT ON shipping_places WHEN new.country = 'XX' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    );
    try {
      const body = {
        title: "Doomed rule",
        single_price: 0,
        shipping_places: [
          { country: "US", price: 5 },
          { country: "XX", price: 1 },
        ],
      };
      const entries = await entriesOf(log, async () => expect((await admin().post("/shipping-rule/action", body)).http).toBe(500));
      expect(entries).toEqual([]);
      expect(await t().server.db.selectFrom("shipping_rules").select("id").where("title", "=", "Doomed rule").execute()).toEqual([]);
    } finally {
      own.exec("DROP TRIGGER test_refuse_place");
      own.close();
    }
  });

  it("reading writes nothing, and no secret value used above appears in any entry", async () => {
    expect(
      await entriesOf(log, () => Promise.all([admin().get("/order/all"), admin().get("/payment/find"), admin().get("/profile")])),
    ).toEqual([]);
    const hashes = await t().server.db.selectFrom("admins").select("password").execute();
    const all = log.allText().join("\n");
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [...SECRETS, ...hashes.map((h) => h.password)]) expect(all).not.toContain(secret);
  });

  it("every table of the schema is recorded or excluded with a reason, and each recorded one has its triggers", async () => {
    const own = new Database(t().server.config.dbFile, { readonly: true });
    const tables = (own.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
    own.close();
    const unlisted = tables.filter((name) => !(name in AUDITED) && !(name in EXCLUDED) && !isDerivedIndexTable(name));
    expect(unlisted).toEqual([]);
    expect([...Object.keys(AUDITED), ...Object.keys(EXCLUDED)].filter((name) => !tables.includes(name))).toEqual([]);
    expect(Object.keys(AUDITED).filter((name) => name in EXCLUDED)).toEqual([]);
    // TEMP triggers are seen only on the server's own connection.
    const triggers = rawConnection(t().server.db).prepare("SELECT name FROM temp.sqlite_master WHERE type = 'trigger'").all() as {
      name: string;
    }[];
    const names = new Set(triggers.map((r) => r.name));
    expect(
      Object.keys(AUDITED).filter((name) => !["insert", "update", "delete"].every((op) => names.has(`activity_${name}_${op}`))),
    ).toEqual([]);
  });
});
