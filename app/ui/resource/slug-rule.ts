import { slugify } from "../edit-page/rules";

/*
 * A slug is the record's storefront address. On a new record it is a convenience filled from the
 * title; once saved, shop links, bookmarks and search engines point at it, and the reference
 * backend keeps no redirect from an old slug, so it must not move unless someone means it to.
 */

/**
 * Whether typing the title also rewrites the slug: only on a new record, and only while the slug is
 * empty or still the title's own (the user has not written one).
 */
export function slugFollowsTitle(creating: boolean, slug: string, title: string): boolean {
  return creating && (slug === "" || slug === slugify(title));
}

/**
 * The slug an existing record's input was opened for change from (null = still locked), after the
 * form moved on:
 * - an empty slug has no address to break, so it needs no question;
 * - once the form holds no unsaved change and the slug differs from the one it was opened from, the
 *   new slug is the stored one (saved, or another record loaded): changing it again asks again.
 */
export function slugUnlockedFrom(unlockedFrom: string | null, slug: string, dirty: boolean): string | null {
  if (unlockedFrom === null) return slug === "" ? "" : null;
  return !dirty && slug !== unlockedFrom ? null : unlockedFrom;
}
