import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
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

/** An amount as the shop shows it ("$12.50" or "12,50 €"), in the user's number format. */
export function formatPrice(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  const { symbol, before } = shopCurrency();
  const locale = isLanguage(language) ? formatLocaleOf(language) : "it-IT";
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return before ? `${symbol}${amount}` : `${amount} ${symbol}`;
}

/** A money field: the shop's currency symbol on the right side, two decimals, never negative. */
export function PriceInput(props: Omit<NumberInputProps, "decimalScale" | "min" | "prefix" | "suffix">) {
  const { i18n } = useTranslation();
  const { symbol, before } = shopCurrency();
  const decimal = isLanguage(i18n.language) && i18n.language !== "en" ? "," : ".";
  return (
    <NumberInput
      {...props}
      min={0}
      decimalScale={2}
      decimalSeparator={decimal}
      thousandSeparator={decimal === "," ? "." : ","}
      allowNegative={false}
      prefix={before ? `${symbol} ` : undefined}
      suffix={before ? undefined : ` ${symbol}`}
      hideControls
    />
  );
}
