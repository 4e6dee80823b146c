// @vitest-environment node
import { RemoveScroll } from "react-remove-scroll";
import { describe, expect, it } from "vitest";
import { CLEAR_OF_SCROLL_BAR } from "~/shell/scroll-lock";

/*
 * The frame's fixed header carries the class name react-remove-scroll pads on fixed elements, written
 * out (shell/scroll-lock.ts): it must be the library's own name, or the header would jump under a modal.
 */
describe("the frame header's scroll class name", () => {
  it("is the one react-remove-scroll pads when a modal locks the scroll", () => {
    expect(CLEAR_OF_SCROLL_BAR).toBe(RemoveScroll.classNames.zeroRight);
  });
});
