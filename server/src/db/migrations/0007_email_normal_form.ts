/**
 * Account e-mails in their one normal form (NFKC, trimmed, lower-case: validate.ts normalizeEmail),
 * the form every sign-in, reset and uniqueness check now keys on. Rows stored before that
 * in another spelling are rewritten, unless another row already holds the normal form (then the
 * row is left as it was: merging two accounts is not a migration's call).
 */
import { sql, type Kysely } from "kysely";

const normal = (value: string) => value.normalize("NFKC").trim().toLowerCase();

async function normalise(db: Kysely<any>, table: "admins" | "users"): Promise<void> {
  const rows = await sql<{ id: number; email: string | null }>`SELECT id, email FROM ${sql.table(table)}`.execute(db);
  // How many rows share each normal form: a form two rows share is left alone.
  const count = new Map<string, number>();
  for (const row of rows.rows) if (row.email) count.set(normal(row.email), (count.get(normal(row.email)) ?? 0) + 1);
  for (const row of rows.rows) {
    if (!row.email) continue;
    const next = normal(row.email);
    if (next === row.email || (count.get(next) ?? 0) > 1) continue;
    await sql`UPDATE ${sql.table(table)} SET email = ${next} WHERE id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await normalise(db, "admins");
  await normalise(db, "users");
}

export async function down(): Promise<void> {
  // The old spellings are not kept: nothing to restore, and the normal form works the same.
}
