import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/*
 * Password-reset codes. The original's 4-digit code (9,000 values) fell to a few hundred parallel
 * guesses; these are 16 characters from a 31-letter alphabet (79 bits), shown in groups of four
 * (ABCD-EFGH-JKMN-PQRS) and typed or pasted in any case, with or without the dashes. Letters that
 * are easily confused (I, L, O, 0, 1) are left out. Only a keyed hash is stored.
 */

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 16;

/** A fresh code, formatted for the e-mail. */
export function newResetCode(): string {
  let raw = "";
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)!.join("-");
}

/** What the user typed, reduced to the code's letters (spaces, dashes and case do not matter). */
export function normalizeResetCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, "");
}

/** The stored form: HMAC-SHA256 under the server's secret, so a leaked row cannot be replayed elsewhere. */
export function hashResetCode(code: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`reset:${normalizeResetCode(code)}`)
    .digest("hex");
}

export function resetCodeMatches(typed: string, storedHash: string | null, secret: string): boolean {
  const actual = Buffer.from(hashResetCode(typed, secret), "hex");
  const expected = Buffer.from(storedHash ?? "", "hex");
  // Compare against itself when nothing is stored, so both branches take the same time.
  return timingSafeEqual(actual, expected.length === actual.length ? expected : actual) && expected.length === actual.length;
}
