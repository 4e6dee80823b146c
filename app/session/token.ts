import { jwtDecode } from "jwt-decode";
import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_MAX_AGE_SECONDS } from "./constants";

interface Claims {
  exp?: number;
  scopes?: unknown;
  scope?: unknown;
}

function claimsOf(token: string): Claims | null {
  try {
    return jwtDecode<Claims>(token);
  } catch {
    return null;
  }
}

/** When the token expires (epoch ms): its `exp` claim, else the maximum age counted from login. */
export function tokenExpiresAt(token: string, issuedAtMs: number): number {
  const exp = claimsOf(token)?.exp;
  if (typeof exp === "number" && Number.isFinite(exp)) return exp * 1000;
  return issuedAtMs + TOKEN_MAX_AGE_SECONDS * 1000;
}

/** Expired from the margin on, so a request never leaves with a token that dies on the way. */
export function isTokenExpired(expiresAtMs: number, nowMs: number = Date.now()): boolean {
  return nowMs >= expiresAtMs - TOKEN_EXPIRY_MARGIN_MS;
}

/** The scopes granted to the token (`scopes` array or space-separated `scope` claim). */
export function tokenScopes(token: string): string[] {
  const claims = claimsOf(token);
  if (!claims) return [];
  if (Array.isArray(claims.scopes)) return claims.scopes.filter((s): s is string => typeof s === "string");
  if (typeof claims.scope === "string") return claims.scope.split(/\s+/).filter(Boolean);
  return [];
}

/** Whether the string is a decodable JWT carrying an `exp` claim. */
export function hasExpClaim(token: string): boolean {
  return typeof claimsOf(token)?.exp === "number";
}
