import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, useTestServer } from "./harness";

/*
 * The settings panels' server side that issue 14 added: the media storage's write-only GCS service
 * account key, and a language's strings saved through `language/strings-action` served by the
 * public `localization`.
 */

const t = useTestServer();
let admin: string;

beforeAll(async () => {
  admin = await t().login(ADMIN.email, ADMIN.password);
});

describe("setting/media-storage: the GCS service account key is write-only", () => {
  const gcs = {
    mediaStorage: "GCS",
    thumbPrefix: "thumb-",
    defaultImage: "default-image.svg",
    cdnUrl: "https://cdn.example.org/",
    gcProjectId: "demo-project",
    gcStorageBucket: "demo-bucket",
  };

  it("requires the key for GCS, stores it, never answers it, keeps it when the mask comes back", async () => {
    const missing = await t().api(admin).post("/setting/media-storage-action", gcs);
    expect(missing.status).toBe(201);
    expect(missing.data.form).toContain("The gc service account key field is required when media storage is GCS.");

    const key = '{"type":"service_account","private_key":"-----BEGIN PRIVATE KEY-----abcdef"}';
    const saved = await t()
      .api(admin)
      .post("/setting/media-storage-action", { ...gcs, gcServiceAccountKey: key });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved)).not.toContain(key);
    expect(saved.data.gcServiceAccountKey).toMatch(/^••••/);

    const kept = await t()
      .api(admin)
      .post("/setting/media-storage-action", { ...gcs, gcServiceAccountKey: saved.data.gcServiceAccountKey });
    expect(kept.status).toBe(200);
    const stored = await t()
      .server.db.selectFrom("env_settings")
      .select("value")
      .where("key", "=", "gc_service_account_key")
      .executeTakeFirst();
    expect(stored?.value).toBe(key);
    const read = await t().api(admin).get("/setting/media-storage-find");
    expect(JSON.stringify(read)).not.toContain(key);

    const back = await t()
      .api(admin)
      .post("/setting/media-storage-action", { mediaStorage: "LOCAL", thumbPrefix: "thumb-", defaultImage: "default-image.svg" });
    expect(back.status).toBe(200);
  });
});

describe("language strings and localization", () => {
  it("serves what strings-action saved, and refuses a bundled language", async () => {
    const created = await t()
      .api(admin)
      .post("/language/action", { name: "Português", code: "pt-BR", direction: "ltr", status: 2, default: 0 });
    expect(created.status).toBe(200);
    const id = created.data.id as number;
    const saved = await t()
      .api(admin)
      .post(`/language/strings-action/${id}`, { strings: { "settings.smtp.host": "Servidor SMTP", "common.yes": "Sim" } });
    expect(saved.data).toEqual({ "common.yes": "Sim", "settings.smtp.host": "Servidor SMTP" });
    const served = await t().api().get("/localization?locale_code=pt-BR");
    expect(served.data).toEqual({ "common.yes": "Sim", "settings.smtp.host": "Servidor SMTP" });

    const bundled = await t().server.db.selectFrom("languages").select("id").where("code", "=", "it").executeTakeFirstOrThrow();
    const refused = await t()
      .api(admin)
      .post(`/language/strings-action/${bundled.id}`, { strings: { a: "b" } });
    expect(refused.message).toBe("The strings of a bundled language can not be changed.");
  });
});
