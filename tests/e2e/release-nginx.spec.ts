import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { Release } from "../../scripts/release-bundle";
import { superadmin } from "./support/accounts";
import { nextBuildOf, type NginxSite, releaseOf, startNginx } from "./support/nginx-release";
import { ErrorPage, expectAt, Shell, signIn } from "./support/pages";
import { screens, urls } from "./support/urls";

/*
 * The release bundle as a shop's operator serves it (issue 37): `npm run release`'s archive unpacked
 * under Debian's nginx with the README's example configuration and the manifest's CSP, the API
 * proxied to the reference server. Release A is this build; release B is "the next commit": the same
 * code with every asset's hash changed and a later release time, so its index.html differs from A's
 * only in the names it loads, as the next release's usually does.
 */

const staticDir = process.env.STATIC_DIR ?? path.resolve("build", "client");
/** The reference server Playwright started (playwright.config.ts), and nginx's port beside it. */
const apiPort = Number(process.env.E2E_PORT ?? 8791);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? apiPort + 10);
const base = `http://127.0.0.1:${nginxPort}/admin/`;

let work: string;
let releaseA: Release;
let releaseB: Release;
let site: NginxSite;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "admin-panel-releases-"));
  // Two commits a day apart.
  releaseA = releaseOf(staticDir, work, 1_700_000_000);
  nextBuildOf(staticDir, path.join(work, "next-build"));
  releaseB = releaseOf(path.join(work, "next-build"), work, 1_700_086_400);
  site = await startNginx(releaseA, nginxPort, apiPort);
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Every CSP violation the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

test.describe("the release under nginx", () => {
  // Every relative URL of the page objects (sign-in included) goes to nginx, not to the reference server.
  test.use({ baseURL: base });

  test("sign in, a list, a deep link reloaded and the 404 page, with the manifest's CSP and no violation", async ({ page }) => {
    const violations = await watchCsp(page);
    const index = await page.request.get(base);
    expect(index.headers()["content-security-policy"]).toBe(releaseA.manifest.csp.policy);
    expect(index.headers()["cache-control"]).toBe("no-cache");

    await signIn(page, superadmin);
    await page.goto(urls.path(screens.brands.list()));
    await expect(new Shell(page).heading()).toHaveText("Marchi");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    // A deep link, loaded afresh: nginx answers it with index.html and the panel routes it.
    await page.reload();
    await expect(new Shell(page).heading()).toHaveText("Marchi");
    expect(new URL(page.url()).pathname).toBe("/admin/brands");
    await page.goto(urls.path("/no-such-screen"));
    await new ErrorPage(page).expectShown(404, "Impossibile trovare questa pagina");
    // A missing asset is a real 404, not index.html (the reload guard relies on it).
    expect((await page.request.get(`${base}assets/not-there-123.js`)).status()).toBe(404);
    expect(await violations()).toEqual([]);
  });

  test("the installable till: the web app manifest with its own type, its icons as images", async ({ request }) => {
    const manifest = await request.get(`${base}manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
    const icons = (JSON.parse(await manifest.text()) as { icons: { src: string }[] }).icons;
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const image = await request.get(new URL(icon.src, `${base}manifest.webmanifest`).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"], icon.src).toBe("image/png");
    }
  });

  test("a deploy while a tab is open: the tab reloads once onto the new release and works", async ({ page, context }) => {
    // No idle prefetch (as in a browser that asks to save data): the brands chunk is loaded only when wanted.
    await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
    const violations = await watchCsp(page);
    await signIn(page, superadmin);
    await expect(stylesheetOf(page, releaseA)).toBeAttached();

    await site.deploy(releaseB);
    let documentLoads = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads += 1;
    });
    await new Shell(page).navigate("Marchi", "Prodotto");
    await expect(new Shell(page).heading()).toHaveText("Marchi");
    await expectAt(page, screens.brands.list());
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    expect(documentLoads).toBe(1);
    // The page now runs the new release's files.
    await expect(stylesheetOf(page, releaseB)).toBeAttached();
    expect(await violations()).toEqual([]);
  });

  test("a chunk asked for just after a deploy reloads the tab onto the new release, which starts under either release's CSP", async ({
    page,
  }) => {
    // The two releases send one policy: index.html's only inline script is the same in both, so a
    // web server worker still sending release A's header with B's index.html lets B start.
    expect(releaseB.manifest.csp.policy).toBe(releaseA.manifest.csp.policy);
    await site.deploy(releaseA);
    // The live events' code (fetched once the first screen is shown) is held until B is deployed.
    let deployed!: () => void;
    const held = new Promise<void>((resolve) => (deployed = resolve));
    await page.route("**/assets/live-session-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, superadmin);
    await expect(stylesheetOf(page, releaseA)).toBeAttached();
    await site.deploy(releaseB);
    const reloaded = page.waitForEvent("framenavigated");
    deployed();
    await reloaded;
    await expect(stylesheetOf(page, releaseB)).toBeAttached();
    await new Shell(page).navigate("Marchi", "Prodotto");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
  });

  test("a browser holding the old index.html gets the new one: another ETag and Last-Modified, no 304", async ({ request }) => {
    await site.deploy(releaseA);
    const old = await request.get(base);
    const oldBody = await old.text();
    const validators = { etag: old.headers()["etag"], lastModified: old.headers()["last-modified"] };
    expect(validators.etag).toBeTruthy();
    expect(validators.lastModified).toBe(new Date(releaseA.manifest.released).toUTCString());
    // Unchanged, the browser's copy is confirmed.
    const same = await request.get(base, { headers: { "If-None-Match": validators.etag, "If-Modified-Since": validators.lastModified } });
    expect(same.status()).toBe(304);

    await site.deploy(releaseB);
    const next = await request.get(base, { headers: { "If-None-Match": validators.etag, "If-Modified-Since": validators.lastModified } });
    expect(next.status()).toBe(200);
    expect(next.headers()["etag"]).not.toBe(validators.etag);
    expect(next.headers()["last-modified"]).not.toBe(validators.lastModified);
    const nextBody = await next.text();
    expect(nextBody).not.toBe(oldBody);
    // The two index.html files differ only in the asset names (what the test means by "the next release").
    expect(nextBody.replace(/n2\.(js|css)\b/g, ".$1")).toBe(oldBody);
    // config.json is revalidated the same way.
    const config = await request.get(`${base}config.json`, { headers: { "If-Modified-Since": validators.lastModified } });
    expect(config.status()).toBe(200);
  });
});

/** The release's main stylesheet, as the page links it (index.html loads it: the document's own release). */
function stylesheetOf(page: Page, release: Release) {
  const file = release.manifest.files.find((each) => /^assets\/vendor-[^/]+\.css$/.test(each.path));
  if (!file) throw new Error("the release has no vendor stylesheet");
  return page.locator(`link[rel="stylesheet"][href="/admin/${file.path}"]`);
}
