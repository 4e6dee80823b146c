import { expect, test } from "@playwright/test";
import { superadmin, vendor } from "./support/accounts";
import { createRestrictedAdmin, ShopApi } from "./support/api";
import { ErrorPage, expectAt, LoginPage, Shell, signIn } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

test("logged out, a page sends to /login and back to it after signing in", async ({ page }) => {
  await page.goto(urls.path(screens.products.list({ page: 2 })));
  await expectAt(page, screens.login(), "?redirect=%2Fproducts%3Fpage%3D2");
  await new LoginPage(page).signIn(superadmin);
  await expectAt(page, screens.products.list(), "?page=2");
  await expect(new Shell(page).heading()).toHaveText("Prodotti");
});

test("'Ricordami' asks the server for a lasting session, and stays ticked on this browser", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await expect(login.rememberMe()).not.toBeChecked();
  await login.rememberMe().check();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/admin/login"));
  await login.signIn(superadmin);
  expect((await sent).postDataJSON()).toMatchObject({ remember_token: 1 });
  await expect(page.getByTestId("user-menu")).toBeVisible();

  await page.context().clearCookies();
  await login.open();
  await expect(login.rememberMe()).toBeChecked();
});

test("/login when signed in goes home", async ({ page }) => {
  await signIn(page, superadmin);
  await page.goto(urls.login());
  await expectAt(page, screens.dashboard());
  await expect(new Shell(page).heading()).toHaveText("Dashboard");
});

test("logout goes to /login and ends the session, in the browser and on the server", async ({ page, request, baseURL }) => {
  // Its own account: the server's logout revokes every token of the account, and the other tests,
  // running in parallel, are signed in as the demo superadmin.
  const api = await ShopApi.signIn(request, baseURL!, superadmin);
  const account = await createRestrictedAdmin(api, ["dashboard.view", "order.view"]);
  await signIn(page, account);
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === "admin-panel_token")?.value ?? "");
  expect(await ShopApi.withToken(request, baseURL!, token).call("GET", "profile")).toMatchObject({ status: 200 });

  const logout = page.waitForRequest((sent) => sent.url().endsWith("/api/admin/logout"));
  await new Shell(page).logout();
  await logout;
  await expectAt(page, screens.login());
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name === "admin-panel_token")).toEqual([]);
  expect(await ShopApi.withToken(request, baseURL!, token).call("GET", "profile")).toMatchObject({
    status: 204,
    message: "Unauthenticated.",
  });
  await page.goto(urls.path(screens.orders.list()));
  await expectAt(page, screens.login(), "?redirect=%2Forders");
});

test("a failed login shows the server's message and keeps the form", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn({ email: superadmin.email, password: "wrong-password" });
  await expect(login.alert()).toHaveText("Wrong email/password");
  await expect(login.email()).toHaveValue(superadmin.email);
  await expectAt(page, screens.login());
});

test("an expired token resets the session with the spec's message, not logged as an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.clock.install();
  await signIn(page, superadmin);
  // The demo server issues 1800 s tokens; 31 minutes later the token is dead.
  await page.clock.fastForward("31:00");
  await new Shell(page).navigate("Ordini");
  await expectAt(page, screens.login(), "?redirect=%2Forders");
  await expect(new LoginPage(page).notice()).toHaveText(
    "Sia il token sia il token di aggiornamento sono scaduti. La richiesta è stata annullata.",
  );
  expect((await page.context().cookies()).some((c) => c.name === "admin-panel_token")).toBe(false);
  expect(errors.filter((e) => e.includes("expired"))).toEqual([]);
});

test("an off-site redirect target stays in the app", async ({ page }) => {
  for (const target of ["//evil.example", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example"]) {
    await page.context().clearCookies();
    await signIn(page, superadmin, target);
    await expect(page).toHaveURL((url) => url.host.startsWith("127.0.0.1") && url.pathname === browserPath(screens.dashboard()));
  }
});

test("a vendor sees no menu entry and gets the 403 page for what it may not open", async ({ page }) => {
  await signIn(page, vendor);
  const sidebar = new Shell(page).sidebar();
  await expect(sidebar.getByRole("link", { name: "Prodotti" })).toHaveCount(0); // inside a closed group
  await sidebar.getByRole("button", { name: "Prodotto" }).click();
  await expect(sidebar.getByRole("link", { name: "Prodotti" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Regole fiscali" })).toHaveCount(0);
  await expect(sidebar.getByRole("button", { name: "Regole del negozio" })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Ruoli e permessi" })).toHaveCount(0);
  await page.goto(urls.path(screens.rolesPermissions.list()));
  await new ErrorPage(page).expectShown(403, "Non hai il permesso di aprire questa pagina");
});
