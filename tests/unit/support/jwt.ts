/** Builds an unsigned-looking JWT; jwt-decode only reads the payload, it never checks the signature. */
function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(payload)}.test-signature`;
}

/** A token whose `exp` claim lies the given number of seconds after now (negative = in the past). */
export function jwtExpiringIn(seconds: number, extra: Record<string, unknown> = {}): string {
  return makeJwt({ sub: "1", exp: Math.floor(Date.now() / 1000) + seconds, ...extra });
}
