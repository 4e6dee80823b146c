// @vitest-environment node
import { RemoveScroll } from "react-remove-scroll";
import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";
import { describe, expect, it } from "vitest";

/*
 * The build gives Mantine's AppShell parts react-remove-scroll's class names without the library
 * (scripts/vite-app-shell-scroll.ts), taken from react-remove-scroll-bar's constants: they must be
 * the names the library itself puts on the page when a modal locks the scroll.
 */
describe("the AppShell's scroll class names", () => {
  it("are react-remove-scroll's own", () => {
    expect(RemoveScroll.classNames).toEqual({ fullWidth: fullWidthClassName, zeroRight: zeroRightClassName });
  });
});
