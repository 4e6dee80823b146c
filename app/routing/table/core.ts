import type { ScreenParts } from "./entry";

/* The dashboard and the guests' pages (login and its two steps). Part of the screen table (routing/screens.ts). */

export const coreScreens = {
  // Signed in, without a record (spec §2), then each list's record screen right after it.
  dashboard: { path: "", title: "screens.dashboard", subject: "dashboard", areas: ["dashboard"], menu: { at: 1, icon: "dashboard" } },
  login: { path: "login", title: "screens.login", audience: "guest" },
  "forgot-password": { path: "forgot-password", title: "screens.forgotPassword", audience: "guest" },
  "verify-code": { path: "verify-code", title: "screens.verifyCode", audience: "guest" },
} as const satisfies ScreenParts;
