import { expect, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";
import { ShellToolsObject } from "./shell-tools";

/*
 * The panel's live events as a user sees them: the new-rows banner over a list, the "changed by"
 * flag of an edit page, the bell; and the one stream request a browser holds open.
 */

/** Whether a request is the live event stream's. */
export const isEventStream = (request: Request) => new URL(request.url()).pathname.endsWith("/api/admin/events");

/**
 * Resolves once `page` has the event stream's answer (the server then sends what happens from
 * now): set it up before the page loads, await it before making the change the test looks for.
 */
export function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => isEventStream(response.request()) && response.status() === 200, { timeout: 20_000 });
}

export class LiveObject {
  readonly shell: ShellToolsObject;
  constructor(readonly page: Page) {
    this.shell = new ShellToolsObject(page);
  }

  /** The list's "3 nuovi ordini — mostra". */
  banner(): Locator {
    return this.page.locator("[data-live-banner]");
  }

  /** The edit page's "Modificato da Anna Rossi". */
  changeFlag(): Locator {
    return this.page.locator("[data-live-change]");
  }

  /** The first body row of the page's table. */
  firstRow(): Locator {
    return this.page.getByRole("table").locator("tbody tr").first();
  }

  async firstRowBox() {
    const box = await this.firstRow().boundingBox();
    expect(box).not.toBeNull();
    return box!;
  }

  /** Waits until the bell says `count` new notifications. */
  async expectBell(count: number, timeout = 5_000) {
    await expect(this.shell.bell()).toHaveAttribute("aria-label", new RegExp(`\\b${count}\\b`), { timeout });
  }
}

/** Waits until this tab's live events are in `status` (`open`: events flow, from its own stream or the leader tab's). */
export async function expectLiveStatus(page: Page, status: "open" | "unavailable" | "throttled" = "open", timeout = 20_000) {
  await expect(page.locator("html")).toHaveAttribute("data-live-events", status, { timeout });
}

/**
 * The backend answers the event stream with 404, as a shop backend without it does: for tests that
 * wait for the network to be idle, which an open stream (it never ends) would never let them reach.
 * The panel still loads its live code and asks once; it then polls as before.
 */
export async function withoutEventStream(target: Page | BrowserContext) {
  await target.route("**/api/admin/events", (route) => route.fulfill({ status: 404, contentType: "application/json", body: "{}" }));
}
