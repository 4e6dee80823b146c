import type { AreaSeeder } from "../context";

/** Rules, marketing, orders, reviews, POS. */
export const commerceSeeder: AreaSeeder = {
  name: "commerce",
  async run() {
    // Filled by the area's work.
  },
};
