import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http } from "~/api/client";
import { ApiError, UnauthenticatedError } from "~/api/errors";
import { UserDataError } from "~/api/auth";
import { SessionExpiredError, consumeSessionNotice, installSessionIntoApi, signIn, signOut } from "~/session/auth-service";
import { __resetSessionStoreForTests, getProfile, getSession, isSessionExpired, resetSession, startSession } from "~/session/session-store";
import { isTokenExpired, tokenExpiresAt, tokenScopes } from "~/session/token";
import { envelopeResponse, mockFetch } from "./support/fetch";
import { jwtExpiringIn, makeJwt } from "./support/jwt";

const SPEC_EXPIRED_MESSAGE = "Both token and refresh token have expired. Your request was aborted.";
const admin = { id: 3, name: "Ada Admin", username: "ada", email: "ada@example.com" };

function panelCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) out[name] = decodeURIComponent(rest.join("="));
  }
  return out;
}

describe("token", () => {
  const loginAt = Date.UTC(2025, 0, 10, 9, 0, 0);

  it("takes the expiry from the exp claim", () => {
    const exp = loginAt / 1000 + 600;
    expect(tokenExpiresAt(makeJwt({ exp }), loginAt)).toBe(exp * 1000);
  });

  it("falls back to login time + 1800 s when the token has no exp claim", () => {
    expect(tokenExpiresAt(makeJwt({ sub: "1" }), loginAt)).toBe(loginAt + 1_800_000);
  });

  it("treats an undecodable token like one without exp", () => {
    expect(tokenExpiresAt("not-a-jwt", loginAt)).toBe(loginAt + 1_800_000);
  });

  it("counts the token as expired from 500 ms before its expiry", () => {
    const expiresAt = loginAt + 1_800_000;
    expect(isTokenExpired(expiresAt, expiresAt - 501)).toBe(false);
    expect(isTokenExpired(expiresAt, expiresAt - 500)).toBe(true);
    expect(isTokenExpired(expiresAt, expiresAt + 10_000)).toBe(true);
  });

  it("reads scopes from a `scopes` array", () => {
    expect(tokenScopes(makeJwt({ scopes: ["admin", "vendor", 7] }))).toEqual(["admin", "vendor"]);
  });

  it("reads scopes from a space-separated `scope` claim", () => {
    expect(tokenScopes(makeJwt({ scope: "admin  orders:read " }))).toEqual(["admin", "orders:read"]);
  });

  it("has no scopes without a scope claim or with a broken token", () => {
    expect(tokenScopes(makeJwt({ sub: "1" }))).toEqual([]);
    expect(tokenScopes("garbage")).toEqual([]);
  });
});

describe("session store", () => {
  beforeEach(() => __resetSessionStoreForTests());

  it("starts a session with the user and the token's scopes", () => {
    const token = jwtExpiringIn(3600, { scope: "admin vendor" });
    const session = startSession(token, admin);
    expect(session.token).toBe(token);
    expect(getSession()?.user).toMatchObject({ ...admin, scope: ["admin", "vendor"] });
    expect(isSessionExpired()).toBe(false);
  });

  it("stores the session in cookies named with the admin-panel_ prefix", () => {
    const token = jwtExpiringIn(3600);
    const session = startSession(token, admin);
    const cookies = panelCookies();
    expect(cookies["admin-panel_token"]).toBe(token);
    expect(Number(cookies["admin-panel_expires_at"])).toBe(session.expiresAt);
    expect(JSON.parse(cookies["admin-panel_user"] ?? "null")).toMatchObject({ id: 3, email: "ada@example.com" });
    for (const name of Object.keys(cookies)) expect(name.startsWith("admin-panel_")).toBe(true);
  });

  it("resetSession forgets the session and clears its cookies", () => {
    startSession(jwtExpiringIn(3600), admin);
    resetSession();
    expect(getSession()).toBeNull();
    expect(Object.keys(panelCookies()).filter((name) => name.startsWith("admin-panel_"))).toEqual([]);
  });

  it("reads the session back from its cookies after a fresh start", () => {
    const token = jwtExpiringIn(3600, { scopes: ["admin"] });
    const started = startSession(token, admin);
    __resetSessionStoreForTests();
    const restored = getSession();
    expect(restored?.token).toBe(token);
    expect(restored?.expiresAt).toBe(started.expiresAt);
    expect(restored?.user).toMatchObject({ id: 3, name: "Ada Admin", email: "ada@example.com", scope: ["admin"] });
  });

  it("has no session after a fresh start without cookies", () => {
    expect(getSession()).toBeNull();
  });
});

describe("auth service", () => {
  beforeEach(() => {
    __resetSessionStoreForTests();
    resetSession();
    consumeSessionNotice();
    installSessionIntoApi();
  });

  afterEach(() => {
    __resetSessionStoreForTests();
  });

  it("aborts a request made with an expired session, resets it quietly and leaves a notice", async () => {
    const { fetchMock } = mockFetch(() => envelopeResponse({ data: [], status: 200 }));
    const consoleError = vi.spyOn(console, "error");
    startSession(jwtExpiringIn(-60), admin);

    const request = http.get("orders");
    await expect(request).rejects.toBeInstanceOf(SessionExpiredError);
    await request.catch((error: unknown) => {
      expect((error as Error).message).toBe(SPEC_EXPIRED_MESSAGE);
    });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(panelCookies()["admin-panel_token"]).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consumeSessionNotice()).toBe("session.expired");
    expect(consumeSessionNotice()).toBeNull();
  });

  it("also counts a session as expired inside the 500 ms margin", async () => {
    mockFetch(() => envelopeResponse({ data: [], status: 200 }));
    // exp is in whole seconds: pin the clock 400 ms before it.
    const exp = Math.floor(Date.now() / 1000) + 100;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(exp * 1000 - 400);
    startSession(makeJwt({ exp }), admin);
    await expect(http.get("orders")).rejects.toBeInstanceOf(SessionExpiredError);
    expect(getSession()).toBeNull();
  });

  it("resets the session when the backend answers with a 204 envelope", async () => {
    const consoleError = vi.spyOn(console, "error");
    mockFetch(
      () =>
        new Response(JSON.stringify({ data: null, status: 204, token: null, message: "Unauthenticated." }), {
          status: 201,
          headers: { "content-type": "application/json" },
        }),
    );
    startSession(jwtExpiringIn(3600), admin);

    const request = http.get("orders");
    await expect(request).rejects.toBeInstanceOf(UnauthenticatedError);
    await request.catch((error: unknown) => expect((error as ApiError).status).toBe(401));
    expect(getSession()).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consumeSessionNotice()).toBe("session.expired");
  });

  it("sends the bearer token and the Accept header", async () => {
    const { calls } = mockFetch(() => envelopeResponse({ data: { rows: [1, 2] }, status: 200 }));
    const token = jwtExpiringIn(3600);
    startSession(token, admin);

    await expect(http.get("orders", { page: 2 })).resolves.toEqual({ rows: [1, 2] });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toContain("/api/admin/orders");
    expect(calls[0].headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(calls[0].headers.get("Accept")).toBe("application/json, text/plain");
  });

  it("sends no Authorization header without a session", async () => {
    const { calls } = mockFetch(() => envelopeResponse({ data: "ok", status: 200 }));
    await http.get("orders");
    expect(calls[0].headers.has("Authorization")).toBe(false);
  });

  it("signs in: starts the session from the login answer and loads the profile", async () => {
    const token = jwtExpiringIn(3600, { scopes: ["admin"] });
    const { calls } = mockFetch((call) =>
      call.url.endsWith("/login")
        ? envelopeResponse({ data: { token, admin }, status: 200 })
        : envelopeResponse({
            data: { user: admin, permissions: ["product.view"], super_admin: false, vendor: true },
            status: 200,
          }),
    );

    const profile = await signIn({ email: admin.email, password: "secret" });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /api/admin/login", "GET /api/admin/profile"]);
    expect(calls[1].headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(profile.permissions).toEqual(["product.view"]);
    expect(getProfile()?.vendor).toBe(true);
    expect(getSession()?.user).toMatchObject({ id: admin.id, scope: ["admin"] });
  });

  it("keeps an existing session when a login fails", async () => {
    const existing = jwtExpiringIn(3600);
    startSession(existing, admin);
    mockFetch(() => envelopeResponse({ data: { form: ["Wrong email/password"] }, status: 201 }));

    const attempt = signIn({ email: "someone@example.com", password: "wrong" });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await attempt.catch((error: unknown) => {
      expect((error as ApiError).status).toBe(422);
      expect((error as ApiError).fieldErrors.form).toEqual(["Wrong email/password"]);
    });
    expect(getSession()?.token).toBe(existing);
    expect(panelCookies()["admin-panel_token"]).toBe(existing);
  });

  it("refuses a login answer without the admin user (user-data error, no session)", async () => {
    const { calls } = mockFetch(() => envelopeResponse({ data: { token: jwtExpiringIn(3600) }, status: 200 }));

    await expect(signIn({ email: admin.email, password: "secret" })).rejects.toBeInstanceOf(UserDataError);
    expect(calls).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(panelCookies()["admin-panel_token"]).toBeUndefined();
  });

  it("signs out an already expired session without a request and without the expiry notice", async () => {
    startSession(jwtExpiringIn(-60), admin);
    const { fetchMock } = mockFetch(() => envelopeResponse({ data: null, status: 200 }));

    await signOut();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(consumeSessionNotice()).toBeNull();
  });

  it("signs out: calls GET logout, ignores its failure and clears the session", async () => {
    const token = jwtExpiringIn(3600);
    startSession(token, admin);
    const { calls } = mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));

    await expect(signOut()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("GET");
    expect(calls[0].url).toMatch(/\/api\/admin\/logout$/);
    expect(calls[0].headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(getSession()).toBeNull();
    expect(panelCookies()["admin-panel_token"]).toBeUndefined();
  });
});
