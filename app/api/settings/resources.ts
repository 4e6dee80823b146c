import * as z from "zod/mini";
import { http } from "../client";

/*
 * The public lookups of the settings panels (contract 3.1 `resource/{name}`; the reference server
 * builds them from the runtime's CLDR data): currencies with their native symbol, number formats
 * (locale codes with an example) and languages with their own names and direction. Each is asked
 * once per page load; a failed answer is asked again next time.
 */

const currencySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimal_digits: z.catch(z.coerce.number(), 2),
});
export type CurrencyOption = z.infer<typeof currencySchema>;

const decimalFormatSchema = z.looseObject({ code: z.string(), name: z.string(), example: z.catch(z.string(), "") });
export type DecimalFormatOption = z.infer<typeof decimalFormatSchema>;

const languageSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  native_name: z.catch(z.string(), ""),
  direction: z.catch(z.enum(["ltr", "rtl"]), "ltr"),
});
export type LanguageOption = z.infer<typeof languageSchema>;

function cachedList<T>(name: string, item: z.ZodMiniType<T>): () => Promise<T[]> {
  let cached: Promise<T[]> | null = null;
  return () => {
    cached ??= http.get<unknown>(`resource/${name}`).then(
      (raw) => z.array(item).parse(raw),
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
    return cached;
  };
}

export const currencies = cachedList("currencies", currencySchema);
export const decimalFormats = cachedList("decimalFormats", decimalFormatSchema);
export const languageOptions = cachedList("languages", languageSchema);
