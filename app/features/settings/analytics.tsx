import { Grid, Switch, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { looseTextField, toggleField } from "./miscellaneous-fields";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/analytics (admin-screens §10.6): Google Analytics and the Facebook Pixel, each a switch
 * and its id. An id is needed only while its switch is on (the server says so beside it); the
 * formats are checked here first ("G-…" letters, digits and dashes; the pixel digits only).
 */

export const analyticsSettings = defineSettings({
  subject: "setting",
  paths: { find: "setting/find", save: "setting/analytics" },
  fields: {
    enable_ga: { ...toggleField("settings.analytics.enableGa"), aliases: ["enable ga"] },
    ga_id: {
      ...looseTextField("settings.analytics.gaId", z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]*$/, "settings.analytics.gaIdFormat"))),
      aliases: ["ga id"],
    },
    enable_pixel: { ...toggleField("settings.analytics.enablePixel"), aliases: ["enable pixel"] },
    pixel_id: {
      ...looseTextField("settings.analytics.pixelId", z.string().check(z.trim(), z.regex(/^\d*$/, "settings.analytics.pixelIdFormat"))),
      aliases: ["pixel id"],
    },
  },
});
type AnalyticsSettings = SettingsRecordOf<typeof analyticsSettings.fields>;

export function AnalyticsSettingsForm({ record }: { record: AnalyticsSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={analyticsSettings} record={record}>
      {(form) => (
        <Grid>
          <Grid.Col span={12}>
            <Title order={2} size="h4">
              {t("settings.analytics.google")}
            </Title>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <Switch
              label={t("settings.analytics.enableGa")}
              name="enable_ga"
              checked={form.values.enable_ga}
              onChange={(event) => form.set("enable_ga", event.currentTarget.checked)}
              error={form.error("enable_ga")}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput
              label={t("settings.analytics.gaId")}
              placeholder={t("settings.analytics.gaIdExample")}
              required={form.values.enable_ga}
              autoComplete="off"
              {...form.text("ga_id")}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Title order={2} size="h4">
              {t("settings.analytics.facebook")}
            </Title>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <Switch
              label={t("settings.analytics.enablePixel")}
              name="enable_pixel"
              checked={form.values.enable_pixel}
              onChange={(event) => form.set("enable_pixel", event.currentTarget.checked)}
              error={form.error("enable_pixel")}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput
              label={t("settings.analytics.pixelId")}
              placeholder={t("settings.analytics.pixelIdExample")}
              required={form.values.enable_pixel}
              inputMode="numeric"
              autoComplete="off"
              {...form.text("pixel_id")}
            />
          </Grid.Col>
        </Grid>
      )}
    </SettingsForm>
  );
}
