import type { Browser, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { Account } from "./accounts";
import { PosManagerPage } from "./pos-manager";
import { projectBaseURL, useSession } from "./session";

/*
 * The till (/pos/manager) on a tablet, as a cashier holds it: a browser context of the window's
 * size, with touch (a phone's or tablet's browser) or a mouse, the checkout's page object for the
 * cart, and what the tablet layout adds: the product pane and its cards, the highlighted line, the
 * pop-ups that must not appear, and where things sit in the window.
 */

export interface Screen {
  width: number;
  height: number;
  touch: boolean;
}

export const TABLET_LANDSCAPE: Screen = { width: 1024, height: 768, touch: true };
export const TABLET_PORTRAIT: Screen = { width: 768, height: 1024, touch: true };
export const PHONE: Screen = { width: 390, height: 844, touch: true };

/** A page of its own in a context of this size (touch as a tablet's browser has it), signed in as `account`. */
export async function openDevice(browser: Browser, screen: Screen, account: Account): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch,
    isMobile: screen.touch,
    locale: "it-IT",
    reducedMotion: "reduce",
    baseURL: projectBaseURL(),
  });
  const page = await context.newPage();
  await useSession(page, account);
  return page;
}

/** A box as the page lays it out, rounded to whole pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element has no box (not shown)");
  return {
    left: Math.round(box.x),
    top: Math.round(box.y),
    right: Math.round(box.x + box.width),
    bottom: Math.round(box.y + box.height),
  };
}

export class TillPage extends PosManagerPage {
  productPane(): Locator {
    return this.page.getByRole("region", { name: "Prodotti in vendita" });
  }

  cards(): Locator {
    return this.productPane().getByRole("article");
  }

  card(title: string): Locator {
    return this.productPane().getByRole("article", { name: title });
  }

  addButton(title: string): Locator {
    return this.card(title).getByRole("button", { name: `Aggiungi ${title} al carrello` });
  }

  /** Shows only this product's card (a search for its full title) and waits for it. */
  async find(title: string) {
    await this.search().fill(title);
    await expect(this.cards()).toHaveCount(1);
    await expect(this.card(title)).toBeVisible();
  }

  /** The line that just went in, highlighted for a moment. */
  justAdded(): Locator {
    return this.lines().and(this.page.locator("[data-just-added]"));
  }

  announcement(): Locator {
    return this.page.getByTestId("pos-added-announcement");
  }

  /** Mantine's pop-up messages (the toasts the till no longer shows on an addition). */
  toasts(): Locator {
    return this.page.locator(".mantine-Notification-root");
  }

  /** How many product cards are wholly in the window and inside the product pane's scrolling part. */
  async cardsFullyShown(): Promise<number> {
    return this.page.evaluate(() => {
      const scroller = document.querySelector("[data-testid=pos-products-scroll]");
      if (!scroller) return 0;
      const pane = scroller.getBoundingClientRect();
      const inside = (box: DOMRect) =>
        box.top >= Math.max(0, pane.top) - 0.5 &&
        box.bottom <= Math.min(window.innerHeight, pane.bottom) + 0.5 &&
        box.left >= Math.max(0, pane.left) - 0.5 &&
        box.right <= Math.min(window.innerWidth, pane.right) + 0.5;
      return [...document.querySelectorAll("[data-pos-card]")].filter((card) => inside(card.getBoundingClientRect())).length;
    });
  }

  /** After an addition: the line shows, lit and in view; totals and Confirm still in view; no pop-up. */
  async expectAddedInView(line: Locator, spoken: string) {
    await expect(line).toHaveAttribute("data-just-added");
    await expect(line).toBeInViewport({ ratio: 1 });
    await expect(this.announcement()).toHaveText(`${spoken} aggiunto al carrello`);
    await expect(this.total("total")).toBeInViewport({ ratio: 1 });
    await expect(this.confirmButton()).toBeInViewport({ ratio: 1 });
    await expect(this.toasts()).toHaveCount(0);
  }
}
