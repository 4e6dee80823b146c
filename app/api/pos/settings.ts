import * as z from "zod/mini";
import { http } from "../client";
import { text } from "../resource";

/*
 * The POS receipt settings (contract 5.18): one record per admin, or none yet (`find` answers null;
 * the first `action` or `upload` creates it). Address, header and footer are translatable: with a
 * `Language` header the server reads and writes them in `pos_setting_langs` for that language, and
 * without one it uses the record's own (the shop's default language) values.
 */

/** The receipt's paper width in millimetres when nothing (or nonsense) is stored. */
export const DEFAULT_RECEIPT_WIDTH_MM = 80;

const widthMm = z.pipe(
  z.catch(z.optional(z.nullable(z.coerce.number().check(z.int(), z.positive()))), null),
  z.transform((value) => value ?? DEFAULT_RECEIPT_WIDTH_MM),
);

export const posSettingSchema = z.looseObject({
  id: z.coerce.number(),
  width: widthMm,
  image: z.optional(z.nullable(z.string())),
  address: text,
  header_text: text,
  footer_text: text,
  is_default: z.catch(z.coerce.number().check(z.int()), 0),
});
export type PosSetting = z.infer<typeof posSettingSchema>;

/** What `action` takes; absent keys are left as stored (the server skips blank values too). */
export interface PosSettingInput {
  width: number;
  address: string;
  header_text: string;
  footer_text: string;
  /** Only the superadmin's is taken (the server ignores anyone else's). */
  is_default?: 0 | 1;
}

/** A stored setting, or null when the answer is empty or not one. */
export function parsePosSetting(raw: unknown): PosSetting | null {
  if (raw === null || raw === undefined) return null;
  const parsed = posSettingSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** `language`: the content language to read and write translatable texts in (null = the record's own). */
export const posSettingApi = {
  async find(language: string | null, signal?: AbortSignal): Promise<PosSetting | null> {
    return parsePosSetting(await http.get<unknown>("pos-setting/find", undefined, signal, { language }));
  },

  async save(input: PosSettingInput, language: string | null): Promise<PosSetting | null> {
    return parsePosSetting(await http.post<unknown>("pos-setting/action", { ...input }, undefined, { language }));
  },

  /** Deletes the caller's own record (its translations and logo go with it). */
  async remove(): Promise<void> {
    await http.delete("pos-setting/delete");
  },

  /** Where the logo upload posts `photo` (creates the record when there is none). */
  uploadPath: "pos-setting/upload",
};
