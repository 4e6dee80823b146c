import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInDemo, type DemoSession } from "./accounts";
import { useTestServer } from "./harness";
import { versionCaller } from "./version-calls";

/*
 * Saved views (server/docs/saved-views.md): a list's state under a name, per admin; the owner alone
 * changes it; superadmins may share it, and a shared view shows, read-only, to every admin who may
 * read the list. Every call is gated on the list's `<subject>.view`.
 */
const t = useTestServer();
let s: DemoSession;
let clerk: { id: number; token: string };
let stranger: { id: number; token: string };
const asAdmin = versionCaller(t, () => s.admin);
const asClerk = versionCaller(t, () => clerk.token);
const asStranger = versionCaller(t, () => stranger.token);

const ORDERS = { list: "orders", subject: "order" };
const STATE = {
  q: "",
  filters: { payment_status: "unpaid", order_method: "3" },
  orderby: "total_amount",
  type: "asc",
  hidden: ["customer"],
};
const all = "/saved-view/all?list=orders&subject=order";
const names = (answer: { body: { data: { views: Array<{ name: string }> } } }) => answer.body.data.views.map((v) => v.name);

beforeAll(async () => {
  s = await signInDemo(t());
  clerk = await createAdmin(t(), { permissions: ["order.view"] });
  stranger = await createAdmin(t(), { permissions: ["product.view"] });
});

describe("saved views", () => {
  it("create, read back with its state, rename, reorder and delete: the owner's own views", async () => {
    const first = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Unpaid card", state: STATE } });
    expect([first.http, first.body.status]).toEqual([200, 200]);
    expect(first.body.data).toMatchObject({ name: "Unpaid card", state: STATE, shared: false, mine: true, owner: { id: clerk.id } });
    const second = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Big ones", state: { ...STATE, q: "x" } } });
    expect(names(await asClerk(all))).toEqual(["Unpaid card", "Big ones"]);

    const renamed = await asClerk(`/saved-view/update/${first.body.data.id}`, { body: { name: "Unpaid by card" } });
    expect(renamed.body.data).toMatchObject({ name: "Unpaid by card", state: STATE });

    const reordered = await asClerk("/saved-view/reorder", { body: { ...ORDERS, ids: [second.body.data.id, first.body.data.id] } });
    expect(reordered.body.data.map((v: { name: string }) => v.name)).toEqual(["Big ones", "Unpaid by card"]);
    expect(names(await asClerk(all))).toEqual(["Big ones", "Unpaid by card"]);
    // A partial order is refused: it would leave the others' places undefined.
    const partial = await asClerk("/saved-view/reorder", { body: { ...ORDERS, ids: [first.body.data.id] } });
    expect([partial.body.status, partial.body.data]).toEqual([201, { ids: ["The ids must list each of your views of this list once."] }]);

    const gone = await asClerk(`/saved-view/delete/${second.body.data.id}`, { body: {} });
    expect(gone.body.data).toBe(true);
    expect(names(await asClerk(all))).toEqual(["Unpaid by card"]);
    // Another admin's private view is not there for anyone else.
    expect(names(await asAdmin(all))).not.toContain("Unpaid by card");
  });

  it("validation: name required, at most 60 characters, unique per list; the state an object of at most 8 KB", async () => {
    const blank = await asClerk("/saved-view/create", { body: { ...ORDERS, name: " ", state: STATE } });
    expect([blank.body.status, blank.body.data]).toEqual([201, { form: ["The name field is required."] }]);
    const long = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "x".repeat(61), state: STATE } });
    expect(long.body.data).toEqual({ form: ["The name must not be greater than 60 characters."] });
    await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Twice", state: STATE } });
    const twice = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Twice", state: STATE } });
    expect([twice.body.status, twice.body.data]).toEqual([201, { name: ["The name has already been taken."] }]);
    const notObject = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Bad", state: [1, 2] } });
    expect(notObject.body.data).toEqual({ form: ["The state must be a valid JSON object."] });
    const big = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Big", state: { q: "x".repeat(8200) } } });
    expect(big.body.data).toEqual({ form: ["The state must not be greater than 8192 bytes."] });
    const huge = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Huge", state: { q: "x".repeat(20000) } } });
    expect([huge.http, huge.body.status]).toEqual([413, 413]);
    const badList = await asClerk("/saved-view/create", { body: { list: "Orders!", subject: "order", name: "L", state: STATE } });
    expect(badList.body.data).toEqual({ form: ["The list format is invalid."] });
  });

  it("sharing: a superadmin's shared view shows to every admin of the list, read-only; others may not share", async () => {
    const refused = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Mine for all", state: STATE, shared: true } });
    expect([refused.body.status, refused.body.data]).toEqual([201, { shared: ["Only a superadmin may share a view with the shop."] }]);
    const own = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Kept", state: STATE } });
    const later = await asClerk(`/saved-view/update/${own.body.data.id}`, { body: { shared: 1 } });
    expect(later.body.data).toEqual({ shared: ["Only a superadmin may share a view with the shop."] });

    const shared = await asAdmin("/saved-view/create", { body: { ...ORDERS, name: "Team morning", state: STATE, shared: true } });
    expect(shared.body.data).toMatchObject({ shared: true, mine: true });
    expect((await asAdmin(all)).body.data.can_share).toBe(true);
    const seen = await asClerk(all);
    expect(seen.body.data.can_share).toBe(false);
    const theirs = seen.body.data.views.find((v: { name: string }) => v.name === "Team morning");
    expect(theirs).toMatchObject({ mine: false, shared: true, owner: { id: s.adminId }, state: STATE });
    // Read-only: neither changed nor deleted by another.
    const edit = await asClerk(`/saved-view/update/${shared.body.data.id}`, { body: { name: "Hijacked" } });
    expect([edit.body.status]).toEqual([403]);
    expect((await asClerk(`/saved-view/delete/${shared.body.data.id}`, { body: {} })).body.status).toBe(403);
    // Others' views are not part of one's own order.
    const ids = seen.body.data.views.filter((v: { mine: boolean }) => v.mine).map((v: { id: number }) => v.id);
    expect((await asClerk("/saved-view/reorder", { body: { ...ORDERS, ids: [...ids, shared.body.data.id] } })).body.status).toBe(201);

    // Unshared again: gone from the others' lists.
    await asAdmin(`/saved-view/update/${shared.body.data.id}`, { body: { shared: false } });
    expect(names(await asClerk(all))).not.toContain("Team morning");
  });

  it("the default view: own or shared, one per list, cleared with null or when the view goes", async () => {
    const view = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Default one", state: STATE } });
    const set = await asClerk("/saved-view/default", { body: { ...ORDERS, id: view.body.data.id } });
    expect(set.body.data).toEqual({ default_id: view.body.data.id });
    expect((await asClerk(all)).body.data.default_id).toBe(view.body.data.id);
    // Not the others' default.
    expect((await asAdmin(all)).body.data.default_id).not.toBe(view.body.data.id);

    const shared = await asAdmin("/saved-view/create", { body: { ...ORDERS, name: "Shop default", state: STATE, shared: 1 } });
    await asClerk("/saved-view/default", { body: { ...ORDERS, id: shared.body.data.id } });
    expect((await asClerk(all)).body.data.default_id).toBe(shared.body.data.id);
    await asAdmin(`/saved-view/delete/${shared.body.data.id}`, { body: {} });
    expect((await asClerk(all)).body.data.default_id).toBeNull();

    await asClerk("/saved-view/default", { body: { ...ORDERS, id: view.body.data.id } });
    const cleared = await asClerk("/saved-view/default", { body: { ...ORDERS, id: null } });
    expect(cleared.body.data).toEqual({ default_id: null });
    // Another's private view may not be one's default.
    const privateOne = await asAdmin("/saved-view/create", { body: { ...ORDERS, name: "Private admin", state: STATE } });
    const foreign = await asClerk("/saved-view/default", { body: { ...ORDERS, id: privateOne.body.data.id } });
    expect([foreign.body.status, foreign.body.data]).toEqual([201, { id: ["The selected id is invalid."] }]);
  });

  it("gate: every call needs the list's `<subject>.view` (403), an unknown subject is 404, an unknown view 404", async () => {
    const read = await asStranger(all);
    expect([read.http, read.body.status]).toEqual([200, 403]);
    expect((await asStranger("/saved-view/create", { body: { ...ORDERS, name: "No", state: STATE } })).body.status).toBe(403);
    expect((await asStranger("/saved-view/reorder", { body: { ...ORDERS, ids: [] } })).body.status).toBe(403);
    expect((await asStranger("/saved-view/default", { body: { ...ORDERS, id: null } })).body.status).toBe(403);
    const unknown = await asAdmin("/saved-view/all?list=ships&subject=spaceship");
    expect([unknown.http, unknown.body.status]).toEqual([404, 404]);

    const view = await asClerk("/saved-view/create", { body: { ...ORDERS, name: "Gated", state: STATE } });
    // A private view of another is "not found", not "forbidden": its existence is not told.
    expect((await asStranger(`/saved-view/update/${view.body.data.id}`, { body: { name: "x" } })).body.status).toBe(201);
    expect((await asAdmin("/saved-view/delete/999999", { body: {} })).body.data).toEqual({ form: ["We couldn't found anything."] });
  });
});
