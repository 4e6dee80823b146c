import { useTranslation } from "react-i18next";
import { NoWrap } from "~/ui/list-page/cells";
import { formatPrice } from "~/ui/price-format";

/** An amount in the shop's currency, in the user's number format. */
export function Money({ value, strong }: { value: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return <NoWrap strong={strong}>{formatPrice(value, i18n.language)}</NoWrap>;
}
