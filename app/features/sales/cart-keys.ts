import type { Params } from "@remix-run/react";
import type { CartKey } from "~/api/sales/carts";
import { urls } from "~/routing/urls";

/*
 * A cart is named by its customer: a registered user's id, or a guest user's id with `?guest=1`
 * (the two id ranges overlap, so the flag is part of the name everywhere: links, row ids, calls).
 */

export const GUEST_PARAM = "guest";

/** The cart's page. */
export function cartHref(key: CartKey): string {
  return urls.carts.detail(key.id) + (key.guest ? `?${GUEST_PARAM}=1` : "");
}

/** The cart a `/carts/{id}[?guest=1]` URL names (the route has already checked the id). */
export function cartKeyOf(params: Params, url: string | URL): CartKey {
  return { id: Number(params.id), guest: new URL(url).searchParams.get(GUEST_PARAM) === "1" };
}

/** A list row id unique across both kinds of customer. */
export function cartRowId(key: CartKey): string {
  return `${key.guest ? "g" : "u"}${key.id}`;
}
