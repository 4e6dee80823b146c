import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/schema";

/** The caller of a protected route, loaded once per request by requireAdmin. */
export interface AdminContext {
  id: number;
  name: string;
  username: string | null;
  email: string;
  /** The jti of the token this request came with. */
  tokenId: string;
  roles: string[];
  permissions: Set<string>;
  /** Contract 1.8: role `vendor` first, then `superadmin`; an admin with both counts as vendor. */
  isVendor: boolean;
  isSuperadmin: boolean;
}

/**
 * Hono environment of every router: `new Hono<Env>()` gives typed `c.get("db")`,
 * `c.get("config")` and, behind requireAdmin, `c.get("admin")`.
 */
export type Env = {
  Variables: {
    db: Kysely<Database>;
    config: Config;
    admin: AdminContext;
  };
};
