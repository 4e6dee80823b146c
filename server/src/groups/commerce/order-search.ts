import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import { PER_PAGE } from "../../http/pagination";
import type { OrderRow } from "./order-model";

/*
 * order/all's `q`: an order matches by its number (`order LIKE %q%`, through the trigram index of
 * migration 0206 from three characters on, the LIKE re-checked), by its customer's name or e-mail, or
 * by its guest's. The three ways are kept apart here so that an indexed search can count and page
 * each one along its own index.
 *
 * The conditions are SQL text with bound values, the same for the list's query builder and for the
 * statements below: building them with Kysely's builder cost more CPU than running them (profiled).
 */

type OrderQuery = SelectQueryBuilder<Database, "orders", OrderRow>;

export interface OrderSearch {
  /** `q` as a LIKE pattern (pagination.ts searchParam). */
  pattern: string;
  /** `q` as a trigram phrase, or null under three characters (then the number is the plain LIKE). */
  phrase: string | null;
}

const BRANCHES = ["number", "customer", "guest"] as const;
type Branch = (typeof BRANCHES)[number];

const like = (column: string, pattern: string) => sql<SqlBool>`${sql.raw(column)} LIKE ${pattern} ESCAPE '\\'`;

const users = (p: string) => sql`SELECT users.id FROM users WHERE ${like("users.name", p)} OR ${like("users.email", p)}`;
const guests = (p: string) =>
  sql`SELECT guest_users.user_token FROM guest_users WHERE ${like("guest_users.name", p)} OR ${like("guest_users.email", p)}`;

/** One way to match, as a condition on `orders`. */
function branch(name: Branch, { pattern, phrase }: OrderSearch): RawBuilder<SqlBool> {
  if (name === "customer") return sql<SqlBool>`orders.user_id IN (${users(pattern)})`;
  if (name === "guest") return sql<SqlBool>`orders.user_token IN (${guests(pattern)})`;
  return phrase
    ? sql<SqlBool>`(orders.id IN (SELECT rowid FROM orders_number_fts WHERE orders_number_fts MATCH ${phrase}) AND ${like('orders."order"', pattern)})`
    : like('orders."order"', pattern);
}

/** The search as one condition: an order matching any way. */
export function anyBranch(search: OrderSearch, names: readonly Branch[] = BRANCHES): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    names.map((name) => branch(name, search)),
    sql` OR `,
  )})`;
}

/**
 * The total and one page's ids of an indexed search over `base` (the list's query with its filters,
 * without the search), sorted by `column` then id.
 */
export async function orderSearchPage(
  db: Kysely<Database>,
  base: OrderQuery,
  search: OrderSearch,
  sort: { column: string; direction: "asc" | "desc" },
  page: number,
): Promise<{ ids: number[]; total: number }> {
  const offset = (page - 1) * PER_PAGE;
  const key = sql.ref(`orders.${sort.column}`);
  const dir = sql.raw(sort.direction);
  // With filters of its own (vendor, status, payment, type, dates) the list keeps the single query:
  // a filter's index can serve each way as badly as it serves the whole, so three would cost thrice.
  // `+column`: the matches are collected first and sorted, never a walk of the sort index testing
  // every order against the search.
  if (base.toOperationNode().where !== undefined) {
    const matches = base.clearSelect().select("orders.id").where(anyBranch(search));
    const counted = await db
      .selectFrom(matches.as("page_source"))
      .select(sql<number>`count(*)`.as("total"))
      .executeTakeFirstOrThrow();
    const total = Number(counted.total);
    if (offset >= total) return { total, ids: [] };
    const rows = await matches
      .orderBy(sql`+${key}`, sort.direction)
      .orderBy("orders.id", sort.direction)
      .limit(PER_PAGE)
      .offset(offset)
      .execute();
    return { total, ids: rows.map((r) => r.id) };
  }
  const live = await liveBranches(db, search);
  if (!live.length) return { total: 0, ids: [] };
  // Only the ways that may match are counted. One alone (a surname that is no guest's and in no
  // number) is counted along its own index (the (user_id, created_at) index of 0207 for a customer:
  // 0.1 ms for the ≈3,900 orders of a common surname at the bench scale); several, by SQLite's OR,
  // which merges their row ids (0.3 ms for that surname). Counting each way apart would need its
  // orders taken out of the other ways': a read of every row.
  const counted = await sql<{ total: number }>`SELECT count(*) AS total FROM orders WHERE ${anyBranch(search, live)}`.execute(db);
  const total = Number(counted.rows[0].total);
  if (offset >= total) return { total, ids: [] };
  // A deep page: the ways' first rows (pageOfWays) would be most of the matches anyway.
  const rows =
    page * PER_PAGE * 8 <= total
      ? await pageOfWays(db, search, live, sort, page)
      : await sql<{ id: number }>`SELECT orders.id FROM orders WHERE ${anyBranch(search, live)}
          ORDER BY +${key} ${dir}, orders.id ${dir} LIMIT ${PER_PAGE} OFFSET ${offset}`.execute(db);
  return { total, ids: rows.rows.map((r) => r.id) };
}

/**
 * The ways that may match at all: a customer, a guest whose name or e-mail holds `q`, an order
 * number in the trigram index. (One that may, may still match no order: then it only costs the
 * merged count.)
 */
async function liveBranches(db: Kysely<Database>, { pattern, phrase }: OrderSearch): Promise<Branch[]> {
  const number = phrase ? sql`EXISTS (SELECT 1 FROM orders_number_fts WHERE orders_number_fts MATCH ${phrase})` : sql`1`;
  const found = await sql<Record<Branch, number>>`SELECT ${number} AS number,
    EXISTS (${users(pattern)}) AS customer, EXISTS (${guests(pattern)}) AS guest`.execute(db);
  return BRANCHES.filter((name) => Number(found.rows[0][name]) === 1);
}

/**
 * Without other filters: the first `page × 14` orders of each way that may match, merged (UNION
 * drops an order two ways share: its id and sort value are the same in both), then sorted and cut to
 * the page; a page's rows are always among its ways' first rows. Sorted by date, the customer's and
 * guest's ways read the (user_id|user_token, created_at) indexes of 0207 in order and stop at their
 * LIMIT: 0.1 ms for the common surname, where sorting every match by date took 0.7 ms. By another
 * column each way sorts its own matches (`+column`, as above).
 */
function pageOfWays(
  db: Kysely<Database>,
  search: OrderSearch,
  live: readonly Branch[],
  sort: { column: string; direction: "asc" | "desc" },
  page: number,
) {
  const key = sql.ref(`orders.${sort.column}`);
  const dir = sql.raw(sort.direction);
  const firsts = live.map((name) => {
    const order = sort.column === "created_at" && name !== "number" ? key : sql`+${key}`;
    return sql`SELECT * FROM (SELECT orders.id AS id, ${key} AS k FROM orders WHERE ${branch(name, search)}
      ORDER BY ${order} ${dir}, orders.id ${dir} LIMIT ${page * PER_PAGE})`;
  });
  return sql<{ id: number }>`SELECT id FROM (${sql.join(firsts, sql` UNION `)})
    ORDER BY k ${dir}, id ${dir} LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}`.execute(db);
}
