// @vitest-environment node
import { describe, expect, it } from "vitest";
import { gateMiddleware, screenGate } from "~/routing/screen-gate";
import { allScreens, isValidIdParam } from "~/routing/screens";

/*
 * The guests' routes (app/routes/login.tsx, forgot-password.tsx, verify-code.tsx) use
 * features/auth/guest-loader.ts: the "guest" middleware and nothing else. That is what the shared
 * screenLoader does for a guest screen only while such a screen has no `{id}` and no permission;
 * this keeps the two from drifting apart.
 */
describe("the guests' screens", () => {
  const guests = allScreens.filter((screen) => screen.audience === "guest");

  it("are the three sign-in screens", () => {
    expect(guests.map((screen) => screen.id).sort()).toEqual(["forgot-password", "login", "verify-code"]);
  });

  it.each(guests.map((screen) => [screen.id, screen] as const))(
    "%s: screenLoader would run only `guest`, and accept the URL",
    (_id, screen) => {
      expect(gateMiddleware(screenGate(screen, undefined))).toEqual(["guest"]);
      expect(isValidIdParam(screen, undefined)).toBe(true);
      expect(screen.idParam).toBeUndefined();
    },
  );
});
