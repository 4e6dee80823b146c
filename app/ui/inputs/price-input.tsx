import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isLanguage } from "~/i18n/languages";
import { shopCurrency } from "../price-format";

// The formatting lives apart so screens that only show prices (the notification bell in every
// signed-in page) do not load NumberInput with it.
export { formatForeignPrice, formatPrice, shopCurrency } from "../price-format";

/** A money field: the shop's currency symbol where the shop writes it, two decimals always, never negative. */
export function PriceInput(props: Omit<NumberInputProps, "decimalScale" | "min" | "prefix" | "suffix">) {
  const { i18n } = useTranslation();
  const { symbol, before } = shopCurrency();
  const decimal = isLanguage(i18n.language) && i18n.language !== "en" ? "," : ".";
  return (
    <NumberInput
      {...props}
      min={0}
      decimalScale={2}
      // "119,90", never "119,9": an amount always shows its cents.
      fixedDecimalScale
      decimalSeparator={decimal}
      thousandSeparator={decimal === "," ? "." : ","}
      allowNegative={false}
      prefix={before ? `${symbol} ` : undefined}
      suffix={before ? undefined : ` ${symbol}`}
      hideControls
    />
  );
}
