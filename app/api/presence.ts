import * as z from "zod/mini";
import { http } from "./client";
import { DemoModeError, isApiError } from "./errors";

/*
 * Who else has a record open (the presence extension of the reference server, server/docs/presence.md):
 * an edit page beats every ~20 s with the version its form holds and the version its own last save
 * made; the answer lists the other people on the same record. The shop's own backend has no such
 * route: a 404 means "not offered" and the page stops asking.
 */

const otherSchema = z.object({
  id: z.coerce.number(),
  name: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => v ?? ""),
  ),
  version: z._default(z.optional(z.nullable(z.string())), null),
  saved: z._default(z.optional(z.nullable(z.string())), null),
});
export type PresentUser = z.infer<typeof otherSchema>;

const answerSchema = z.object({ others: z.array(otherSchema) });

export interface Beat {
  /** The version the form holds. */
  version: string | null;
  /** The version this page's own last save made, if it saved. */
  saved: string | null;
}

const path = (subject: string, id: string | number) => `presence/${encodeURIComponent(subject)}/${encodeURIComponent(String(id))}`;

export const presenceApi = {
  /** The others on the record, or null where the backend does not offer presence. */
  async beat(subject: string, id: string | number, beat: Beat): Promise<PresentUser[] | null> {
    try {
      const answer = answerSchema.safeParse(await http.post<unknown>(path(subject, id), { ...beat }));
      return answer.success ? answer.data.others : null;
    } catch (error) {
      // Not offered (the shop's own backend), or a demo installation that sends no writes.
      if (error instanceof DemoModeError || (isApiError(error) && (error.status === 404 || error.status === 405))) return null;
      throw error;
    }
  },
  async leave(subject: string, id: string | number): Promise<void> {
    await http.delete(path(subject, id));
  },
};
