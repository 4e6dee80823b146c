import { createContext, useContext, type ReactNode } from "react";
import { createPortal } from "react-dom";

/*
 * A place in the page's header (the title row of routing/kit/page-frame.tsx) that a part of the page
 * deep inside the frame can put a button into: the record's history belongs beside the title, but
 * only the edit page, the detail page or the settings panel knows which record it is showing.
 */

/** The header's element (null until it is mounted); undefined outside a page frame. */
export const PageHeaderSlot = createContext<HTMLElement | null | undefined>(undefined);

/**
 * Renders its children in the page's header. Outside a page frame (a form in a test, a dialog) they
 * stay where they are; inside one, they wait the one render the header needs to be mounted.
 */
export function InPageHeader({ children }: { children: ReactNode }) {
  const slot = useContext(PageHeaderSlot);
  if (slot === undefined) return <>{children}</>;
  return slot ? createPortal(children, slot) : null;
}
