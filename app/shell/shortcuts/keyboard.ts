import { useEffect, useRef } from "react";

/*
 * The panel's keyboard shortcuts (the help overlay lists them): ⌘K / Ctrl+K the command palette,
 * `?` the help, `g o` orders, `g p` products, `/` the open list's search, `n` the open list's "new"
 * button. None fires while the user types in a field or while a dialog or menu is open (Escape,
 * which closes those, is theirs). `/` and `n` act on what the list page marks (data-list-search,
 * data-list-create), so they exist exactly where a searchable list or an allowed "new" is on screen.
 */

export interface ShortcutActions {
  openPalette: () => void;
  openHelp: () => void;
  /** `g` then a letter: where to go, or nothing when the user may not open it. */
  goTo: (letter: string) => boolean;
}

/** How long `g` waits for its second key. */
export const SEQUENCE_MS = 1200;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** A modal, drawer, the palette or an open menu: the keys belong to it. */
export function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="menu"]') !== null;
}

export function isPaletteKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
}

/** Focuses the open list's search box; false when the screen has none. */
export function focusListSearch(): boolean {
  const field = document.querySelector<HTMLInputElement>("input[data-list-search]");
  if (!field) return false;
  field.focus();
  field.select();
  return true;
}

/** Follows the open list's "new" link; false when the screen offers none (or the user may not create). */
export function openListCreate(): boolean {
  const link = document.querySelector<HTMLElement>("[data-list-create]");
  if (!link) return false;
  link.click();
  return true;
}

export function useShellShortcuts(actions: ShortcutActions): void {
  // The latest actions without re-binding the listener on every render.
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    let pendingG = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target) || overlayOpen()) return;
      const handled = handle(event);
      if (handled) event.preventDefault();
    };
    const handle = (event: KeyboardEvent): boolean => {
      if (isPaletteKey(event)) {
        latest.current.openPalette();
        return true;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return false;
      const key = event.key;
      if (pendingG && Date.now() - pendingG < SEQUENCE_MS) {
        pendingG = 0;
        return latest.current.goTo(key.toLowerCase());
      }
      pendingG = 0;
      switch (key) {
        case "?":
          latest.current.openHelp();
          return true;
        case "/":
          return focusListSearch();
        case "n":
          return openListCreate();
        case "g":
          pendingG = Date.now();
          return true;
        default:
          return false;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
