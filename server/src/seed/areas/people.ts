import type { AreaSeeder } from "../context";

/** Admins, roles, subscribers, messages, carts, wishlists, logins. */
export const peopleSeeder: AreaSeeder = {
  name: "people",
  async run() {
    // Filled by the area's work.
  },
};
