import { http } from "~/api/client";
import { productSummarySchema } from "~/api/catalog/product";
import { customerApi } from "~/api/people/customers";
import { parsePage } from "~/api/resource";
import { orderApi } from "~/api/sales/orders";
import type { AppAbility } from "~/access/ability";
import { urls } from "~/routing/urls";

/*
 * The palette's record search: products by title, orders by number (or customer), registered
 * customers by name or e-mail, through the lists' own endpoints. An area is searched only when the
 * user may view it (the server refuses the others anyway); each area shows its first few matches.
 */

export type HitGroup = "products" | "orders" | "customers";

export interface PaletteHit {
  id: string;
  group: HitGroup;
  /** The record's own text (a title, an order number, a name): shown as is. */
  label: string;
  description?: string;
  href: string;
}

export interface SearchResult {
  hits: PaletteHit[];
  /** One area's failure, already in words (the others still show). */
  failures: unknown[];
}

/** How many matches each area shows. */
export const HITS_PER_GROUP = 5;
/** Fewer characters match too much to be useful. */
export const MIN_QUERY = 2;

export interface SearchScope {
  ability: AppAbility;
  /** Vendors list their own orders (order/vendor-all). */
  vendor: boolean;
}

async function products(q: string, signal: AbortSignal): Promise<PaletteHit[]> {
  const page = parsePage(await http.get<unknown>("product/all", { q, orderby: "title", type: "asc" }, signal), productSummarySchema);
  return page.data
    .slice(0, HITS_PER_GROUP)
    .map((p) => ({ id: `product-${p.id}`, group: "products", label: p.title ?? String(p.id), href: urls.products.edit(p.id) }));
}

async function orders(q: string, vendor: boolean, signal: AbortSignal): Promise<PaletteHit[]> {
  const page = await orderApi.list({ q }, vendor, signal);
  return page.data.slice(0, HITS_PER_GROUP).map((o) => ({
    id: `order-${o.id}`,
    group: "orders",
    label: o.order,
    description: [o.user_info?.name, o.user_info?.email].filter(Boolean).join(" · "),
    href: urls.orders.detail(o.id),
  }));
}

async function customers(q: string, signal: AbortSignal): Promise<PaletteHit[]> {
  const page = await customerApi.list({ q }, signal);
  return page.data.slice(0, HITS_PER_GROUP).map((c) => ({
    id: `customer-${c.id}`,
    group: "customers",
    label: c.name ?? c.email ?? String(c.id),
    description: c.email ?? undefined,
    href: urls.registeredUsers.detail(c.id),
  }));
}

/** Every area the user may view, searched at once; a failed area does not hide the others. */
export async function searchRecords(q: string, scope: SearchScope, signal: AbortSignal): Promise<SearchResult> {
  const { ability, vendor } = scope;
  const searches: Promise<PaletteHit[]>[] = [];
  if (ability.can("view", "product")) searches.push(products(q, signal));
  if (ability.can("view", "order")) searches.push(orders(q, vendor, signal));
  if (ability.can("view", "user")) searches.push(customers(q, signal));
  const settled = await Promise.allSettled(searches);
  return {
    hits: settled.flatMap((s) => (s.status === "fulfilled" ? s.value : [])),
    failures: settled.flatMap((s) => (s.status === "rejected" ? [s.reason] : [])),
  };
}
