import { useEffect, useRef } from "react";

/*
 * The cashier's keys on /pos/manager: `+` / `-` change the last cart line's quantity (not while
 * typing in a field: the scanner and the search type there), F9 confirms the sale from anywhere on
 * the page (a function key never types into a field, so it works with the focus in the search),
 * and nothing fires while a dialog (the address modal, the receipt, a question) is open.
 */

export const CONFIRM_KEY = "F9";

/** Whether the key event belongs to a field being typed in (or a dialog), not to the pane. */
export function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("[role='dialog']")) return true;
  if (target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  if (target.tagName !== "INPUT") return false;
  const type = (target as HTMLInputElement).type;
  // Radios, checkboxes and buttons take no text: `+` there is still the pane's.
  return !["radio", "checkbox", "button", "submit", "reset", "file", "range", "color"].includes(type);
}

/** A dialog is open somewhere on the page (Mantine portals them out of the pane). */
function dialogOpen(): boolean {
  return document.querySelector("[role='dialog']") !== null;
}

export type CheckoutKey = "increase" | "decrease" | "confirm";

/** Which pane action a key press asks for, if any. */
export function checkoutKeyOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">): CheckoutKey | null {
  if (event.key === CONFIRM_KEY && !event.ctrlKey && !event.metaKey && !event.altKey) return "confirm";
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key !== "+" && event.key !== "-") return null;
  if (typingTarget(event.target)) return null;
  return event.key === "+" ? "increase" : "decrease";
}

/** Listens on the document while the pane is mounted; the handler is read fresh on each press. */
export function useCheckoutKeys(handle: (key: CheckoutKey) => void): void {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const key = checkoutKeyOf(event);
      if (!key || dialogOpen()) return;
      event.preventDefault();
      latest.current(key);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
