import { type RouteConfig, index, layout, route } from "@remix-run/route-config";
import { allScreens, type Screen } from "./shell/screens";

/**
 * THE route table: every URL of the spec (shell/screens.ts lists them in the spec's order, with
 * their gates and titles), each with its own module in app/routes/. Guests' pages (login,
 * forgot-password, verify-code) use the login layout, everything else the default layout; any
 * other URL falls through to the catch-all, which answers 404.
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
