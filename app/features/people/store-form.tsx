import { Collapse, Grid, Switch, Text, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { slugify } from "~/ui/edit-page/rules";
import { ImageUpload } from "~/ui/inputs/image-upload";
import { SettingsForm, type SettingsFormApi } from "~/ui/settings-form/settings-form";
import { GridSectionTitle } from "~/ui/grid-section-title";
import { isSavedStore, storeModel, type StoreRecord, type StoreValues } from "./store-settings";
import { HALF } from "~/ui/form/spans";

type StoreForm = SettingsFormApi<StoreRecord, StoreValues>;

/** The store's name; while the slug still follows it (empty, or the name's own), typing fills the slug. */
function NameAndSlug({ form }: { form: StoreForm }) {
  const { t } = useTranslation();
  const follows = form.values.slug === "" || form.values.slug === slugify(form.values.name);
  return (
    <>
      <Grid.Col span={HALF}>
        <TextInput
          label={t("people.store.name")}
          required
          {...form.text("name")}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.set("name", name);
            if (follows) form.set("slug", slugify(name));
          }}
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <TextInput label={t("people.store.slug")} description={t("people.store.slugHint")} required {...form.text("slug")} />
      </Grid.Col>
    </>
  );
}

function Seo({ form }: { form: StoreForm }) {
  const { t } = useTranslation();
  return (
    <>
      <GridSectionTitle>{t("people.store.seo")}</GridSectionTitle>
      <Grid.Col span={12}>
        <TextInput
          label={t("people.store.metaTitle")}
          description={t("people.store.metaTitleHint", { count: form.values.meta_title.length })}
          {...form.text("meta_title")}
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <Textarea label={t("people.store.metaKeywords")} autosize minRows={3} {...form.text("meta_keywords")} />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <Textarea
          label={t("people.store.metaDescription")}
          description={t("people.store.metaDescriptionHint", { count: form.values.meta_description.length })}
          autosize
          minRows={3}
          {...form.text("meta_description")}
        />
      </Grid.Col>
    </>
  );
}

function Whatsapp({ form }: { form: StoreForm }) {
  const { t } = useTranslation();
  return (
    <>
      <GridSectionTitle>{t("people.store.whatsapp")}</GridSectionTitle>
      <Grid.Col span={12}>
        <Switch
          label={t("people.store.whatsappBtn")}
          name="whatsapp_btn"
          checked={form.values.whatsapp_btn}
          onChange={(event) => form.set("whatsapp_btn", event.currentTarget.checked)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Collapse in={form.values.whatsapp_btn}>
          <Grid>
            <Grid.Col span={HALF}>
              <TextInput
                label={t("people.store.whatsappNumber")}
                description={t("people.store.whatsappNumberHint")}
                type="tel"
                autoComplete="tel"
                required
                {...form.text("whatsapp_number")}
              />
            </Grid.Col>
            <Grid.Col span={HALF}>
              <TextInput label={t("people.store.whatsappMessage")} {...form.text("whatsapp_default_msg")} />
            </Grid.Col>
          </Grid>
        </Collapse>
      </Grid.Col>
    </>
  );
}

/** The logo, uploaded on its own straight away; a store not saved yet has nowhere to put it. */
function Logo({ form }: { form: StoreForm }) {
  const { t } = useTranslation();
  const [logo, setLogo] = useState(form.record.image);
  if (!isSavedStore(form.record)) return <Text size="sm">{t("people.store.logoAfterSave")}</Text>;
  return (
    <ImageUpload
      label="people.store.logo"
      value={logo}
      uploadPath="store/upload-logo"
      readOnly={form.readOnly}
      onUploaded={(saved) => setLogo((saved as Partial<StoreRecord>).image ?? null)}
    />
  );
}

/** /store (admin-screens §9.9): the vendor's own store on the settings form. */
export function StoreSettingsForm({ record }: { record: StoreRecord }) {
  return (
    <SettingsForm settings={storeModel} record={record}>
      {(form) => (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Grid>
              <NameAndSlug form={form} />
            </Grid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Logo form={form} />
          </Grid.Col>
          <Seo form={form} />
          <Whatsapp form={form} />
        </Grid>
      )}
    </SettingsForm>
  );
}
