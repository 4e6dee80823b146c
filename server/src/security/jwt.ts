import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * HS256 JSON Web Tokens with node:crypto. The panel only decodes the payload (exp) and sends the
 * token back; the server is the only party that verifies it, so a shared secret is enough.
 */

export interface AccessClaims {
  /** Admin id, as a string like Passport's. */
  sub: string;
  jti: string;
  scopes: string[];
  iat: number;
  nbf: number;
  exp: number;
}

const HEADER = b64url(JSON.stringify({ typ: "JWT", alg: "HS256" }));

function b64url(s: string | Buffer): string {
  return Buffer.from(s).toString("base64url");
}

function signature(input: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

export function signJwt(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${signature(body, secret).toString("base64url")}`;
}

/** The claims when the signature, algorithm and time window hold; otherwise null. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [h, p, s] = parts;
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(h, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  // Pinning the algorithm refuses "alg: none" and algorithm-confusion tokens.
  if (!header || typeof header !== "object" || (header as { alg?: unknown }).alg !== "HS256") return null;
  const expected = signature(`${h}.${p}`, secret);
  const given = Buffer.from(s, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!claims || typeof claims !== "object") return null;
  const c = claims as Partial<AccessClaims>;
  if (typeof c.sub !== "string" || typeof c.jti !== "string" || typeof c.exp !== "number") return null;
  if (!Array.isArray(c.scopes)) return null;
  if (c.exp <= nowSeconds) return null;
  if (typeof c.nbf === "number" && c.nbf > nowSeconds + 30) return null;
  return c as AccessClaims;
}
