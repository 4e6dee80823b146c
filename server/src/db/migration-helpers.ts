import { sql, type CreateTableBuilder } from "kysely";

/*
 * Shared by every migration. Timestamps are TEXT in the contract's serialized form, which sorts
 * lexically in time order; see http/format.ts isoNow() for the value written by the code.
 */

/** SQL default in the contract's timestamp form, so rows inserted without timestamps still sort. */
export const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z')`;

/** Adds created_at / updated_at with the default above. */
export function timestamps(t: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> {
  return t
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(NOW))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(NOW));
}
