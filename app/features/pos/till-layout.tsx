import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from "react";
import "./till.css";

/*
 * The till's two panes (till.css): side by side from 768 px, filling the window below the page's
 * title, stacked on a phone. The panes' top is measured, not guessed: the shell's header, a demo
 * banner or a breadcrumb that wraps all move it, and a fixed guess would push Confirm out of view.
 */

/** Keeps --till-top on the element: its distance from the top of the page (not of the window). */
function useMeasuredTop() {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty("--till-top", `${Math.max(0, Math.round(top))}px`);
    };
    // Measured by the observer, whose first report comes after the browser's own layout and before
    // the first paint: measured here, in the commit, it forced a layout of the whole page (30 ms of a
    // phone's first render). What sits above the panes can change height (a wrapped breadcrumb, a
    // banner): measured again.
    const above = new ResizeObserver(measure);
    if (element.parentElement) above.observe(element.parentElement);
    window.addEventListener("resize", measure);
    return () => {
      above.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return ref;
}

export function TillLayout({ products, checkout }: { products: ReactNode; checkout: ReactNode }): ReactElement {
  const ref = useMeasuredTop();
  return (
    <div ref={ref} className="pos-till" data-testid="pos-till">
      {products}
      {checkout}
    </div>
  );
}
