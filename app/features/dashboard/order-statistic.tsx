import { Anchor, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { dashboardApi, periodStart, type OrderType, type Period, type Ranked, type Statistic } from "~/api/dashboard";
import { orderApi } from "~/api/sales/orders";
import type { TranslationKey } from "~/i18n/keys";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { formatPrice } from "~/ui/inputs/price-input";
import { BlockBody } from "./block";
import { Figure } from "./totals-cards";
import { useBlock } from "./use-block";

const PERIODS: Period[] = ["all", "today", "week", "month", "year"];

/**
 * A counter's orders as the list's filters. With the server's filters by kind (order/filters) every
 * counter has its list: cancelled ones, or not cancelled ones in a shipping status (the statistic
 * counts those). Without them only the cancelled counter has one (the contract's `filter` has no
 * shipping status).
 */
type CounterFilter = (kinds: boolean) => Record<string, string> | null;

/** The six counters: cancelled, then the shipping statuses 1–5. */
const COUNTERS: Array<{ name: string; label: TranslationKey; value: (s: Statistic) => number; filter: CounterFilter }> = [
  {
    name: "cancelled",
    label: "dashboard.statistic.cancelled",
    value: (s) => s.cancelled,
    filter: (kinds): Record<string, string> => (kinds ? { cancelled: "1" } : { filter: "cancelled" }),
  },
  ...([1, 2, 3, 4, 5] as const).map((status) => ({
    name: `status-${status}`,
    label: `dashboard.statistic.status.${status}` as TranslationKey,
    value: (s: Statistic) => s.statistics.find((x) => x.status === status)?.total ?? 0,
    filter: (kinds: boolean) => (kinds ? { status: String(status), cancelled: "0" } : null),
  })),
];

/** The orders list of a counter for the period and order type on screen; null where the list cannot show it. */
function counterHref(filter: CounterFilter, kinds: boolean, period: Period, orderType: OrderType | null): string | null {
  const own = filter(kinds);
  if (!own) return null;
  const start = periodStart(period)?.slice(0, 10);
  return urls.orders.list({
    ...own,
    ...(start ? { start_time: start } : {}),
    ...(orderType === "website" || orderType === "pos" ? { order_type: orderType } : {}),
  });
}

/** Whether the server filters orders by kind: null until it has answered, or when not `wanted`. */
function useFilterKinds(wanted: boolean): boolean | null {
  const [kinds, setKinds] = useState<boolean | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void orderApi.offersFilterKinds().then((offered) => {
      if (live) setKinds(offered);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? kinds : null;
}

function TopTable({ title, name, rows, href }: { title: string; name: string; rows: Ranked[]; href: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" data-top={name}>
      <Table>
        <caption style={{ captionSide: "top", textAlign: "start", fontWeight: 700 }}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.statistic.columns.title")}</th>
            <th scope="col">{t("dashboard.statistic.columns.sold")}</th>
            <th scope="col">{t("dashboard.statistic.columns.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3}>{t("dashboard.statistic.nothing")}</td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id} data-row-id={r.id}>
                <td>
                  {/* At least 24 px each way: the rows are dense, and smaller links one above the other
                      are hard to hit (WCAG 2.5.8, Lighthouse's target-size audit). */}
                  <Anchor component={AppLink} to={href(r.id)} size="sm" style={TARGET}>
                    {r.title || `#${r.id}`}
                  </Anchor>
                </td>
                <td>{r.total}</td>
                <td style={{ whiteSpace: "nowrap" }}>{formatPrice(r.total_price, i18n.language)}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Paper>
  );
}

const TARGET = { display: "inline-block", minWidth: 24, minHeight: 24, lineHeight: "24px" } as const;

/** Order statistics for a period: the six status counters and the top categories, brands and products. */
export function OrderStatistic({ orderType }: { orderType: OrderType | null }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<Period>("all");
  // Links only for those who may open the orders list, once the server's filters are known.
  const kinds = useFilterKinds(useAppAbility().can("view", "order"));
  const hrefOf = (filter: CounterFilter) => (kinds !== null ? counterHref(filter, kinds, period, orderType) : null);
  const block = useBlock(`statistic:${period}:${orderType}`, (signal) => dashboardApi.statistic(period, orderType, signal));
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-statistic" data-dashboard-block="statistic">
      <Group justify="space-between">
        <Title order={2} size="h4" id="dashboard-statistic">
          {t("dashboard.statistic.title")}
        </Title>
        <Select
          label={t("dashboard.statistic.period")}
          data={PERIODS.map((p) => ({ value: p, label: t(`dashboard.statistic.periods.${p}`) }))}
          value={period}
          onChange={(v) => v && setPeriod(v as Period)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <BlockBody block={block} skeleton={<Skeleton height={320} />}>
        {(s) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
              {COUNTERS.map((c) => {
                const figure = <Figure name={c.name} label={t(c.label)} value={new Intl.NumberFormat(i18n.language).format(c.value(s))} />;
                const href = hrefOf(c.filter);
                return (
                  <Paper key={c.name} withBorder p="sm">
                    {href ? (
                      <Anchor component={AppLink} to={href} c="inherit" underline="hover" display="block" data-counter-link={c.name}>
                        {figure}
                      </Anchor>
                    ) : (
                      figure
                    )}
                  </Paper>
                );
              })}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <TopTable
                title={t("dashboard.statistic.topCategories")}
                name="categories"
                rows={s.categories}
                href={(id) => urls.categories.edit(id)}
              />
              <TopTable title={t("dashboard.statistic.topBrands")} name="brands" rows={s.brands} href={(id) => urls.brands.edit(id)} />
              <TopTable
                title={t("dashboard.statistic.topProducts")}
                name="products"
                rows={s.products}
                href={(id) => urls.products.edit(id)}
              />
            </SimpleGrid>
            {block.loading ? <Text size="sm">{t("dashboard.loading")}</Text> : null}
          </Stack>
        )}
      </BlockBody>
    </Stack>
  );
}
