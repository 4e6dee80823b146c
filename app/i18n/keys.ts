import type { ParseKeys } from "i18next";

/**
 * A key of the panel's locale files (`app`, then `auth`), as i18next's types read them from the Italian
 * files (see i18next.d.ts). Descriptions that carry a text to translate later (screen titles, column
 * headers, button labels) hold this type, so a misspelt key fails the typecheck where it is written.
 */
export type TranslationKey = ParseKeys;

/** Values for a text's placeholders (`{{title}}`, `{{count}}`), as `t` takes them. */
export type TranslationVars = Record<string, unknown>;

/**
 * A key that only exists at run time: a client rule's message, an error's message key, a server
 * message that may be a key. i18next checks these when they are shown; the types cannot.
 */
export const runtimeKey = (key: string): TranslationKey => key as TranslationKey;

/** A key of the sign-in strings (`auth`), for the pages that load only those. */
export type AuthKey = ParseKeys<"auth">;

/** `runtimeKey` for the sign-in strings. */
export const runtimeAuthKey = (key: string): AuthKey => key as AuthKey;
