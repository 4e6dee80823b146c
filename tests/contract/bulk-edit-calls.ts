import type { TestServer } from "./harness";

/*
 * Calls of the bulk editor's save for its contract tests: the HTTP status and headers beside the
 * envelope (the whole-request refusals are HTTP 422, a replay carries `Idempotent-Replayed`).
 */

export interface SaveAnswer {
  http: number;
  headers: Headers;
  body: { status: number; message: string; data: any };
}

export type Saver = (token: string, body: unknown, headers?: Record<string, string>) => Promise<SaveAnswer>;

export function saver(t: () => TestServer): Saver {
  return async (token, body, headers = {}) => {
    const res = await t().raw("/api/admin/product/bulk-edit/save", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json", "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { http: res.status, headers: res.headers, body: (await res.json()) as SaveAnswer["body"] };
  };
}

/** The product's row as `rows` answers it now. */
export async function rowOf(t: () => TestServer, token: string, id: number) {
  const reply = await t()
    .api(token)
    .get("/product/bulk-edit/rows", { ids: String(id) });
  return reply.data.products[0];
}
