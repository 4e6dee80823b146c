import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

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
 * Serious and critical axe violations on the page as it is now (`rules`: only these), one line each (empty = clean).
 * Only violations are collected (`resultTypes`): axe still runs every rule but skips gathering the
 * nodes that pass, most of its time on a long list. Sandboxed frames (an e-mail's preview) are left
 * out: axe cannot run in a frame that allows no scripts (its analysis never finishes), and what
 * they show is a mail author's HTML, not the panel's markup.
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
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).exclude("iframe[sandbox]");
  if (rules) builder = builder.withRules([...rules]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
