import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { Permission } from "~/access/subjects";
import type { MiddlewareStep } from "~/session/middleware";
import { routeLoader } from "~/session/route-loader";
import { getProfile, isLoggedIn, isSessionExpired } from "~/session/session-store";
import { isCreateMode, isValidIdParam, screenById, type Screen, type ScreenId } from "./screens";

/** What a route module exports as `handle`: the screen it draws. */
export interface ScreenHandle {
  screen: ScreenId;
  /** The side menu starts folded on this screen, with its own remembered choice (shell/default-layout.tsx). */
  foldsMenu?: boolean;
}

/** Who may open a screen: guests only, or signed-in users holding any of `anyOf` (none: any user). */
export type ScreenGate = { audience: "guest" } | { audience: "user"; anyOf: readonly Permission[] };

/**
 * A screen's gate for this `{id}`: `<subject>.create` to create, else `view` (or `create` where
 * `orCreate`, or `opensWith` where it says).
 */
export function screenGate(screen: Screen, id: string | undefined): ScreenGate {
  if (screen.audience === "guest") return { audience: "guest" };
  if (!screen.subject) return { audience: "user", anyOf: [] };
  const { subject } = screen;
  const creating = screen.creatable === true && isCreateMode(screen, id);
  if (creating) return { audience: "user", anyOf: [`${subject}.create`] };
  if (screen.opensWith) return { audience: "user", anyOf: [`${subject}.${screen.opensWith}`] };
  return { audience: "user", anyOf: screen.orCreate ? [`${subject}.view`, `${subject}.create`] : [`${subject}.view`] };
}

export interface ScreenLoaderOptions<T> {
  validate?: (args: ClientLoaderFunctionArgs) => boolean | Promise<boolean>;
  load?: (args: ClientLoaderFunctionArgs) => T | Promise<T>;
  /**
   * The data needs nothing of the profile (the server scopes it by the token alone): on a fresh
   * load it is asked for beside the profile, not after it. The gate still decides before anything
   * is drawn; a refused gate drops the answer unread.
   */
  early?: boolean;
}

/** The middleware a gate needs: `guest`, or `auth` then the permission check. */
export function gateMiddleware(gate: ScreenGate): MiddlewareStep[] {
  if (gate.audience === "guest") return ["guest"];
  if (gate.anyOf.length === 0) return ["auth"];
  const { anyOf } = gate;
  // CASL loads with the first gated page, not with the login page (its bundle has a budget).
  const can = { key: `can:${anyOf.join("|")}`, run: async () => (await import("~/access/middleware")).requireAny(anyOf) };
  return ["auth", can];
}

/**
 * A screen's clientLoader: the screen's gate (from the table), then its `{id}` check (a number, or
 * `add` where the screen creates; anything else is a 404), then its own validation and data.
 */
export function screenLoader<T = null>(id: ScreenId, options: ScreenLoaderOptions<T> = {}) {
  const screen = screenById(id);
  return routeLoader<T>({
    middleware: (args) => gateMiddleware(screenGate(screen, args.params.id)),
    validate: async (args) => isValidIdParam(screen, args.params.id) && (options.validate ? options.validate(args) : true),
    load: options.load,
    startEarly: (args) =>
      options.early === true &&
      screen.audience !== "guest" &&
      // Only while the profile is on its way: once it is in, the gate answers at once and a refused
      // screen sends nothing.
      getProfile() === null &&
      isLoggedIn() &&
      !isSessionExpired() &&
      options.validate === undefined &&
      isValidIdParam(screen, args.params.id),
  });
}
