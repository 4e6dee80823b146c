import { Grid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { refreshProfile } from "~/session/auth-service";
import { text } from "~/ui/resource/fields";
import { choiceField } from "~/ui/settings-form/fields";
import { SecretField } from "~/ui/settings-form/secret-field";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, secret, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { NativeSelectField, TextField } from "~/ui/form/fields";
import { HALF, QUARTER } from "~/ui/form/spans";

/**
 * /setting/media-storage (admin-screens §10.8): where uploads go (local, Google Cloud Storage, plain
 * URLs), the thumbnail prefix and the default image, and per mode the CDN and GCS fields; the GCS
 * service account key is write-only. After a save the profile is read again, so the upload inputs
 * follow the new mode without the original's full reload.
 */

const STORAGES = ["LOCAL", "GCS", "URL"] as const;

const urlRule = z.string().check(
  z.trim(),
  z.refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), "settings.mediaStorage.cdnUrlFormat"),
);

const definition = defineSettings({
  subject: "setting",
  paths: { find: "setting/media-storage-find", save: "setting/media-storage-action" },
  fields: {
    mediaStorage: { ...choiceField("settings.mediaStorage.storage", STORAGES), aliases: ["media storage"] },
    thumbPrefix: {
      ...text("settings.mediaStorage.thumbPrefix"),
      rule: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]*$/, "settings.mediaStorage.thumbPrefixFormat")),
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
            <NativeSelectField
              form={form}
              name="mediaStorage"
              span={HALF}
              description={`settings.mediaStorage.storageHints.${mode === "GCS" || mode === "URL" ? mode : "LOCAL"}`}
              required
              data={storages}
            />
            {/* Two file-name settings, each with an example of its own. */}
            {(["thumbPrefix", "defaultImage"] as const).map((name) => (
              <TextField
                key={name}
                form={form}
                name={name}
                span={QUARTER}
                placeholder={t(`settings.mediaStorage.${name}Example`)}
                autoComplete="off"
              />
            ))}
            {mode === "URL" || mode === "GCS" ? (
              <TextField form={form} name="cdnUrl" span={12} type="url" required autoComplete="off" />
            ) : null}
            {mode === "GCS" ? (
              <>
                <Grid.Col span={12}>
                  <Title order={2} size="h4">
                    {t("settings.mediaStorage.gcsTitle")}
                  </Title>
                </Grid.Col>
                <TextField form={form} name="gcProjectId" span={HALF} required autoComplete="off" />
                <TextField form={form} name="gcStorageBucket" span={HALF} required autoComplete="off" />
                <TextField form={form} name="gcStoragePathPrefix" span={HALF} autoComplete="off" />
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
