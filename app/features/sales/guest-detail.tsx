import type { ShouldRevalidateFunction } from "@remix-run/react";
import { IconTrash } from "@tabler/icons-react";
import { guestApi, type Guest, type GuestAddress } from "~/api/sales/guests";
import { FlagChip } from "~/features/people/customer-cells";
import { addressLine } from "~/features/people/customer-profile";
import { urls } from "~/routing/urls";
import { detailShouldRevalidate, type DetailActionHandler } from "~/ui/detail-page/action";
import type { DetailDescription } from "~/ui/detail-page/description";
import { fieldsSection, tableSection } from "~/ui/detail-page/sections";
import { DateCell } from "~/ui/list-page/cells";
import { listHref } from "~/ui/list-page/memory";
import { guestName } from "./guest-format";
import { emailField } from "~/ui/detail-page/email-link";

/*
 * /guest-users/{id}: one guest's read view (contact details, the addresses left at checkout) with
 * delete and print; the guest's orders follow as a sub-list (guest-orders.tsx). A guest has no
 * phone of its own: the default address's stands in, as on the list.
 */

export const guestDetail: DetailDescription<Guest> = {
  subject: "user",
  // A guest is a record of its own in the activity log, apart from the registered users.
  historyType: "guest_user",
  recordId: (guest) => guest.id,
  listPath: urls.guestUsers.list(),
  title: guestName,
  sections: [
    fieldsSection<Guest>({
      key: "contact",
      title: "sales.guests.sections.contact",
      fields: [
        { label: "sales.guests.name", value: (guest) => guest.name || "—" },
        emailField<Guest>("sales.guests.email", (guest) => guest.email),
        { label: "sales.guests.phone", value: (guest) => guest.phone || "—" },
        { label: "sales.guests.defaultAddress", value: (guest) => (guest.address ? addressLine(guest.address) : "—") },
        { label: "sales.guests.created", value: (guest) => <DateCell value={guest.created_at} /> },
      ],
    }),
    tableSection<Guest, GuestAddress>({
      key: "addresses",
      title: "sales.guests.sections.addresses",
      rows: (guest) => guest.addresses,
      empty: "sales.guests.noAddresses",
      columns: [
        { key: "name", title: "people.customer.columns.name", render: (address) => address.name || "—" },
        { key: "address", title: "people.customer.columns.address", render: (address) => addressLine(address) || "—" },
        { key: "phone", title: "people.customer.columns.phone", render: (address) => address.phone || "—" },
        { key: "email", title: "sales.guests.email", render: (address) => address.email || "—" },
        { key: "default", title: "people.customer.columns.default", render: (address) => <FlagChip value={address.default} /> },
      ],
    }),
  ],
  actions: [
    {
      kind: "confirm",
      intent: "delete",
      label: "sales.guests.delete",
      icon: IconTrash,
      color: "red",
      permission: "delete",
      confirm: { title: "sales.guests.deleteOne", message: "list.deleteWarning", danger: true },
      done: "sales.guests.deleted",
    },
    { kind: "print", label: "detail.print" },
  ],
};

/** The guest page's clientAction handlers, by intent. */
export const guestActions: Record<string, DetailActionHandler> = {
  // A deleted guest has nothing left to show: back to the list as it was left.
  delete: async ({ params }) => {
    await guestApi.remove([Number(params.id)]);
    return { redirectTo: listHref(urls.guestUsers.list()) };
  },
};

/** Not after the delete: reloading the guest first would answer 404 before the list opens. */
export const guestShouldRevalidate: ShouldRevalidateFunction = (args) => {
  const result = args.actionResult as { ok?: unknown; redirectTo?: unknown } | undefined;
  if (result?.ok === true && typeof result.redirectTo === "string") return false;
  return detailShouldRevalidate(args);
};
