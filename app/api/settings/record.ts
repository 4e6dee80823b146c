import type * as z from "zod/mini";
import { http, type WriteOptions } from "../client";
import { parseOne } from "../resource";

/**
 * A settings panel's one record (contract §5.15): `find` reads it, `save` writes it and answers the
 * saved state (secrets masked). There is no id, list or delete.
 */
export interface SettingsApi<T, TInput> {
  find(signal?: AbortSignal): Promise<T>;
  save(input: TInput, options?: WriteOptions): Promise<T>;
}

export function settingsApi<T, TInput extends object>(
  paths: { find: string; save: string },
  schema: z.ZodMiniType<T>,
): SettingsApi<T, TInput> {
  return {
    async find(signal) {
      return parseOne(await http.get<unknown>(paths.find, undefined, signal), schema);
    },
    async save(input, options) {
      return parseOne(await http.post<unknown>(paths.save, input as Record<string, unknown>, undefined, options), schema);
    },
  };
}
