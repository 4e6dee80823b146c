import { Grid, Switch, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { text } from "~/ui/resource/fields";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, secret, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { toggleField } from "./miscellaneous-fields";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/social-login (admin-screens §10.4): Google and Facebook sign-in, each a switch, a client
 * id and a write-only client secret. A login switched on needs its complete pair (a stored secret
 * counts): the server checks it and its message lands beside the missing field.
 */

const clientId = (label: "settings.socialLogin.googleClientId" | "settings.socialLogin.facebookClientId", alias: string) => ({
  ...text(label),
  rule: z.string().check(z.trim(), z.maxLength(500, "settings.socialLogin.tooLong")),
  aliases: [alias],
});

export const socialLoginSettings = defineSettings({
  subject: "setting",
  paths: { find: "setting/social-login-find", save: "setting/social-login-action" },
  fields: {
    google_login: { ...toggleField("settings.socialLogin.google"), aliases: ["google login"] },
    googleClientId: clientId("settings.socialLogin.googleClientId", "google client id"),
    googleClientSecret: { ...secret("settings.socialLogin.googleClientSecret"), aliases: ["google client secret"] },
    facebook_login: { ...toggleField("settings.socialLogin.facebook"), aliases: ["facebook login"] },
    facebookClientId: clientId("settings.socialLogin.facebookClientId", "facebook client id"),
    facebookClientSecret: { ...secret("settings.socialLogin.facebookClientSecret"), aliases: ["facebook client secret"] },
  },
});
type SocialLoginSettings = SettingsRecordOf<typeof socialLoginSettings.fields>;

export function SocialLoginSettingsForm({ record }: { record: SocialLoginSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={socialLoginSettings} record={record}>
      {(form) => (
        <Grid>
          {(["google", "facebook"] as const).map((provider) => {
            const on = provider === "google" ? "google_login" : "facebook_login";
            const id = provider === "google" ? "googleClientId" : "facebookClientId";
            const key = provider === "google" ? "googleClientSecret" : "facebookClientSecret";
            return [
              <Grid.Col span={12} key={`${provider}-title`}>
                <Title order={2} size="h4">
                  {t(`settings.socialLogin.${provider}Title`)}
                </Title>
              </Grid.Col>,
              <Grid.Col span={12} key={`${provider}-switch`}>
                <Switch
                  label={t(`settings.socialLogin.${provider}`)}
                  name={on}
                  checked={form.values[on]}
                  onChange={(event) => form.set(on, event.currentTarget.checked)}
                  error={form.error(on)}
                />
              </Grid.Col>,
              <Grid.Col span={HALF} key={`${provider}-id`}>
                <TextInput
                  label={t(`settings.socialLogin.${provider}ClientId`)}
                  required={form.values[on]}
                  autoComplete="off"
                  {...form.text(id)}
                />
              </Grid.Col>,
              <Grid.Col span={HALF} key={`${provider}-secret`}>
                <SecretField {...form.secret(key)} required={form.values[on]} />
              </Grid.Col>,
            ];
          })}
        </Grid>
      )}
    </SettingsForm>
  );
}
