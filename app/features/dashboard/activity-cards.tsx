import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dashboardApi, type Activity } from "~/api/dashboard";
import { formatPrice } from "~/ui/inputs/price-input";
import { BlockBody } from "./block";
import { Figure } from "./totals-cards";
import { useBlock } from "./use-block";

function Card({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-activity={name}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

// The cards' place is kept while they load: five cards as tall as the demo shop's in each layout, so
// the blocks below do not jump when they come (Lighthouse measured a 0.077 layout shift here).
const skeleton = (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
    {[0, 1, 2, 3, 4].map((card) => (
      <Skeleton key={card} h={{ base: 185, sm: 248, lg: 335 }} />
    ))}
  </SimpleGrid>
);

/**
 * The spec's activity cards (active users, devices, engagement, orders, pages) over the last 30
 * days, from GET dashboard/activity. Sign-ins belong to the whole shop: vendors see no
 * active-users or devices card.
 */
export function ActivityCards() {
  const { t, i18n } = useTranslation();
  const block = useBlock("activity", (signal) => dashboardApi.activity(signal));
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const cards = (a: Activity) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: a.active_users ? 5 : 3 }}>
      {a.active_users ? (
        <Card title={t("dashboard.activity.activeUsers")} name="active-users">
          <Figure name="active-day" label={t("dashboard.activity.day")} value={n(a.active_users.day)} />
          <Figure name="active-week" label={t("dashboard.activity.week")} value={n(a.active_users.week)} />
          <Figure name="active-month" label={t("dashboard.activity.month")} value={n(a.active_users.month)} />
        </Card>
      ) : null}
      {a.devices ? (
        <Card title={t("dashboard.activity.devices")} name="devices">
          {a.devices.map((d) => (
            <Figure key={d.device} name={`device-${d.device}`} label={t(`dashboard.activity.device.${d.device}`)} value={n(d.logins)} />
          ))}
        </Card>
      ) : null}
      <Card title={t("dashboard.activity.engagement")} name="engagement">
        <Figure name="customers" label={t("dashboard.activity.customers")} value={n(a.engagement.customers)} />
        <Figure name="returning" label={t("dashboard.activity.returning")} value={n(a.engagement.returning_customers)} />
        <Figure name="per-customer" label={t("dashboard.activity.perCustomer")} value={n(a.engagement.orders_per_customer)} />
      </Card>
      <Card title={t("dashboard.activity.orders")} name="orders">
        <Figure
          name="orders-current"
          label={t("dashboard.activity.current")}
          value={`${n(a.orders.current)} · ${formatPrice(a.orders.amount_current, i18n.language)}`}
        />
        <Figure
          name="orders-previous"
          label={t("dashboard.activity.previous")}
          value={`${n(a.orders.previous)} · ${formatPrice(a.orders.amount_previous, i18n.language)}`}
        />
      </Card>
      <Card title={t("dashboard.activity.pages")} name="pages">
        <Figure name="pages-total" label={t("dashboard.activity.pagesTotal")} value={n(a.pages.total)} />
        <Figure name="pages-added" label={t("dashboard.activity.pagesAdded")} value={n(a.pages.added)} />
      </Card>
    </SimpleGrid>
  );
  return (
    <section aria-labelledby="dashboard-activity" data-dashboard-block="activity">
      <Stack gap="xs">
        <Title order={2} size="h4" id="dashboard-activity">
          {t("dashboard.activity.title")}
        </Title>
        <Text size="sm">{t("dashboard.activity.window", { days: 30 })}</Text>
        <BlockBody block={block} skeleton={skeleton}>
          {cards}
        </BlockBody>
      </Stack>
    </section>
  );
}
