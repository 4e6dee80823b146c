import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isMenuGroup, menu } from "~/routing/menu";
import { SPRITE_FILE, spriteText } from "../../scripts/make-sprite";

const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("the icon sprite", () => {
  it("is what scripts/make-sprite.ts makes from the icon table (run it after changing the table)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await spriteText());
  });

  it("draws every side menu entry's and group's icon, each with its shapes", () => {
    const sprite = readFileSync(SPRITE_FILE, "utf8");
    const drawn = new Set(symbolIds(sprite));
    const used = menu.flatMap((entry) => (isMenuGroup(entry) ? [entry.icon, ...entry.items.map((item) => item.icon)] : [entry.icon]));
    expect(used.filter((icon) => !drawn.has(icon))).toEqual([]);
    expect(sprite).not.toMatch(/<symbol id="[^"]+" viewBox="0 0 24 24"><\/symbol>/);
  });
});
