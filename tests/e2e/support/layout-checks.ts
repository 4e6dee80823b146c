import type { Page } from "@playwright/test";

/**
 * What a person at a small or mid-size screen would notice, measured in the page:
 * - the page itself scrolls sideways (its content is wider than the window);
 * - a button's, tab's or label's text is cut (its content is wider than its box);
 * - on a touch screen, a control smaller than the finger's minimum (24×24 px, WCAG 2.5.8; the till
 *   asks 44, Apple's and Google's guidance for a screen used all day);
 * - an open dialog or drawer not wholly inside the window.
 * Each problem is a line naming the element, so a failing walk says what to fix.
 */
export interface LayoutOptions {
  /** The smallest width and height a control may have; 0 checks no size (a mouse screen). */
  minTarget: number;
  /**
   * Checks the size only of the controls inside this element (a selector): a screen that asks more
   * than the rest of the panel (the till's 44 px) checks its own controls. The other checks still
   * look at the whole page.
   */
  within?: string;
}

export async function layoutProblems(page: Page, options: LayoutOptions): Promise<string[]> {
  const size = page.viewportSize();
  if (!size) throw new Error("the layout checks need a page with a fixed viewport");
  return page.evaluate(
    ({ minTarget, within, viewWidth, viewHeight }) => {
      const problems: string[] = [];
      // The screen's size, not the window's: a phone's browser widens its layout viewport to fit a
      // page wider than the screen (and zooms out), so innerWidth would grow with the very overflow.
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > viewWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${viewWidth}`);

      /** A short name for an element: its tag, its label or text, enough to find it. */
      const describe = (element: Element) => {
        const label = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().replace(/\s+/g, " ");
        const name = element.getAttribute("name");
        return `<${element.tagName.toLowerCase()}${name ? ` name=${name}` : ""}> "${label.slice(0, 40)}"`;
      };
      // Drawn, and not moved out of the window sideways (a folded side menu slides out to the left).
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= viewWidth) return false;
        const style = getComputedStyle(element);
        return style.visibility !== "hidden" && !element.closest("[aria-hidden=true], [hidden], [inert]");
      };

      // Text cut inside its own box: a Mantine button keeps its words in a label span that hides what
      // does not fit, a tab in its own span; labels and table headers are checked as they are.
      const textBoxes = document.querySelectorAll(
        ".mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label, .mantine-Badge-label, .list-badge, label, th, .mantine-NavLink-label",
      );
      for (const box of textBoxes) {
        if (!shown(box) || box.scrollWidth <= box.clientWidth + 1) continue;
        problems.push(
          `text cut: ${describe(box.closest("button, a, label, th") ?? box)} needs ${box.scrollWidth} px, has ${box.clientWidth}`,
        );
      }

      const CONTROLS =
        "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=switch], [role=tab], [role=menuitem], [role=combobox]";
      const controls = document.querySelectorAll(CONTROLS);
      // A control partly past the screen's edge, where no scrolling box can bring it in (a fixed
      // header's last button; the page itself does not scroll sideways for a fixed element).
      const scrollsSideways = (element: Element) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          const overflow = getComputedStyle(box).overflowX;
          if ((overflow === "auto" || overflow === "scroll") && box.scrollWidth > box.clientWidth) return true;
        }
        return false;
      };
      for (const control of controls) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        if ((box.right > viewWidth + 1 || box.left < -1) && !scrollsSideways(control))
          problems.push(`past the screen's edge: ${describe(control)} from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
      }

      if (minTarget > 0) {
        const scope = within ? document.querySelector(within) : document;
        if (!scope) problems.push(`no element ${within} to check the controls of`);
        for (const control of scope ? scope.querySelectorAll(CONTROLS) : []) {
          if (!shown(control)) continue;
          // A link inside a sentence is sized by its text (WCAG's inline exception).
          if (control.tagName === "A" && getComputedStyle(control).display === "inline") continue;
          // The target is the control with what also takes its taps: its labels (a checkbox's words
          // beside it) and the field box around an input that is only part of it (a tags input's
          // typing area inside its box).
          const parts = [control, ...((control as HTMLInputElement).labels ?? []), control.closest("label, .mantine-Input-input")].filter(
            (part): part is Element => part !== null,
          );
          const width = Math.max(...parts.map((part) => part.getBoundingClientRect().width));
          const height = Math.max(...parts.map((part) => part.getBoundingClientRect().height));
          if (width + 0.5 < minTarget || height + 0.5 < minTarget)
            problems.push(`too small to tap: ${describe(control)} ${Math.round(width)}×${Math.round(height)} px`);
        }
      }

      for (const dialog of document.querySelectorAll("[role=dialog], [role=alertdialog]")) {
        if (!shown(dialog)) continue;
        const box = dialog.getBoundingClientRect();
        if (box.left < -1 || box.top < -1 || box.right > viewWidth + 1 || box.bottom > viewHeight + 1)
          problems.push(
            `dialog outside the window: ${describe(dialog)} at ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
          );
      }
      return problems;
    },
    { minTarget: options.minTarget, within: options.within ?? null, viewWidth: size.width, viewHeight: size.height },
  );
}
