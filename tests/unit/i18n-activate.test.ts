import { describe, expect, it } from "vitest";
import { activateLanguage } from "~/i18n/i18n";

describe("activateLanguage", () => {
  it("touches <html lang> only when the language changes (every loader calls it; a write restyles the page)", async () => {
    await activateLanguage("it");
    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      changes.push(...records.map((r) => `${r.attributeName}=${document.documentElement.lang}`)),
    );
    observer.observe(document.documentElement, { attributes: true });
    await activateLanguage("it");
    await activateLanguage("it");
    await Promise.resolve();
    expect(changes).toEqual([]);
    await activateLanguage("en");
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual(["lang=en"]);
  });
});
