import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

/** axe-core as @axe-core/playwright ships it (its own dependency, so the two never differ). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

type WithAxe = { axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults>; configure(spec: object): void } };

/**
 * The axe rules whose outcome can change with the language: an element's accessible name or label,
 * the document's title and language, a heading's text. Colours, structure and ARIA validity are the
 * same markup in every language; a walk in another language checks these (a third of the full run's
 * time on a list: colour contrast is most of it).
 */
export const TEXT_RULES = [
  "area-alt",
  "aria-command-name",
  "aria-dialog-name",
  "aria-input-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-toggle-field-name",
  "aria-tooltip-name",
  "button-name",
  "document-title",
  "empty-heading",
  "empty-table-header",
  "frame-title",
  "html-has-lang",
  "html-lang-valid",
  "image-alt",
  "input-button-name",
  "input-image-alt",
  "label",
  "link-name",
  "object-alt",
  "role-img-alt",
  "select-name",
  "summary-name",
  "svg-img-alt",
  "valid-lang",
] as const;

/**
 * The axe rules whose outcome can change with the colour scheme: the text's contrast, and a link
 * told from its paragraph by colour alone. The markup (names, structure, ARIA) is the same in both
 * schemes; a walk in the dark scheme checks these (colour contrast is most of a full run's time).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * Puts axe-core into a frame unless its document has it already: a walk's in-app navigations keep
 * the document, so the 0.6 MB script is parsed once per full load rather than once per check.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as WithAxe).axe?.run === "function")) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => (window as WithAxe).axe?.configure({ allowedOrigins: ["<same_origin>"] }));
}

/**
 * Serious and critical axe violations on the page as it is now (`rules`: only these), one line each (empty = clean).
 * Only violations are collected (`resultTypes`): axe still runs every rule but skips gathering the
 * nodes that pass, most of its time on a long list. Sandboxed frames (an e-mail's preview) are left
 * out: axe cannot run in a frame that allows no scripts (its analysis never finishes), and what
 * they show is a mail author's HTML, not the panel's markup.
 *
 * axe runs in the page itself (`axe.run`, with axe in every other same-origin frame), not through
 * AxeBuilder.analyze(): that one opens a blank tab on every call to merge per-frame results, which
 * only cross-origin frames need (the panel has none) and which cost more than a short rule set.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // A dialog or menu still fading in has its text at part opacity: axe would measure a contrast the
  // finished screen does not have. Wait for finite animations and transitions (not spinners) to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== "running" || end === undefined || end === Infinity;
    }),
  );
  await ensureAxe(page.mainFrame());
  // Frames are found from the iframes in the document now, not page.frames(): that list can still
  // hold a preview frame the screen has just replaced, whose element is gone.
  for (const element of await page.locator("iframe:not([sandbox])").elementHandles()) {
    const frame = await element.contentFrame();
    if (frame && !frame.isDetached()) await ensureAxe(frame);
  }
  const options: RunOptions = { resultTypes: ["violations"], ...(rules ? { runOnly: { type: "rule", values: [...rules] } } : {}) };
  const results = await page.evaluate(
    ({ options }) => {
      const axe = (window as WithAxe).axe;
      if (!axe) throw new Error("axe-core is not in the page");
      return axe.run({ exclude: ["iframe[sandbox]"] }, options);
    },
    { options },
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
