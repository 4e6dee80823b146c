import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { attempt, expectErrorState, expectRecovery, FaultyPage, faults, finish, navigateInApp, type Outcome } from "./support/faults";
import { chunks, everyRoute, type RouteVisit } from "./support/security";
import { browserPath } from "./support/urls";

/*
 * Every signed-in route of the route table under a fault (issue 17): the five faults are dealt out in
 * turn over the routes, so each route meets one and each fault meets a fifth of the routes. Every
 * fault on every kind of screen, on a full load too, is security-faults.spec.ts's job; this suite
 * makes sure no screen was left out of the error handling. Routes are reached the way a link
 * reaches them (in-app, from the screen before, which has just recovered), so one page walks many.
 */

/**
 * Screens still built as frames (a title and a permission check) load nothing of their own, so no
 * fault can reach them; they join the rotation by themselves once their route module is built.
 */
function loadsData(visit: RouteVisit): boolean {
  const module = `app/routes/${visit.screen}.tsx`;
  return !existsSync(module) || !readFileSync(module, "utf8").includes("frameRoute(");
}

const GROUPS = 4;

test.describe.configure({ mode: "parallel" });

for (let group = 0; group < GROUPS; group += 1) {
  test(`every route under one fault, part ${group + 1} of ${GROUPS}`, async ({ page }) => {
    test.setTimeout(240_000);
    const routes = everyRoute().filter((route) => route.audience === "user" && loadsData(route));
    const mine = chunks(routes, GROUPS)[group];
    const offset = routes.indexOf(mine[0]);
    const faulty = new FaultyPage(page);
    await faulty.start();
    const outcome: Outcome = { tried: 0, through: [] };
    const untouched: string[] = [];
    for (const [index, visit] of mine.entries()) {
      const fault = faults[(offset + index) % faults.length];
      await attempt(
        outcome,
        `${visit.path} ${fault.name}`,
        async () => {
          // Only the calls made before the URL commits are failed: the route's loaders, whose
          // failure is the route's error state. What a screen's parts ask for once it shows (a
          // picker's options) has errors of its own, and would make the case depend on timing.
          // The page's own location says it: Playwright's page.url() follows the commit a little
          // later, and a picker asking at once was failed as if it were a loader (a flaky case).
          // A loader's call is held until this answers, so its page cannot have committed yet.
          const target = browserPath(visit.path);
          await faulty.inject(fault, undefined, async () => (await page.evaluate(() => window.location.pathname)) !== target);
          await navigateInApp(page, visit.path);
          // The router commits the URL once the loaders are done, with the screen or its error.
          await expect(page).toHaveURL((url) => url.pathname + url.search === browserPath(visit.path));
          if (faulty.faultedCalls === 0) {
            // A screen that asks for nothing before it shows (a create form without lookups): the
            // fault cannot reach it. It must simply be there, and it is not counted as tried.
            // The screen's title is the first h1 (an e-mail format's body may hold one of its own).
            await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
            untouched.push(visit.path);
            await faulty.heal();
            return;
          }
          await expectErrorState(page, fault);
          await expectRecovery(faulty, fault);
        },
        faulty,
      );
    }
    outcome.tried -= untouched.length;
    test.info().annotations.push({ type: "no data of their own", description: untouched.join(" ") || "none" });
    finish(outcome);
  });
}
