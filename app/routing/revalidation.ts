import type { ShouldRevalidateFunction } from "@remix-run/react";

/*
 * When the layouts' loaders run again. React Router re-runs every matched loader on every
 * navigation, a list's page change included: the root and the signed-in layout then hand out new
 * data and the whole panel renders again, for a change that concerns the list alone.
 */

/**
 * The signed-in layout: not for a change of the search alone (a list's page, sort, search or filter),
 * whose screen loader checks the session itself; as React Router would for anything else.
 */
export const skipSearchOnlyChanges: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const searchOnly = formMethod === undefined && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return searchOnly ? false : defaultShouldRevalidate;
};

/**
 * The root, whose data is the language alone: only when the language now chosen (`chosen()`, the saved
 * choice) is not the one its data holds (`loaded()`): after the header's switch or a `?lang=` link.
 */
export function whenLanguageChanges(chosen: () => string, loaded: () => string | undefined): ShouldRevalidateFunction {
  return ({ defaultShouldRevalidate }) => defaultShouldRevalidate && chosen() !== loaded();
}
