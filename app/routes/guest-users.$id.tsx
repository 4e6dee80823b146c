import { useLoaderData } from "@remix-run/react";
import { guestActions, guestShouldRevalidate } from "~/features/sales/guest-detail";
import { GuestPage, loadGuestPage } from "~/features/sales/guest-page";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { detailAction } from "~/ui/detail-page/action";

const SCREEN = "guest-users.$id";

export const handle: ScreenHandle = { screen: SCREEN };
// Guests come from the storefront: `add` is refused by the route table (a 404), so an id is always a guest's.
export const clientLoader = screenLoader(SCREEN, { load: loadGuestPage });
export const clientAction = detailAction(guestActions);
export const shouldRevalidate = guestShouldRevalidate;
export const ErrorBoundary = RouteErrorBoundary;

export default function GuestUserRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen={SCREEN}>{data ? <GuestPage key={data.guest.id} guest={data.guest} lists={data.lists} /> : null}</PageFrame>;
}
