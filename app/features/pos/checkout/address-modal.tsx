import { Alert, Button, Grid, Group, Modal, Select, TextInput } from "@mantine/core";
import { useMemo, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "~/api/client";
import { isApiError } from "~/api/errors";
import { checkoutApi, type CustomerAddress } from "~/api/pos/checkout";
import { mapServerErrors } from "~/ui/edit-page/server-errors";
import { errorText } from "~/ui/feedback/error-text";
import { toastSuccess } from "~/ui/feedback/toast";
import { ADDRESS_FIELDS, addressInput, addressProblems, addressValues, type AddressField, type AddressValues } from "./address-form";
import type { Places } from "./use-places";

export interface AddressModalProps {
  opened: boolean;
  /** The address to edit; null adds one. */
  address: CustomerAddress | null;
  customerId: number;
  /** A new address starts with the customer's name and e-mail. */
  start: { name: string; email: string };
  places: Places;
  onClose: () => void;
  onSaved: (saved: CustomerAddress, created: boolean) => void;
}

/** The address popup: a fresh form each time it opens (nothing half-typed carries over to another address). */
export function AddressModal(props: AddressModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.address ? t("pos.checkout.address.titleEdit") : t("pos.checkout.address.titleNew")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {props.opened ? <AddressForm key={props.address?.id ?? "new"} {...props} /> : null}
    </Modal>
  );
}

type Messages = Partial<Record<AddressField, string>>;

function AddressForm({ address, customerId, start, places, onClose, onSaved }: AddressModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AddressValues>(() => addressValues(address, places.callingCode, start));
  const [messages, setMessages] = useState<Messages>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  // One key per address being written: a double click or a retry after a lost answer saves it once.
  const key = useRef(newIdempotencyKey());

  const countryOptions = useMemo(
    () =>
      places.countries.map((c) => ({ value: c.code, label: places.countryName(c.code) })).sort((a, b) => a.label.localeCompare(b.label)),
    [places],
  );
  const states = places.countries.find((c) => c.code === values.country)?.states ?? [];
  const stateOptions = states.map((s) => ({ value: s.code, label: s.name }));
  if (values.state && !stateOptions.some((o) => o.value === values.state)) stateOptions.push({ value: values.state, label: values.state });
  const code = places.callingCode(values.country);

  const set = (field: AddressField, value: string) => {
    setValues((now) => ({ ...now, [field]: value, ...(field === "country" ? { state: "" } : {}) }));
    setMessages(({ [field]: _fixed, ...rest }) => rest);
  };
  const text = (field: AddressField) => ({
    value: values[field],
    error: messages[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });

  const save = async () => {
    if (sending.current) return;
    const problems = addressProblems(values);
    const local: Messages = {};
    for (const [field, problem] of Object.entries(problems)) {
      local[field as AddressField] = problem === "email" ? t("pos.checkout.address.invalidEmail") : t("pos.checkout.address.required");
    }
    setMessages(local);
    setFormErrors([]);
    if (Object.keys(local).length) return;
    sending.current = true;
    setSaving(true);
    try {
      const saved = await checkoutApi.saveAddress(addressInput(values, customerId, places.callingCode, address?.id), {
        idempotencyKey: key.current,
      });
      toastSuccess(t("pos.checkout.address.saved"));
      onSaved(saved, address === null);
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length) {
        const mapped = mapServerErrors(failure.fieldErrors, ADDRESS_FIELDS);
        setMessages(Object.fromEntries(Object.entries(mapped.fields).map(([field, list]) => [field, list.join(" ")])));
        setFormErrors(mapped.form);
      } else setFormErrors([errorText(failure, t, "pos.checkout.address.failed")]);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={address ? t("pos.checkout.address.titleEdit") : t("pos.checkout.address.titleNew")}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {formErrors.length ? (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {formErrors.join(" ")}
        </Alert>
      ) : null}
      {places.failed ? (
        <Alert color="red" variant="light" mb="sm">
          {t("pos.checkout.address.countriesFailed")}
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t("pos.checkout.address.country")}
            placeholder={t("pos.checkout.address.countryPlaceholder")}
            required
            searchable
            data={countryOptions}
            value={values.country || null}
            onChange={(value) => set("country", value ?? "")}
            error={messages.country}
            nothingFoundMessage={t("common.noMatches")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t("pos.checkout.address.state")}
            placeholder={stateOptions.length ? t("pos.checkout.address.statePlaceholder") : t("pos.checkout.address.noStates")}
            searchable
            clearable
            disabled={!stateOptions.length}
            data={stateOptions}
            value={values.state || null}
            onChange={(value) => set("state", value ?? "")}
            error={messages.state}
            nothingFoundMessage={t("common.noMatches")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("pos.checkout.address.email")} type="email" required autoComplete="off" {...text("email")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("pos.checkout.address.name")} required autoComplete="off" {...text("name")} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t("pos.checkout.address.phone")}
            description={code ? t("pos.checkout.address.phoneHint", { code: `+${code}` }) : undefined}
            type="tel"
            required
            autoComplete="off"
            leftSection={code ? `+${code}` : undefined}
            leftSectionWidth={code ? 16 + 9 * (code.length + 1) : undefined}
            {...text("phone")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t("pos.checkout.address.address1")}
            placeholder={t("pos.checkout.address.address1Placeholder")}
            required
            autoComplete="off"
            {...text("address_1")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={t("pos.checkout.address.address2")} autoComplete="off" {...text("address_2")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("pos.checkout.address.city")} required autoComplete="off" {...text("city")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("pos.checkout.address.zip")} required autoComplete="off" {...text("zip")} />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {address ? t("pos.checkout.address.update") : t("pos.checkout.address.save")}
        </Button>
      </Group>
    </form>
  );
}
