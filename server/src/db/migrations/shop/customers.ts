import type { Kysely } from "kysely";
import { NOW, timestamps } from "../../migration-helpers";
import { autoId, index } from "./helpers";

/** Customers: users, their addresses and logins, guests. Part of migration 0002_shop. */
export async function createCustomerTables(db: Kysely<any>): Promise<void> {
  // ---------------------------------------------------------------- customers
  await db.schema
    .createTable("users")
    .$call(autoId)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("password", "text")
    .addColumn("remember_token", "text")
    .addColumn("code", "integer")
    .addColumn("google_id", "text")
    .addColumn("facebook_id", "text")
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    // Points at one of the user's addresses; the address going away just clears it.
    .addColumn("default_address", "integer", (c) => c.references("user_addresses.id").onDelete("set null"))
    .addColumn("phone", "text")
    .addColumn("viewed", "integer", (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  // user/all is sorted by created_at by default.
  await index(db, "users", ["created_at"]);

  await db.schema
    .createTable("user_addresses")
    .$call(autoId)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("user_token", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("state", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("address_1", "text", (c) => c.notNull())
    .addColumn("address_2", "text")
    .addColumn("delivery_instruction", "text")
    .addColumn("default", "integer", (c) => c.notNull().defaultTo(2))
    .$call(timestamps)
    .execute();
  // user/address/all?user_id= and the user cascade.
  await index(db, "user_addresses", ["user_id"]);
  // Guest addresses, found by the guest's token (guest-user delete).
  await index(db, "user_addresses", ["user_token"]);

  // Extension: the registered user's "logins" sub-list.
  await db.schema
    .createTable("user_logins")
    .$call(autoId)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(NOW))
    .execute();
  // One user's logins, newest first.
  await index(db, "user_logins", ["user_id", "created_at"]);

  await db.schema
    .createTable("guest_users")
    .$call(autoId)
    .addColumn("email", "text")
    .addColumn("name", "text")
    .addColumn("default_address", "integer", (c) => c.references("user_addresses.id").onDelete("set null"))
    .addColumn("user_token", "text", (c) => c.notNull().unique())
    .addColumn("viewed", "integer", (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  // guest-user/all sorted by date.
  await index(db, "guest_users", ["created_at"]);
}
