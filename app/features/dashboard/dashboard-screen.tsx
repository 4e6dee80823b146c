import { Group, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderType } from "~/api/dashboard";
import { getProfile } from "~/session/session-store";
import { PageFrame } from "~/routing/kit/page-frame";
import { ActivityCards } from "./activity-cards";
import { OrderStatistic } from "./order-statistic";
import { SalesChart } from "./sales-chart";
import { TotalsCards } from "./totals-cards";

const ORDER_TYPES: OrderType[] = ["all", "website", "pos"];

/**
 * The dashboard (admin-screens §6.1, spec §2's cards). Each block asks for its own figures and
 * shows its own skeleton or error, so the route never waits for all of them. The order-type switch
 * exists only while the POS plugin is active (the profile's `pos_public_key`) and refreshes the
 * counters, the chart and the statistic.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const profile = getProfile();
  const pos = Boolean(profile?.pos_public_key);
  const [orderType, setOrderType] = useState<OrderType>("all");
  const sent = pos ? orderType : null;
  return (
    <PageFrame
      screen="dashboard"
      actions={
        pos ? (
          <Group>
            <Select
              label={t("dashboard.orderType.label")}
              data={ORDER_TYPES.map((o) => ({ value: o, label: t(`dashboard.orderType.${o}`) }))}
              value={orderType}
              onChange={(v) => v && setOrderType(v as OrderType)}
              allowDeselect={false}
              w={240}
            />
          </Group>
        ) : null
      }
    >
      <Stack gap="xl">
        <TotalsCards orderType={sent} superadmin={profile?.super_admin === true} />
        <ActivityCards />
        <SalesChart orderType={sent} />
        <OrderStatistic orderType={sent} />
      </Stack>
    </PageFrame>
  );
}
