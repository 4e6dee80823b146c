import { writeFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { superadmin, vendor, type Account } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { layoutProblems } from "./support/layout-checks";
import { everyRoute, openScreen, type RouteVisit } from "./support/security";
import { apiSession, projectBaseURL } from "./support/session";

/*
 * Every signed-in screen of the route table at a phone (390×844, touch), a portrait tablet
 * (768×1024, touch) and a laptop (1366×768, mouse), as the superadmin and as a vendor, in Italian
 * and in German (the longest words): the page never scrolls sideways, no button, tab or label has
 * its text cut, on touch no control is smaller than 24×24 px (44 on the till), and no dialog opened
 * sits outside the window. Each screen's picture is saved with the test's results for a person to
 * look at (tests/e2e/README: where); pictures are not compared.
 */
test.describe.configure({ mode: "parallel" });

interface Screen {
  name: string;
  width: number;
  height: number;
  touch: boolean;
}

const SIZES: Screen[] = [
  { name: "phone", width: 390, height: 844, touch: true },
  { name: "tablet", width: 768, height: 1024, touch: true },
  { name: "laptop", width: 1366, height: 768, touch: false },
];

/** The till's controls are used all day by a standing cashier: bigger targets there. */
const TILL_SCREENS = new Set(["pos.manager"]);

/**
 * The router has the screen's data once its URL shows; React paints the screen a moment later (the
 * router's updates are transitions). The page frame names the screen it shows (or the error page
 * stands instead, a vendor's 403); then one more frame for what the screen lays out after it.
 */
async function settled(page: Page, screen: string) {
  await expect(page.locator(`main [data-screen="${screen}"], main [data-testid="error-status"]`).first()).toBeVisible();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function openAt(browser: Browser, size: Screen, account: Account, language: string): Promise<Page> {
  const base = projectBaseURL();
  const session = await apiSession((await browser.newContext()).request, base, account, true);
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    isMobile: size.touch,
    locale: "it-IT",
    reducedMotion: "reduce",
    baseURL: base,
  });
  await context.addCookies([...session.cookies, { name: "admin-panel_lang", value: language, url: base }]);
  return context.newPage();
}

for (const account of [superadmin, vendor]) {
  for (const language of ["it", "de"]) {
    for (const size of SIZES) {
      const who = account === superadmin ? "superadmin" : "vendor";
      test(`${who}, ${language}, ${size.name} (${size.width}×${size.height}): every screen fits`, async ({ browser }, testInfo) => {
        test.setTimeout(360_000);
        const page = await openAt(browser, size, account, language);
        const found: string[] = [];
        const owner = account === superadmin ? undefined : account.email;
        const visits: RouteVisit[] = everyRoute(owner).filter((route) => route.audience === "user");
        for (const [index, visit] of visits.entries()) {
          await openScreen(page, visit.path, index === 0 ? "load" : "navigate");
          await settled(page, visit.screen);
          const minTarget = !size.touch ? 0 : TILL_SCREENS.has(visit.screen) ? 44 : 24;
          for (const problem of await layoutProblems(page, { minTarget })) found.push(`${visit.path}: ${problem}`);
          const file = `${visit.path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_") || "dashboard"}.png`;
          await page.screenshot({ path: testInfo.outputPath(file) });
        }
        await page.context().close();
        // Beside the pictures, for the person looking at them (and attached to the report).
        const list = testInfo.outputPath("problems.txt");
        writeFileSync(list, found.length ? `${found.join("\n")}\n` : "");
        await testInfo.attach("problems", { path: list, contentType: "text/plain" });
        expect(found).toEqual([]);
      });
    }
  }
}
