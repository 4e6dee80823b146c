import { demoAdminIds, signInAll } from "./accounts";
import { makeRules } from "./commerce-fixtures";
import type { TestServer } from "./harness";

/*
 * Shared set-up of the catalog contract tests: tokens of the demo accounts, an admin whose role
 * lacks the catalog permissions, tiny upload files, and rows created straight in the database.
 */

export { fakePng, hugePng, png } from "./accounts";

export interface Tokens {
  admin: string;
  vendor: string;
  /** An active admin whose role has no permissions at all. */
  nobody: string;
}

export async function tokens(t: () => TestServer): Promise<Tokens> {
  const { admin, vendor, nobody } = await signInAll(t());
  return { admin, vendor, nobody };
}

export function adminIds(t: () => TestServer): Promise<{ admin: number; vendor: number }> {
  return demoAdminIds(t().server.db);
}

export interface Rules {
  tax: number;
  ship: number;
}

/** The tokens and the two rules a product test needs: `beforeAll(async () => ({ tk, r } = await productSetup(t)))`. */
export async function productSetup(t: () => TestServer): Promise<{ tk: Tokens; r: Rules }> {
  return { tk: await tokens(t), r: await rules(t) };
}

/** A tax rule and a shipping rule to satisfy the product form. */
export async function rules(t: () => TestServer): Promise<Rules> {
  const db = t().server.db;
  const made = await makeRules(db, (await demoAdminIds(db)).admin);
  return { tax: made.taxRuleId, ship: made.shippingRuleId };
}

export function productBody(r: Rules, extra: Record<string, unknown> = {}) {
  return {
    title: "Test Phone",
    unit: "pc",
    meta_title: "Test Phone",
    meta_description: "A phone",
    description: "<p>Desc</p>",
    overview: "<p>Overview</p>",
    selling: 100,
    purchased: 60,
    tax_rule_id: r.tax,
    shipping_rule_id: r.ship,
    status: 1,
    ...extra,
  };
}
