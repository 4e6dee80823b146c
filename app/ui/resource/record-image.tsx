import { useState } from "react";
import { http } from "~/api/client";
import type { EditForm } from "../edit-page/edit-page";
import { useFormPart } from "../edit-page/form-parts";
import { ImageUpload, uploadBody } from "../inputs/image-upload";
import { textOf, type AnyField, type FormValues } from "./fields";
import type { Fields, Resource, ValuesOf } from "./resource";
import type { TranslationKey } from "~/i18n/keys";

export interface RecordImageProps {
  form: EditForm<FormValues>;
  /** The image field's name and label (i18n key). */
  name: string;
  label: TranslationKey;
  /** `<group>/upload/{id?}`. */
  uploadPath: string;
  /** `<group>/upload/{id}` of the record with this id (where Save sends a chosen image). */
  uploadPathOf: (id: number) => string;
  /** Other values the upload carries. */
  fields?: Record<string, string | undefined>;
  /** Saves the form's values onto the record with this id. */
  saveTo: (values: FormValues, id: number) => Promise<unknown>;
  /** Where the record with this id is edited. */
  editPath: (id: number) => string;
}

/**
 * The record's image, uploaded on its own (the API's `upload` call saves it straight away). On a new
 * record the upload creates it: what was typed is saved onto it, then it opens. An image chosen and
 * not uploaded is part of the form: the form's Save uploads it after saving the record, and leaving
 * asks first.
 */
export function RecordImage({ form, name, label, uploadPath, uploadPathOf, fields, saveTo, editPath }: RecordImageProps) {
  const [chosen, setChosen] = useState<File | null>(null);
  useFormPart(`image:${name}`, chosen !== null, async (id) => {
    if (!chosen) return;
    const saved = await http.upload<Record<string, unknown>>(uploadPathOf(Number(id)), uploadBody(fields, chosen));
    setChosen(null);
    form.commit({ [name]: saved[name] ?? "" });
  });
  return (
    <ImageUpload
      label={label}
      value={textOf(form.values[name])}
      uploadPath={uploadPath}
      fields={fields}
      readOnly={form.readOnly}
      chosen={chosen}
      onChoose={setChosen}
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

/** The resource's field that is its record's image (uploaded on its own), when it has one. */
export function imageFieldOf(fields: Fields): [string, AnyField] | undefined {
  return Object.entries(fields).find(([, field]) => field.upload);
}

export interface ResourceImageProps<F extends Fields, R extends { id: number }, Row> {
  resource: Resource<F, R, Row>;
  /** The record being edited; null on the create page. */
  record: R | null;
  form: EditForm<ValuesOf<F>>;
}

/**
 * A resource record's image beside its form (nothing when the resource has no image field): the
 * record image wired to the resource's upload calls, its save and its edit URL.
 */
export function ResourceImage<F extends Fields, R extends { id: number }, Row>({ resource, record, form }: ResourceImageProps<F, R, Row>) {
  const imageField = imageFieldOf(resource.fields);
  if (!imageField) return null;
  const [name, field] = imageField;
  // The image input sees the values by name; the screen keeps their types.
  const loose = form as unknown as EditForm<FormValues>;
  return (
    <RecordImage
      form={loose}
      name={name}
      label={field.label}
      uploadPath={resource.api.uploadPath(record?.id)}
      uploadPathOf={(id) => resource.api.uploadPath(id)}
      fields={field.upload?.fields?.(loose.values, form.creating)}
      saveTo={(values, id) => resource.save(values as ValuesOf<F>, id)}
      editPath={resource.urls.edit}
    />
  );
}
