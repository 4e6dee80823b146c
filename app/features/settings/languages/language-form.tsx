import { Alert, Grid, Select, Stack, Switch } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LanguageOption } from "~/api/settings/resources";
import { urls } from "~/routing/urls";
import { FlagSelect } from "~/ui/inputs/flag-select";
import { ResourceForm } from "~/ui/resource/resource-form";
import { SettingsTabs } from "../settings-tabs";
import { DIRECTIONS, languages, type LanguageRecord } from "./languages";
import { StringsEditor } from "./strings-editor";
import { NativeSelectField, TextField } from "~/ui/form/fields";
import { HALF, QUARTER } from "~/ui/form/spans";

/**
 * /setting/languages/{id} and /setting/languages/add: the language (picked from `resource/languages`,
 * which fills name, code and direction; each stays editable), default and status; below it, for a
 * saved language the panel does not bundle, its strings.
 */

export function LanguageScreen({ record, options }: { record: LanguageRecord | null; options: LanguageOption[] }) {
  const { t } = useTranslation();
  const choices = useMemo(
    () =>
      options.map((o) => ({ value: o.code, label: o.native_name && o.native_name !== o.name ? `${o.name} · ${o.native_name}` : o.name })),
    [options],
  );
  return (
    <SettingsTabs current={urls.settingLanguages.list}>
      <Stack gap="md">
        <ResourceForm key={record?.id ?? "new"} resource={languages} record={record}>
          {(form) => (
            <Grid>
              <Grid.Col span={12}>
                <Select
                  label={t("settings.languages.pick")}
                  description={t("settings.languages.pickHint")}
                  searchable
                  clearable
                  nothingFoundMessage={t("settings.currency.nothingFound")}
                  data={choices}
                  value={options.some((o) => o.code === form.values.code) ? form.values.code : null}
                  onChange={(code) => {
                    const picked = options.find((o) => o.code === code);
                    if (picked) form.setMany({ name: picked.native_name || picked.name, code: picked.code, direction: picked.direction });
                  }}
                />
              </Grid.Col>
              <TextField form={form} name="name" span={HALF} required autoComplete="off" />
              <TextField form={form} name="code" span={QUARTER} description="settings.languages.codeHint" required autoComplete="off" />
              <NativeSelectField
                form={form}
                name="direction"
                span={QUARTER}
                label="settings.languages.direction"
                required
                data={DIRECTIONS.map((value) => ({ value, label: t(`settings.languages.directions.${value}`) }))}
              />
              <Grid.Col span={HALF}>
                <FlagSelect
                  label={t("settings.languages.status")}
                  kind="status"
                  name="status"
                  value={form.values.status}
                  error={form.error("status")}
                  onChange={(value) => form.set("status", value)}
                />
              </Grid.Col>
              <Grid.Col span={HALF} pt="lg">
                <Switch
                  label={t("settings.languages.makeDefault")}
                  description={t("settings.languages.defaultHint")}
                  name="default"
                  checked={form.values.default}
                  onChange={(event) => form.set("default", event.currentTarget.checked)}
                  error={form.error("default")}
                />
              </Grid.Col>
            </Grid>
          )}
        </ResourceForm>
        {record && record.predefined === 1 ? (
          <Alert color="gray" data-testid="language-bundled">
            {t("settings.languages.bundled")}
          </Alert>
        ) : null}
        {record && record.predefined !== 1 ? <StringsEditor languageId={record.id} languageName={record.name} /> : null}
      </Stack>
    </SettingsTabs>
  );
}
