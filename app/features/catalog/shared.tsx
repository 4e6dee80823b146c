import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EditForm } from "~/ui/edit-page/edit-page";
import { slugify } from "~/ui/edit-page/rules";

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
