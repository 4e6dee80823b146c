import { Text } from "@mantine/core";
import type { RecordId } from "~/routing/urls";
import { DateCell, YesNo } from "~/ui/list-page/cells";
import type { ListColumn } from "~/ui/list-page/description";
import { Money, ProductCell, RecordLink, type RecordUrl } from "./customer-cells";
import type { TranslationKey } from "~/i18n/keys";

/*
 * Column builders of the customer's sub-lists. Titles are i18n keys; `sortBy` is the API's
 * `orderby` value where the endpoint sorts on the column.
 */

/** A date, in the user's language. */
export function dateColumn<T>(title: TranslationKey, value: (row: T) => string | null | undefined, sortBy?: string): ListColumn<T> {
  return { key: sortBy ?? title, title, sortBy, render: (row) => <DateCell value={value(row)} />, csv: (row) => value(row) ?? "" };
}

/** A right-aligned amount in the shop's currency, or in the row's own (`currency`, an ISO code). */
export function moneyColumn<T>(
  key: string,
  title: TranslationKey,
  value: (row: T) => number,
  options: { sortBy?: string; currency?: (row: T) => string } = {},
): ListColumn<T> {
  const { sortBy, currency } = options;
  return {
    key,
    title,
    sortBy,
    align: "right",
    render: (row) => <Money value={value(row)} currency={currency?.(row)} />,
    csv: (row) => value(row),
  };
}

/** A right-aligned count. */
export function numberColumn<T>(key: string, title: TranslationKey, value: (row: T) => number, sortBy?: string): ListColumn<T> {
  return { key, title, sortBy, align: "right", render: (row) => value(row), csv: (row) => value(row) };
}

/** Text; `clamp` cuts long texts (a message, a review) to two lines in the table, not in the CSV. */
export function textColumn<T>(
  key: string,
  title: TranslationKey,
  value: (row: T) => string,
  options: { sortBy?: string; clamp?: boolean } = {},
): ListColumn<T> {
  const render = (row: T) =>
    options.clamp ? (
      <Text size="sm" lineClamp={2}>
        {value(row)}
      </Text>
    ) : (
      value(row) || "—"
    );
  return { key, title, sortBy: options.sortBy, render, csv: (row) => value(row) };
}

/** Yes (1) or no. */
export function yesNoColumn<T>(
  key: string,
  title: TranslationKey,
  value: (row: T) => number | null | undefined,
  sortBy?: string,
): ListColumn<T> {
  return { key, title, sortBy, render: (row) => <YesNo value={value(row)} />, csv: (row) => (value(row) === 1 ? 1 : 0) };
}

/** The row's product: thumbnail (when the row has an image) and title, linking to the product's form. */
export function productColumn<T>(
  product: (row: T) => { id: number; title: string; image?: string | null },
  sortBy?: string,
): ListColumn<T> {
  return {
    key: "product",
    title: "people.customer.columns.product",
    sortBy,
    hideable: false,
    render: (row) => <ProductCell {...product(row)} />,
    csv: (row) => product(row).title,
  };
}

/** A text linking to a record's own screen (`open` = a `urls` builder); "—" where the row has none. */
export function linkColumn<T>(
  key: string,
  title: TranslationKey,
  open: RecordUrl,
  target: (row: T) => { id: RecordId; text: string } | null,
  options: { sortBy?: string; hideable?: boolean } = {},
): ListColumn<T> {
  return {
    key,
    title,
    ...options,
    render: (row) => {
      const link = target(row);
      return link ? (
        <RecordLink open={open} id={link.id}>
          {link.text || `#${link.id}`}
        </RecordLink>
      ) : (
        "—"
      );
    },
    csv: (row) => target(row)?.text ?? "",
  };
}
