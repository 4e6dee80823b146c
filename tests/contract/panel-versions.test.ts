import { beforeAll, describe, expect, it } from "vitest";
import { panelVersion } from "../../server/src/http/panel-version";
import { signInDemo, type DemoSession } from "./accounts";
import { useTestServer } from "./harness";
import { expectVersionedWrites, versionCaller } from "./version-calls";

/*
 * Settings panels' versions (server/docs/record-versions.md): a panel's find sends a hash of its
 * answer as the ETag; its write with an older one in If-Match is answered 409 with the panel as find
 * answers it now, and nothing is written; without If-Match it saves as the contract says.
 */
const t = useTestServer();
let s: DemoSession;
const call = versionCaller(t, () => s.admin);

beforeAll(async () => {
  s = await signInDemo(t());
});

/** Every settings panel: its find, its write, and a valid body whose `n` shows in what find answers. */
const PANELS: Array<[find: string, write: string, body: (n: number) => Record<string, unknown>]> = [
  [
    "/setting/smtp-find",
    "/setting/smtp-action",
    (n) => ({
      smtpHost: "mail.example.com",
      smtpPort: 587,
      smtpUsername: `user${n}`,
      smtpPassword: "secret-pass",
      smtpEncryption: "tls",
      mailFrom: "shop@example.com",
    }),
  ],
  [
    "/setting/social-login-find",
    "/setting/social-login-action",
    (n) => ({ google_login: 0, facebook_login: 0, googleClientId: `id-${n}` }),
  ],
  ["/setting/media-storage-find", "/setting/media-storage-action", (n) => ({ mediaStorage: "LOCAL", thumbPrefix: `thumb${n}-` })],
  ["/setting/find", "/setting/currency", (n) => ({ currency: `C${n}`, currency_icon: "€", currency_position: 1 })],
  [
    "/setting/find",
    "/setting/address",
    (n) => ({ email: "shop@example.com", address_1: `Via ${n}`, city: "Roma", state: "RM", zip: "00100", country: "IT" }),
  ],
  [
    "/setting/find",
    "/setting/miscellaneous",
    (n) => ({ attach_pdf: 0, send_seller_email: 0, cookie_banner: 0, vendor_registration: 0, guest_checkout: 0, default_state: `S${n}` }),
  ],
  ["/setting/find", "/setting/analytics", (n) => ({ enable_ga: 1, enable_pixel: 0, ga_id: `G-${n}` })],
  ["/site-setting/find", "/site-setting/action", (n) => ({ site_name: `Shop ${n}`, meta_title: "Shop", meta_description: "A shop" })],
  ["/fcm-setting/find", "/fcm-setting/action", (n) => ({ server_key: "server-key", sender_id: `10${n}` })],
  ["/pos-setting/find", "/pos-setting/action", (n) => ({ width: 60 + n })],
  ["/store/find", "/store/action", (n) => ({ name: `Store ${n}`, slug: "versions-store" })],
  ["/deploy/find", "/deploy/action", (n) => ({ webhook_url: `https://hooks.example.com/${n}` })],
  ["/payment/find", "/payment/save", (n) => ({ cash_on_delivery: 1, default: 2, bank_name: `Bank ${n}` })],
];

describe("settings panels' versions", () => {
  it("every panel: find's ETag is the hash of its answer; a stale If-Match is refused with the panel as it is now, nothing written", async () => {
    // Without If-Match, saved as the contract says; find's ETag is a hash of its answer; then the
    // fresh, stale and retried saves of every record route.
    for (const [find, write, body] of PANELS) await expectVersionedWrites(call, find, write, body, /^"[0-9a-f]{32}"$/);
  });

  it("20 SMTP saves sent at once with the same version: exactly one is stored, the other 19 answer 409", async () => {
    const opened = await call("/setting/smtp-find");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => call("/setting/smtp-action", { body: PANELS[0][2](100 + n), ifMatch: opened.etag! })),
    );
    const won = answers.filter((a) => a.http === 200 && a.body.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.http === 409)).toHaveLength(19);
    expect((await call("/setting/smtp-find")).body.data.smtpUsername).toBe(won[0].body.data.smtpUsername);
  });

  it("the version is the same for the same values, whatever the order of their keys", () => {
    expect(panelVersion({ a: 1, b: { c: [1, 2], d: null } })).toBe(panelVersion({ b: { d: null, c: [1, 2] }, a: 1 }));
    expect(panelVersion({ a: 1 })).not.toBe(panelVersion({ a: "1" }));
  });
});
