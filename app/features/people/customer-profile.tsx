import { Text } from "@mantine/core";
import type { Customer, CustomerAddress } from "~/api/people/customers";
import { urls } from "~/routing/urls";
import type { DetailDescription } from "~/ui/detail-page/description";
import { fieldsSection } from "~/ui/detail-page/sections";
import { DateCell } from "~/ui/list-page/cells";
import { FlagChip } from "./customer-cells";
import { emailField } from "~/ui/detail-page/email-link";

/** An address on one line: street, zip and city, state, country (empty parts left out). */
export function addressLine(address: Pick<CustomerAddress, "address_1" | "address_2" | "zip" | "city" | "state" | "country">): string {
  const place = [address.zip, address.city].filter(Boolean).join(" ");
  return [address.address_1, address.address_2, place, address.state, address.country].filter(Boolean).join(", ");
}

/** The customer's profile above the sub-lists (a read view: a customer has no record actions yet). */
export const customerDetail: DetailDescription<Customer> = {
  subject: "user",
  recordId: (customer) => customer.id,
  listPath: urls.registeredUsers.list(),
  title: (customer) => customer.name || customer.email,
  sections: [
    fieldsSection<Customer>({
      key: "profile",
      title: "people.customer.profile",
      fields: [
        { label: "people.customer.name", value: (customer) => customer.name || "—" },
        emailField<Customer>("people.customer.email", (customer) => customer.email),
        { label: "people.customer.phone", value: (customer) => customer.phone || "—" },
        {
          label: "people.customer.verification",
          value: (customer) => <FlagChip value={customer.verified} labels={["people.customer.verified", "people.customer.unverified"]} />,
        },
        { label: "people.customer.created", value: (customer) => <DateCell value={customer.created_at} /> },
        {
          label: "people.customer.defaultAddress",
          value: ({ address }) =>
            address ? (
              <Text size="sm" data-testid="customer-default-address">
                {[address.name, addressLine(address), address.phone].filter(Boolean).join(" · ")}
              </Text>
            ) : (
              "—"
            ),
        },
      ],
    }),
  ],
};
