import { Grid, NativeSelect, NumberInput, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { sendSmtpTest } from "~/api/settings/smtp";
import { getSession } from "~/session/session-store";
import { text } from "~/ui/resource/fields";
import { choiceField, emailField, emailRule, integerField } from "~/ui/settings-form/fields";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, secret, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { TestAction } from "~/ui/settings-form/test-action";
import { HALF } from "~/ui/form/spans";

/** /setting/smtp (admin-screens §10.5): the outgoing mail server and the sender, plus a test message. */

const SMTP_ENCRYPTIONS = ["tls", "ssl", "starttls", "none"] as const;

/** The server names most fields as sent (`smtpPort`), a few in words ("The smtp host format…"). */
export const smtpSettings = defineSettings({
  subject: "setting",
  paths: { find: "setting/smtp-find", save: "setting/smtp-action" },
  fields: {
    smtpHost: { ...text("settings.smtp.host", { required: true }), aliases: ["smtp host"] },
    smtpPort: integerField("settings.smtp.port", { min: 1, max: 65535, message: "settings.smtp.portRange" }),
    smtpEncryption: choiceField("settings.smtp.encryption", SMTP_ENCRYPTIONS),
    smtpUsername: text("settings.smtp.username", { required: true }),
    smtpPassword: secret("settings.smtp.password"),
    mailFromName: {
      ...text("settings.smtp.mailFromName"),
      rule: z.string().check(z.trim(), z.maxLength(120, "settings.smtp.nameTooLong")),
      aliases: ["mail from name"],
    },
    mailFrom: emailField("settings.smtp.mailFrom"),
  },
});
type SmtpSettings = SettingsRecordOf<typeof smtpSettings.fields>;

const testField = { name: "to", label: "settings.smtp.testTo", type: "email", autoComplete: "email" } as const;
const testRules = z.object({ to: emailRule() });

export function SmtpSettingsForm({ record }: { record: SmtpSettings }) {
  const { t } = useTranslation();
  const encryptions = SMTP_ENCRYPTIONS.map((value) => ({ value, label: t(`settings.smtp.encryptions.${value}`) }));
  // Nothing stored yet: an empty first choice, so the select does not pretend the first one is saved.
  const choose = { value: "", label: t("settings.smtp.chooseEncryption"), disabled: true };
  return (
    <SettingsForm
      settings={smtpSettings}
      record={record}
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
