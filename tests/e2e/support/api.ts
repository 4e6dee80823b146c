import { expect, type APIRequestContext } from "@playwright/test";
import type { Account } from "./accounts";

/**
 * Calls of the shop API straight from a test (to prepare data the screens under test need, such as
 * an admin with a narrower role). Same origin as the panel: /api/admin/… beside /admin/.
 */
export class ShopApi {
  private token = "";
  constructor(
    readonly request: APIRequestContext,
    readonly origin: string,
  ) {}

  static async signIn(request: APIRequestContext, baseURL: string, account: Account): Promise<ShopApi> {
    const api = new ShopApi(request, new URL(baseURL).origin);
    const body = await api.call("POST", "login", { email: account.email, password: account.password });
    api.token = (body.data as { token: string }).token;
    return api;
  }

  /** Calls made with a token the browser held (e.g. to see that the server still honours it). */
  static withToken(request: APIRequestContext, baseURL: string, token: string): ShopApi {
    const api = new ShopApi(request, new URL(baseURL).origin);
    api.token = token;
    return api;
  }

  async call(method: "GET" | "POST" | "DELETE", path: string, data?: unknown): Promise<{ status: number; data: unknown; message: string }> {
    const response = await this.request.fetch(`${this.origin}/api/admin/${path}`, {
      method,
      headers: { Accept: "application/json", ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
      data: data === undefined ? undefined : data,
    });
    const body = (await response.json()) as { status: number; data: unknown; message: string };
    return body;
  }

  /** POST that must succeed (body status 200); returns `data`. */
  async ok<T = unknown>(method: "GET" | "POST" | "DELETE", path: string, data?: unknown): Promise<T> {
    const body = await this.call(method, path, data);
    expect(body.status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
    return body.data as T;
  }
}

/** A unique suffix so tests running in parallel (or again on the same database) never collide. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/**
 * Creates an admin whose role has exactly the given permissions, through the API as superadmin
 * (role/action then admin-data/action), and returns its credentials.
 */
export async function createRestrictedAdmin(api: ShopApi, permissions: string[]): Promise<Account> {
  const name = unique("e2e-role");
  await api.ok("POST", "role/action", { name, updated_permissions: permissions });
  return createAdminWithRole(api, name);
}

/**
 * An active, verified admin holding the role named `role`, created through the API; its credentials
 * and username. A vendor needs a commission (the admin form's rule): pass it in `options`.
 */
export async function createAdminWithRole(
  api: ShopApi,
  role: string,
  options: { prefix?: string; commission?: number } = {},
): Promise<Account & { username: string }> {
  const username = unique(options.prefix ?? "e2e");
  const account = { email: `${username}@example.com`, password: "secret123" };
  await api.ok("POST", "admin-data/action", {
    ...{ username, name: username, email: account.email, password: account.password },
    ...{ roles: [role], active: 1, verified: 1 },
    ...(options.commission === undefined ? {} : { commission: options.commission }),
  });
  return { ...account, username };
}

/**
 * A product that passes every check of the product form (prices, unit, texts, tax and shipping
 * rule), created through the API as the signed-in admin; its id. Tests that save a product's form
 * use their own, so a sparse product another spec made never stands in for it. `extra` adds or
 * replaces fields (`status: 1` for a public one, `selling`, `tax_rule_id`, `brand_id` …).
 */
export async function createCompleteProduct(api: ShopApi, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const dropdowns = await api.ok<{ tax_rules: { id: number }[]; shipping_rules: { id: number }[] }>("GET", "product/dropdown-data");
  const product = await api.ok<{ id: number }>("POST", "product/action", {
    title,
    unit: "1",
    meta_title: title,
    meta_description: title,
    description: `<p>${title}</p>`,
    overview: `<p>${title}</p>`,
    selling: 20,
    purchased: 10,
    tax_rule_id: dropdowns.tax_rules[0].id,
    shipping_rule_id: dropdowns.shipping_rules[0].id,
    ...extra,
  });
  return product.id;
}
