import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18next, initI18n, loadAppStrings } from "~/i18n/i18n";
import { Pager, pagerItems } from "~/ui/list-page/pager";

const renderInItalian = (ui: ReactElement) => render(<I18nextProvider i18n={i18next}>{ui}</I18nextProvider>);

beforeAll(async () => {
  await initI18n("it");
  await loadAppStrings();
});
afterEach(cleanup);

describe("the pages a list's pager shows", () => {
  it("shows every page when none would be left out", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(9, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("near the start: the first seven, a gap, the last", () => {
    expect(pagerItems(22, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 22]);
    expect(pagerItems(22, 4)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 22]);
  });

  it("in the middle: the first, a gap, two pages each side, a gap, the last", () => {
    expect(pagerItems(22, 11)).toEqual([1, "gap", 9, 10, 11, 12, 13, "gap", 22]);
  });

  it("near the end: the first, a gap, the last seven", () => {
    expect(pagerItems(22, 22)).toEqual([1, "gap", 16, 17, 18, 19, 20, 21, 22]);
    expect(pagerItems(22, 19)).toEqual([1, "gap", 16, 17, 18, 19, 20, 21, 22]);
  });

  it("always the same number of places, so the buttons do not move while stepping through", () => {
    for (let active = 1; active <= 40; active += 1) expect(pagerItems(40, active)).toHaveLength(9);
  });
});

describe("the pager", () => {
  it("marks the current page, goes to a page, the next and the previous; the ends are disabled", () => {
    const go = vi.fn();
    const approach = vi.fn();
    renderInItalian(<Pager total={3} active={1} go={go} approach={approach} />);
    expect(screen.getByRole("button", { name: "Vai alla pagina 1" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Vai alla pagina 2" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Pagina precedente" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Vai alla pagina 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Pagina successiva" }));
    expect(go.mock.calls).toEqual([[3], [2]]);
    fireEvent.focus(screen.getByRole("button", { name: "Vai alla pagina 2" }));
    expect(approach).toHaveBeenCalledWith(2);
    cleanup();
    renderInItalian(<Pager total={3} active={3} go={go} approach={approach} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Pagina successiva" }).disabled).toBe(true);
  });
});
