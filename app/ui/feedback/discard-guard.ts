/**
 * What would throw away unsaved changes without a navigation the router can block: switching the
 * language (the loaders run again and the forms start over) and signing out (the session goes
 * before the page does). The form with unsaved changes registers how to ask; the shell asks it.
 */
export type DiscardReason = "language" | "logout";

type Ask = (reason: DiscardReason) => Promise<boolean>;

let current: Ask | null = null;

/** Registers the open form's question; returns the unregistration. */
export function registerDiscardQuestion(ask: Ask): () => void {
  current = ask;
  return () => {
    if (current === ask) current = null;
  };
}

/** True when nothing unsaved is open, or the user agreed to lose it. */
export function confirmDiscard(reason: DiscardReason): Promise<boolean> {
  return current ? current(reason) : Promise.resolve(true);
}
