import { Accordion, Badge, Grid, Group, NativeSelect, Switch, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "~/i18n/keys";
import type { ValuesOf } from "~/ui/resource/resource";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm, type SettingsFormApi } from "~/ui/settings-form/settings-form";
import {
  FW_ENVIRONMENTS,
  GATEWAYS,
  isSecretField,
  paymentModel,
  type Gateway,
  type PaymentFieldName,
  type PaymentFields,
  type PaymentRecord,
} from "./payment-settings";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/payment (admin-screens §10.7): the default gateway, then one collapsible block per
 * gateway with its switch, keys and write-only secrets. A block with an error opens by itself, so
 * the message beside its field is seen; the default can only be one of the enabled gateways.
 */

type Form = SettingsFormApi<PaymentRecord, ValuesOf<PaymentFields>>;

const gatewayName = (flag: string) => `settings.payment.gateways.${flag}` as TranslationKey;
const fieldsOf = (gateway: Gateway): PaymentFieldName[] => [gateway.flag, ...gateway.required, ...(gateway.optional ?? [])];

function GatewayField({ form, gateway, name }: { form: Form; gateway: Gateway; name: PaymentFieldName }) {
  const { t } = useTranslation();
  const required = form.values[gateway.flag] === true && gateway.required.includes(name);
  const label = t(`settings.payment.fields.${name}` as TranslationKey);
  if (isSecretField(name)) return <SecretField {...form.secret(name)} required={required} />;
  if (name === "fw_environment") {
    const environments = FW_ENVIRONMENTS.map((value) => ({ value, label: t(`settings.payment.environments.${value}`) }));
    return <NativeSelect label={label} data={environments} {...form.text(name)} />;
  }
  return <TextInput label={label} required={required} autoComplete="off" {...form.text(name)} />;
}

function GatewayBlock({ form, gateway }: { form: Form; gateway: Gateway }) {
  const { t } = useTranslation();
  const enabled = form.values[gateway.flag] === true;
  const name = t(gatewayName(gateway.flag));
  const inputs = fieldsOf(gateway).slice(1);
  return (
    <Accordion.Item value={gateway.flag} data-gateway={gateway.flag}>
      <Accordion.Control>
        <Group gap="sm" justify="space-between" wrap="nowrap" pr="sm">
          <Text fw={500}>{name}</Text>
          {/* Its whole word: the accordion's title would shrink it to "Att…". */}
          <Badge color={enabled ? "teal.9" : "gray.7"} variant="filled" miw="max-content">
            {enabled ? t("settings.payment.enabled") : t("settings.payment.disabled")}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Grid>
          <Grid.Col span={12}>
            <Switch
              label={t("settings.payment.enable", { gateway: name })}
              checked={enabled}
              onChange={(event) => form.set(gateway.flag, event.currentTarget.checked)}
              error={form.error(gateway.flag)}
            />
          </Grid.Col>
          {gateway.flag === "bank" ? (
            <Grid.Col span={12}>
              <Text size="sm">{t("settings.payment.bankHelp")}</Text>
            </Grid.Col>
          ) : null}
          {gateway.flag === "cash_on_delivery" ? (
            <Grid.Col span={12}>
              <Text size="sm">{t("settings.payment.codHelp")}</Text>
            </Grid.Col>
          ) : null}
          {inputs.map((field) => (
            <Grid.Col span={HALF} key={field}>
              <GatewayField form={form} gateway={gateway} name={field} />
            </Grid.Col>
          ))}
        </Grid>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function DefaultGateway({ form }: { form: Form }) {
  const { t } = useTranslation();
  const current = form.values.default;
  const options = GATEWAYS.filter((g) => form.values[g.flag] === true || String(g.code) === current).map((g) => {
    const enabled = form.values[g.flag] === true;
    const name = t(gatewayName(g.flag));
    // The stored default whose gateway was just switched off stays listed (so the select shows it), not choosable.
    return { value: String(g.code), label: enabled ? name : t("settings.payment.defaultDisabled", { gateway: name }), disabled: !enabled };
  });
  const choose = { value: "", label: t("settings.payment.chooseDefault"), disabled: true };
  return (
    <NativeSelect
      label={t("settings.payment.default")}
      description={t("settings.payment.defaultHelp")}
      required
      data={current ? options : [choose, ...options]}
      {...form.text("default")}
    />
  );
}

function Gateways({ form }: { form: Form }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);
  // Blocks holding an error stay open until it is fixed.
  const withErrors = GATEWAYS.filter((g) => fieldsOf(g).some((name) => form.error(name))).map((g) => g.flag);
  const value = [...new Set([...open, ...withErrors])];
  return (
    <>
      <Text size="sm">{t("settings.payment.gatewaysHelp")}</Text>
      <Accordion multiple variant="separated" value={value} onChange={setOpen} chevronPosition="left">
        {GATEWAYS.map((gateway) => (
          <GatewayBlock key={gateway.flag} form={form} gateway={gateway} />
        ))}
      </Accordion>
    </>
  );
}

export function PaymentSettingsForm({ record }: { record: PaymentRecord }) {
  return (
    <SettingsForm settings={paymentModel} record={record}>
      {(form) => (
        <>
          <DefaultGateway form={form} />
          <Gateways form={form} />
        </>
      )}
    </SettingsForm>
  );
}
