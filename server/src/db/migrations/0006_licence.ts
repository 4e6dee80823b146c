/**
 * Core: the installation's licence (server/src/groups/licence.ts) lives in env_settings under
 * `licence`. Until it was stored, every installation was answered as activated: keep existing and
 * new databases so, with keys made here (deactivate deletes them; activate makes new ones).
 */
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { isoNow } from "../../http/format";

export async function up(db: Kysely<any>): Promise<void> {
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  const licence = JSON.stringify({ public_key: hex(16), secret_key: hex(32), encrypt_key: hex(32), encrypt_iv: hex(8) });
  await sql`INSERT INTO env_settings (key, value, updated_at) VALUES ('licence', ${licence}, ${isoNow()})
    ON CONFLICT (key) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM env_settings WHERE key = 'licence'`.execute(db);
}
