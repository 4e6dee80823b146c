import type { AreaSeeder } from "../context";

/** Catalog. */
export const catalogSeeder: AreaSeeder = {
  name: "catalog",
  async run() {
    // Filled by the area's work.
  },
};
