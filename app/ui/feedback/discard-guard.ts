/**
 * What would throw away unsaved changes without a navigation the router can block: signing out (the
 * session goes before the page does). The form with unsaved changes registers how to ask; the shell
 * asks it. (Switching the language reloads the page's data, and the forms keep what was typed.)
 */
type Ask = () => Promise<boolean>;

let current: Ask | null = null;

/** Registers the open form's question; returns the unregistration. */
export function registerDiscardQuestion(ask: Ask): () => void {
  current = ask;
  return () => {
    if (current === ask) current = null;
  };
}

/** True when nothing unsaved is open, or the user agreed to lose it. */
export function confirmDiscard(): Promise<boolean> {
  return current ? current() : Promise.resolve(true);
}
