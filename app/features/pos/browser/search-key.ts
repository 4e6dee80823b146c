import { useEffect, type RefObject } from "react";

/*
 * `/` puts the cashier back in the product search from anywhere on the page (the common key for
 * "search" in web apps), unless the key is typed into a field of its own: a `/` in an address or a
 * note is text, not a command.
 */

/** Input types that take typed text (a checkbox or a radio with the focus does not). */
const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "number",
  "password",
  "tel",
  "url",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
  "",
]);

/** True when the key belongs to where it was typed: a text field, an editable area, a dialog. */
export function typedIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type.toLowerCase());
  // A dialog (the receipt) has its own keys; the search behind it is not for now.
  return target.closest("[role='dialog']") !== null;
}

/** Whether a keydown is the bare `/` this hook answers. */
export function isSearchKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "defaultPrevented" | "target">): boolean {
  if (event.key !== "/" || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  return !typedIntoField(event.target);
}

/** Focuses (and selects, so the next code replaces it) the search field on `/`. */
export function useSearchKey(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchKey(event) || !input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [input]);
}
