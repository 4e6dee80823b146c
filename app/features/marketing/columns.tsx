import { useTranslation } from "react-i18next";
import type { ListColumn } from "~/ui/list-page/description";
import { formatPrice } from "~/ui/inputs/price-input";
import type { TranslationKey } from "~/i18n/keys";
import { typedPrice } from "./fields";

/* List columns the marketing lists share: amounts and prices that are a percentage or an amount. */

function TypedPrice({ price, type }: { price: number; type: number }) {
  const { i18n } = useTranslation();
  return <>{typedPrice(price, type, i18n.language)}</>;
}

function Amount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <>{formatPrice(value, i18n.language)}</>;
}

/** A figure column, right-aligned so the digits line up. */
const figures = <T,>(
  key: string,
  label: TranslationKey,
  sortBy: string | undefined,
  cell: Pick<ListColumn<T>, "render" | "csv">,
): ListColumn<T> => ({
  key,
  title: label,
  sortBy,
  align: "right",
  ...cell,
});

/** A price shown as "10 %" or as an amount, by the row's price type. */
export function typedPriceColumn<T extends { price: number | null; type: number }>(label: TranslationKey, sortBy?: string): ListColumn<T> {
  return figures("price", label, sortBy, {
    render: (row) => <TypedPrice price={row.price ?? 0} type={row.type} />,
    csv: (row) => row.price ?? 0,
  });
}

/** An amount in the shop's currency ("—" when empty or zero means none). */
export function moneyColumn<T>(key: string, label: TranslationKey, value: (row: T) => number | null, sortBy?: string): ListColumn<T> {
  return figures(key, label, sortBy, {
    render: (row) => {
      const amount = value(row);
      return amount ? <Amount value={amount} /> : "—";
    },
    csv: (row) => value(row) ?? "",
  });
}

function Usage({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <>
      {used} / {limit > 0 ? limit : t("marketing.unlimited")}
    </>
  );
}

/** How often a limited thing was used: "3 / 10" ("3 / unlimited" without a limit). */
export function usageColumn<T>(
  key: string,
  label: TranslationKey,
  value: (row: T) => [used: number, limit: number],
  sortBy?: string,
): ListColumn<T> {
  return figures(key, label, sortBy, {
    render: (row) => {
      const [used, limit] = value(row);
      return <Usage used={used} limit={limit} />;
    },
    csv: (row) => value(row).join("/"),
  });
}
