// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AuthKey, TranslationKey } from "~/i18n/keys";
import { appStrings } from "./support/locales";

/*
 * Typed translation keys. The `@ts-expect-error` lines are the real test: `npm run typecheck` fails
 * if a key missing from the locale files is accepted (the directive would then be unused), so a
 * misspelt key in a description or a `t()` call is caught before anyone sees a raw key on screen.
 */
const known: TranslationKey = "list.delete";
// @ts-expect-error: not a key of the locale files
const misspelt: TranslationKey = "list.delet";
const signIn: AuthKey = "auth.signIn";
// @ts-expect-error: an `app` key is not one of the sign-in strings
const notAuth: AuthKey = "list.delete";

const valueAt = (tree: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);

describe("typed translation keys", () => {
  it.each([
    ["it", appStrings("it")],
    ["en", appStrings("en")],
    ["fr", appStrings("fr")],
    ["de", appStrings("de")],
  ])("a key the types accept has a text in %s, one they refuse has none", (_, locale) => {
    expect(typeof valueAt(locale, known)).toBe("string");
    expect(valueAt(locale, misspelt)).toBeUndefined();
    expect(valueAt(locale, notAuth)).toEqual(expect.any(String));
    expect(signIn).toBe("auth.signIn");
  });
});
