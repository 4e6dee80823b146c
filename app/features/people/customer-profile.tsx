import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Customer, CustomerAddress } from "~/api/people/customers";
import { DateCell } from "~/ui/list-page/cells";
import { FlagChip } from "./customer-cells";

/** An address on one line: street, zip and city, state, country (empty parts left out). */
export function addressLine(address: Pick<CustomerAddress, "address_1" | "address_2" | "zip" | "city" | "state" | "country">): string {
  const place = [address.zip, address.city].filter(Boolean).join(" ");
  return [address.address_1, address.address_2, place, address.state, address.country].filter(Boolean).join(", ");
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The customer's profile above the sub-lists: who they are and where they live. */
export function CustomerProfile({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const none = <Text size="sm">{t("common.none")}</Text>;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="customer-name">
      <Stack gap="md">
        <Title order={2} size="h3" id="customer-name">
          {customer.name || customer.email}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={t("people.customer.email")}>{customer.email ? <Text size="sm">{customer.email}</Text> : none}</Fact>
          <Fact label={t("people.customer.phone")}>{customer.phone ? <Text size="sm">{customer.phone}</Text> : none}</Fact>
          <Fact label={t("people.customer.verification")}>
            <FlagChip value={customer.verified} labels={["people.customer.verified", "people.customer.unverified"]} />
          </Fact>
          <Fact label={t("people.customer.created")}>
            <DateCell value={customer.created_at} />
          </Fact>
          <Fact label={t("people.customer.defaultAddress")}>
            {customer.address ? (
              <Text size="sm" data-testid="customer-default-address">
                {[customer.address.name, addressLine(customer.address), customer.address.phone].filter(Boolean).join(" · ")}
              </Text>
            ) : (
              none
            )}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
