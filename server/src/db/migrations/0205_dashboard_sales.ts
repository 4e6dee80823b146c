/**
 * Dashboard: sales and order-status roll-ups kept exact by triggers, so `order-statistic` reads a
 * few thousand pre-summed rows instead of joining 500k order lines with their orders, products,
 * brands and categories (1–2.6 s at the bench scale before).
 *
 * - sales_product_days: per (POS or website, UTC day, product) the lines, quantity and amount in
 *   cents of NON-cancelled orders, with the product's owner and brand (copied; kept in step).
 * - sales_product_totals: the same summed over every day, per product and type (pos 0 website,
 *   1 POS, 2 both): the "all" period, and the whole from which long periods are answered as
 *   "all minus what came before".
 * - sales_group_days / sales_group_totals: the same per brand (kind 1) and per category (kind 2,
 *   through product_categories), and per owner.
 * - sales_status_days: orders per (owner, POS or website, day, cancelled, status); owner 0 is the
 *   whole shop, any other owner counts the orders holding that seller's lines (order_vendors).
 *   Rows that fall to 0 stay (they add nothing); the sales tables drop theirs so an unsold product
 *   or group never ranks.
 *
 * Amounts are integer cents (selling × quantity rounded to the cent per line), so adding and
 * taking away never drifts. Every trigger is "take the old contribution away, add the new one";
 * rows whose line count reaches 0 are deleted. Deleting an order first deletes its lines (a BEFORE
 * trigger) so their contributions go while the order's type, day and state are still readable.
 */
import { sql, type Kysely } from "kysely";

/** Cents of one line. */
const CENTS = (line: string) => `CAST(round(${line}.selling * ${line}.quantity * 100) AS INTEGER)`;
const ADD = "lines = lines + excluded.lines, qty = qty + excluded.qty, cents = cents + excluded.cents";

/** Adds (sign 1) or takes away (-1) one order line `L` (NEW/OLD) from sales_product_days. */
function lineToDays(line: "NEW" | "OLD", sign: 1 | -1): string {
  return `
    INSERT INTO sales_product_days (pos, day, product_id, admin_id, brand_id, lines, qty, cents)
      SELECT o.pos_order_id IS NOT NULL, substr(o.created_at, 1, 10), ${line}.product_id,
        coalesce((SELECT admin_id FROM products WHERE id = ${line}.product_id), 0),
        (SELECT brand_id FROM products WHERE id = ${line}.product_id),
        ${sign}, ${sign} * ${line}.quantity, ${sign} * ${CENTS(line)}
      FROM orders o WHERE o.id = ${line}.order_id AND o.cancelled = 0
      ON CONFLICT (pos, day, product_id) DO UPDATE SET ${ADD};
    DELETE FROM sales_product_days WHERE product_id = ${line}.product_id AND lines = 0;`;
}

/** Adds or takes away all lines of order `O` (NEW/OLD) as that order row reads. */
function orderToDays(order: "NEW" | "OLD", sign: 1 | -1): string {
  return `
    INSERT INTO sales_product_days (pos, day, product_id, admin_id, brand_id, lines, qty, cents)
      SELECT ${order}.pos_order_id IS NOT NULL, substr(${order}.created_at, 1, 10), op.product_id,
        coalesce(p.admin_id, 0), p.brand_id, ${sign} * count(*), ${sign} * sum(op.quantity), ${sign} * sum(${CENTS("op")})
      FROM ordered_products op LEFT JOIN products p ON p.id = op.product_id
      WHERE op.order_id = ${order}.id AND ${order}.cancelled = 0
      GROUP BY op.product_id
      ON CONFLICT (pos, day, product_id) DO UPDATE SET ${ADD};
    DELETE FROM sales_product_days WHERE lines = 0 AND product_id IN (SELECT product_id FROM ordered_products WHERE order_id = ${order}.id);`;
}

/** Adds or takes away one sales_product_days row `R` (NEW/OLD) from the totals and group tables. */
function dayRowToDerived(row: "NEW" | "OLD", sign: 1 | -1): string {
  const v = `${sign} * ${row}.lines, ${sign} * ${row}.qty, ${sign} * ${row}.cents`;
  return `
    INSERT INTO sales_product_totals (product_id, pos, admin_id, lines, qty, cents)
      VALUES (${row}.product_id, ${row}.pos, ${row}.admin_id, ${v}), (${row}.product_id, 2, ${row}.admin_id, ${v})
      ON CONFLICT (product_id, pos) DO UPDATE SET ${ADD}, admin_id = excluded.admin_id;
    DELETE FROM sales_product_totals WHERE product_id = ${row}.product_id AND lines = 0;
    INSERT INTO sales_group_days (kind, pos, day, group_id, admin_id, lines, qty, cents)
      SELECT 1, ${row}.pos, ${row}.day, ${row}.brand_id, ${row}.admin_id, ${v} WHERE ${row}.brand_id IS NOT NULL
      ON CONFLICT (kind, pos, day, group_id, admin_id) DO UPDATE SET ${ADD};
    INSERT INTO sales_group_days (kind, pos, day, group_id, admin_id, lines, qty, cents)
      SELECT 2, ${row}.pos, ${row}.day, pc.category_id, ${row}.admin_id, ${v} FROM product_categories pc WHERE pc.product_id = ${row}.product_id
      ON CONFLICT (kind, pos, day, group_id, admin_id) DO UPDATE SET ${ADD};
    DELETE FROM sales_group_days WHERE kind IN (1, 2) AND pos = ${row}.pos AND day = ${row}.day AND lines = 0;`;
}

/** Adds or takes away one sales_group_days row from sales_group_totals. */
function groupDayToTotals(row: "NEW" | "OLD", sign: 1 | -1): string {
  return `
    INSERT INTO sales_group_totals (kind, group_id, admin_id, pos, lines, qty, cents)
      VALUES (${row}.kind, ${row}.group_id, ${row}.admin_id, ${row}.pos, ${sign} * ${row}.lines, ${sign} * ${row}.qty, ${sign} * ${row}.cents)
      ON CONFLICT (kind, group_id, admin_id, pos) DO UPDATE SET ${ADD};
    DELETE FROM sales_group_totals WHERE kind = ${row}.kind AND group_id = ${row}.group_id AND lines = 0;`;
}

/** Adds or takes away one product's day rows to category `C` (a product_categories NEW/OLD row). */
function categoryLink(link: "NEW" | "OLD", sign: 1 | -1): string {
  return `
    INSERT INTO sales_group_days (kind, pos, day, group_id, admin_id, lines, qty, cents)
      SELECT 2, d.pos, d.day, ${link}.category_id, d.admin_id, ${sign} * d.lines, ${sign} * d.qty, ${sign} * d.cents
      FROM sales_product_days d WHERE d.product_id = ${link}.product_id
      ON CONFLICT (kind, pos, day, group_id, admin_id) DO UPDATE SET ${ADD};
    DELETE FROM sales_group_days WHERE kind = 2 AND group_id = ${link}.category_id AND lines = 0;`;
}

/** One order counted (1) or uncounted (-1) for the shop (owner 0) and, when `vendors`, its sellers. */
function orderToStatus(order: "NEW" | "OLD", sign: 1 | -1, vendors: boolean): string {
  const key = `${order}.pos_order_id IS NOT NULL, substr(${order}.created_at, 1, 10), ${order}.cancelled, ${order}.status`;
  const shop = `
    INSERT INTO sales_status_days (admin_id, pos, day, cancelled, status, n) VALUES (0, ${key}, ${sign})
      ON CONFLICT (admin_id, pos, day, cancelled, status) DO UPDATE SET n = n + excluded.n;`;
  const sellers = `
    INSERT INTO sales_status_days (admin_id, pos, day, cancelled, status, n)
      SELECT ov.admin_id, ${key}, ${sign} FROM order_vendors ov WHERE ov.order_id = ${order}.id
      ON CONFLICT (admin_id, pos, day, cancelled, status) DO UPDATE SET n = n + excluded.n;`;
  return `${shop}${vendors ? sellers : ""}`;
}

/** One seller row of an order (order_vendors NEW/OLD) counted or uncounted. */
function sellerToStatus(row: "NEW" | "OLD", sign: 1 | -1): string {
  return `
    INSERT INTO sales_status_days (admin_id, pos, day, cancelled, status, n)
      SELECT ${row}.admin_id, o.pos_order_id IS NOT NULL, substr(o.created_at, 1, 10), o.cancelled, o.status, ${sign}
      FROM orders o WHERE o.id = ${row}.order_id
      ON CONFLICT (admin_id, pos, day, cancelled, status) DO UPDATE SET n = n + excluded.n;`;
}

const TRIGGERS: Record<string, string> = {
  dash_line_insert: `AFTER INSERT ON ordered_products BEGIN ${lineToDays("NEW", 1)} END`,
  dash_line_delete: `AFTER DELETE ON ordered_products BEGIN ${lineToDays("OLD", -1)} END`,
  dash_line_update: `AFTER UPDATE OF order_id, product_id, selling, quantity ON ordered_products BEGIN
    ${lineToDays("OLD", -1)} ${lineToDays("NEW", 1)} END`,
  dash_order_insert: `AFTER INSERT ON orders BEGIN ${orderToStatus("NEW", 1, false)} END`,
  // The lines go first, while the order still says which day, type and state they were counted in.
  dash_order_delete: `BEFORE DELETE ON orders BEGIN
    DELETE FROM ordered_products WHERE order_id = OLD.id;
    DELETE FROM order_vendors WHERE order_id = OLD.id;
    ${orderToStatus("OLD", -1, false)} END`,
  dash_order_update: `AFTER UPDATE OF status, cancelled, pos_order_id, created_at ON orders
    WHEN OLD.status IS NOT NEW.status OR OLD.cancelled IS NOT NEW.cancelled OR OLD.created_at IS NOT NEW.created_at
      OR (OLD.pos_order_id IS NULL) <> (NEW.pos_order_id IS NULL)
    BEGIN ${orderToStatus("OLD", -1, true)} ${orderToStatus("NEW", 1, true)} ${orderToDays("OLD", -1)} ${orderToDays("NEW", 1)} END`,
  dash_seller_insert: `AFTER INSERT ON order_vendors BEGIN ${sellerToStatus("NEW", 1)} END`,
  dash_seller_delete: `AFTER DELETE ON order_vendors BEGIN ${sellerToStatus("OLD", -1)} END`,
  dash_day_insert: `AFTER INSERT ON sales_product_days BEGIN ${dayRowToDerived("NEW", 1)} END`,
  dash_day_delete: `AFTER DELETE ON sales_product_days BEGIN ${dayRowToDerived("OLD", -1)} END`,
  dash_day_update: `AFTER UPDATE ON sales_product_days BEGIN ${dayRowToDerived("OLD", -1)} ${dayRowToDerived("NEW", 1)} END`,
  dash_group_insert: `AFTER INSERT ON sales_group_days BEGIN ${groupDayToTotals("NEW", 1)} END`,
  dash_group_delete: `AFTER DELETE ON sales_group_days BEGIN ${groupDayToTotals("OLD", -1)} END`,
  dash_group_update: `AFTER UPDATE ON sales_group_days BEGIN ${groupDayToTotals("OLD", -1)} ${groupDayToTotals("NEW", 1)} END`,
  dash_category_insert: `AFTER INSERT ON product_categories BEGIN ${categoryLink("NEW", 1)} END`,
  dash_category_delete: `AFTER DELETE ON product_categories BEGIN ${categoryLink("OLD", -1)} END`,
  dash_category_update: `AFTER UPDATE OF product_id, category_id ON product_categories BEGIN ${categoryLink("OLD", -1)} ${categoryLink("NEW", 1)} END`,
  // A product changing owner or brand carries its sales along (the day rows' update trigger moves them).
  dash_product_owner: `AFTER UPDATE OF admin_id, brand_id ON products
    WHEN OLD.admin_id IS NOT NEW.admin_id OR OLD.brand_id IS NOT NEW.brand_id
    BEGIN UPDATE sales_product_days SET admin_id = NEW.admin_id, brand_id = NEW.brand_id WHERE product_id = NEW.id; END`,
};

/**
 * Recomputes every roll-up from the orders, their lines, products and categories in set-based
 * statements (the migration's backfill, and the seed's bulk load with the triggers set aside:
 * db/derived-tables.ts). The result is what the triggers would have kept.
 */
export async function rebuildDashboardSales(db: Kysely<any>): Promise<void> {
  for (const t of ["sales_product_days", "sales_product_totals", "sales_group_days", "sales_group_totals", "sales_status_days"])
    await sql.raw(`DELETE FROM ${t}`).execute(db);
  await sql
    .raw(
      `INSERT INTO sales_product_days (pos, day, product_id, admin_id, brand_id, lines, qty, cents)
    SELECT o.pos_order_id IS NOT NULL, substr(o.created_at, 1, 10), op.product_id, coalesce(p.admin_id, 0), p.brand_id,
      count(*), sum(op.quantity), sum(${CENTS("op")})
    FROM ordered_products op JOIN orders o ON o.id = op.order_id LEFT JOIN products p ON p.id = op.product_id
    WHERE o.cancelled = 0 GROUP BY 1, 2, 3`,
    )
    .execute(db);
  await sql`INSERT INTO sales_product_totals (product_id, pos, admin_id, lines, qty, cents)
    SELECT product_id, pos, max(admin_id), sum(lines), sum(qty), sum(cents) FROM sales_product_days GROUP BY product_id, pos
    UNION ALL
    SELECT product_id, 2, max(admin_id), sum(lines), sum(qty), sum(cents) FROM sales_product_days GROUP BY product_id`.execute(db);
  await sql`INSERT INTO sales_group_days (kind, pos, day, group_id, admin_id, lines, qty, cents)
    SELECT 1, pos, day, brand_id, admin_id, sum(lines), sum(qty), sum(cents) FROM sales_product_days WHERE brand_id IS NOT NULL
    GROUP BY pos, day, brand_id, admin_id`.execute(db);
  await sql`INSERT INTO sales_group_days (kind, pos, day, group_id, admin_id, lines, qty, cents)
    SELECT 2, d.pos, d.day, pc.category_id, d.admin_id, sum(d.lines), sum(d.qty), sum(d.cents)
    FROM sales_product_days d JOIN product_categories pc ON pc.product_id = d.product_id
    GROUP BY d.pos, d.day, pc.category_id, d.admin_id`.execute(db);
  await sql`INSERT INTO sales_group_totals (kind, group_id, admin_id, pos, lines, qty, cents)
    SELECT kind, group_id, admin_id, pos, sum(lines), sum(qty), sum(cents) FROM sales_group_days GROUP BY kind, group_id, admin_id, pos`.execute(
    db,
  );
  await sql`INSERT INTO sales_status_days (admin_id, pos, day, cancelled, status, n)
    SELECT 0, pos_order_id IS NOT NULL, substr(created_at, 1, 10), cancelled, status, count(*) FROM orders GROUP BY 2, 3, 4, 5`.execute(db);
  await sql`INSERT INTO sales_status_days (admin_id, pos, day, cancelled, status, n)
    SELECT ov.admin_id, o.pos_order_id IS NOT NULL, substr(o.created_at, 1, 10), o.cancelled, o.status, count(*)
    FROM order_vendors ov JOIN orders o ON o.id = ov.order_id GROUP BY 1, 2, 3, 4, 5`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const cols = "lines INTEGER NOT NULL, qty INTEGER NOT NULL, cents INTEGER NOT NULL";
  await sql
    .raw(
      `CREATE TABLE sales_product_days (pos INTEGER NOT NULL, day TEXT NOT NULL, product_id INTEGER NOT NULL,
    admin_id INTEGER NOT NULL, brand_id INTEGER, ${cols}, PRIMARY KEY (pos, day, product_id)) WITHOUT ROWID`,
    )
    .execute(db);
  // A product's days with their figures (covering): the ranking walk reads products one by one.
  await sql`CREATE INDEX sales_product_days_product_idx ON sales_product_days (product_id, day, pos, lines, qty, cents)`.execute(db);
  await sql
    .raw(
      `CREATE TABLE sales_product_totals (product_id INTEGER NOT NULL, pos INTEGER NOT NULL, admin_id INTEGER NOT NULL,
    ${cols}, PRIMARY KEY (product_id, pos)) WITHOUT ROWID`,
    )
    .execute(db);
  // Best sellers first, per type and per owner (the threshold walk of dashboard-statistic.ts).
  // Covering, so stepping over the rows already read costs no table lookups.
  await sql`CREATE INDEX sales_product_totals_rank_idx ON sales_product_totals (pos, cents DESC, product_id, lines, qty)`.execute(db);
  await sql`CREATE INDEX sales_product_totals_owner_rank_idx ON sales_product_totals (admin_id, pos, cents DESC, product_id, lines, qty)`.execute(
    db,
  );
  await sql
    .raw(
      `CREATE TABLE sales_group_days (kind INTEGER NOT NULL, pos INTEGER NOT NULL, day TEXT NOT NULL, group_id INTEGER NOT NULL,
    admin_id INTEGER NOT NULL, ${cols}, PRIMARY KEY (kind, pos, day, group_id, admin_id)) WITHOUT ROWID`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE sales_group_totals (kind INTEGER NOT NULL, group_id INTEGER NOT NULL, admin_id INTEGER NOT NULL,
    pos INTEGER NOT NULL, ${cols}, PRIMARY KEY (kind, group_id, admin_id, pos)) WITHOUT ROWID`,
    )
    .execute(db);
  await sql`CREATE TABLE sales_status_days (admin_id INTEGER NOT NULL, pos INTEGER NOT NULL, day TEXT NOT NULL,
    cancelled INTEGER NOT NULL, status INTEGER NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY (admin_id, pos, day, cancelled, status)) WITHOUT ROWID`.execute(db);

  await rebuildDashboardSales(db);
  // Then arm the triggers.
  for (const [name, body] of Object.entries(TRIGGERS)) await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(TRIGGERS)) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  for (const t of ["sales_product_days", "sales_product_totals", "sales_group_days", "sales_group_totals", "sales_status_days"])
    await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
}
