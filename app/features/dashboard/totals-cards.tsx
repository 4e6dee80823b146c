import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dashboardApi, type OrderType } from "~/api/dashboard";
import type { TranslationKey } from "~/i18n/keys";
import { formatPrice } from "~/ui/inputs/price-input";
import { BlockBody } from "./block";
import { useBlock } from "./use-block";

/** A figure with its label, the way every dashboard card shows one. */
export function Figure({ label, value, name }: { label: string; value: string; name?: string }) {
  return (
    <div>
      <Text size="sm">{label}</Text>
      <Text fw={700} size="xl" data-figure={name}>
        {value}
      </Text>
    </div>
  );
}

/** Total products, users (superadmins only), orders and sales, in the shop's currency. */
export function TotalsCards({ orderType, superadmin }: { orderType: OrderType | null; superadmin: boolean }) {
  const { t, i18n } = useTranslation();
  const block = useBlock(`totals:${orderType}`, (signal) => dashboardApi.totals(orderType, signal));
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const cards: Array<{ name: string; label: TranslationKey; value: (d: NonNullable<typeof block.data>) => string }> = [
    { name: "products", label: "dashboard.cards.products", value: (d) => number(d.products) },
    ...(superadmin
      ? [{ name: "users", label: "dashboard.cards.users" as TranslationKey, value: (d: NonNullable<typeof block.data>) => number(d.users) }]
      : []),
    { name: "orders", label: "dashboard.cards.orders", value: (d) => number(d.orders) },
    { name: "sales", label: "dashboard.cards.sales", value: (d) => formatPrice(d.orders_amount, i18n.language) },
  ];
  return (
    <section aria-label={t("dashboard.cards.title")} data-dashboard-block="totals">
      <BlockBody block={block} skeleton={<Skeleton height={72} />}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: cards.length }}>
            {cards.map((c) => (
              <Paper key={c.name} withBorder p="md">
                <Figure name={c.name} label={t(c.label)} value={c.value(data)} />
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </BlockBody>
    </section>
  );
}
