import type { EditForm } from "../edit-page/edit-page";
import { ImageUpload } from "../inputs/image-upload";
import { textOf, type FormValues } from "./fields";
import type { TranslationKey } from "~/i18n/keys";

export interface RecordImageProps {
  form: EditForm<FormValues>;
  /** The image field's name and label (i18n key). */
  name: string;
  label: TranslationKey;
  /** `<group>/upload/{id?}`. */
  uploadPath: string;
  /** Other values the upload carries. */
  fields?: Record<string, string | undefined>;
  /** Saves the form's values onto the record with this id. */
  saveTo: (values: FormValues, id: number) => Promise<unknown>;
  /** Where the record with this id is edited. */
  editPath: (id: number) => string;
}

/**
 * The record's image, uploaded on its own (the API's `upload` call saves it straight away). On a new
 * record the upload creates it: what was typed is saved onto it, then it opens.
 */
export function RecordImage({ form, name, label, uploadPath, fields, saveTo, editPath }: RecordImageProps) {
  return (
    <ImageUpload
      label={label}
      value={textOf(form.values[name])}
      uploadPath={uploadPath}
      fields={fields}
      readOnly={form.readOnly}
      onUploaded={async (raw) => {
        const saved = raw as { id: number; [key: string]: unknown };
        if (!form.creating) return form.commit({ [name]: saved[name] ?? "" });
        // Best effort: a form not complete yet may not save; the record exists either way.
        await saveTo(form.values, saved.id).catch(() => undefined);
        form.leaveTo(editPath(saved.id));
      }}
    />
  );
}
