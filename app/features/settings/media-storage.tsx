import { Grid, NativeSelect, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { refreshProfile } from "~/session/auth-service";
import { text } from "~/ui/resource/fields";
import { choiceField } from "~/ui/settings-form/fields";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, secret, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/media-storage (admin-screens §10.8): where uploads go (local, Google Cloud Storage, plain
 * URLs), the thumbnail prefix and the default image, and per mode the CDN and GCS fields; the GCS
 * service account key is write-only. After a save the profile is read again, so the upload inputs
 * follow the new mode without the original's full reload.
 */

const STORAGES = ["LOCAL", "GCS", "URL"] as const;

const urlRule = z
  .string()
  .trim()
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), "settings.mediaStorage.cdnUrlFormat");

const definition = defineSettings({
  subject: "setting",
  paths: { find: "setting/media-storage-find", save: "setting/media-storage-action" },
  fields: {
    mediaStorage: { ...choiceField("settings.mediaStorage.storage", STORAGES), aliases: ["media storage"] },
    thumbPrefix: {
      ...text("settings.mediaStorage.thumbPrefix"),
      rule: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]*$/, "settings.mediaStorage.thumbPrefixFormat"),
      aliases: ["thumb prefix"],
    },
    defaultImage: { ...text("settings.mediaStorage.defaultImage"), aliases: ["default image"] },
    cdnUrl: { ...text("settings.mediaStorage.cdnUrl"), rule: urlRule, aliases: ["cdn url"] },
    gcProjectId: { ...text("settings.mediaStorage.gcProjectId"), aliases: ["gc project id"] },
    gcStorageBucket: { ...text("settings.mediaStorage.gcStorageBucket"), aliases: ["gc storage bucket"] },
    gcStoragePathPrefix: { ...text("settings.mediaStorage.gcStoragePathPrefix"), aliases: ["gc storage path prefix"] },
    gcServiceAccountKey: { ...secret("settings.mediaStorage.gcServiceAccountKey"), aliases: ["gc service account key"] },
  },
});

export const mediaStorageSettings: typeof definition = {
  ...definition,
  save: async (values) => {
    const saved = await definition.save(values);
    // The upload inputs read the storage mode from the profile.
    await refreshProfile().catch(() => undefined);
    return saved;
  },
};
type MediaStorageSettings = SettingsRecordOf<typeof mediaStorageSettings.fields>;

export function MediaStorageSettingsForm({ record }: { record: MediaStorageSettings }) {
  const { t } = useTranslation();
  const storages = STORAGES.map((value) => ({ value, label: t(`settings.mediaStorage.storages.${value}`) }));
  return (
    <SettingsForm settings={mediaStorageSettings} record={record}>
      {(form) => {
        const mode = form.values.mediaStorage;
        return (
          <Grid>
            <Grid.Col span={HALF}>
              <NativeSelect
                label={t("settings.mediaStorage.storage")}
                description={t(`settings.mediaStorage.storageHints.${mode === "GCS" || mode === "URL" ? mode : "LOCAL"}`)}
                required
                data={storages}
                {...form.text("mediaStorage")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput
                label={t("settings.mediaStorage.thumbPrefix")}
                placeholder={t("settings.mediaStorage.thumbPrefixExample")}
                autoComplete="off"
                {...form.text("thumbPrefix")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput
                label={t("settings.mediaStorage.defaultImage")}
                placeholder={t("settings.mediaStorage.defaultImageExample")}
                autoComplete="off"
                {...form.text("defaultImage")}
              />
            </Grid.Col>
            {mode === "URL" || mode === "GCS" ? (
              <Grid.Col span={12}>
                <TextInput label={t("settings.mediaStorage.cdnUrl")} type="url" required autoComplete="off" {...form.text("cdnUrl")} />
              </Grid.Col>
            ) : null}
            {mode === "GCS" ? (
              <>
                <Grid.Col span={12}>
                  <Title order={2} size="h4">
                    {t("settings.mediaStorage.gcsTitle")}
                  </Title>
                </Grid.Col>
                <Grid.Col span={HALF}>
                  <TextInput label={t("settings.mediaStorage.gcProjectId")} required autoComplete="off" {...form.text("gcProjectId")} />
                </Grid.Col>
                <Grid.Col span={HALF}>
                  <TextInput
                    label={t("settings.mediaStorage.gcStorageBucket")}
                    required
                    autoComplete="off"
                    {...form.text("gcStorageBucket")}
                  />
                </Grid.Col>
                <Grid.Col span={HALF}>
                  <TextInput
                    label={t("settings.mediaStorage.gcStoragePathPrefix")}
                    autoComplete="off"
                    {...form.text("gcStoragePathPrefix")}
                  />
                </Grid.Col>
                <Grid.Col span={HALF}>
                  <SecretField {...form.secret("gcServiceAccountKey")} required />
                </Grid.Col>
              </>
            ) : null}
          </Grid>
        );
      }}
    </SettingsForm>
  );
}
