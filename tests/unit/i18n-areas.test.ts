// @vitest-environment node
import { describe, expect, it } from "vitest";
import { activateLanguage, i18next, initI18n, loadAppStrings } from "~/i18n/i18n";
import { areaStrings } from "./support/locales";

/*
 * The panel's strings come in parts (issue 16): the core with the signed-in layout, each other area
 * with the first screen that needs it. Checked on i18next's store, as the screens read it.
 */
const catalogTitle = (language: string) => (areaStrings("catalog", language).catalog as { fields: { title: string } }).fields.title;

describe("the panel's strings by area", () => {
  it("the layout brings the core only; a screen's area is added to it, and follows a language switch", async () => {
    await initI18n("it");
    await activateLanguage("it");
    await loadAppStrings();
    expect(i18next.exists("nav.label")).toBe(true);
    expect(i18next.exists("catalog.fields.title")).toBe(false);

    await loadAppStrings(["catalog"]);
    expect(i18next.t("catalog.fields.title")).toBe(catalogTitle("it"));
    // Adding an area keeps what was there.
    expect(i18next.exists("nav.label")).toBe(true);
    expect(i18next.exists("sales.orders.paid")).toBe(false);

    // A language switched to later gets the core and the areas opened so far, not the others.
    await activateLanguage("de");
    expect(i18next.t("catalog.fields.title")).toBe(catalogTitle("de"));
    expect(i18next.exists("nav.label")).toBe(true);
    expect(i18next.exists("sales.orders.paid")).toBe(false);
  });
});
