import type { AreaSeeder } from "../context";

/** Storefront content and settings. */
export const contentSeeder: AreaSeeder = {
  name: "content",
  async run() {
    // Filled by the area's work.
  },
};
