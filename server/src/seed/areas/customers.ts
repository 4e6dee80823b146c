import type { AreaSeeder } from "../context";

/** Customers (users, addresses, guests) that orders need. */
export const customersSeeder: AreaSeeder = {
  name: "customers",
  async run() {
    // Filled by the area's work.
  },
};
