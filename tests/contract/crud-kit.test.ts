import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { MAX_IDS, parseId, readIdList, TOO_MANY_IDS } from "../../server/src/http/crud-kit";
import { NOT_FOUND, signInDemo } from "./accounts";
import { useTestServer } from "./harness";

/*
 * The CRUD kit's id rules, the same on every group: path ids are integers ≥ 1, and a comma list
 * holds at most MAX_IDS of them. Before the kit the four copies differed: one list had no limit
 * (catalog), two allowed 1000 (people, commerce), one 500 (content), and one accepted id 0.
 */

describe("id parsing", () => {
  it("takes integers from 1 on, nothing else", () => {
    expect(parseId("7")).toBe(7);
    for (const raw of ["0", "00", "-1", "1.5", "1e3", " 7", "abc", "", undefined, "9".repeat(16)]) expect(parseId(raw)).toBeNull();
  });

  it("reads a comma list of distinct ids, refusing any bad part and more than the limit", () => {
    expect(readIdList("3,7,3,9")).toEqual({ ok: true, ids: [3, 7, 9] });
    // A part is read as written: a space is not trimmed into an id (issue 29).
    for (const raw of ["0", "3,0", "3,,7", "3,", "x", "", undefined, "3, 7", " 3", "3 "]) {
      expect(readIdList(raw)).toEqual({ ok: false, tooMany: false });
    }
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(",");
    expect(readIdList(ids(MAX_IDS))).toMatchObject({ ok: true });
    expect(readIdList(ids(MAX_IDS + 1))).toEqual({ ok: false, tooMany: true });
  });
});

const t = useTestServer();
let admin: string;

beforeAll(async () => ({ admin } = await signInDemo(t())));

const list = (n: number, first = 90_000_000) => Array.from({ length: n }, (_, i) => first + i).join(",");

describe("delete/{ids} on every group", () => {
  // One group per former copy of the id-list parsing.
  const groups = ["/brand", "/user", "/voucher", "/custom-script"];

  it("answers the validation message beyond the limit, before looking anything up", async () => {
    for (const group of groups) {
      const res = await t()
        .api(admin)
        .del(`${group}/delete/${list(MAX_IDS + 1)}`);
      expect(res, group).toMatchObject({ status: 201, data: { form: [TOO_MANY_IDS] }, message: "" });
    }
  });

  it("treats a full list of unknown ids as not found", async () => {
    for (const group of groups)
      expect(
        (
          await t()
            .api(admin)
            .del(`${group}/delete/${list(MAX_IDS)}`)
        ).message,
        group,
      ).toBe(NOT_FOUND);
  });

  it("refuses id 0 and deletes nothing of a list holding it", async () => {
    const db = t().server.db;
    const now = isoNow();
    const { id } = await db
      .insertInto("users")
      .values({ name: "Zero Test", email: `zero-${Date.now()}@test.example`, verified: 1, viewed: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await t().api(admin).del("/user/delete/0")).message).toBe(NOT_FOUND);
    expect((await t().api(admin).del(`/user/delete/0,${id}`)).message).toBe(NOT_FOUND);
    expect(await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()).toEqual({ id });
    expect((await t().api(admin).get("/user/find/0")).message).toBe(NOT_FOUND);
    expect((await t().api(admin).del(`/user/delete/${id}`)).data).toBe(true);
  });
});
