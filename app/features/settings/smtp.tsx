import { Grid, NativeSelect, NumberInput, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { sendSmtpTest, SMTP_ENCRYPTIONS, smtpApi, type SmtpSettings } from "~/api/settings/smtp";
import { getSession } from "~/session/session-store";
import { rules } from "~/ui/edit-page/rules";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm, type SettingsDescription } from "~/ui/settings-form/settings-form";
import { TestAction } from "~/ui/settings-form/test-action";

/** /setting/smtp (admin-screens §10.5): the outgoing mail server and the sender, plus a test message. */

const email = () =>
  z
    .string()
    .trim()
    .min(1, "validation.required")
    .refine((v) => z.email().safeParse(v).success, "validation.email");

/** The client's rules over the form's values (the record's own shape: every value is text). */
const smtpRules = z.object({
  smtpHost: rules.required(),
  smtpPort: z
    .string()
    .trim()
    .min(1, "validation.required")
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, "settings.smtp.portRange"),
  smtpUsername: rules.required(),
  smtpEncryption: z.enum(SMTP_ENCRYPTIONS, { message: "validation.required" }),
  mailFrom: email(),
  mailFromName: z.string().trim().max(120, "settings.smtp.nameTooLong"),
});

const description: SettingsDescription<SmtpSettings, SmtpSettings> = {
  subject: "setting",
  // The server names most fields as sent (`smtpPort`), a few in words ("The smtp host format…").
  fields: [
    { name: "smtpHost", label: "settings.smtp.host", aliases: ["smtp host"] },
    { name: "smtpPort", label: "settings.smtp.port" },
    { name: "smtpEncryption", label: "settings.smtp.encryption" },
    { name: "smtpUsername", label: "settings.smtp.username" },
    { name: "smtpPassword", label: "settings.smtp.password" },
    { name: "mailFromName", label: "settings.smtp.mailFromName", aliases: ["mail from name"] },
    { name: "mailFrom", label: "settings.smtp.mailFrom" },
  ],
  schema: smtpRules,
  secrets: ["smtpPassword"],
};

const toValues = (record: SmtpSettings): SmtpSettings => record;

const save = (values: SmtpSettings) =>
  smtpApi.save({
    ...values,
    smtpHost: values.smtpHost.trim(),
    smtpPort: Number(values.smtpPort),
    smtpUsername: values.smtpUsername.trim(),
    mailFrom: values.mailFrom.trim(),
    mailFromName: values.mailFromName.trim(),
  });

const testField = { name: "to", label: "settings.smtp.testTo", type: "email", autoComplete: "email" } as const;
const testRules = z.object({ to: email() });
const HALF = { base: 12, sm: 6 } as const;

export function SmtpSettingsForm({ record }: { record: SmtpSettings }) {
  const { t } = useTranslation();
  const encryptions = SMTP_ENCRYPTIONS.map((value) => ({ value, label: t(`settings.smtp.encryptions.${value}`) }));
  // Nothing stored yet: an empty first choice, so the select does not pretend the first one is saved.
  const choose = { value: "", label: t("settings.smtp.chooseEncryption"), disabled: true };
  return (
    <SettingsForm
      description={description}
      record={record}
      toValues={toValues}
      save={save}
      after={(form) =>
        form.readOnly ? null : (
          <TestAction
            title={t("settings.smtp.testTitle")}
            help={t("settings.smtp.testHelp")}
            field={testField}
            initialValue={getSession()?.user.email ?? ""}
            submitLabel={t("settings.smtp.testSend")}
            blockedReason={form.dirty ? t("settings.smtp.testSaveFirst") : null}
            schema={testRules}
            run={async (to) => {
              const sent = await sendSmtpTest(to);
              return t("settings.smtp.testSent", { to: sent.to, host: sent.host });
            }}
          />
        )
      }
    >
      {(form) => (
        <Grid>
          <Grid.Col span={12}>
            <Title order={2} size="h4">
              {t("settings.smtp.server")}
            </Title>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.smtp.host")} required autoComplete="off" {...form.text("smtpHost")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t("settings.smtp.port")}
              required
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              name="smtpPort"
              value={form.values.smtpPort}
              onChange={(value) => form.set("smtpPort", String(value))}
              error={form.error("smtpPort")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NativeSelect
              label={t("settings.smtp.encryption")}
              required
              data={form.values.smtpEncryption ? encryptions : [choose, ...encryptions]}
              {...form.text("smtpEncryption")}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.smtp.username")} required autoComplete="off" {...form.text("smtpUsername")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <SecretField {...form.secret("smtpPassword")} required />
          </Grid.Col>
          <Grid.Col span={12}>
            <Title order={2} size="h4">
              {t("settings.smtp.sender")}
            </Title>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.smtp.mailFromName")} autoComplete="off" {...form.text("mailFromName")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.smtp.mailFrom")} type="email" required autoComplete="off" {...form.text("mailFrom")} />
          </Grid.Col>
        </Grid>
      )}
    </SettingsForm>
  );
}
