import { createHash } from "node:crypto";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openSignedIn } from "./support/session";
import { chunks, everyRoute, openScreen, recordResult, type RouteVisit } from "./support/security";

/*
 * The panel under the reference server's Content-Security-Policy: the headers of its HTML, then
 * every screen loaded with a listener for `securitypolicyviolation` events and the console's CSP
 * errors. A violation is either an attack the policy stopped or a feature the policy breaks: both
 * must be zero on the panel's own screens.
 */
const SUITE = "csp";

/** The directives of a CSP header, by name. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** The `'sha256-…'` source of each inline script of the HTML a browser runs (not JSON data blocks), as it hashes it. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`,
  );
}

test.describe("security headers of the panel's HTML", () => {
  for (const path of ["./", "./brands", "./login", "./no-such-page"]) {
    test(`GET /admin/${path.slice(2)} sends the strict CSP and the document headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const html = await response.text();
      const csp = directives(headers["content-security-policy"] ?? "");
      const scripts = csp.get("script-src") ?? [];
      const checks: Record<string, boolean> = {
        "script-src names each inline script's hash": inlineScriptHashes(html).every((hash) => scripts.includes(hash)),
        "script-src has an inline script to hash (the check above is not empty)": inlineScriptHashes(html).length > 0,
        "script-src without 'unsafe-inline', 'unsafe-eval' or a wildcard": !scripts.some((s) =>
          /unsafe-inline|unsafe-eval|^\*$|^https?:$/.test(s),
        ),
        "frame-ancestors 'none'": csp.get("frame-ancestors")?.join(" ") === "'none'",
        "object-src 'none'": csp.get("object-src")?.join(" ") === "'none'",
        "base-uri 'self'": csp.get("base-uri")?.join(" ") === "'self'",
        "X-Content-Type-Options: nosniff": headers["x-content-type-options"] === "nosniff",
        "a Referrer-Policy that keeps paths in": /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
          headers["referrer-policy"] ?? "",
        ),
        // PUBLIC_URL is not https on the test server: HSTS there would pin plain-http hosts.
        "no HSTS over plain http": headers["strict-transport-security"] === undefined,
      };
      const failed = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([check]) => check);
      recordResult(SUITE, Object.keys(checks).length, failed.length);
      expect(failed, `headers: ${JSON.stringify(headers)}`).toEqual([]);
    });
  }
});

/** Collects CSP violations reported in the page (events and console errors) over its whole life. */
async function listenForViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content[- ]Security[- ]Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`),
    );
  });
  return async () => {
    const inPage = await page.evaluate(() => ((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).splice(0));
    return [...inPage, ...fromConsole.splice(0)];
  };
}

/** Opens each route (the first as a full load) and returns the violations seen, one per line. */
async function walk(page: Page, visits: RouteVisit[], read: () => Promise<string[]>): Promise<string[]> {
  const violations = new Set<string>();
  for (const [index, visit] of visits.entries()) {
    await openScreen(page, visit.path, index === 0 ? "load" : "navigate");
    for (const violation of await read()) violations.add(`${visit.path}: ${violation}`);
  }
  return [...violations];
}

test.describe("every screen under the CSP", () => {
  test.describe.configure({ mode: "parallel" });

  test.describe("signed out", () => {
    test.use({ signedInAs: null });

    test("the guests' screens load with no CSP violation", async ({ page }) => {
      const read = await listenForViolations(page);
      const guests = everyRoute().filter((visit) => visit.audience === "guest");
      const violations: string[] = [];
      // Each is a full load: the login pages are where a signed-out attacker's link lands.
      for (const visit of guests) violations.push(...(await walk(page, [visit], read)));
      recordResult(SUITE, guests.length, violations.length);
      expect(violations).toEqual([]);
    });
  });

  const GROUPS = 3;
  for (let group = 0; group < GROUPS; group += 1) {
    test(`signed-in screens, part ${group + 1} of ${GROUPS}, load with no CSP violation`, async ({ page }) => {
      test.setTimeout(120_000);
      const read = await listenForViolations(page);
      await openSignedIn(page);
      const visits = chunks(
        everyRoute().filter((visit) => visit.audience === "user"),
        GROUPS,
      )[group];
      const violations = await walk(page, visits, read);
      recordResult(SUITE, visits.length, violations.length);
      expect(violations).toEqual([]);
    });
  }
});
