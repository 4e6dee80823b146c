import { ColorInput, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { LOGO_TYPES, SITE_SETTING_UPLOAD, type LogoType } from "~/api/content/site-setting";
import { useAppAbility } from "~/access/can";
import { GridSectionTitle } from "~/ui/grid-section-title";
import { ImageUpload } from "~/ui/inputs/image-upload";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import type { SettingsRecordOf } from "~/ui/settings-form/settings";
import { CodeEditor } from "../code-editor/code-editor";
import { CountedInput, SEO_LENGTH } from "../pages/seo-fields";
import { ColorSwatch } from "./color-swatch";
import { siteSetting } from "./site-setting";
import { TextField } from "~/ui/form/fields";
import { TextareaField } from "~/ui/form/textarea-field";
import { HALF } from "~/ui/form/spans";

type SiteSettingRecord = SettingsRecordOf<typeof siteSetting.fields>;

const LOGO_LABELS = {
  header_logo: "content.siteSetting.fields.headerLogo",
  footer_logo: "content.siteSetting.fields.footerLogo",
  email_logo: "content.siteSetting.fields.emailLogo",
} as const;
const logoAnswer = z.looseObject({
  header_logo: z.optional(z.nullable(z.string())),
  footer_logo: z.optional(z.nullable(z.string())),
  email_logo: z.optional(z.nullable(z.string())),
});

/** The three logos, each uploaded on its own (the upload saves it at once). */
function Logos({ record }: { record: SiteSettingRecord }) {
  const { t } = useTranslation();
  const readOnly = !useAppAbility().can("edit", "site_setting");
  const [logos, setLogos] = useState<Record<LogoType, string>>(() => ({
    header_logo: record.header_logo ?? "",
    footer_logo: record.footer_logo ?? "",
    email_logo: record.email_logo ?? "",
  }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="site-setting-logos">
      <Title order={2} size="h4" id="site-setting-logos" mb="sm">
        {t("content.siteSetting.logos")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {LOGO_TYPES.map((type) => (
          <ImageUpload
            key={type}
            label={LOGO_LABELS[type]}
            value={logos[type]}
            uploadPath={SITE_SETTING_UPLOAD}
            fields={{ type }}
            readOnly={readOnly}
            hint={type === "header_logo" ? t("content.siteSetting.headerLogoHint") : undefined}
            onUploaded={(raw) => {
              const saved = logoAnswer.safeParse(raw);
              if (saved.success) setLogos((current) => ({ ...current, [type]: saved.data[type] ?? "" }));
            }}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** /site-setting: logos, then one form for names, SEO, copyright, colours and custom CSS. */
export function SiteSettingPanel({ record }: { record: SiteSettingRecord }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Logos record={record} />
      <SettingsForm settings={siteSetting} record={record}>
        {(form) => (
          <Grid>
            <GridSectionTitle>{t("content.siteSetting.identity")}</GridSectionTitle>
            <TextField form={form} name="site_name" span={HALF} required />
            <TextField form={form} name="site_url" span={HALF} type="url" placeholder="https://" />
            <TextField form={form} name="copyright_text" span={12} />
            <GridSectionTitle>{t("content.siteSetting.seo")}</GridSectionTitle>
            <Grid.Col span={12}>
              <CountedInput
                label={t("content.siteSetting.fields.metaTitle")}
                max={SEO_LENGTH.title}
                required
                readOnly={form.readOnly}
                input={form.text("meta_title")}
              />
            </Grid.Col>
            <TextareaField form={form} name="meta_keywords" span={12} description="content.pages.keywordsHint" autosize minRows={2} />
            <Grid.Col span={12}>
              <CountedInput
                label={t("content.siteSetting.fields.metaDescription")}
                max={SEO_LENGTH.description}
                multiline
                required
                readOnly={form.readOnly}
                input={form.text("meta_description")}
              />
            </Grid.Col>
            <GridSectionTitle>{t("content.siteSetting.colours")}</GridSectionTitle>
            {(["primary_color", "primary_hover_color"] as const).map((name) => (
              <Grid.Col key={name} span={HALF}>
                <ColorInput
                  label={t(
                    name === "primary_color" ? "content.siteSetting.fields.primaryColor" : "content.siteSetting.fields.primaryHover",
                  )}
                  format="hex"
                  withEyeDropper={false}
                  readOnly={form.readOnly}
                  name={name}
                  value={form.values[name]}
                  onChange={(value) => form.set(name, value)}
                  error={form.error(name)}
                  description={t("content.siteSetting.colorHint")}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <Group>
                <ColorSwatch color={form.values.primary_color} hover={form.values.primary_hover_color} />
              </Group>
            </Grid.Col>
            <Grid.Col span={12}>
              <CodeEditor
                label={t("content.siteSetting.fields.styling")}
                language="CSS"
                name="styling"
                value={form.values.styling}
                onChange={(value) => form.set("styling", value)}
                error={form.error("styling")}
                description={t("content.siteSetting.stylingHint")}
                readOnly={form.readOnly}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Text size="xs" c="dimmed">
                {t("content.siteSetting.logosApart")}
              </Text>
            </Grid.Col>
          </Grid>
        )}
      </SettingsForm>
    </Stack>
  );
}
