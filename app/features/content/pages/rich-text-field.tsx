import { useTranslation } from "react-i18next";
import { text as textApi } from "~/api/resource";
import { rules } from "~/ui/edit-page/rules";
import { RichText } from "~/ui/inputs/rich-text";
import { textOf, type Field } from "~/ui/resource/fields";
import type { TranslationKey } from "~/i18n/keys";

/*
 * Rich text of a content record (a page's body, a site feature's detail) with pictures uploaded
 * into it once the record exists (a new record has no id to hang them on: the hint says "save
 * first", as products do). The server sanitises the HTML before it stores it.
 */

export interface RichTextFieldOptions {
  required?: boolean;
  /** Uploads a picture for the record with this id; answers its URL. */
  uploadImage: (id: number | string, file: File) => Promise<string>;
  /** Shown only while this is true (a page from a component has no body). */
  shownWhen?: (values: Record<string, unknown>) => boolean;
}

export function richTextField(label: TranslationKey, options: RichTextFieldOptions): Field<string, string> {
  return {
    api: textApi,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value,
    rule: options.required ? rules.required() : undefined,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      if (options.shownWhen && !options.shownWhen(form.values)) return <></>;
      const id = form.recordId;
      return (
        <RichText
          label={shown}
          required={options.required}
          value={textOf(form.values[name])}
          onChange={(html) => form.set(name, html)}
          error={form.error(name)}
          readOnly={form.readOnly}
          uploadImage={id === undefined ? undefined : (file) => options.uploadImage(id, file)}
          imageHint={t("content.richText.imagesAfterSave")}
        />
      );
    },
  };
}
