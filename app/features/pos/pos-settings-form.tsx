import { Alert, Button, Grid, Group, Paper, Switch, Text, Title } from "@mantine/core";
import { IconLanguage, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { useAppAbility } from "~/access/can";
import { parsePosSetting, posSettingApi, type PosSetting } from "~/api/pos/settings";
import { isLanguage, LANGUAGE_NAMES } from "~/i18n/languages";
import { getProfile } from "~/session/session-store";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { TextField } from "~/ui/form/fields";
import { TextareaField } from "~/ui/form/textarea-field";
import { HALF } from "~/ui/form/spans";
import { ImageUpload } from "~/ui/inputs/image-upload";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import type { SettingsModel } from "~/ui/settings-form/settings-form";
import { formatReceiptWidth, parseReceiptWidth, refreshReceiptSetting } from "./receipt-setting";

/*
 * /pos/configuration (admin-screens §7.3): the caller's own receipt setting on the toolkit's
 * settings form. There may be none yet (the shop's default receipt applies then): the first save
 * or logo upload creates it. Address, header and footer are saved in the language the panel is
 * shown in (the form says which). After every change the profile is fetched again, so receipts
 * opened afterwards use the new setting without a reload.
 */

interface PosSettingValues {
  width: string;
  address: string;
  header_text: string;
  footer_text: string;
  is_default: boolean;
}

const FIELDS = [
  { name: "width", label: "pos.settings.width" },
  { name: "address", label: "pos.settings.address" },
  { name: "header_text", label: "pos.settings.header", aliases: ["header text"] },
  { name: "footer_text", label: "pos.settings.footer", aliases: ["footer text"] },
  { name: "is_default", label: "pos.settings.makeDefault", aliases: ["is default"] },
] as const;

type TextField = "address" | "header_text" | "footer_text";

/**
 * Client rules (messages are i18n keys). The width's range (20–500 mm) is the server's; its message
 * shows beside the field. The server skips blank texts (it keeps the stored one), so emptying a
 * stored text is refused here rather than quietly undone by the save.
 */
function rulesFor(stored: PosSetting | null) {
  const text = (field: TextField, max: number) =>
    z.string().check(
      z.maxLength(max, "pos.settings.tooLong"),
      z.refine((typed) => typed.trim() !== "" || !stored?.[field], "pos.settings.cannotEmpty"),
    );
  return z.object({
    width: z.string().check(z.refine((typed) => parseReceiptWidth(typed) !== null, "pos.settings.widthFormat")),
    address: text("address", 1000),
    header_text: text("header_text", 2000),
    footer_text: text("footer_text", 2000),
  });
}

/** The form's values for a stored setting, or a new one's (the default width, no texts). */
function valuesOf(setting: PosSetting | null): PosSettingValues {
  return {
    width: formatReceiptWidth(setting?.width),
    address: setting?.address ?? "",
    header_text: setting?.header_text ?? "",
    footer_text: setting?.footer_text ?? "",
    is_default: setting?.is_default === 1,
  };
}

/**
 * The settings form's model over `pos-setting/*`, saving texts in `language` (null: the shop's
 * default), for the setting as `stored` now.
 */
function posSettingsModel(stored: PosSetting | null, language: string | null, panelLanguage: string, saved: (setting: PosSetting) => void) {
  const model: SettingsModel<{ setting: PosSetting | null }, PosSettingValues> = {
    description: { subject: "pos_setting", fields: FIELDS, schema: rulesFor(stored) },
    toValues: (record) => valuesOf(record.setting),
    // Read again before each save and compared (the record is wrapped, so no version is sent with it).
    reload: async () => ({ setting: await posSettingApi.find(language) }),
    presenceKey: "receipt",
    // The activity log keeps each receipt setting as a record of its own, by its row's id.
    historyId: stored?.id ?? null,
    save: async (values) => {
      const setting = await posSettingApi.save(
        {
          width: parseReceiptWidth(values.width) ?? 0,
          address: values.address.trim(),
          header_text: values.header_text.trim(),
          footer_text: values.footer_text.trim(),
          // The server takes it from the superadmin only; others do not send it.
          ...(getProfile()?.super_admin ? { is_default: values.is_default ? 1 : 0 } : {}),
        },
        language,
      );
      if (setting) saved(setting);
      await refreshReceiptSetting(panelLanguage);
      return { setting };
    },
  };
  return model;
}

export interface PosSettingsScreenProps {
  /** The caller's setting as loaded, in `language`; null when there is none yet. */
  setting: PosSetting | null;
  /** The `Language` its texts were read in (null: the shop's default language). */
  language: string | null;
}

export function PosSettingsScreen({ setting: loaded, language }: PosSettingsScreenProps) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const panelLanguage = i18n.language;
  const [setting, setSetting] = useState(loaded);
  // A new form (empty, from the server's state) after the record is deleted.
  const [generation, setGeneration] = useState(0);
  const { start, dialog } = useConfirmedAction();
  const model = useMemo(() => posSettingsModel(setting, language, panelLanguage, setSetting), [setting, language, panelLanguage]);
  const exists = setting !== null;
  const canWrite = ability.can(exists ? "edit" : "create", "pos_setting");
  const superadmin = getProfile()?.super_admin === true;
  const languageName = isLanguage(panelLanguage) ? LANGUAGE_NAMES[panelLanguage] : panelLanguage;

  const remove = () =>
    start({
      run: async () => {
        await posSettingApi.remove();
        setSetting(null);
        setGeneration((n) => n + 1);
        await refreshReceiptSetting(panelLanguage);
      },
      confirm: {
        title: t("pos.settings.deleteTitle"),
        message: t("pos.settings.deleteMessage"),
        confirmLabel: t("pos.settings.delete"),
        danger: true,
      },
      done: t("pos.settings.deleted"),
      failed: "pos.settings.deleteFailed",
    });

  return (
    <>
      {exists ? null : (
        <Alert color="gray" variant="light" data-testid="pos-settings-new">
          {t("pos.settings.none")}
        </Alert>
      )}
      <Paper withBorder p="md">
        <ImageUpload
          label="pos.settings.logo"
          value={setting?.image ?? null}
          uploadPath={posSettingApi.uploadPath}
          readOnly={!canWrite}
          onUploaded={(record) => {
            const uploaded = parsePosSetting(record);
            // The texts on screen stay as typed: the upload changed only the logo (and may have created the record).
            if (uploaded) setSetting((current) => (current ? { ...current, id: uploaded.id, image: uploaded.image } : uploaded));
            void refreshReceiptSetting(panelLanguage);
          }}
        />
      </Paper>
      <SettingsForm key={generation} settings={model} record={{ setting }}>
        {(form) => (
          <Grid>
            <Grid.Col span={12}>
              <Title order={2} size="h4">
                {t("pos.settings.receipt")}
              </Title>
            </Grid.Col>
            <TextField
              form={form}
              name="width"
              span={HALF}
              description="pos.settings.widthHint"
              placeholder="80mm"
              required
              autoComplete="off"
            />
            <Grid.Col span={12}>
              <Text size="sm" c="dimmed" data-testid="pos-settings-language">
                <IconLanguage size={14} aria-hidden="true" style={{ verticalAlign: "-2px", marginRight: 4 }} />
                {t("pos.settings.languageNote", { language: languageName })}
              </Text>
            </Grid.Col>
            <TextareaField form={form} name="address" span={12} autosize minRows={2} maxRows={6} />
            <TextareaField form={form} name="header_text" span={HALF} autosize minRows={3} maxRows={8} />
            <TextareaField form={form} name="footer_text" span={HALF} autosize minRows={3} maxRows={8} />
            {superadmin ? (
              <Grid.Col span={12}>
                <Switch
                  label={t("pos.settings.makeDefault")}
                  description={t("pos.settings.makeDefaultHint")}
                  name="is_default"
                  checked={form.values.is_default}
                  onChange={(event) => form.set("is_default", event.currentTarget.checked)}
                  error={form.error("is_default")}
                />
              </Grid.Col>
            ) : null}
          </Grid>
        )}
      </SettingsForm>
      {exists && ability.can("delete", "pos_setting") ? (
        <Paper withBorder p="md">
          <Group justify="space-between" align="center">
            <Text size="sm">{t("pos.settings.deleteHint")}</Text>
            <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={remove}>
              {t("pos.settings.delete")}
            </Button>
          </Group>
        </Paper>
      ) : null}
      {dialog}
    </>
  );
}
