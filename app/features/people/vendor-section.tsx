import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { VendorBalance } from "~/api/people/admins";
import type { SubListsData } from "~/ui/sub-lists/sub-lists";
import { SubListTabs } from "~/ui/sub-lists/sub-list-tabs";
import { Money } from "./customer-cells";
import { vendorSubLists } from "./vendor-lists";
import type { TranslationKey } from "~/i18n/keys";

/*
 * Below a vendor's form: the withdrawal balance (the figures the vendor sees on its own withdrawal
 * screen) and the vendor's products, orders and withdrawal requests as tabs.
 */

const FIGURES: readonly { key: keyof VendorBalance; label: TranslationKey }[] = [
  { key: "amount", label: "people.vendor.balance.available" },
  { key: "pending_withdrawal", label: "people.vendor.balance.pending" },
  { key: "withdrawn", label: "people.vendor.balance.withdrawn" },
  { key: "minimum", label: "people.vendor.balance.minimum" },
];

export function VendorBalanceCard({ balance }: { balance: VendorBalance }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="vendor-balance-title">
      <Title order={2} size="h4" mb="sm" id="vendor-balance-title">
        {t("people.vendor.balance.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
        {FIGURES.map(({ key, label }) => (
          <div key={key} data-testid={`balance-${key}`}>
            <Text component="dt" size="sm" c="gray.7">
              {t(label)}
            </Text>
            <Text component="dd" m={0} fw={600}>
              <Money value={Number(balance[key])} />
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

export function VendorSection({ adminId, balance, lists }: { adminId: number; balance: VendorBalance; lists: SubListsData }) {
  const tabs = useMemo(() => vendorSubLists(adminId), [adminId]);
  return (
    <Stack gap="lg" mt="xl">
      <VendorBalanceCard balance={balance} />
      <SubListTabs lists={tabs} data={lists} label="people.vendor.tabsLabel" />
    </Stack>
  );
}
