import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AdminContext } from "../http/env";

/*
 * Pieces of GET profile owned by other areas. `messageCount` is the header bell: the number of
 * unread contact messages (contact_us.viewed = 2), only for admins who may read messages.
 */
export const profileHooks: {
  messageCount: (db: Kysely<Database>, admin: AdminContext) => Promise<number>;
} = {
  messageCount: async (db, admin) => {
    if (!admin.permissions.has("message.view")) return 0;
    const row = await db
      .selectFrom("contact_us")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("viewed", "=", 2)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
};
