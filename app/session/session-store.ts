import type { AdminUser, Profile } from "~/api/auth";
import { deleteCookie, readCookie, writeCookie } from "~/cookies";
import { hasExpClaim, isTokenExpired, tokenExpiresAt, tokenScopes } from "./token";

/** The signed-in user as the app holds it: the login's admin row plus the token's scopes. */
export interface SessionUser extends AdminUser {
  scope: string[];
}

export interface Session {
  token: string;
  expiresAt: number;
  user: SessionUser;
}

type Listener = () => void;

let session: Session | null = null;
let loaded = false;
let profile: Profile | null = null;
// Outlives the session on purpose: signing in again in place (the session expired mid-form)
// offers the address that was signed in.
let lastEmail = "";
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the session from its cookies once (the token, its expiry and the user). */
function load(): void {
  if (loaded) return;
  loaded = true;
  const token = readCookie("token");
  const expiresAt = Number(readCookie("expires_at"));
  const userJson = readCookie("user");
  if (!token || !Number.isFinite(expiresAt) || !userJson) return;
  try {
    const user = JSON.parse(userJson) as SessionUser;
    if (typeof user?.id === "number") session = { token, expiresAt, user: { ...user, scope: tokenScopes(token) } };
    lastEmail = session?.user.email ?? lastEmail;
  } catch {
    session = null;
  }
}

export function getSession(): Session | null {
  load();
  return session;
}

export function isLoggedIn(): boolean {
  return getSession() !== null;
}

export function isSessionExpired(now = Date.now()): boolean {
  const current = getSession();
  return current !== null && isTokenExpired(current.expiresAt, now);
}

/** After a successful login the user record is set automatically (spec §4). */
export function startSession(token: string, user: AdminUser, now = Date.now()): Session {
  const expiresAt = tokenExpiresAt(token, now);
  session = { token, expiresAt, user: { ...user, scope: tokenScopes(token) } };
  lastEmail = user.email;
  loaded = true;
  profile = null;
  persist(session);
  notify();
  return session;
}

/**
 * The backend renewed the token (envelope `token`): keep the user and the loaded profile, move the
 * expiry. Only a JWT with a later `exp` is taken: the envelope also echoes any request field named
 * `token`, which must never replace the session's token.
 */
export function renewToken(token: string, now = Date.now()): void {
  const current = getSession();
  if (!current || !hasExpClaim(token)) return;
  const expiresAt = tokenExpiresAt(token, now);
  if (expiresAt <= current.expiresAt) return;
  session = { token, expiresAt, user: { ...current.user, scope: tokenScopes(token) } };
  persist(session);
  notify();
}

function persist(value: Session): void {
  // The cookies live until the token dies; the expiry check itself uses expiresAt, with its margin.
  const expires = new Date(value.expiresAt);
  writeCookie("token", value.token, { expires });
  writeCookie("expires_at", String(value.expiresAt), { expires });
  writeCookie(
    "user",
    JSON.stringify({ id: value.user.id, name: value.user.name, username: value.user.username, email: value.user.email }),
    { expires },
  );
}

export function resetSession(): void {
  const hadSession = session !== null || profile !== null;
  session = null;
  profile = null;
  loaded = true;
  deleteCookie("token");
  deleteCookie("expires_at");
  deleteCookie("user");
  if (hadSession) notify();
}

/** The e-mail address of the last session of this page, even after it ended ("" if none). */
export function lastSignedInEmail(): string {
  load();
  return lastEmail;
}

export function getProfile(): Profile | null {
  return profile;
}

export function setProfile(next: Profile): void {
  profile = next;
  notify();
}

/** For tests: forget everything, including what was read from cookies. */
export function __resetSessionStoreForTests(): void {
  session = null;
  profile = null;
  loaded = false;
  listeners.clear();
}
