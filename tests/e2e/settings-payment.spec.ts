import { expect, test } from "./support/fixtures";
import { urls as appUrls } from "../../app/routing/urls";
import { ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { expectLanguages, expectVendorRefused, PaymentPage, recordResponseBodies, toastsGone } from "./support/settings-integrations";
import { urls } from "./support/urls";

/*
 * /setting/payment. The payments row is a shared singleton: each test puts back what it changed
 * (Razorpay off and its keys forgotten, cash on delivery the default) in a finally. No other spec reads it.
 */

const PAYMENT = appUrls.settingPayment();
const stored = (column: string) =>
  withDatabase((db) => (db.prepare(`select "${column}" as v from payments order by id limit 1`).get() as { v: unknown }).v);

async function restore(api: ShopApi) {
  await api.ok("POST", "payment/save", { cash_on_delivery: 1, razorpay: 0, flutterwave: 0, default: 2 });
  // A stored secret is write-only (the API keeps it when none is sent), so the first test's Razorpay
  // keys are forgotten in the database: the next run starts from "not set" again.
  withDatabase((db) => db.prepare("update payments set razorpay_key = null, razorpay_secret = null").run());
}

test.describe("Payment settings", () => {
  test("enable a gateway with its keys and make it the default: saved, read back, the secret in no response", async ({ page, api }) => {
    const secret = `rzp_secret_${unique("e2e")}`;
    const key = `rzp_key_${unique("e2e")}`;
    const responses = recordResponseBodies(page);
    try {
      await page.goto(urls.path(PAYMENT));
      const form = new PaymentPage(page);
      await expect(form.panels().getByRole("link", { name: "Pagamenti" })).toHaveAttribute("aria-current", "page");
      // Only enabled gateways can be the default: Razorpay (off in the demo) is not offered yet.
      await expect(form.field("Gateway predefinito").locator("option", { hasText: "Razorpay" })).toHaveCount(0);

      await form.openGateway("Razorpay");
      await form.enableSwitch("Razorpay").check();
      await form.fill("Chiave Razorpay", key);
      await form.expectSecretState("Segreto Razorpay", "not-set");
      await form.field("Segreto Razorpay").fill(secret);
      await form.field("Gateway predefinito").selectOption({ label: "Razorpay" });
      await form.save();
      await form.expectSavedToast();
      expect(stored("razorpay_secret")).toBe(secret);
      expect(stored("default")).toBe(1);

      await page.reload();
      await expect(form.field("Gateway predefinito")).toHaveValue("1");
      await expect(form.gatewayButton("Razorpay")).toContainText("Attivo");
      await form.openGateway("Razorpay");
      await expect(form.enableSwitch("Razorpay")).toBeChecked();
      await expect(form.field("Chiave Razorpay")).toHaveValue(key);
      await form.expectSecretState("Segreto Razorpay", "set");

      // A second save leaving the secret alone keeps it (the mask goes back, never the secret).
      await form.fill("Chiave Razorpay", `${key}-2`);
      await form.save();
      await form.expectSavedToast();
      await expect.poll(() => stored("razorpay_key")).toBe(`${key}-2`);
      expect(stored("razorpay_secret")).toBe(secret);

      const bodies = await responses.bodies();
      expect(bodies.length).toBeGreaterThan(3);
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      expect(await page.content()).not.toContain(secret);
      await toastsGone(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await restore(api);
    }
  });

  test("a required key left empty: the client first, then the server's message beside the secret", async ({ page, api }) => {
    try {
      await page.goto(urls.path(PAYMENT));
      const form = new PaymentPage(page);
      await form.openGateway("Flutterwave");
      await form.enableSwitch("Flutterwave").check();
      await form.save();
      await form.expectFieldError("Chiave pubblica Flutterwave", "Chiave pubblica Flutterwave è obbligatorio");
      // The secrets may be stored already, which only the server knows: it says they are missing.
      await form.fill("Chiave pubblica Flutterwave", "FLWPUBK_TEST-e2e");
      await form.save();
      await form.expectSecretError("Chiave segreta Flutterwave", "Chiave segreta Flutterwave è obbligatorio");
      await form.expectSecretError("Chiave di cifratura Flutterwave", "Chiave di cifratura Flutterwave è obbligatorio");
      expect(stored("flutterwave")).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Turning off the default gateway leaves no valid default: said beside the select.
      await form.enableSwitch("Flutterwave").uncheck();
      await form.openGateway("Pagamento alla consegna");
      await form.enableSwitch("Pagamento alla consegna").uncheck();
      await form.save();
      await form.expectFieldError("Gateway predefinito", "Il gateway predefinito deve essere uno di quelli attivi");
      expect(stored("cash_on_delivery")).toBe(1);
    } finally {
      await restore(api);
    }
  });

  test("a vendor without setting gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [PAYMENT]);
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      PAYMENT,
      {
        it: { title: "Pagamenti", probe: "Gateway predefinito" },
        en: { title: "Payment", probe: "Default gateway" },
        fr: { title: "Paiement", probe: "Passerelle par défaut" },
        de: { title: "Zahlung", probe: "Standard-Gateway" },
      },
      (p, text) => p.getByLabel(new RegExp(`^${text}`)),
    );
  });
});
