import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { superadmin } from "./support/accounts";
import { createAdminWithRole, createCompleteProduct, createRestrictedAdmin, ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectAt } from "./support/pages";
import { createSaleProduct, sellAtTill } from "./support/pos-records";
import { bellSummary, ShellToolsObject } from "./support/shell-tools";
import { screens, urls } from "./support/urls";

/*
 * The shell's tools (issue 15, "Shell"): the notification bell, the command palette, the keyboard
 * shortcuts and their help, the colour scheme, `?lang=`. Each test signs in an admin of its own
 * (superadmin role unless told): the bell's "seen" marks and the scheme are per user.
 */

test.describe.configure({ mode: "parallel" });

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first();

async function ownAdmin(page: Page, baseURL: string) {
  const root = await ShopApi.signIn(page.request, baseURL, superadmin);
  const account = await createAdminWithRole(root, "superadmin", { prefix: "e2e-shell" });
  const api = await ShopApi.signIn(page.request, baseURL, account);
  return { root, account, api };
}

test("a new order placed through the API makes the bell count go up; opening it goes to the order and marks it seen", async ({
  page,
  baseURL,
}) => {
  const { account, api } = await ownAdmin(page, baseURL!);
  await signInAs(page, account);
  const tools = new ShellToolsObject(page);
  const before = await tools.bellCount();

  const product = await createSaleProduct(api);
  const order = await sellAtTill(api, product, 1);
  await expect
    .poll(
      async () => {
        await tools.returnToTab();
        return tools.bellCount();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(before);
  expect(await tools.bell().getAttribute("aria-label")).toMatch(/^Notifiche: \d+ nuov[ae]$/);

  await tools.openBell();
  expect(await seriousViolations(page), "bell menu open").toEqual([]);
  await tools.bellEntry(`Ordine ${order.order}`).click();
  await expectAt(page, screens.orders.detail(order.id));
  await expect
    .poll(async () => (await bellSummary(api)).kinds.find((k) => k.kind === "order")?.latest.map((e) => e.id))
    .not.toContain(order.id);
});

test("⌘K finds an order by its number and opens it, and a customer by e-mail", async ({ page, baseURL }) => {
  const { account, api } = await ownAdmin(page, baseURL!);
  const product = await createSaleProduct(api);
  const order = await sellAtTill(api, product, 1);
  const name = unique("Cliente palette");
  const email = `${unique("palette")}@example.com`.toLowerCase();
  const customer = await api.ok<{ id: number }>("POST", "user/action", { name, email, password: "secret12" });

  await signInAs(page, account);
  const tools = new ShellToolsObject(page);
  await tools.openPalette();
  await tools.searchPalette(order.order);
  await expect(tools.paletteEntry(`Ordine ${order.order}`)).toBeVisible();
  expect(await seriousViolations(page), "palette open with results").toEqual([]);
  await tools.paletteEntry(`Ordine ${order.order}`).click();
  await expectAt(page, screens.orders.detail(order.id));
  await expect(tools.palette()).toBeHidden();

  await tools.openPalette();
  await tools.searchPalette(email);
  await tools.paletteEntry(new RegExp(name)).click();
  await expectAt(page, screens.registeredUsers.detail(customer.id));
});

test("an admin without the product permission gets no product results and no product screens or actions", async ({ page, api: root }) => {
  const word = unique("Palettevendor");
  await createCompleteProduct(root, `${word} prodotto`);
  await root.ok("POST", "user/action", {
    name: `${word} cliente`,
    email: `${unique("pv")}@example.com`.toLowerCase(),
    password: "secret12",
  });
  const account = await createRestrictedAdmin(root, ["order.view", "user.view"]);
  const productCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/product/")) productCalls.push(request.url());
  });

  await signInAs(page, account);
  const tools = new ShellToolsObject(page);
  await tools.openPalette();
  await tools.searchPalette(word);
  // The customer (an area it may view) answers; products were never asked for.
  await expect(tools.paletteEntry(new RegExp(`${word} cliente`))).toBeVisible();
  await expect(tools.palette().getByText(`${word} prodotto`)).toHaveCount(0);
  await tools.searchPalette("Prodott");
  await expect(tools.palette().getByText("Nuovo: Prodotto")).toHaveCount(0);
  await expect(tools.paletteEntry(/^Prodotti/)).toHaveCount(0);
  await tools.searchPalette("Ordini");
  await expect(tools.paletteEntry(/^Ordini/)).toBeVisible();
  expect(productCalls).toEqual([]);
});

test("keyboard shortcuts: g o, ? and Esc, / on a list, n for a new product", async ({ page, baseURL }) => {
  const { account } = await ownAdmin(page, baseURL!);
  await signInAs(page, account);
  const tools = new ShellToolsObject(page);

  await page.keyboard.press("g");
  await page.keyboard.press("o");
  await expectAt(page, screens.orders.list());
  await expect(heading(page)).toHaveText("Ordini");

  await page.keyboard.press("g");
  await page.keyboard.press("p");
  await expectAt(page, screens.products.list());
  // The URL commits before React shows the new screen: wait for it, or `/` finds the old list's box.
  await expect(heading(page)).toHaveText("Prodotti");
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: "Cerca" })).toBeFocused();
  // Typing in the search box is typing: `n` is a letter there, not a shortcut.
  await page.keyboard.type("n");
  await expectAt(page, screens.products.list(), "?q=n");
  await page.getByRole("searchbox", { name: "Cerca" }).blur();
  await page.keyboard.press("n");
  await expectAt(page, screens.products.create());

  // Last: closing the help returns the focus to where it was (the page), after its transition.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("?");
  await expect(tools.help()).toBeVisible();
  await expect(tools.help().getByRole("row", { name: /Vai agli ordini/ })).toBeVisible();
  expect(await seriousViolations(page), "shortcut help open").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(tools.help()).toBeHidden();
});

test("the dark scheme is chosen in the header, applied, kept across a reload, and 'auto' follows the system", async ({ page, baseURL }) => {
  const { account } = await ownAdmin(page, baseURL!);
  await page.emulateMedia({ colorScheme: "light" });
  await signInAs(page, account);
  const tools = new ShellToolsObject(page);
  await expect(tools.scheme()).toHaveAttribute("data-mantine-color-scheme", "light");
  await tools.chooseScheme("Scuro");
  await expect(tools.scheme()).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(tools.scheme()).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(tools.schemeOption("Scuro")).toBeChecked();
  // "Come il sistema" follows the system again.
  await tools.chooseScheme("Come il sistema");
  await expect(tools.scheme()).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(tools.scheme()).toHaveAttribute("data-mantine-color-scheme", "dark");
});

test("?lang=en switches the language, and the header's language switch and user menu still work there", async ({ page, baseURL }) => {
  const { account } = await ownAdmin(page, baseURL!);
  await useSession(page, account);
  await page.goto(`${urls.path(screens.orders.list())}?lang=en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText("Orders");
  await expect(page.getByTestId("notification-bell")).toHaveAttribute("aria-label", /^Notifications: \d+ new$/);
  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("it");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menuitem", { name: "Esci" })).toBeVisible();
});
