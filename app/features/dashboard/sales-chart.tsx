import { Group, Paper, Select, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { dashboardApi, type ChartDay, type OrderType } from "~/api/dashboard";
import { timeZone } from "~/api/resource";
import { formatLocaleOf } from "~/i18n/dates";
import { wallClockIn } from "~/i18n/shop-zone";
import { isLanguage } from "~/i18n/languages";
import { compactPrice, formatPrice } from "~/ui/price-format";
import { BlockBody } from "./block";
import { useBlock } from "./use-block";

const SalesBars = lazy(() => import("./sales-bars"));

/** The last 12 months on the shop's calendar, current first, as `YYYY-MM`. */
export function lastMonths(now = new Date(), zone = timeZone()): string[] {
  const [year, month] = wallClockIn(now, zone).split("-").map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** Every day of the month, with the API's figures where it has some (missing days are zero). */
function fillMonth(month: string, rows: ChartDay[]) {
  const [y, m] = month.split("-").map(Number);
  const length = new Date(y, m, 0).getDate();
  const byDay = new Map(rows.map((r) => [r.time, r]));
  return Array.from({ length }, (_, i) => {
    const time = `${month}-${String(i + 1).padStart(2, "0")}`;
    const r = byDay.get(time);
    return { time, day: String(i + 1), value: r?.value ?? 0, orders: r?.total ?? 0 };
  });
}

/** Sales per day of a chosen month (last 12 months), as bars and as a table for screen readers. */
export function SalesChart({ orderType }: { orderType: OrderType | null }) {
  const { t, i18n } = useTranslation();
  const months = useMemo(() => lastMonths(), []);
  const [month, setMonth] = useState(months[0]);
  const locale = isLanguage(i18n.language) ? formatLocaleOf(i18n.language) : "it-IT";
  const monthName = (ym: string) =>
    new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(
      new Date(Number(ym.slice(0, 4)), Number(ym.slice(5)) - 1, 1),
    );
  const block = useBlock(`chart:${month}:${orderType}`, (signal) =>
    dashboardApi.chart(Number(month.slice(0, 4)), Number(month.slice(5)), orderType, signal),
  );
  const money = (v: number) => formatPrice(v, i18n.language);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="dashboard-chart" data-dashboard-block="chart">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dashboard-chart">
            {t("dashboard.chart.title")}
          </Title>
          <Select
            label={t("dashboard.chart.month")}
            data={months.map((m) => ({ value: m, label: monthName(m) }))}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            w={220}
          />
        </Group>
        <BlockBody block={block} skeleton={<Skeleton height={260} />}>
          {(rows) => {
            const days = fillMonth(month, rows);
            const total = days.reduce((s, d) => s + d.value, 0);
            const orders = days.reduce((s, d) => s + d.orders, 0);
            return (
              <div data-chart-month={month} data-chart-total={total.toFixed(2)} data-chart-orders={orders}>
                <Text size="sm" data-chart-summary>
                  {t("dashboard.chart.summary", { month: monthName(month), orders, amount: money(total) })}
                </Text>
                <Suspense fallback={<Skeleton height={260} />}>
                  <SalesBars
                    days={days}
                    amountLabel={t("dashboard.chart.amount")}
                    dayLabel={t("dashboard.chart.dayOfMonth")}
                    format={money}
                    axisFormat={(v) => compactPrice(v, i18n.language)}
                  />
                </Suspense>
                <VisuallyHidden>
                  <Table>
                    <caption>{t("dashboard.chart.caption", { month: monthName(month) })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("dashboard.chart.dayOfMonth")}</th>
                        <th scope="col">{t("dashboard.chart.orders")}</th>
                        <th scope="col">{t("dashboard.chart.amount")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {days
                        .filter((d) => d.orders > 0)
                        .map((d) => (
                          <tr key={d.time}>
                            <td>{d.day}</td>
                            <td>{d.orders}</td>
                            <td>{money(d.value)}</td>
                          </tr>
                        ))}
                    </tbody>
                  </Table>
                </VisuallyHidden>
              </div>
            );
          }}
        </BlockBody>
      </Stack>
    </Paper>
  );
}
