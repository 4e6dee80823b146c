import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { EditPageObject } from "./support/edit-page";
import { RecordHistoryObject } from "./support/record-history";
import { SettingsPageObject } from "./support/settings-page";
import { screens, urls } from "./support/urls";

/*
 * A record's history on its page (server/docs/activity-log.md): the changes the API recorded, newest
 * first, and an old value restored into the form and saved the usual way, which is itself recorded.
 */

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

test.describe("record history", () => {
  test("a brand: the API's change in the history, the old title restored and saved, the new entry on top", async ({ page, api }) => {
    const before = unique("Marchio storia");
    const after = `${before} nuovo`;
    const brand = await api.ok<{ id: number }>("POST", "brand/action", { title: before, slug: slugOf(before) });
    await api.ok("POST", `brand/action/${brand.id}`, { title: after, slug: slugOf(before) });

    await page.goto(urls.path(screens.brands.edit(brand.id)));
    const form = new EditPageObject(page);
    await expect(form.field("Titolo")).toHaveValue(after);
    const history = new RecordHistoryObject(page);
    await history.open();
    // Newest first: the rename, then the create.
    await expect(history.entries()).toHaveCount(2);
    const rename = history.entries().first();
    await expect(rename.getByRole("heading")).toHaveText(/^Modificato da /);
    await expect(history.entries().last().getByRole("heading")).toHaveText(/^Creato da /);
    const row = history.change(rename, "Titolo");
    await expect(row.getByRole("cell").nth(0)).toHaveText(before);
    await expect(row.getByRole("cell").nth(1)).toHaveText(after);
    expect(await seriousViolations(page)).toEqual([]);

    await history.restoreButton(rename, "Titolo").click();
    await expect(history.drawer()).toBeHidden();
    await expect(form.field("Titolo")).toHaveValue(before);
    await expect(form.field("Titolo")).toBeFocused();
    await expect(history.restoredNote()).toBeVisible();

    // The save goes the usual way (its version precondition included) and is recorded like any other.
    await form.saveAndEdit();
    await form.expectSavedToast();
    expect(await api.ok<{ title: string }>("GET", `brand/find/${brand.id}`)).toMatchObject({ title: before });
    await history.open();
    await expect(history.entries()).toHaveCount(3);
    const restored = history.change(history.entries().first(), "Titolo");
    await expect(restored.getByRole("cell").nth(0)).toHaveText(after);
    await expect(restored.getByRole("cell").nth(1)).toHaveText(before);
  });

  test("a voucher: the usage limit changed through the API, restored into the form", async ({ page, api }) => {
    const code = unique("STORIA")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    const fields = { title: code, code, type: 1, price: 5 };
    const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { ...fields, usage_limit: 1 });
    await api.ok("POST", `voucher/action/${voucher.id}`, { ...fields, usage_limit: 40 });

    await page.goto(urls.path(screens.vouchers.edit(voucher.id)));
    const form = new EditPageObject(page);
    await expect(form.field("Limite di utilizzi (ordini)")).toHaveValue("40");
    const history = new RecordHistoryObject(page);
    await history.open();
    const change = history.entries().first();
    const row = history.change(change, "Limite di utilizzo");
    await expect(row.getByRole("cell").nth(0)).toHaveText("1");
    await expect(row.getByRole("cell").nth(1)).toHaveText("40");

    await history.restoreButton(change, "Limite di utilizzo").click();
    await expect(form.field("Limite di utilizzi (ordini)")).toHaveValue("1");
    // Not saved yet: leaving asks first.
    await form.backToList();
    await expect(form.leaveQuestion()).toBeVisible();
  });

  test("a settings panel shows its own history", async ({ page, api }) => {
    const stored = await api.ok<Record<string, string>>("GET", "setting/smtp-find");
    const sender = unique("Negozio");
    await api.ok("POST", "setting/smtp-action", {
      ...stored,
      smtpPort: Number(stored.smtpPort) || 587,
      smtpEncryption: stored.smtpEncryption || "tls",
      smtpHost: stored.smtpHost || "smtp.example.com",
      smtpUsername: stored.smtpUsername || "shop",
      mailFrom: stored.mailFrom || "shop@example.com",
      // A password is needed once; the stored one's mask keeps it.
      smtpPassword: stored.smtpPassword || "e2e-secret",
      mailFromName: sender,
    });

    await page.goto(urls.path(screens.settingSmtp()));
    const panel = new SettingsPageObject(page);
    await expect(panel.field("Nome del mittente")).toHaveValue(sender);
    const history = new RecordHistoryObject(page);
    await history.open();
    const latest = history.entries().first();
    await expect(latest.getByRole("heading")).toHaveText(/^Modificato da /);
    await expect(latest.getByRole("row").filter({ hasText: "mail_from_name" })).toContainText(sender);
    // A secret's change says only that it changed, and offers nothing to restore.
    await expect(latest.getByRole("button", { name: /smtp_password/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("without the extension (404) there is no history button, and the page works", async ({ page, api }) => {
    await page.route("**/api/admin/activity-log/**", (route) =>
      route.fulfill({ status: 404, json: { status: 404, message: "Not Found", data: null } }),
    );
    const title = unique("Marchio senza storia");
    const brand = await api.ok<{ id: number }>("POST", "brand/action", { title, slug: slugOf(title) });
    const asked = page.waitForResponse((response) => response.url().includes("/api/admin/activity-log/all"));
    await page.goto(urls.path(screens.brands.edit(brand.id)));
    const form = new EditPageObject(page);
    await expect(form.field("Titolo")).toHaveValue(title);
    expect((await asked).status()).toBe(404);
    await expect(new RecordHistoryObject(page).button()).toHaveCount(0);

    await form.fill("Titolo", `${title} bis`);
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(new RecordHistoryObject(page).button()).toHaveCount(0);
  });

  test("on a phone (390 px) the history fills the screen and nothing scrolls sideways", async ({ page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = unique("Marchio telefono");
    const brand = await api.ok<{ id: number }>("POST", "brand/action", { title, slug: slugOf(title) });
    await api.ok("POST", `brand/action/${brand.id}`, { title: `${title} due`, slug: slugOf(title) });
    await page.goto(urls.path(screens.brands.edit(brand.id)));
    const history = new RecordHistoryObject(page);
    await expect(history.button()).toBeInViewport();
    await history.open();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);
    const box = await history.drawer().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const rename = history.entries().first();
    await rename.scrollIntoViewIfNeeded();
    await expect(history.restoreButton(rename, "Titolo")).toBeVisible();
    await history.restoreButton(rename, "Titolo").click();
    await expect(new EditPageObject(page).field("Titolo")).toHaveValue(title);
    expect(await fits()).toBe(true);
  });
});
