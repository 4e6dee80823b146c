import type { AreaSeeder } from "./context";

/*
 * Demo-data seeders of each area, run in this order by seedDemo after the demo accounts exist.
 * Add one entry per area, after the areas whose rows it needs, e.g.
 *   import { seedCatalog } from "./catalog";
 *   export const areaSeeders: AreaSeeder[] = [{ name: "catalog", run: seedCatalog }, ...];
 * Each seeder gets its own deterministic ctx.rng (derived from the seed number and its name), so
 * adding one area does not change the data of the others. Honour ctx.scale ("bench" = big volumes,
 * insert in batches inside transactions).
 */
export const areaSeeders: AreaSeeder[] = [];
