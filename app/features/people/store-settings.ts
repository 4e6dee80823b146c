import * as z from "zod/mini";
import { isApiError } from "~/api/errors";
import { KNOWN_FIELD_MESSAGES } from "~/ui/edit-page/server-errors";
import { image, slug, text, type Field } from "~/ui/resource/fields";
import { defineSettings, type SettingsRecordOf } from "~/ui/settings-form/settings";
import type { ValuesOf } from "~/ui/resource/resource";
import { ownAccountModel } from "./profile-settings";

/*
 * /store (admin-screens §9.9, contract §5.17): the caller's own store. The logo uploads on its own
 * (store/upload-logo) once the store exists; the rest saves with store/action.
 */

/**
 * WhatsApp opens a chat by the international number (E.164): "+", the country code, up to 15
 * digits. Spaces, dashes, dots and brackets may separate them (the server checks the same).
 */
const E164 = /^\+[1-9]\d{7,14}$/;
export const isWhatsappNumber = (value: string) => E164.test(value.replace(/[\s().-]/g, ""));

/** The API's 0/1, a switch in the form. */
const whatsappButton: Field<number, boolean> = {
  api: z.catch(z.coerce.number().check(z.int()), 0),
  label: "people.store.whatsappBtn",
  toForm: (value) => value === 1,
  toPayload: (on) => (on ? 1 : 0),
};

export const storeSettings = defineSettings({
  subject: "store",
  paths: { find: "store/find", save: "store/action" },
  fields: {
    name: text("people.store.name", { required: true }),
    slug: slug("people.store.slug"),
    meta_title: text("people.store.metaTitle"),
    meta_keywords: text("people.store.metaKeywords"),
    meta_description: text("people.store.metaDescription"),
    whatsapp_btn: whatsappButton,
    whatsapp_number: {
      ...text("people.store.whatsappNumber"),
      rule: z.string().check(
        z.trim(),
        z.refine((value) => value === "" || isWhatsappNumber(value), "people.store.whatsappInvalid"),
      ),
    },
    whatsapp_default_msg: text("people.store.whatsappMessage"),
    image: image("people.store.logo"),
  },
  knownMessages: KNOWN_FIELD_MESSAGES,
});
export type StoreRecord = SettingsRecordOf<typeof storeSettings.fields>;
export type StoreValues = ValuesOf<typeof storeSettings.fields>;

export const storeModel = ownAccountModel(storeSettings, {
  // A store may be open on two devices (the till's tablet, a laptop): saves are checked for conflicts.
  reload: () => loadOwnStore(),
  check(values, ctx) {
    if (values.whatsapp_btn && values.whatsapp_number.trim() === "")
      ctx.addIssue({ code: "custom", path: ["whatsapp_number"], message: "people.store.whatsappRequired" });
  },
});

/** A store not saved yet: every field as the API's "nothing" reads. */
function blankStore(): StoreRecord {
  return Object.fromEntries(Object.entries(storeSettings.fields).map(([name, field]) => [name, field.api.parse(undefined)])) as StoreRecord;
}

/** The caller's store; an admin without one yet (find answers null) gets a blank form that creates it. */
export async function loadOwnStore(signal?: AbortSignal): Promise<StoreRecord> {
  try {
    return await storeSettings.api.find(signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return blankStore();
    throw error;
  }
}

/** Whether the record is a saved store (the logo can only be uploaded onto one). */
export const isSavedStore = (record: StoreRecord) => record.slug !== "";
