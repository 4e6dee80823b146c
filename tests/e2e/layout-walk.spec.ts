import { writeFileSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { superadmin, vendor, type Account } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { ListPageObject } from "./support/list-page";
import { layoutProblems } from "./support/layout-checks";
import { everyRoute, openScreen, type RouteVisit } from "./support/security";
import { openDevice } from "./support/pos-tablet";
import { projectBaseURL } from "./support/session";
import { screens } from "./support/urls";

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
const TILL = "[data-testid=pos-till]";

/**
 * The router has the screen's data once its URL shows; React paints the screen a moment later (the
 * router's updates are transitions). The page frame names the screen it shows (or the error page
 * stands instead, a vendor's 403); then one more frame for what the screen lays out after it.
 */
async function settled(page: Page, screen: string) {
  await expect(page.locator(`main [data-screen="${screen}"], main [data-testid="error-status"]`).first()).toBeVisible();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** A page of this size signed in as `account`, in `language`. */
async function openAt(browser: Browser, size: Screen, account: Account, language: string): Promise<Page> {
  const page = await openDevice(browser, size, account);
  await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: projectBaseURL() }]);
  return page;
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
          for (const problem of await layoutProblems(page, { minTarget: size.touch ? 24 : 0 })) found.push(`${visit.path}: ${problem}`);
          // The till's own controls: 44 px on touch (the shell around it keeps the panel's 24).
          if (size.touch && TILL_SCREENS.has(visit.screen) && (await page.locator(TILL).count()) > 0) {
            const small = (await layoutProblems(page, { minTarget: 44, within: TILL })).filter((problem) =>
              problem.startsWith("too small"),
            );
            for (const problem of small) found.push(`${visit.path} (till): ${problem}`);
          }
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

/**
 * The popups and dialogs the walk does not open by itself, opened at each touch size: the header's
 * bell, display and user menus, the command palette, a list's delete question, a record's history.
 * Each must sit wholly inside the screen, with nothing too small to tap, and pass axe.
 */
for (const size of SIZES.filter((each) => each.touch)) {
  test(`${size.name} (${size.width}×${size.height}): popups and dialogs open inside the screen`, async ({ browser, api }) => {
    const prefix = unique("Finestra");
    await api.ok("POST", "brand/action", { title: prefix, slug: prefix.toLowerCase() });
    const page = await openAt(browser, size, superadmin, "it");
    const found: string[] = [];
    // Escape closes a dialog (its focus is inside); a popup opened by a tap closes with a second tap on its button.
    const check = async (what: string, popup: Locator, close: () => Promise<void> = () => page.keyboard.press("Escape")) => {
      await expect(popup).toBeVisible();
      const box = await popup.boundingBox();
      if (!box || box.x < -1 || box.y < -1 || box.x + box.width > size.width + 1 || box.y + box.height > size.height + 1)
        found.push(`${what}: outside the screen ${JSON.stringify(box)}`);
      for (const problem of await layoutProblems(page, { minTarget: 24 })) found.push(`${what}: ${problem}`);
      for (const violation of await seriousViolations(page)) found.push(`${what}: axe: ${violation}`);
      await close();
      await expect(popup).toBeHidden();
    };
    await openScreen(page, screens.brands.list({ q: prefix }), "load");
    const banner = page.getByRole("banner");

    const bell = page.getByTestId("notification-bell");
    await bell.tap();
    await check("the bell's list", page.getByTestId("notification-menu"), () => bell.tap());
    const user = page.getByTestId("user-menu");
    await user.tap();
    await check("the user menu", page.getByRole("menu"), () => user.tap());
    if (size.width < 768) {
      const display = banner.getByRole("button", { name: "Lingua e aspetto" });
      await display.tap();
      await check("the display menu", page.getByRole("dialog", { name: "Lingua e aspetto" }), () => display.tap());
    }
    await banner.getByRole("button", { name: "Cerca e comandi" }).tap();
    await check("the command palette", page.getByRole("dialog", { name: "Cerca e comandi" }));

    const list = new ListPageObject(page);
    await list.rowAction(prefix, "Elimina").tap();
    await check("the delete question", page.getByRole("dialog"));

    await list.editRow(prefix);
    await page.getByRole("button", { name: "Cronologia", exact: true }).tap();
    await check("the history", page.getByRole("dialog", { name: "Cronologia delle modifiche" }));
    await page.context().close();
    expect(found).toEqual([]);
  });
}
