import type { AreaSeeder } from "./context";
import { customersSeeder } from "./areas/customers";
import { catalogSeeder } from "./areas/catalog";
import { commerceSeeder } from "./areas/commerce";
import { peopleSeeder } from "./areas/people";
import { withdrawalsSeeder } from "./areas/withdrawals";
import { contentSeeder } from "./areas/content";

/*
 * Demo-data seeders of each area, run in this order by seedDemo after the demo accounts exist.
 * Add one entry per area, after the areas whose rows it needs, e.g.
 *   import { seedCatalog } from "./catalog";
 *   export const areaSeeders: AreaSeeder[] = [{ name: "catalog", run: seedCatalog }, ...];
 * Each seeder gets its own deterministic ctx.rng (derived from the seed number and its name), so
 * adding one area does not change the data of the others. Honour ctx.scale ("medium", "bench" = big volumes,
 * insert in batches inside transactions).
 */
export const areaSeeders: AreaSeeder[] = [customersSeeder, catalogSeeder, commerceSeeder, peopleSeeder, withdrawalsSeeder, contentSeeder];
