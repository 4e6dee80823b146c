import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useMemo } from "react";
import { ability } from "~/access/ability";
import { guestApi, type Guest } from "~/api/sales/guests";
import { routeError } from "~/session/route-error";
import { getProfile } from "~/session/session-store";
import { DetailPage } from "~/ui/detail-page/detail-page";
import { loadSubLists, type SubListsData } from "~/ui/sub-lists/sub-lists";
import { SubListTabs } from "~/ui/sub-lists/sub-list-tabs";
import { guestDetail } from "./guest-detail";
import { GUEST_ORDERS, guestSubLists } from "./guest-orders";

/*
 * The guest's page: the read view, then the guest's orders as a sub-list. Orders are another area's
 * records: the server lists them only with `order.view` and never to vendors (as order/all), so the
 * sub-list is neither fetched nor shown without them — the guest alone is still worth a page.
 */

/** Whether the signed-in admin may list orders (checked after the route's gate updated the ability). */
const maySeeOrders = () => ability.can("view", "order") && getProfile()?.vendor !== true;

export interface GuestPageData {
  guest: Guest;
  lists: SubListsData | null;
}

/** For the route's clientLoader: the guest and, where allowed, the open tab's list from the URL. */
export async function loadGuestPage(args: ClientLoaderFunctionArgs): Promise<GuestPageData> {
  // `/guest-users/` without an id is the list's URL (its route wins); nothing else gets here without one.
  if (!args.params.id) throw routeError(404, "errors.notFound");
  const id = Number(args.params.id);
  const [guest, lists] = await Promise.all([
    guestApi.find(id, args.request.signal),
    maySeeOrders() ? loadSubLists(guestSubLists(id), args) : null,
  ]);
  return { guest, lists };
}

export function GuestPage({ guest, lists }: GuestPageData) {
  const tabs = useMemo(() => guestSubLists(guest.id), [guest.id]);
  const orders = guest.counts.orders;
  return (
    <>
      <DetailPage description={guestDetail} record={guest} />
      {lists ? (
        <SubListTabs lists={tabs} data={lists} counts={orders === null ? {} : { [GUEST_ORDERS]: orders }} label="sales.guests.tabsLabel" />
      ) : null}
    </>
  );
}
