import { redirect } from "@remix-run/react";
import { runtimeAuthKey, type AuthKey } from "~/i18n/keys";
import { fetchProfile, login, logout, type Credentials, type Profile } from "~/api/auth";
import { configureApi } from "~/api/client";
import { ApiError } from "~/api/errors";
import { AUTH_NAMESPACE, i18next } from "~/i18n/i18n";
import { SESSION_EXPIRED_MESSAGE } from "./constants";
import type { MiddlewareContext } from "./middleware";
import { loginPathFor, safeRedirectTarget } from "./redirect-target";
import { getProfile, getSession, isSessionExpired, renewToken, resetSession, setProfile, startSession } from "./session-store";

/**
 * The token died (by the clock, or the backend said so): the request is aborted and the session
 * reset. It is an expected event, not a fault, so it is never logged as an error.
 */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, SESSION_EXPIRED_MESSAGE);
  }
}

const NOTICE_KEY = "admin-panel_notice";

/** A one-shot notice for the login page (e.g. why the user was signed out). */
export function consumeSessionNotice(): AuthKey | null {
  try {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice === null ? null : runtimeAuthKey(notice);
  } catch {
    return null;
  }
}

function leaveNotice(key: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, key);
  } catch {
    // Storage may be disabled; the redirect to /login still happens.
  }
}

/** Resets the session because the token expired, leaving the spec's message for the login page. */
export function expireSession(): void {
  if (getSession()) leaveNotice("session.expired");
  profileRequest = null;
  resetSession();
}

/** Wires the HTTP layer to the session: bearer token, expiry check before each call, 204 → reset. */
export function installSessionIntoApi(contentLanguage?: () => string | null): void {
  configureApi({
    authorize() {
      const session = getSession();
      if (!session) return null;
      if (isSessionExpired()) {
        expireSession();
        throw new SessionExpiredError();
      }
      return session.token;
    },
    onUnauthenticated() {
      expireSession();
    },
    onTokenRenewed(token) {
      renewToken(token);
    },
    contentLanguage,
    describeFault: (error) => i18next.t(runtimeAuthKey(error.messageKey), { ns: AUTH_NAMESPACE, status: error.status }),
  });
}

let profileRequest: Promise<Profile> | null = null;

/** The profile (permissions, flags), fetched once per session and shared by every loader. */
export function ensureProfile(): Promise<Profile> {
  const cached = getProfile();
  if (cached) return Promise.resolve(cached);
  if (!profileRequest) {
    profileRequest = fetchProfile().then(
      (profile) => {
        profileRequest = null;
        setProfile(profile);
        return profile;
      },
      (error: unknown) => {
        profileRequest = null;
        throw error;
      },
    );
  }
  return profileRequest;
}

/**
 * Fetches the profile again and shares it with every reader, after a change it carries (the POS
 * receipt setting): `lang` picks the language of its translatable POS texts. A fetch for the first
 * load still in flight is left to finish on its own.
 */
export async function refreshProfile(options: { lang?: string | null } = {}): Promise<Profile> {
  const profile = await fetchProfile(undefined, options);
  // Signed out (or in as someone else) meanwhile: this answer belongs to nobody now.
  if (getSession()?.user.id !== profile.user.id) return profile;
  setProfile(profile);
  return profile;
}

/** Signs in; a failed login leaves the current session as it was (spec §4). */
export async function signIn(credentials: Credentials): Promise<Profile> {
  // A session that died while the login page was open must not abort the login request itself.
  if (isSessionExpired()) resetSession();
  const result = await login(credentials);
  startSession(result.token, result.admin);
  profileRequest = null;
  return ensureProfile();
}

/** Signs out: tells the backend (its failure is ignored) and clears the session locally. */
export async function signOut(): Promise<void> {
  try {
    if (getSession() && !isSessionExpired()) await logout();
  } catch {
    // The spec: logout failure is ignored; the session is cleared locally anyway.
  }
  profileRequest = null;
  resetSession();
}

function currentPath(url: URL): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || "/" : url.pathname;
  return `${path}${url.search}`;
}

/** `auth` middleware: signed-in users only; others go to /login, remembering where they were going. */
export async function authMiddleware({ url }: MiddlewareContext): Promise<void> {
  if (!getSession()) throw redirect(loginPathFor(currentPath(url)));
  if (isSessionExpired()) {
    expireSession();
    throw redirect(loginPathFor(currentPath(url)));
  }
  try {
    await ensureProfile();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPathFor(currentPath(url)));
    throw error;
  }
}

/** `guest` middleware: signed-in users are sent on (to the remembered target, or home). */
export function guestMiddleware({ url }: MiddlewareContext): void {
  if (getSession() && !isSessionExpired()) {
    throw redirect(safeRedirectTarget(url.searchParams.get("redirect")));
  }
}
