import { Kbd, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/*
 * Keyboard work on orders, for someone who handles many a day: on the list `j`/`k` move between
 * rows (the focus goes to the row's order link, so Enter opens it); on an order `[`/`]` open the
 * previous/next order of the list page it was opened from (the ids of that page are remembered for
 * the tab's session; beyond the page's ends the keys do nothing). The order's buttons and keys are
 * order-neighbours.tsx: the list does not load them.
 */

const NAV_KEY = "orders:nav-ids";

/** Keys typed into a field, or with a modifier, are the field's or the browser's, not ours. */
export function ownKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.metaKey) return false;
  // AltGr (Ctrl+Alt on Windows) is how Italian and German keyboards type `[` and `]`.
  if ((event.ctrlKey || event.altKey) && !event.getModifierState("AltGraph")) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.isContentEditable) return false;
  return !["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) && !target.closest("[role='dialog']");
}

/** Remembers the order ids of the list page on screen, in its order. */
export function rememberOrderIds(ids: readonly number[]): void {
  try {
    window.sessionStorage.setItem(NAV_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (private mode, quota): the keys simply have no neighbours.
  }
}

/** The order ids of the list page last on screen (order-neighbours.tsx). */
export function rememberedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(NAV_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === "number") : [];
  } catch {
    return [];
  }
}

/** `j`/`k` on the orders list: the next/previous row's order link takes the focus. */
export function useRowKeys(container: { current: HTMLElement | null }): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== "j" && event.key !== "k") || !ownKey(event)) return;
      const links = [...(container.current?.querySelectorAll<HTMLAnchorElement>("tbody tr td a[data-order-link]") ?? [])];
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.findIndex((link) => link.closest("tr")?.contains(document.activeElement));
      const next = at === -1 ? 0 : Math.min(links.length - 1, Math.max(0, at + (event.key === "j" ? 1 : -1)));
      links[next]?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [container]);
}

/** The list's keys, said under it (and tied to it for screen readers by `id`). */
export function RowKeysHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Text id={id} size="xs" c="dimmed" mt="xs">
      <Kbd>j</Kbd> / <Kbd>k</Kbd> {t("sales.orders.keys.rows")} · <Kbd>↵</Kbd> {t("sales.orders.keys.open")}
    </Text>
  );
}
