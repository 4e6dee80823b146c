import { ActionIcon, Alert, Button, Group, Loader, Radio, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkoutApi, type CustomerAddress } from "~/api/pos/checkout";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { AddressModal } from "./address-modal";
import type { AddressBook as Book } from "./use-address-book";
import type { Places } from "./use-places";

/** "Via Roma 1, Scala B, 20100 Milano, Lombardia, Italia". */
export function addressText(address: CustomerAddress, places: Places): string {
  const town = [address.zip, address.city].filter(Boolean).join(" ");
  const state = address.state ? places.stateName(address.country, address.state) : "";
  return [address.address_1, address.address_2, town, state, places.countryName(address.country)].filter(Boolean).join(", ");
}

/**
 * The customer's addresses as a radio list of cards (name, address, phone): the whole card picks
 * the address (a click, or Space and the arrow keys as in any radio group), with Edit and Delete
 * beside it (a delete is asked first; the server's refusal, such as an address used by an order, is
 * said in a toast), and "Add new address". Adding selects the new address.
 */
export function AddressBookPanel({
  customerId,
  customerName,
  customerEmail,
  book,
  places,
  value,
  onChange,
  error,
}: {
  customerId: number;
  customerName: string;
  customerEmail: string;
  book: Book;
  places: Places;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { start, dialog } = useConfirmedAction();
  const [editing, setEditing] = useState<CustomerAddress | "new" | null>(null);

  const remove = (address: CustomerAddress) =>
    start({
      confirm: {
        title: t("pos.checkout.shipping.deleteQuestion"),
        message: `${address.name} — ${addressText(address, places)}`,
        confirmLabel: t("pos.checkout.shipping.deleteConfirm"),
        danger: true,
      },
      run: () => checkoutApi.deleteAddress(address.id, customerId),
      done: t("pos.checkout.shipping.deleted"),
      failed: "pos.checkout.shipping.deleteFailed",
      after: (succeeded) => {
        if (succeeded && value === address.id) onChange(null);
        void book.reload();
      },
    });

  return (
    <Stack gap="xs">
      {book.error ? (
        <Alert color="red" variant="light">
          {book.error}
        </Alert>
      ) : null}
      {book.loading && !book.addresses.length ? <Loader size="sm" aria-label={t("list.loading")} /> : null}
      {!book.loading && !book.error && !book.addresses.length ? (
        <Text size="sm" c="dimmed">
          {t("pos.checkout.shipping.noAddresses")}
        </Text>
      ) : null}
      {book.addresses.length ? (
        <Radio.Group
          label={t("pos.checkout.shipping.addresses")}
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(next ? Number(next) : null)}
          error={error}
        >
          <Stack gap="xs" mt={4}>
            {book.addresses.map((address) => (
              <Group key={address.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-testid="pos-address">
                <Radio.Card value={String(address.id)} radius="sm" p="xs" style={{ flex: 1, minWidth: 0 }}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {address.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {addressText(address, places)}
                      </Text>
                      {address.phone ? (
                        <Text size="xs" c="dimmed">
                          {t("pos.checkout.shipping.tel", { phone: address.phone })}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Radio.Card>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("pos.checkout.shipping.edit", { name: address.name })}
                    onClick={() => setEditing(address)}
                  >
                    <IconPencil size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t("pos.checkout.shipping.delete", { name: address.name })}
                    onClick={() => remove(address)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      ) : error ? (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setEditing("new")}>
          {t("pos.checkout.shipping.add")}
        </Button>
      </Group>
      <AddressModal
        opened={editing !== null}
        address={editing === "new" ? null : editing}
        customerId={customerId}
        start={{ name: customerName, email: customerEmail }}
        places={places}
        onClose={() => setEditing(null)}
        onSaved={(saved, created) => {
          setEditing(null);
          void book.reload();
          if (created) onChange(saved.id);
        }}
      />
      {dialog}
    </Stack>
  );
}
