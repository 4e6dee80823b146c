// @vitest-environment node
import { describe, expect, it } from "vitest";
import { screen, sharing, withRecord } from "~/routing/table/entry";

/* The builders the screen table's entries are written with (app/routing/table/entry.ts). */
describe("screen table entry builders", () => {
  it("give a screen the path its id says, with dots as slashes", () => {
    expect(screen("setting.smtp", { title: "screens.settingSmtp" })).toEqual({
      "setting.smtp": { path: "setting/smtp", title: "screens.settingSmtp" },
    });
  });

  it("write a list and its record screen once", () => {
    expect(
      withRecord("brands", { title: "screens.brands", subject: "brand" }, { title: "screens.brandForm", idParam: "optional" }),
    ).toEqual({
      brands: { path: "brands", title: "screens.brands", subject: "brand" },
      "brands.$id": { path: "brands/:id?", title: "screens.brandForm", idParam: "optional", subject: "brand", parent: "brands" },
    });
  });

  it("put the facts screens share under each one's own, its own winning", () => {
    const group = sharing({ subject: "setting", section: "nav.setting", areas: ["settings"] });
    expect(group.screen("setting.fcm", { title: "screens.settingFcm", areas: [] })).toEqual({
      "setting.fcm": { path: "setting/fcm", title: "screens.settingFcm", subject: "setting", section: "nav.setting", areas: [] },
    });
    const lists = group.withRecord(
      "setting.languages",
      { title: "screens.settingLanguages", subject: "language" },
      { title: "screens.languageForm", idParam: "required" },
    );
    expect(lists["setting.languages"]).toEqual({
      path: "setting/languages",
      title: "screens.settingLanguages",
      subject: "language",
      section: "nav.setting",
      areas: ["settings"],
    });
    expect(lists["setting.languages.$id"]).toEqual({
      path: "setting/languages/:id",
      title: "screens.languageForm",
      idParam: "required",
      subject: "language",
      parent: "setting.languages",
    });
  });
});
