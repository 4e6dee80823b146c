import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../http/auth";
import type { Env } from "../http/env";
import { ok } from "../http/envelope";
import { requiredString, validateBody } from "../http/validate";
import { readEnv, writeEnv, type Db } from "./content/common";

/*
 * Contract 3 (`activate`, `manual-activation`, `deactivate`): the installation's licence. The
 * original sends the purchase code to the seller's licence server and stores the keys it answers;
 * this server makes no outbound requests, so `activate` accepts any non-blank code and makes the
 * keys itself. What the panel sees is the same: `profile` and `languages` say `activated` while a
 * licence is stored, and `deactivate` deletes it.
 *
 * The licence is one JSON value in env_settings (`licence`). Migration 0006 stores one for every
 * database, because installations made before this group existed were always answered as activated.
 * All three need `setting.edit` (the contract names no permission; a licence is a shop setting).
 * `deactivate` is a GET that changes state, as in the contract; it is idempotent.
 */

const LICENCE_KEY = "licence";

export interface Licence {
  public_key: string;
  secret_key: string;
  encrypt_key: string;
  encrypt_iv: string;
}

/** Whether a licence is stored: what `profile` and `languages` answer as `activated`. */
export async function isActivated(db: Db): Promise<boolean> {
  return Boolean((await readEnv(db, [LICENCE_KEY]))[LICENCE_KEY]);
}

/** Keys of the shape the licence server hands out (hex; the IV is 16 bytes for AES-CBC). */
export function newLicence(): Licence {
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  return { public_key: hex(16), secret_key: hex(32), encrypt_key: hex(32), encrypt_iv: hex(8) };
}

async function store(db: Db, licence: Licence) {
  await writeEnv(db, { [LICENCE_KEY]: JSON.stringify(licence) });
  return { ...licence, valid: true };
}

export const licenceRoutes = new Hono<Env>();

const activation = z.object({ code: requiredString("code", { max: 191 }) });

licenceRoutes.post("/activate", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, activation);
  if (!v.ok) return v.response;
  return ok(c, await store(c.get("db"), newLicence()));
});

const manual = z.object({
  public_key: requiredString("public_key", { max: 191 }),
  secret_key: requiredString("secret_key", { max: 191 }),
  encrypt_key: requiredString("encrypt_key", { max: 191 }),
  encrypt_iv: requiredString("encrypt_iv", { max: 191 }),
});

licenceRoutes.post("/manual-activation", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, manual);
  if (!v.ok) return v.response;
  return ok(c, await store(c.get("db"), v.data));
});

licenceRoutes.get("/deactivate", gate("setting.edit"), async (c) => {
  await c.get("db").deleteFrom("env_settings").where("key", "=", LICENCE_KEY).execute();
  return ok(c, true);
});
