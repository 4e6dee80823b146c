import { formatLocaleOf } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { getProfile } from "~/session/session-store";

/** The shop's currency from the profile's settings (symbol and whether it goes before the amount). */
export function shopCurrency(): { code: string; symbol: string; before: boolean } {
  const setting = getProfile()?.setting ?? {};
  const code = typeof setting.currency === "string" && setting.currency ? setting.currency : "USD";
  const symbol = typeof setting.currency_icon === "string" && setting.currency_icon ? setting.currency_icon : code;
  return { code, symbol, before: Number(setting.currency_position ?? 1) !== 2 };
}

// One number format per locale, made on first use: building one costs far more than using it, and a
// list formats a price or two per row on every render.
const amountFormatters = new Map<string, Intl.NumberFormat>();

function amountFormatter(locale: string): Intl.NumberFormat {
  let formatter = amountFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormatters.set(locale, formatter);
  }
  return formatter;
}

/** An amount as the shop shows it ("$12.50" or "12,50 €"), in the user's number format. */
export function formatPrice(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  const { symbol, before } = shopCurrency();
  const locale = isLanguage(language) ? formatLocaleOf(language) : "it-IT";
  const amount = amountFormatter(locale).format(value);
  return before ? `${symbol}${amount}` : `${amount} ${symbol}`;
}
