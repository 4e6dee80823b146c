import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/ui/inputs/price-input";

/** An amount in the shop's currency, in the user's number format. */
export function Money({ value, strong }: { value: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Text component="span" size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: "nowrap" }}>
      {formatPrice(value, i18n.language)}
    </Text>
  );
}
