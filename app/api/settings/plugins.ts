import * as z from "zod/mini";
import { http, type UploadOptions } from "../client";
import { parseOne, text } from "../resource";

/**
 * `plugin/*` (contract 5.3, all setting.edit): the installed plugins, a zip upload, activation with
 * a purchase code, delete. Keys are answered masked; the panel shows none of them.
 */
const pluginSchema = z.looseObject({
  id: z.coerce.number(),
  name: z.string(),
  active: z.catch(z.coerce.number(), 0),
  created_at: text,
  updated_at: text,
});
export type Plugin = z.infer<typeof pluginSchema>;

/** The server's limit for a plugin zip (contract 5.3 / upload rules: ≤ 2048 KB). */
export const PLUGIN_ZIP_MAX_BYTES = 2048 * 1024;

export async function listPlugins(signal?: AbortSignal): Promise<Plugin[]> {
  return parseOne(await http.get<unknown>("plugin/all", undefined, signal), z.array(pluginSchema));
}

export async function uploadPlugin(file: File, options: UploadOptions = {}): Promise<Plugin> {
  const body = new FormData();
  body.append("file", file);
  return parseOne(await http.upload<unknown>("plugin/upload", body, options), pluginSchema);
}

export async function activatePlugin(name: string, code: string): Promise<void> {
  await http.post<unknown>("plugin/activate", { name, code });
}

export async function deletePlugin(id: number): Promise<void> {
  await http.delete<unknown>(`plugin/delete/${id}`);
}
