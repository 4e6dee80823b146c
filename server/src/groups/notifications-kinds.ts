import { type RawBuilder, sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database, NotificationKind } from "../db/schema";
import type { AdminContext } from "../http/env";

/*
 * The notification bell's three kinds of notice, each with the permission that shows it and the
 * records that count as "new" for one admin:
 * - order: every order (a vendor's: those holding its products, as order/vendor-all lists them);
 * - message: contact messages nobody has opened yet (contact_us.viewed ≠ 1);
 * - withdrawal: withdrawal requests still pending (status 2; a vendor's own, as the list scopes them).
 * Of those, a record is new to the admin when its id is above the admin's mark for the kind and the
 * admin has not opened it from the bell. Ids grow with time, so "above the mark" means "came after".
 */

export const KIND_PERMISSION: Record<NotificationKind, string> = {
  order: "order.view",
  message: "message.view",
  withdrawal: "withdrawal_request.view",
};

/** How many of the newest entries the summary lists per kind. */
export const LATEST_PER_KIND = 5;

const MESSAGE_VIEWED = 1;
const WITHDRAWAL_PENDING = 2;

export interface NotificationEntry {
  id: number;
  /** What the entry shows: the order's number, the message's subject (or sender), the vendor's name. */
  label: string;
  amount: number | null;
  created_at: string;
}

export interface KindSummary {
  kind: NotificationKind;
  count: number;
  /** The newest id of the kind the admin may see: "mark all seen" up to here. */
  up_to: number;
  /**
   * Orders only (null for the other kinds, which count what is unread or pending whenever it came):
   * when the last order the mark covers was placed, so the bell can say since when it counts. Null
   * when the mark covers none (every order of the admin is new).
   */
  since: string | null;
  latest: NotificationEntry[];
}

type Db = Kysely<Database>;

interface CandidateRow {
  id: number;
  label: string | null;
  amount: number | null;
  created_at: string;
}

/**
 * The three kinds' queries select the same columns from different tables; they are used only as a
 * sub-query `c` (never joined further), so one row type stands for them all.
 */
type CandidateQuery = SelectQueryBuilder<Database, never, CandidateRow>;
const asCandidates = (query: unknown) => query as CandidateQuery;

/**
 * The order model's `calculate` total of one seller's lines of an order, in SQL (no voucher: that is the shop's):
 * what a vendor is shown as an order's amount where the order JSON is not built (the bell).
 */
export function sellerShareSql(orderColumn: string, adminId: number): RawBuilder<number | null> {
  return sql<number | null>`(SELECT round(max(0, sum(op.selling * op.quantity - op.offer_discount * op.quantity
      - (op.selling - op.offer_discount) * op.bundle_offer + op.shipping_price + op.tax_price)), 2)
    FROM ordered_products op JOIN products p ON p.id = op.product_id
    WHERE op.order_id = ${sql.ref(orderColumn)} AND p.admin_id = ${adminId})`;
}

/** The candidate rows of a kind for this admin, as (id, label, amount, created_at). */
function candidates(db: Db, me: AdminContext, kind: NotificationKind): CandidateQuery {
  switch (kind) {
    case "order": {
      if (me.isVendor) {
        // A vendor's amount is its share of the order, as the order's page shows it.
        return asCandidates(
          db
            .selectFrom("orders")
            .select([
              "orders.id as id",
              "orders.order as label",
              sellerShareSql("orders.id", me.id).as("amount"),
              "orders.created_at as created_at",
            ])
            .where("orders.id", "in", (eb) =>
              eb.selectFrom("order_vendors").select("order_vendors.order_id").where("order_vendors.admin_id", "=", me.id),
            ),
        );
      }
      return asCandidates(
        db
          .selectFrom("orders")
          .select(["orders.id as id", "orders.order as label", "orders.total_amount as amount", "orders.created_at as created_at"]),
      );
    }
    case "message":
      return asCandidates(
        db
          .selectFrom("contact_us")
          .select([
            "contact_us.id as id",
            sql<string>`coalesce(nullif(contact_us.subject, ''), contact_us.name)`.as("label"),
            sql<number | null>`null`.as("amount"),
            "contact_us.created_at as created_at",
          ])
          .where("contact_us.viewed", "!=", MESSAGE_VIEWED),
      );
    case "withdrawal": {
      let q = db
        .selectFrom("withdrawals")
        .innerJoin("admins", "admins.id", "withdrawals.admin_id")
        .select(["withdrawals.id as id", "admins.name as label", "withdrawals.amount as amount", "withdrawals.created_at as created_at"])
        .where("withdrawals.status", "=", WITHDRAWAL_PENDING);
      if (me.isVendor) q = q.where("withdrawals.admin_id", "=", me.id);
      return asCandidates(q);
    }
  }
}

/** The newest id of the kind among the records the admin may see (0 when there is none). */
export async function newestId(db: Db, me: AdminContext, kind: NotificationKind): Promise<number> {
  const row = await db
    .selectFrom(candidates(db, me, kind).as("c"))
    .select(sql<number>`coalesce(max(c.id), 0)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The admin's mark for a kind. An admin who never used the bell starts at the newest order (every
 * order of the shop's past is not "new"), and at 0 for messages and withdrawal requests, whose
 * unread or pending state already says they need attention.
 */
export async function markOf(db: Db, me: AdminContext, kind: NotificationKind): Promise<number> {
  const row = await db
    .selectFrom("notification_marks")
    .select("last_id")
    .where("admin_id", "=", me.id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (row) return row.last_id;
  if (kind !== "order") return 0;
  const start = await newestId(db, me, kind);
  await setMark(db, me.id, kind, start);
  return start;
}

/** Moves the mark forward (never back) and forgets the single records it now covers. */
export async function setMark(db: Db, adminId: number, kind: NotificationKind, lastId: number): Promise<void> {
  await db
    .insertInto("notification_marks")
    .values({ admin_id: adminId, kind, last_id: lastId })
    .onConflict((oc) => oc.columns(["admin_id", "kind"]).doUpdateSet({ last_id: sql`max(last_id, excluded.last_id)` }))
    .execute();
  await db
    .deleteFrom("notification_seen")
    .where("admin_id", "=", adminId)
    .where("kind", "=", kind)
    .where("record_id", "<=", lastId)
    .execute();
}

/** The count and newest entries of one kind that are new to the admin. */
export async function summarise(db: Db, me: AdminContext, kind: NotificationKind): Promise<KindSummary> {
  const mark = await markOf(db, me, kind);
  const fresh = db
    .selectFrom(candidates(db, me, kind).as("c"))
    .where("c.id", ">", mark)
    .where("c.id", "not in", (eb) =>
      eb.selectFrom("notification_seen").select("record_id").where("admin_id", "=", me.id).where("kind", "=", kind),
    );
  const [counted, latest, upTo, since] = await Promise.all([
    fresh.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
    fresh.selectAll("c").orderBy("c.id", "desc").limit(LATEST_PER_KIND).execute(),
    newestId(db, me, kind),
    kind === "order" && mark > 0
      ? db.selectFrom("orders").select("created_at").where("id", "<=", mark).orderBy("id", "desc").limit(1).executeTakeFirst()
      : undefined,
  ]);
  return {
    kind,
    count: Number(counted.n),
    up_to: upTo,
    since: since ? String(since.created_at) : null,
    latest: latest.map((r) => ({
      id: Number(r.id),
      label: String(r.label ?? ""),
      amount: r.amount === null ? null : Number(r.amount),
      created_at: String(r.created_at),
    })),
  };
}
