import { useEffect, useRef, useState } from "react";
import type { PosCartLine } from "~/api/pos/cart";

/*
 * An addition is shown in the cart, not in a pop-up over the cards: once the reloaded cart holds
 * the added variant, its line lights up for a moment (till.css; a plain tint without motion), is
 * scrolled into the cart pane's view, and a polite announcement says what went in, so a screen
 * reader user hears what a sighted cashier sees.
 */

/** What the product browser added (the route hands it over). */
export interface CartAddition {
  inventoryId: number;
  title: string;
  /** Tells two additions of the same variant apart. */
  seq: number;
}

/** How long the line stays marked: long enough to be seen at a glance, short enough not to linger. */
export const HIGHLIGHT_MS = 3000;

/** Scrolls only the line's own scrolling ancestor (the cart pane), never the page (a phone's stacked layout). */
function revealInPane(line: HTMLElement) {
  let scroller = line.parentElement;
  while (scroller && getComputedStyle(scroller).overflowY !== "auto" && getComputedStyle(scroller).overflowY !== "scroll")
    scroller = scroller.parentElement;
  if (!scroller || scroller === document.scrollingElement || scroller === document.body) return;
  const box = line.getBoundingClientRect();
  // A little room around the line: wholly in view, never cut by a fraction of a pixel at the edge.
  const margin = 8;
  const view = scroller.getBoundingClientRect();
  if (box.top < view.top + margin) scroller.scrollTop -= view.top + margin - box.top;
  else if (box.bottom > view.bottom - margin)
    scroller.scrollTop += Math.min(box.bottom - (view.bottom - margin), box.top - (view.top + margin));
}

export function useAddedHighlight(added: CartAddition | null, lines: readonly PosCartLine[]) {
  const [lineId, setLineId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const shownSeq = useRef(0);

  useEffect(() => {
    if (!added || added.seq === shownSeq.current) return;
    const line = lines.find((l) => l.inventory_id === added.inventoryId);
    // Not in the cart yet: the reload that brings it runs this again.
    if (!line) return;
    shownSeq.current = added.seq;
    setLineId(line.id);
    setAnnouncement(added.title);
    const element = document.querySelector<HTMLElement>(`[data-testid="pos-cart-line"][data-line-id="${line.id}"]`);
    if (element) revealInPane(element);
  }, [added, lines]);

  // The mark goes after a moment; a new addition restarts it.
  useEffect(() => {
    if (lineId === null) return;
    const timer = window.setTimeout(() => setLineId(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [lineId, added?.seq]);

  return { highlighted: lineId, announcement };
}
