import * as z from "zod/mini";
import { text } from "~/ui/resource/fields";
import { defineSettings, type SettingsRecordOf } from "~/ui/settings-form/settings";

/** /setting/deploy's form: the storefront's rebuild hook (`deploy/find`, `deploy/action`), an https URL. */
export const deploySettings = defineSettings({
  subject: "setting",
  paths: { find: "deploy/find", save: "deploy/action" },
  fields: {
    webhook_url: {
      ...text("settings.deploy.webhookUrl"),
      rule: z.string().check(
        z.trim(),
        z.minLength(1, "validation.required"),
        z.maxLength(2048, "settings.deploy.urlTooLong"),
        z.refine((value) => {
          try {
            return new URL(value).protocol === "https:";
          } catch {
            return false;
          }
        }, "settings.deploy.httpsOnly"),
      ),
      aliases: ["webhook url"],
    },
  },
});

export type DeploySettings = SettingsRecordOf<typeof deploySettings.fields>;
