import { describe, expect, it } from "vitest";
import { slugFollowsTitle, slugUnlockedFrom } from "~/ui/resource/slug-rule";

describe("the slug follows the title", () => {
  it("on a new record, while the slug is empty or the title's own", () => {
    expect(slugFollowsTitle(true, "", "Atlas")).toBe(true);
    expect(slugFollowsTitle(true, "atlas-shoes", "Atlas Shoes")).toBe(true);
  });

  it("not on a new record whose slug the user wrote", () => {
    expect(slugFollowsTitle(true, "my-own", "Atlas")).toBe(false);
  });

  it("never on a saved record, even where the slug is still the title's own", () => {
    expect(slugFollowsTitle(false, "atlas", "Atlas")).toBe(false);
    expect(slugFollowsTitle(false, "", "Atlas")).toBe(false);
  });
});

describe("a saved record's slug lock", () => {
  it("stays locked on a stored slug until the user confirms", () => {
    expect(slugUnlockedFrom(null, "atlas", false)).toBeNull();
    expect(slugUnlockedFrom(null, "atlas", true)).toBeNull();
  });

  it("an empty slug has no address to break: open at once", () => {
    expect(slugUnlockedFrom(null, "", false)).toBe("");
  });

  it("stays open while the changed slug is unsaved, or unchanged", () => {
    expect(slugUnlockedFrom("atlas", "atlas-2", true)).toBe("atlas");
    expect(slugUnlockedFrom("atlas", "atlas", false)).toBe("atlas");
  });

  it("locks again once the new slug is the stored one", () => {
    expect(slugUnlockedFrom("atlas", "atlas-2", false)).toBeNull();
    expect(slugUnlockedFrom("", "filled", false)).toBeNull();
  });
});
