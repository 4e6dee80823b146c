import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical axe violations on the page as it is now, one line each (empty = clean).
 * Only violations are collected (`resultTypes`): axe still runs every rule but skips gathering the
 * nodes that pass, most of its time on a long list. Sandboxed frames (an e-mail's preview) are left
 * out: axe cannot run in a frame that allows no scripts (its analysis never finishes), and what
 * they show is a mail author's HTML, not the panel's markup.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or menu still fading in has its text at part opacity: axe would measure a contrast the
  // finished screen does not have. Wait for finite animations and transitions (not spinners) to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== "running" || end === undefined || end === Infinity;
    }),
  );
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .exclude("iframe[sandbox]")
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
