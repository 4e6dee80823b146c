import { routeLoader } from "~/session/route-loader";

/**
 * The clientLoader of the guests' screens (login, forgot-password, verify-code): guests only.
 * It is what routing/screen-gate.ts's `screenLoader` amounts to for a guest screen (no `{id}`, no
 * permission; tests/unit/guest-loader.test.ts keeps the two equal), without loading the catalog of
 * all 85 screens and the page frame into the login page's scripts (its bundle has a budget).
 */
export const guestScreenLoader = routeLoader({ middleware: ["guest"] });
