import { type RouteConfig, index, layout, route } from "@remix-run/route-config";
import { allScreens, type Screen } from "./routing/screens";

/**
 * THE route table, derived from the screen table (routing/screens.ts): every URL of the spec, each with
 * its own module app/routes/<screen id>.tsx. Guests' pages (login, forgot-password, verify-code) use
 * the login layout, everything else the default layout; any other URL falls through to the
 * catch-all, which answers 404.
 */
const moduleOf = (screen: Screen) => `routes/${screen.id}.tsx`;

const entry = (screen: Screen) =>
  screen.path === "" ? index(moduleOf(screen), { id: screen.id }) : route(screen.path, moduleOf(screen), { id: screen.id });

export default [
  layout("shell/login-layout.tsx", { id: "login-layout" }, allScreens.filter((s) => s.audience === "guest").map(entry)),
  layout("shell/default-layout.tsx", { id: "default-layout" }, [
    ...allScreens.filter((s) => s.audience === "user").map(entry),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
