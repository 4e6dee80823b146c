// @vitest-environment node
import { describe, expect, it } from "vitest";
import { trailAfterLanding } from "~/ui/list-page/request-trail";

describe("a list's filter changes in quick succession", () => {
  it("an earlier change landing keeps the later one pending, so its box stays ticked", () => {
    expect(trailAfterLanding(["?cancelled=1", "?cancelled=1&paid=1"], "?cancelled=1")).toEqual(["?cancelled=1&paid=1"]);
  });

  it("the last change landing, or a URL nobody here asked for, ends what was pending", () => {
    expect(trailAfterLanding(["?cancelled=1", "?cancelled=1&paid=1"], "?cancelled=1&paid=1")).toBeNull();
    expect(trailAfterLanding(["?cancelled=1", "?cancelled=1&paid=1"], "?page=3")).toBeNull();
    expect(trailAfterLanding([], "?page=3")).toBeNull();
  });
});
