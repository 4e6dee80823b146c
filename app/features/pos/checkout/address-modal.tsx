import { Alert, Button, Grid, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "~/api/client";
import { checkoutApi, type CustomerAddress } from "~/api/pos/checkout";
import { toastSuccess } from "~/ui/feedback/toast";
import { ErrorSummary } from "~/ui/form/error-summary";
import { TextField } from "~/ui/form/fields";
import { useFormEngine } from "~/ui/form/form-engine";
import { HALF } from "~/ui/form/spans";
import { ADDRESS_FIELDS, addressInput, addressSchema, addressValues, type AddressValues } from "./address-form";
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

/**
 * The form inside the popup, on the form engine: the client's checks before sending, the server's
 * messages beside the fields they name and the rest above them, and a failure of another kind said
 * there too (the popup is where the cashier is looking).
 */
function AddressForm({ address, customerId, start, places, onClose, onSaved }: AddressModalProps) {
  const { t } = useTranslation();
  const [initial] = useState<AddressValues>(() => addressValues(address, places.callingCode, start));
  const engine = useFormEngine({
    initial,
    fields: ADDRESS_FIELDS,
    schema: addressSchema,
    failMessage: "pos.checkout.address.failed",
    failureIn: "summary",
    // Said in the popup like any other failure, rather than by a second popup over this one.
    signInAgain: false,
  });
  const { form } = engine;
  const { values } = form;
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

  const save = async (sent: AddressValues) => {
    const saved = await checkoutApi.saveAddress(addressInput(sent, customerId, places.callingCode, address?.id), {
      idempotencyKey: key.current,
    });
    toastSuccess(t("pos.checkout.address.saved"));
    onSaved(saved, address === null);
  };

  return (
    <form
      ref={engine.formRef}
      noValidate
      aria-label={address ? t("pos.checkout.address.titleEdit") : t("pos.checkout.address.titleNew")}
      onSubmit={(event) => {
        event.preventDefault();
        void engine.submit(save);
      }}
    >
      <Stack gap="sm">
        <ErrorSummary ref={engine.summaryRef} messages={engine.formErrors} />
        {places.failed ? (
          <Alert color="red" variant="light">
            {t("pos.checkout.address.countriesFailed")}
          </Alert>
        ) : null}
        <Grid>
          <Grid.Col span={HALF}>
            <Select
              label={t("pos.checkout.address.country")}
              placeholder={t("pos.checkout.address.countryPlaceholder")}
              required
              searchable
              data={countryOptions}
              value={values.country || null}
              onChange={(value) => {
                form.set("country", value ?? "");
                // Another country's states do not apply.
                form.set("state", "");
              }}
              error={form.error("country")}
              nothingFoundMessage={t("common.noMatches")}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <Select
              label={t("pos.checkout.address.state")}
              placeholder={stateOptions.length ? t("pos.checkout.address.statePlaceholder") : t("pos.checkout.address.noStates")}
              searchable
              clearable
              disabled={!stateOptions.length}
              data={stateOptions}
              value={values.state || null}
              onChange={(value) => form.set("state", value ?? "")}
              error={form.error("state")}
              nothingFoundMessage={t("common.noMatches")}
            />
          </Grid.Col>
          <TextField form={form} name="email" span={HALF} type="email" required autoComplete="off" />
          <TextField form={form} name="name" span={HALF} required autoComplete="off" />
          <Grid.Col span={12}>
            <TextInput
              label={t("pos.checkout.address.phone")}
              description={code ? t("pos.checkout.address.phoneHint", { code: `+${code}` }) : undefined}
              type="tel"
              required
              autoComplete="off"
              leftSection={code ? `+${code}` : undefined}
              leftSectionWidth={code ? 16 + 9 * (code.length + 1) : undefined}
              {...form.text("phone")}
            />
          </Grid.Col>
          <TextField
            form={form}
            name="address_1"
            span={12}
            placeholder={t("pos.checkout.address.address1Placeholder")}
            required
            autoComplete="off"
          />
          <TextField form={form} name="address_2" span={12} autoComplete="off" />
          <TextField form={form} name="city" span={HALF} required autoComplete="off" />
          <TextField form={form} name="zip" span={HALF} required autoComplete="off" />
        </Grid>
      </Stack>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose} disabled={engine.busy}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={engine.busy}>
          {address ? t("pos.checkout.address.update") : t("pos.checkout.address.save")}
        </Button>
      </Group>
    </form>
  );
}
