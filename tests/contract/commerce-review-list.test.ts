import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { useTestServer } from "./harness";
import { makeProduct, makeUser, type OrderScene, orderScene } from "./commerce-fixtures";

/*
 * Extensions of contract 5.45 rating-review/all for the reviews screen: sorting by the reviewer's
 * name (registered or guest) and by the product's title, and the product's image in each row.
 */

const t = useTestServer();
let s: OrderScene;

beforeAll(async () => (s = await orderScene(t())));

describe("rating-review/all extensions", () => {
  it("sorts by the reviewer's name (user or guest) and by the product's title; the product carries its image", async () => {
    const db = t().server.db;
    const now = isoNow();
    const tag = `sortcheck${Date.now()}`;
    const apple = await makeProduct(db, { adminId: s.ids.admin, title: "Apple review target" });
    const zebra = await makeProduct(db, { adminId: s.ids.admin, title: "Zebra review target" });
    await db.updateTable("products").set({ image: "apple.png" }).where("id", "=", apple.productId).execute();
    const bruno = await makeUser(db, "Bruno Reviewer");
    const token = `guest-${tag}`;
    await db
      .insertInto("guest_users")
      .values({ name: "Alba Guest", email: null, user_token: token, created_at: now, updated_at: now })
      .execute();
    const review = (productId: number, who: { user_id?: number; user_token?: string }) => ({
      product_id: productId,
      user_id: who.user_id ?? null,
      user_token: who.user_token ?? null,
      rating: 4,
      review: `${tag} text`,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto("rating_reviews")
      .values([review(zebra.productId, { user_id: bruno.userId }), review(apple.productId, { user_token: token })])
      .execute();
    const api = t().api(s.admin);
    const names = async (orderby: string, type: string) =>
      (await api.get("/rating-review/all", { q: tag, orderby, type })).data.data.map((r: any) => [
        r.user?.name ?? r.guest_user?.name,
        r.product.title,
      ]);
    expect(await names("name", "asc")).toEqual([
      ["Alba Guest", "Apple review target"],
      ["Bruno Reviewer", "Zebra review target"],
    ]);
    expect(await names("name", "desc")).toEqual([
      ["Bruno Reviewer", "Zebra review target"],
      ["Alba Guest", "Apple review target"],
    ]);
    expect((await names("title", "desc")).map((r: string[]) => r[1])).toEqual(["Zebra review target", "Apple review target"]);
    expect((await names("title", "asc")).map((r: string[]) => r[1])).toEqual(["Apple review target", "Zebra review target"]);
    const filtered = await api.get("/rating-review/all", { product: apple.productId });
    expect(filtered.data.data).toHaveLength(1);
    expect(filtered.data.data[0].product).toEqual({ id: apple.productId, title: "Apple review target", image: "apple.png" });
  });
});
