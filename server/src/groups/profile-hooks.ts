import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AdminContext } from "../http/env";

/*
 * Pieces of GET profile owned by other areas. The people area replaces messageCount with a count
 * of unread contact messages (the header bell, shown with `message.view`) once its table exists;
 * until then the profile reports 0.
 */
export const profileHooks: {
  messageCount: (db: Kysely<Database>, admin: AdminContext) => Promise<number>;
} = {
  messageCount: async () => 0,
};
