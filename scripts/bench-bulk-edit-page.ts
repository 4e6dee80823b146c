/*
 * The in-page halves of scripts/bench-bulk-edit.ts: plain source text evaluated in the browser (tsx
 * would wrap named functions in a helper that does not exist there). Every clock is the page's own
 * (performance.now(), event.timeStamp); "painted" is one animation frame after the awaited state,
 * then a task after that frame: by then the frame showing it has been drawn.
 */

/**
 * Resolves, in the page, once the frame after `ready()` first held has been painted: `performance.now()`
 * then. Rejects after 60 s: a state that never comes is the bench's error, not a figure.
 */
const PAINTED = `(ready) => new Promise((resolve, reject) => {
  const begun = performance.now();
  const paintedAfterFrame = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
  // Checked once per frame, before it is drawn: the first frame in which it holds is the one that shows it.
  const poll = () => {
    if (ready()) paintedAfterFrame();
    else if (performance.now() - begun > 60000) reject(new Error("not shown within 60 s: " + ready.toString().slice(0, 120)));
    else requestAnimationFrame(poll);
  };
  poll();
})`;

/**
 * Init script of the loads' page: from navigation start, waits for the grid's first row of cells and
 * keeps `window.__bulkOpen` = { painted, rowsStart, rowsEnd } (ms since navigation start; the rows
 * request from Resource Timing). Only on the bulk editor's URL.
 */
export const OPEN_WATCH = `(() => {
  if (!location.pathname.endsWith("/products/bulk-edit")) return;
  const firstRow = () => document.querySelector("[data-bulk-grid] [data-row] [data-col]") !== null;
  window.__bulkOpen = (${PAINTED})(firstRow).then((painted) => {
    const rows = performance.getEntriesByType("resource").filter((e) => e.name.includes("/product/bulk-edit/rows")).pop();
    return { painted, rowsStart: rows ? rows.startTime : NaN, rowsEnd: rows ? rows.responseEnd : NaN };
  });
})()`;

/**
 * An in-app navigation to `path` (below the router's basename) as a link click makes it, from a page
 * without the grid: → the grid's first row painted. Resolves { total, rowsStart, rowsEnd } relative
 * to the navigation's start.
 */
export const NAVIGATE = `(async (path) => {
  performance.clearResourceTimings();
  const start = performance.now();
  window.__remixRouter.navigate(path);
  const painted = await (${PAINTED})(() => document.querySelector("[data-bulk-grid] [data-row] [data-col]") !== null);
  const rows = performance.getEntriesByType("resource").filter((e) => e.name.includes("/product/bulk-edit/rows")).pop();
  return { total: painted - start, rowsStart: rows ? rows.startTime - start : NaN, rowsEnd: rows ? rows.responseEnd - start : NaN };
})`;

/**
 * Arms the measure of one keyboard move on the focused grid: the keydown's event.timeStamp, then the
 * grid's aria-activedescendant changing (a MutationObserver), then the frame after it painted.
 * `window.__bulkMove` resolves to { ms, committed, to }: committed is keydown → the attribute changed
 * (the handler and React's render and commit, without the wait for the frame); to, the new active cell's id.
 */
export const ARM_MOVE = `(() => {
  const grid = document.querySelector("[data-bulk-grid]");
  const from = grid.getAttribute("aria-activedescendant");
  let keydown = NaN;
  grid.addEventListener("keydown", (event) => { keydown = event.timeStamp; }, { capture: true, once: true });
  window.__bulkMove = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const to = grid.getAttribute("aria-activedescendant");
      if (to === from) return;
      observer.disconnect();
      const committed = performance.now() - keydown;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ ms: performance.now() - keydown, committed, to });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(grid, { attributes: true, attributeFilter: ["aria-activedescendant"] });
  });
})()`;

/**
 * A paste of `text` (tab-separated) on the focused grid, as the browser sends Ctrl+V: a paste event
 * on the document with a DataTransfer. Done when the grid's visible rows are all drawn and every
 * editable cell of `columns` in the pasted rows [top, top + height) among them shows a change, with
 * the cursor (moved to the block's last row) scrolled into view. Resolves the ms from the dispatch.
 */
export const PASTE = `(async ({ text, top, height, columns }) => {
  const HEADER = 41, ROW = 40;
  const grid = document.querySelector("[data-bulk-grid]");
  if (document.activeElement !== grid) throw new Error("the grid does not have the focus");
  const total = Number(grid.getAttribute("aria-rowcount")) - 1;
  const shown = () => {
    const active = document.getElementById(grid.getAttribute("aria-activedescendant") || "");
    const activeIndex = active ? Number(active.closest("[role=row]").getAttribute("aria-rowindex")) - 2 : -1;
    if (activeIndex !== top + height - 1 && activeIndex !== total - 1) return false;
    const first = Math.max(0, Math.floor(grid.scrollTop / ROW));
    const last = Math.min(total - 1, Math.ceil((grid.scrollTop + grid.clientHeight - HEADER) / ROW) - 1);
    if (activeIndex < first || activeIndex > last) return false;
    for (let index = first; index <= last; index++) {
      const row = grid.querySelector('[role=row][aria-rowindex="' + (index + 2) + '"]');
      if (!row) return false;
      if (index < top || index >= top + height) continue;
      for (const column of columns) {
        const cell = row.querySelector('[data-col="' + column + '"]');
        if (cell && !cell.hasAttribute("data-readonly") && !cell.hasAttribute("data-changed")) return false;
      }
    }
    return true;
  };
  const data = new DataTransfer();
  data.setData("text/plain", text);
  const start = performance.now();
  grid.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  return (await (${PAINTED})(shown)) - start;
})`;

/**
 * The review and the save of the grid's changes: a click on "review" → the dialog's save button
 * painted; a click on it at once → the summary painted. Resolves { review, save } in ms and the summary's text.
 */
export const REVIEW_AND_SAVE = `(async () => {
  const open = document.querySelector("[data-bulk-review-open]");
  if (!open || open.disabled) throw new Error("the review button is not enabled");
  const start = performance.now();
  open.click();
  const saveButton = () => {
    const button = document.querySelector("[data-bulk-save]");
    return button && !button.disabled && button.getBoundingClientRect().height > 0 ? button : null;
  };
  const reviewed = await (${PAINTED})(() => saveButton() !== null);
  const clicked = performance.now();
  saveButton().click();
  const summary = await (${PAINTED})(() => document.querySelector("[data-bulk-summary]") !== null);
  return { review: reviewed - start, save: summary - clicked, summary: document.querySelector("[data-bulk-summary]").textContent };
})()`;
