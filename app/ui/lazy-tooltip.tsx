import { useRef, useState, type ReactElement } from "react";
import { lazyPart, OnFirstUse } from "./first-use";

// Mantine's Tooltip and its floating-position code load with the first tooltip wanted (first-use.tsx).
const tooltipPart = lazyPart(() => import("./tooltip-part"));

/**
 * A tooltip that costs nothing until it is first wanted. Mantine's Tooltip sets up a floating
 * element per instance on every render; a list has three icon buttons a row, re-rendered on each
 * page change, and those tooltips were a tenth of the page change's script time (docs/decisions/0003).
 * This one renders its child alone until the pointer or the focus reaches it, then loads and mounts
 * the real Tooltip beside it (pointed at the wrapper, so the child is never re-mounted and keeps its
 * focus), opened while the pointer (until it presses) or the keyboard focus stays. The child keeps
 * its own accessible name (aria-label): the tooltip only shows it to sighted users.
 */
export function LazyTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [armed, setArmed] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <span
      ref={anchor}
      style={{ display: "inline-flex" }}
      onPointerEnter={() => {
        setArmed(true);
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      // A press acts on the button: the hint has done its work, and a dialog the press opens (a
      // delete question) must not have a tooltip of the page behind it fading in over it.
      onPointerDown={() => setHovered(false)}
      onFocus={(event) => {
        setArmed(true);
        // Only a keyboard focus shows it: a click focuses the button too, and the pointer already did.
        setFocused(event.target instanceof HTMLElement && event.target.matches(":focus-visible"));
      }}
      onBlur={() => setFocused(false)}
    >
      {children}
      <OnFirstUse wanted={armed}>
        <tooltipPart.Component label={label} opened={hovered || focused} target={anchor} />
      </OnFirstUse>
    </span>
  );
}
