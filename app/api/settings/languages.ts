import * as z from "zod/mini";
import { http } from "../client";
import { parseOne } from "../resource";

/*
 * A language's UI strings (server docs, content area): `language/strings/{id}` reads its key → value
 * dictionary, `language/strings-action/{id}` replaces the whole of it (the answer is the saved
 * dictionary), and the public `localization?locale_code=` serves it to whoever shows that language.
 */

const dictionarySchema = z.record(z.string(), z.string());
export type Dictionary = z.infer<typeof dictionarySchema>;

export async function languageStrings(id: number | string, signal?: AbortSignal): Promise<Dictionary> {
  return parseOne(await http.get<unknown>(`language/strings/${id}`, undefined, signal), dictionarySchema);
}

export async function saveLanguageStrings(id: number | string, strings: Dictionary): Promise<Dictionary> {
  return parseOne(await http.post<unknown>(`language/strings-action/${id}`, { strings }), dictionarySchema);
}

/** The public dictionary of a language code ({} for one without stored strings). */
export async function localization(code: string, signal?: AbortSignal): Promise<Dictionary> {
  return parseOne(await http.get<unknown>("localization", { locale_code: code }, signal), dictionarySchema);
}
