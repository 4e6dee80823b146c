import type { ReactNode } from "react";

/**
 * A table's own sideways scroll: on a phone a table wider than the screen scrolls inside this box
 * instead of widening the whole page. Positioned, so that the table's visually hidden texts
 * (absolutely placed) are clipped by it too rather than by some box further out.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: "auto", position: "relative", maxWidth: "100%" }}>{children}</div>;
}
