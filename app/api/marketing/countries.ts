import * as z from "zod/mini";
import { http } from "../client";

/** The public `resource/countries` (contract 3.1): ISO 3166 countries with their subdivisions. */
const countrySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  states: z._default(z.array(z.looseObject({ code: z.string(), name: z.string() })), []),
});
export type Country = z.infer<typeof countrySchema>;

let cached: Promise<Country[]> | null = null;

/** The country list, asked once per page load (it changes only with the server's ISO package). */
export function countries(): Promise<Country[]> {
  cached ??= http.get<unknown>("resource/countries").then(
    (raw) => z.array(countrySchema).parse(raw),
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
