import type { Profile } from "~/api/auth";
import { DEFAULT_RECEIPT_WIDTH_MM, parsePosSetting, type PosSetting } from "~/api/pos/settings";
import { refreshProfile } from "~/session/auth-service";
import { getProfile } from "~/session/session-store";

/*
 * The receipt's setting as the panel holds it: the profile's `pos_setting` (the caller's own, else
 * the shop's default one). Its address, header and footer are translatable; the profile carries them
 * in the language it was fetched in (`profile?lang=`). The first load asks for none (the shop's
 * default language), so the POS screens fetch the profile again when the panel shows another one,
 * and the configuration screen does after each change.
 */

/** The shop's default content language: the one flagged default, else the first (the API lists it first). */
export function shopDefaultLanguage(profile: Pick<Profile, "languages"> | null): string | null {
  const languages = profile?.languages ?? [];
  const flagged = languages.find((language) => language.default === true || Number(language.default) === 1);
  return (flagged ?? languages[0])?.code ?? null;
}

/**
 * The `Language` to read and write the receipt's texts in for a panel shown in `panelLanguage`:
 * none when it is the shop's default language (the record's own values are that language's).
 */
export function posContentLanguage(panelLanguage: string, profile: Pick<Profile, "languages"> | null): string | null {
  const fallback = shopDefaultLanguage(profile);
  return fallback === null || panelLanguage === fallback ? null : panelLanguage;
}

/** The receipt setting the profile carries, or null when the shop has none. */
export function receiptSettingOf(profile: Profile | null): PosSetting | null {
  return parsePosSetting(profile?.pos_setting);
}

/** A CSS length of the receipt's paper width: `80mm` (the default when none is stored). */
export function receiptWidth(setting: Pick<PosSetting, "width"> | null): string {
  const mm = setting?.width;
  return `${mm && mm > 0 ? mm : DEFAULT_RECEIPT_WIDTH_MM}mm`;
}

/** Which content language each profile object was fetched in (absent: the first load, none). */
const fetchedIn = new WeakMap<Profile, string | null>();
let pending: { language: string | null; request: Promise<void> } | null = null;

/** Fetches the profile again with the receipt's texts in the panel's language. */
export function refreshReceiptSetting(panelLanguage: string): Promise<void> {
  const language = posContentLanguage(panelLanguage, getProfile());
  const request = refreshProfile({ lang: language }).then(
    (profile) => {
      fetchedIn.set(profile, language);
    },
    () => {
      // The receipt keeps the texts it had; the next POS screen tries again.
    },
  );
  pending = { language, request };
  return request.finally(() => {
    if (pending?.request === request) pending = null;
  });
}

/** Makes the profile's receipt texts the panel language's, fetching it only when they are not. */
export function syncReceiptSetting(panelLanguage: string): Promise<void> {
  const profile = getProfile();
  if (!profile) return Promise.resolve();
  const language = posContentLanguage(panelLanguage, profile);
  if ((fetchedIn.get(profile) ?? null) === language) return Promise.resolve();
  if (pending?.language === language) return pending.request;
  return refreshReceiptSetting(panelLanguage);
}

/** A typed receipt width in millimetres: `80mm`, `58 mm` or `80`; null when it is not one. */
export function parseReceiptWidth(typed: string): number | null {
  const match = /^\s*(\d{1,4})\s*(?:mm)?\s*$/i.exec(typed);
  return match ? Number(match[1]) : null;
}

/** A stored width as the form shows it: `80mm`. */
export function formatReceiptWidth(mm: number | null | undefined): string {
  return `${mm && mm > 0 ? mm : DEFAULT_RECEIPT_WIDTH_MM}mm`;
}
