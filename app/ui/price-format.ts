import { formatLocaleOf } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { getProfile } from "~/session/session-store";

/*
 * The one money format of the panel ("1770,23 €" beside "1.593,21 €", "€-0,00"). Every
 * screen that shows an amount goes through formatPrice (or compactPrice on a chart's axis): two
 * decimals always, digits grouped in every locale (Italian and Spanish CLDR leave four-digit amounts
 * ungrouped), no negative zero, and the sign before the currency symbol.
 */

/** The shop's currency from the profile's settings (symbol and whether it goes before the amount). */
export function shopCurrency(): { code: string; symbol: string; before: boolean } {
  const setting = getProfile()?.setting ?? {};
  const code = typeof setting.currency === "string" && setting.currency ? setting.currency : "USD";
  const symbol = typeof setting.currency_icon === "string" && setting.currency_icon ? setting.currency_icon : code;
  return { code, symbol, before: Number(setting.currency_position ?? 1) !== 2 };
}

/** The number format of a language of the panel (Italian's for an unknown one). */
export const numberLocale = (language: string) => (isLanguage(language) ? formatLocaleOf(language) : "it-IT");

// One number format per locale and kind, made on first use: building one costs far more than using
// it, and a list formats a price or two per row on every render.
const amountFormatters = new Map<string, Intl.NumberFormat>();

function amountFormatter(locale: string, compact: boolean): Intl.NumberFormat {
  const key = `${locale}|${compact}`;
  let formatter = amountFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      compact
        ? { notation: "compact", maximumFractionDigits: 1 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" },
    );
    amountFormatters.set(key, formatter);
  }
  return formatter;
}

export interface MoneyStyle {
  locale: string;
  symbol: string;
  /** The symbol before the amount ("€12.50") rather than after ("12,50 €"). */
  before: boolean;
  /** Short, for a chart's axis: "32K €", no cents. */
  compact?: boolean;
}

/** An amount written in a style: the sign first, then the symbol or the digits; never "-0,00". */
export function moneyText(value: number, style: MoneyStyle): string {
  // Rounded to cents first, so -0.004 is written as 0,00 and not as a negative zero.
  const cents = Math.round(value * 100) / 100;
  const negative = cents < 0;
  const digits = amountFormatter(style.locale, style.compact === true).format(Math.abs(cents));
  const sign = negative ? "-" : "";
  // On a chart's axis a space would be a line break (recharts wraps labels at spaces): a no-break one.
  const space = style.compact ? "\u00a0" : " ";
  return style.before ? `${sign}${style.symbol}${digits}` : `${sign}${digits}${space}${style.symbol}`;
}

/** An amount as the shop shows it ("$12.50" or "1.234,50 €"), in the user's number format. */
export function formatPrice(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  const { symbol, before } = shopCurrency();
  return moneyText(value, { locale: numberLocale(language), symbol, before });
}

/** An amount in short ("32K €", "1,5 Mio. €"), where space is scarce: a chart's axis. */
export function compactPrice(value: number, language: string): string {
  const { symbol, before } = shopCurrency();
  return moneyText(value, { locale: numberLocale(language), symbol, before, compact: true });
}

/** An amount in another currency (an ISO code: an order keeps the one it was placed in), written as the shop's are. */
export function formatForeignPrice(value: number, currency: string, language: string): string {
  const locale = numberLocale(language);
  let symbol = currency;
  try {
    symbol =
      new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0).find((p) => p.type === "currency")?.value ?? currency;
  } catch {
    // Not a code Intl knows: the code itself.
  }
  return moneyText(value, { locale, symbol, before: shopCurrency().before });
}
