import * as z from "zod/mini";
import { http } from "../client";
import { parseOne } from "../resource";

/*
 * The licence of the installation (contract 3.1): `activate {code}` checks a purchase code with the
 * vendor's licence server and stores the keys; `deactivate` forgets them. The profile's `activated`
 * says which state the installation is in.
 */

const activationSchema = z.looseObject({ valid: z.optional(z.boolean()) });

export async function activateLicence(code: string): Promise<void> {
  parseOne(await http.post<unknown>("activate", { code }), activationSchema);
}

export async function deactivateLicence(): Promise<void> {
  await http.get<unknown>("deactivate");
}
