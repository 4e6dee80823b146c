import type { FormEngineOptions } from "./form-engine";

/**
 * What a screen's description tells the form engine: the fields (labels and the server's names for
 * them), the client checks and the server's business messages. Edit pages and settings panels
 * describe these alike, so both descriptions extend this and hand it on with `rulesOf`.
 */
export type FormRules = Pick<FormEngineOptions<unknown>, "fields" | "schema" | "knownMessages">;

/** The rules of a description, without the rest of it (its subject, its paths), for `useFormEngine`. */
export const rulesOf = ({ fields, schema, knownMessages }: FormRules): FormRules => ({ fields, schema, knownMessages });
