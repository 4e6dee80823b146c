import { Grid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { fcmTestSchema, sendFcmTest, type FcmTest } from "~/api/settings/fcm";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import type { Field } from "~/ui/resource/fields";
import { looseTextField } from "../miscellaneous-fields";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, secret, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { TestAction } from "~/ui/settings-form/test-action";
import { TextField } from "~/ui/form/fields";
import { TextareaField } from "~/ui/form/textarea-field";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/fcm (this panel's addition, admin-screens §14.4): Firebase Cloud Messaging for the
 * storefront's push notifications: the server key (write-only), the sender id and the web app's
 * Firebase config (JSON), then "send a test notification" to a device, which the server records.
 */

/** The web config: an object from the API, JSON text in the form (checked here, then by the server). */
const configField: Field<unknown, string> = {
  api: z.unknown(),
  label: "settings.fcm.webPushConfig",
  toForm: (value) => (value && typeof value === "object" ? JSON.stringify(value, null, 2) : ""),
  toPayload: (value) => value.trim(),
  rule: z.string().check(
    z.refine((value) => {
      if (!value.trim()) return true;
      try {
        const parsed: unknown = JSON.parse(value);
        return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, "settings.fcm.configInvalid"),
  ),
  aliases: ["web push config"],
};

/** The last recorded test: shown, never sent back. */
const lastTestField: Field<FcmTest | null, FcmTest | null> = {
  api: z._default(z.optional(z.nullable(fcmTestSchema)), null),
  label: "settings.fcm.lastTest",
  toForm: (value) => value ?? null,
};

export const fcmSettings = defineSettings({
  subject: "setting",
  paths: { find: "fcm-setting/find", save: "fcm-setting/action" },
  fields: {
    server_key: secret("settings.fcm.serverKey"),
    sender_id: looseTextField(
      "settings.fcm.senderId",
      z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^\d+$/, "settings.fcm.senderIdDigits")),
    ),
    web_push_config: configField,
    last_test: lastTestField,
  },
});
type FcmSettings = SettingsRecordOf<typeof fcmSettings.fields>;

const testField = { name: "token", label: "settings.fcm.testToken", type: "text", autoComplete: "off" } as const;
const testRules = z.object({
  token: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^[A-Za-z0-9:_-]{20,}$/, "settings.fcm.tokenInvalid")),
});

function LastTest({ test }: { test: FcmTest | null }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  return (
    <Text size="sm" data-testid="fcm-last-test">
      {test
        ? t("settings.fcm.lastTestLine", { device: test.device, by: test.by, date: formatDate(test.created_at, language, "dateTime") })
        : t("settings.fcm.noTest")}
    </Text>
  );
}

/** The test action with the last recorded test under it (updated by a test run here). */
function FcmTestBlock({ initial, blocked }: { initial: FcmTest | null; blocked: boolean }) {
  const { t } = useTranslation();
  const [last, setLast] = useState(initial);
  return (
    <Stack gap="xs">
      <TestAction
        title={t("settings.fcm.testTitle")}
        help={t("settings.fcm.testHelp")}
        field={testField}
        initialValue=""
        submitLabel={t("settings.fcm.testSend")}
        blockedReason={blocked ? t("settings.fcm.testSaveFirst") : null}
        schema={testRules}
        run={async (token) => {
          const sent = await sendFcmTest(token);
          setLast(sent);
          return t("settings.fcm.testSent", { device: sent.device, sender: sent.sender_id });
        }}
      />
      <LastTest test={last} />
    </Stack>
  );
}

export function FcmSettingsForm({ record }: { record: FcmSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm
      settings={fcmSettings}
      record={record}
      after={(form) =>
        form.readOnly ? <LastTest test={form.record.last_test} /> : <FcmTestBlock initial={form.record.last_test} blocked={form.dirty} />
      }
    >
      {(form) => (
        <Grid>
          <Grid.Col span={12}>
            <Text size="sm">{t("settings.fcm.help")}</Text>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <SecretField {...form.secret("server_key")} required />
          </Grid.Col>
          <TextField form={form} name="sender_id" span={HALF} required inputMode="numeric" autoComplete="off" />
          <TextareaField
            form={form}
            name="web_push_config"
            span={12}
            description="settings.fcm.webPushConfigHelp"
            autosize
            minRows={6}
            maxRows={16}
            spellCheck={false}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
        </Grid>
      )}
    </SettingsForm>
  );
}
