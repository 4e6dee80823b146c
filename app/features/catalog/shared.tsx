import { Grid, NativeSelect, TextInput, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditField, EditForm } from "~/ui/edit-page/edit-page";
import { rules, slugify } from "~/ui/edit-page/rules";
import { ImageUpload, type ImageUploadProps } from "~/ui/inputs/image-upload";

/** Public/private and yes/no selects: the API's 1/2 flags, held as strings by the form. */
export function FlagSelect<V extends object>({ form, name, label, kind }: { form: EditForm<V>; name: keyof V & string; label: string; kind: "status" | "yesNo" }) {
  const { t } = useTranslation();
  const data =
    kind === "status"
      ? [
          { value: "1", label: t("common.public") },
          { value: "2", label: t("common.private") },
        ]
      : [
          { value: "1", label: t("common.yes") },
          { value: "2", label: t("common.no") },
        ];
  return <NativeSelect label={t(label)} data={data} {...form.text(name)} />;
}

/**
 * Title typing fills the slug while the slug still follows the title (on a new record, or when the
 * user has not written a slug of their own). The original did this only in English (quirk).
 */
export function titleChange<V extends { title: string; slug: string }>(form: EditForm<V>) {
  return (event: { currentTarget: { value: string } }) => {
    const title = event.currentTarget.value;
    const { slug, title: previous } = form.values;
    if (!form.readOnly && (slug === "" || slug === slugify(previous))) form.setMany({ title, slug: slugify(title) } as Partial<V>);
    else form.set("title", title as V["title"]);
  };
}

export const flagString = (value: number | null | undefined, fallback = "2") => (value === 1 || value === 2 ? String(value) : fallback);

/* Edit descriptions: the fields most catalog records have, under the same labels everywhere. */

const FIELD_LABELS = {
  title: "catalog.fields.title",
  slug: "catalog.fields.slug",
  meta_title: "catalog.fields.metaTitle",
  meta_keywords: "catalog.fields.metaKeywords",
  meta_description: "catalog.fields.metaDescription",
  featured: "catalog.fields.featured",
  in_footer: "catalog.fields.inFooter",
  status: "catalog.fields.status",
} as const;

type CommonField = keyof typeof FIELD_LABELS;

/** Description entries for the named common fields, in the order given. */
export const catalogFields = (...names: CommonField[]): EditField[] => names.map((name) => ({ name, label: FIELD_LABELS[name] }));

/** The server validates the uploaded image as `photo`: its errors belong to the image field. */
export const imageField: EditField = { name: "image", label: "catalog.fields.image", aliases: ["photo"] };

/** Client rules: a title and a slug, both required. */
export const titleSlugRules = () => ({ title: rules.required(), slug: rules.slug() });

/** Client rules: the SEO title and description are required (keywords are optional). */
export const seoRules = () => ({ meta_title: rules.required(), meta_description: rules.required() });

/* Form field groups. Each renders Grid columns, to sit inside the screen's own <Grid>. */

const HALF = { base: 12, sm: 6 } as const;

/** Title (filling the slug, see titleChange) and slug, half a row each. */
export function TitleSlugFields<V extends { title: string; slug: string }>({ form, slugRequired = true }: { form: EditForm<V>; slugRequired?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Grid.Col span={HALF}>
        <TextInput label={t("catalog.fields.title")} required {...form.text("title")} onChange={titleChange(form)} />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <TextInput label={t("catalog.fields.slug")} required={slugRequired} description={t("catalog.slugHint")} {...form.text("slug")} />
      </Grid.Col>
    </>
  );
}

type FlagValues = { featured: string } | { in_footer: string } | { status: string };
type FlagName = "featured" | "in_footer" | "status";

const FLAG_KINDS: Record<FlagName, "status" | "yesNo"> = { featured: "yesNo", in_footer: "yesNo", status: "status" };

/**
 * The record's flag selects on one row: halves for one or two (a lone flag keeps the width of the
 * title above it), thirds for three.
 */
export function FlagFields<V extends FlagValues>({ form, names }: { form: EditForm<V>; names: readonly (FlagName & keyof V)[] }) {
  const span = { base: 12, sm: 12 / Math.max(names.length, 2) };
  return (
    <>
      {names.map((name) => (
        <Grid.Col key={name} span={span}>
          <FlagSelect form={form} name={name} label={FIELD_LABELS[name]} kind={FLAG_KINDS[name]} />
        </Grid.Col>
      ))}
    </>
  );
}

export function MetaTitleInput<V extends { meta_title: string }>({ form }: { form: EditForm<V> }) {
  const { t } = useTranslation();
  return <TextInput label={t("catalog.fields.metaTitle")} required {...form.text("meta_title")} />;
}

export function MetaKeywordsInput<V extends { meta_keywords: string }>({ form }: { form: EditForm<V> }) {
  const { t } = useTranslation();
  return <TextInput label={t("catalog.fields.metaKeywords")} description={t("catalog.commaSeparated")} {...form.text("meta_keywords")} />;
}

export function MetaDescriptionInput<V extends { meta_description: string }>({ form }: { form: EditForm<V> }) {
  const { t } = useTranslation();
  return <Textarea label={t("catalog.fields.metaDescription")} required autosize minRows={3} {...form.text("meta_description")} />;
}

/**
 * SEO title and description, each on its own row; given the keywords input (for records that have
 * keywords), the title shares its row with it.
 */
export function SeoFields<V extends { meta_title: string; meta_description: string }>({ form, keywords }: { form: EditForm<V>; keywords?: ReactNode }) {
  return (
    <>
      <Grid.Col span={keywords ? HALF : 12}>
        <MetaTitleInput form={form} />
      </Grid.Col>
      {keywords ? <Grid.Col span={HALF}>{keywords}</Grid.Col> : null}
      <Grid.Col span={12}>
        <MetaDescriptionInput form={form} />
      </Grid.Col>
    </>
  );
}

interface RecordImageProps<V extends { image: string }> extends Pick<ImageUploadProps, "uploadPath" | "fields"> {
  form: EditForm<V>;
  /** i18n key of the block's label. */
  label?: string;
  /** Whether the record exists; without it, the upload creates one. */
  existing: boolean;
  /** Saves the form's values onto the record with this id. */
  saveTo: (values: V, id: number) => Promise<unknown>;
  /** Where the record with this id is edited. */
  editPath: (id: number) => string;
}

/** The record's image, uploaded on its own (the API's `upload` call saves it straight away). */
export function RecordImage<V extends { image: string }>({ form, label = "catalog.fields.image", existing, uploadPath, fields, saveTo, editPath }: RecordImageProps<V>) {
  return (
    <ImageUpload
      label={label}
      value={form.values.image}
      uploadPath={uploadPath}
      fields={fields}
      readOnly={form.readOnly}
      onUploaded={async (raw) => {
        const saved = raw as { id: number; image?: string | null };
        if (existing) return form.commit({ image: saved.image ?? "" } as Partial<V>);
        // The upload created a bare record: give it what was already typed (best effort: a form not
        // complete yet may not save), then open it.
        await saveTo(form.values, saved.id).catch(() => undefined);
        form.leaveTo(editPath(saved.id));
      }}
    />
  );
}
