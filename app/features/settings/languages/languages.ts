import * as z from "zod/mini";
import { text as textApi } from "~/api/resource";
import { refreshProfile } from "~/session/auth-service";
import { urls } from "~/routing/urls";
import { flagColumn, textColumn, titleColumn } from "~/ui/list-page/columns";
import { HALF, flagField, text } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { choiceField } from "~/ui/settings-form/fields";
import { toggleField } from "../miscellaneous-fields";

/**
 * The shop's languages (admin-screens §10.3, contract §5.47), gate `language`: name, code,
 * direction, default and status. Rows are named by `name`; the list's rows get it as their title.
 * A save reads the profile again: its language list (public ones, the default first) is what the
 * panel shows elsewhere, so a new default takes effect without a reload.
 */

export const DIRECTIONS = ["ltr", "rtl"] as const;
const CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;

const base = defineResource({
  group: "language",
  subject: "language",
  urls: urls.settingLanguages,
  singleDelete: true,
  fields: {
    name: text("settings.languages.name", { required: true, span: HALF }),
    code: {
      ...text("settings.languages.code", { required: true, span: HALF }),
      rule: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(CODE, "settings.languages.codeFormat")),
    },
    // A new language reads left to right unless told otherwise (the server's default too).
    direction: { ...choiceField("settings.languages.direction", DIRECTIONS), toForm: (value: string | undefined) => value || "ltr" },
    default: toggleField("settings.languages.default"),
    status: flagField("settings.languages.status", "status", { initial: "1" }),
    predefined: {
      api: z.catch(z.coerce.number(), 0),
      label: "settings.languages.predefined",
      toForm: (value: number | undefined) => value ?? 0,
    },
  },
  extra: { created: textApi },
  knownMessages: {
    "language already exists": "code",
    "please make another language the default first": "default",
    "the default language must stay public": "status",
  },
});

export const languages: typeof base = {
  ...base,
  save: async (values, id, options) => {
    const saved = await base.save(values, id, options);
    await refreshProfile().catch(() => undefined);
    return saved;
  },
};

export type LanguageRecord = Awaited<ReturnType<typeof languages.api.find>>;
type Row = LanguageRecord & { title: string };

export const languageList = resourceList<typeof languages.fields, LanguageRecord, LanguageRecord, Row>(languages, {
  columns: () => [
    titleColumn<Row>("settings.languages.name", (row) => urls.settingLanguages.edit(row.id), { sortBy: "name" }),
    textColumn<Row>("code", "settings.languages.code", (row) => row.code, { sortBy: "code" }),
    textColumn<Row>("direction", "settings.languages.direction", (row) => row.direction.toUpperCase(), { sortBy: "direction" }),
    flagColumn<Row>("default", "settings.languages.default", "yesNo", (row) => (row.default === 1 ? 1 : 2), { sortBy: "default" }),
    flagColumn<Row>("status", "settings.languages.status", "status", (row) => row.status, { sortBy: "status" }),
  ],
  sortable: ["name", "code", "direction", "default", "status", "created_at"],
  load: async (query, signal) => {
    const page = await languages.api.list(query, signal);
    return { ...page, data: page.data.map((row) => ({ ...row, title: row.name })) };
  },
  texts: { add: "settings.languages.add", deleteOne: "settings.languages.deleteOne", deleteMany: "settings.languages.deleteMany" },
});
