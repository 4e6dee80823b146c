import type { Selectable } from "kysely";
import type { OrderEventKind, OrderEventValue, OrderTable } from "../../db/schema";
import { decimal, formatCreated, isoNow } from "../../http/format";
import { placeJson } from "./shipping-rule";
import { inventoryAttributesJson, money, type Db, variantAttributeRows } from "./shared";
import { voucherJson } from "./voucher";

/*
 * The Order shape of contract 5.44, built for a page of orders with one query per relation, and
 * the server-side `calculated` totals.
 *
 * Line semantics (ordered_products): `selling` and `offer_discount` are unit prices (offer_discount
 * = selling − sale/flash price), `bundle_offer` is the number of free units, `shipping_price` and
 * `tax_price` are the line's totals. The order's voucher discount is stored on the order
 * (`voucher_price`, taken when it was placed).
 */

export type OrderRow = Selectable<OrderTable>;

export interface LineAmounts {
  quantity: number;
  selling: number;
  offer_discount: number;
  bundle_offer: number;
  shipping_price: number;
  tax_price: number;
}

export interface Calculated {
  subtotal: number;
  shipping_price: number;
  offered_discount: number;
  bundle_offer: number;
  tax: number;
  voucher_price: number;
  total_price: number;
}

/** The order's totals from its lines: subtotal − offers − bundle free units + shipping + tax − voucher. */
export function calculate(lines: LineAmounts[], voucherPrice: number): Calculated {
  let subtotal = 0;
  let offered = 0;
  let bundle = 0;
  let shipping = 0;
  let tax = 0;
  for (const l of lines) {
    subtotal += l.selling * l.quantity;
    offered += l.offer_discount * l.quantity;
    bundle += (l.selling - l.offer_discount) * l.bundle_offer;
    shipping += l.shipping_price;
    tax += l.tax_price;
  }
  const total = subtotal - offered - bundle + shipping + tax - voucherPrice;
  return {
    subtotal: money(subtotal),
    shipping_price: money(shipping),
    offered_discount: money(offered),
    bundle_offer: money(bundle),
    tax: money(tax),
    voucher_price: money(voucherPrice),
    total_price: money(Math.max(0, total)),
  };
}

export interface OrderJsonOptions {
  /** Non-superadmins see only the lines of their own products (and no voucher share). */
  ownerId?: number | null;
  zone?: string;
  /** List items carry `user_info`. */
  list?: boolean;
}

function userJson(u: Record<string, unknown> | undefined) {
  if (!u) return null;
  const { password: _p, remember_token: _r, code: _c, ...rest } = u;
  return rest;
}

/** Whether the order holds a line of the vendor's own products: all a vendor may see of an order. */
export async function hasVendorLines(db: Db, orderId: number, adminId: number): Promise<boolean> {
  const line = await db
    .selectFrom("ordered_products as op")
    .innerJoin("products as p", "p.id", "op.product_id")
    .select("op.id")
    .where("op.order_id", "=", orderId)
    .where("p.admin_id", "=", adminId)
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}

/**
 * Extension `pos_order.delivery`: what the till recorded about the goods, `counter` (handed over,
 * no address) or `shipping` (sent to the order's address). Its presence also tells the panel that
 * this server records a till sale's status and payment as the till did (pos-order.ts tillSaleState).
 */
export function tillDelivery(addressId: number | null): "counter" | "shipping" {
  return addressId === null ? "counter" : "shipping";
}

/** Full Order JSON for the given rows, in their order. */
export async function ordersJson(db: Db, orders: OrderRow[], opts: OrderJsonOptions = {}) {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  let linesQ = db
    .selectFrom("ordered_products as op")
    .innerJoin("products as p", "p.id", "op.product_id")
    .select([
      "op.id",
      "op.product_id",
      "op.inventory_id",
      "op.quantity",
      "op.shipping_place_id",
      "op.shipping_type",
      "op.offer_discount",
      "op.selling",
      "op.shipping_price",
      "op.tax_price",
      "op.bundle_offer",
      "op.order_id",
      "p.title as p_title",
      "p.slug as p_slug",
      "p.image as p_image",
      "p.selling as p_selling",
      "p.offered as p_offered",
      "p.shipping_rule_id as p_shipping_rule_id",
      "p.bundle_deal_id as p_bundle_deal_id",
      "p.unit as p_unit",
      "p.refundable as p_refundable",
    ])
    .where("op.order_id", "in", ids);
  if (opts.ownerId != null) linesQ = linesQ.where("p.admin_id", "=", opts.ownerId);
  const lines = await linesQ.orderBy("op.id").execute();

  const inventoryIds = [...new Set(lines.map((l) => l.inventory_id).filter((x): x is number => x !== null))];
  const placeIds = [...new Set(lines.map((l) => l.shipping_place_id).filter((x): x is number => x !== null))];
  const userIds = [...new Set(orders.map((o) => o.user_id).filter((x): x is number => x !== null))];
  const tokens = [...new Set(orders.map((o) => o.user_token).filter((x): x is string => !!x))];
  const addressIds = [...new Set(orders.map((o) => o.user_address_id).filter((x): x is number => x !== null))];
  const voucherIds = [...new Set(orders.map((o) => o.voucher_id).filter((x): x is number => x !== null))];
  const posIds = [...new Set(orders.map((o) => o.pos_order_id).filter((x): x is number => x !== null))];

  const [inventories, attrs, places, users, guests, addresses, vouchers, cancellations, posOrders] = await Promise.all([
    inventoryIds.length ? db.selectFrom("updated_inventories").selectAll().where("id", "in", inventoryIds).execute() : [],
    variantAttributeRows(db, inventoryIds),
    placeIds.length ? db.selectFrom("shipping_places").selectAll().where("id", "in", placeIds).execute() : [],
    userIds.length ? db.selectFrom("users").selectAll().where("id", "in", userIds).execute() : [],
    tokens.length ? db.selectFrom("guest_users").selectAll().where("user_token", "in", tokens).execute() : [],
    addressIds.length ? db.selectFrom("user_addresses").selectAll().where("id", "in", addressIds).execute() : [],
    voucherIds.length ? db.selectFrom("vouchers").selectAll().where("id", "in", voucherIds).execute() : [],
    db.selectFrom("cancellations").selectAll().where("order_id", "in", ids).execute(),
    posIds.length
      ? db
          .selectFrom("pos_orders as po")
          .innerJoin("admins as a", "a.id", "po.admin_id")
          .select([
            "po.id",
            "po.payment_method",
            "po.order_id",
            "po.offline_trans_id",
            "po.offline_payment_method",
            "po.offline_payment_proof",
            "po.created_at",
            "po.updated_at",
            "a.id as admin_id",
            "a.name as admin_name",
            "a.email as admin_email",
          ])
          .where("po.id", "in", posIds)
          .execute()
      : [],
  ]);

  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const invMap = byId(inventories);
  const placeMap = byId(places);
  const userMap = byId(users);
  const guestMap = new Map(guests.map((g) => [g.user_token, g]));
  const addressMap = byId(addresses);
  const voucherMap = byId(vouchers);
  const cancelMap = new Map(cancellations.map((x) => [x.order_id, x]));
  const posMap = byId(posOrders);

  return orders.map((o) => {
    const own = lines.filter((l) => l.order_id === o.id);
    const voucherPrice = opts.ownerId != null ? 0 : o.voucher_price;
    const calculated = calculate(own, voucherPrice);
    const user = o.user_id !== null ? userMap.get(o.user_id) : undefined;
    const guest = o.user_token ? guestMap.get(o.user_token) : undefined;
    const pos = o.pos_order_id !== null ? posMap.get(o.pos_order_id) : undefined;
    const voucher = o.voucher_id !== null ? voucherMap.get(o.voucher_id) : undefined;
    const address = o.user_address_id !== null ? addressMap.get(o.user_address_id) : undefined;
    const json: Record<string, unknown> = {
      id: o.id,
      order: o.order,
      status: o.status,
      // A vendor is shown its share of a mixed order (its lines' total), never the whole.
      total_amount: opts.ownerId != null ? decimal(calculated.total_price) : decimal(o.total_amount),
      order_method: o.order_method,
      currency: o.currency,
      payment_done: o.payment_done,
      cancelled: o.cancelled,
      viewed: o.viewed,
      payment_token: o.payment_token,
      trans_id: o.trans_id,
      user_id: o.user_id,
      user_token: o.user_token,
      user_address_id: o.user_address_id,
      voucher_id: o.voucher_id,
      pos_order_id: o.pos_order_id,
      created_at: o.created_at,
      updated_at: o.updated_at,
      created: formatCreated(o.created_at, opts.zone),
      calculated,
      address: address ?? null,
      user: userJson(user),
      guest_user: guest ?? null,
      cancellation: cancelMap.get(o.id) ?? null,
      voucher: voucher ? voucherJson(voucher) : null,
      pos_order: pos
        ? {
            id: pos.id,
            payment_method: pos.payment_method,
            order_id: pos.order_id,
            offline_trans_id: pos.offline_trans_id,
            offline_payment_method: pos.offline_payment_method,
            offline_payment_proof: pos.offline_payment_proof,
            delivery: tillDelivery(o.user_address_id),
            created_at: pos.created_at,
            updated_at: pos.updated_at,
            admin: { id: pos.admin_id, name: pos.admin_name, email: pos.admin_email },
          }
        : null,
      ordered_products: own.map((l) => {
        const inv = l.inventory_id !== null ? invMap.get(l.inventory_id) : undefined;
        const place = l.shipping_place_id !== null ? placeMap.get(l.shipping_place_id) : undefined;
        return {
          id: l.id,
          product_id: l.product_id,
          inventory_id: l.inventory_id,
          quantity: l.quantity,
          shipping_place_id: l.shipping_place_id,
          shipping_type: l.shipping_type,
          offer_discount: decimal(l.offer_discount),
          selling: decimal(l.selling),
          shipping_price: decimal(l.shipping_price),
          tax_price: decimal(l.tax_price),
          bundle_offer: l.bundle_offer,
          order_id: l.order_id,
          shipping_place: place ? placeJson(place) : null,
          product: {
            id: l.product_id,
            title: l.p_title,
            slug: l.p_slug,
            image: l.p_image,
            selling: l.p_selling,
            offered: l.p_offered,
            shipping_rule_id: l.p_shipping_rule_id,
            bundle_deal_id: l.p_bundle_deal_id === null ? null : String(l.p_bundle_deal_id),
            unit: l.p_unit,
            // Extension: what cancellation/refund checks, so the panel can say why it offers none.
            refundable: l.p_refundable,
          },
          updated_inventory: inv
            ? {
                id: inv.id,
                product_id: inv.product_id,
                quantity: inv.quantity,
                price: decimal(inv.price),
                sku: inv.sku,
                created_at: inv.created_at,
                updated_at: inv.updated_at,
                inventory_attributes: inventoryAttributesJson(attrs, inv.id),
              }
            : null,
        };
      }),
    };
    if (opts.list) {
      json.user_info = user
        ? { id: user.id, name: user.name, email: user.email }
        : guest
          ? { id: guest.id, name: guest.name, email: guest.email }
          : null;
    }
    return json;
  });
}

// ---------------------------------------------------------------------------------------------
// Timeline (order/timeline/{id}, table order_events of migration 0204)

export interface OrderEventInput {
  order_id: number;
  kind: OrderEventKind;
  from?: OrderEventValue;
  to?: OrderEventValue;
  /** Who made the change; null for the customer or the system. */
  admin_id: number | null;
  created_at?: string;
}

/**
 * Records one timeline event. Callers pass their transaction, so the event is written with the change
 * it describes or not at all, and call it only for real changes (a value set to itself is no event).
 */
export async function recordOrderEvent(db: Db, e: OrderEventInput): Promise<void> {
  await db
    .insertInto("order_events")
    .values({
      order_id: e.order_id,
      kind: e.kind,
      from_value: e.from ?? null,
      to_value: e.to ?? null,
      admin_id: e.admin_id,
      created_at: e.created_at ?? isoNow(),
    })
    .execute();
}

export interface TimelineEntry {
  kind: OrderEventKind;
  from: OrderEventValue;
  to: OrderEventValue;
  admin: { id: number; name: string } | null;
  created_at: string;
  /** created_at as `h:i a, d M, y` in the request's time_zone, like the order's own `created`. */
  created: string | null;
}

/**
 * The order's timeline, oldest first. The order's creation always comes first: the recorded
 * `created` event (POS orders, with their cashier) or one built from orders.created_at (customers'
 * orders are placed outside this server, and older POS orders take their cashier from pos_orders).
 * A cancellation without a recorded `cancelled` event (customers cancel from the storefront) is
 * built from its cancellations row.
 */
export async function orderTimeline(
  db: Db,
  order: Pick<OrderRow, "id" | "created_at" | "pos_order_id">,
  zone: string | undefined,
): Promise<TimelineEntry[]> {
  const [events, cancellation, cashier] = await Promise.all([
    db
      .selectFrom("order_events as e")
      .leftJoin("admins as a", "a.id", "e.admin_id")
      .select(["e.id", "e.kind", "e.from_value", "e.to_value", "e.created_at", "a.id as admin_id", "a.name as admin_name"])
      .where("e.order_id", "=", order.id)
      .orderBy("e.created_at")
      .orderBy("e.id")
      .execute(),
    db.selectFrom("cancellations").select("created_at").where("order_id", "=", order.id).executeTakeFirst(),
    order.pos_order_id !== null
      ? db
          .selectFrom("pos_orders as po")
          .innerJoin("admins as a", "a.id", "po.admin_id")
          .select(["a.id", "a.name"])
          .where("po.id", "=", order.pos_order_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const entry = (
    kind: OrderEventKind,
    from: OrderEventValue,
    to: OrderEventValue,
    admin: TimelineEntry["admin"],
    at: string,
  ): TimelineEntry => ({ kind, from, to, admin, created_at: at, created: formatCreated(at, zone) });

  const recordedCreated = events.find((e) => e.kind === "created");
  const first = recordedCreated
    ? entry(
        "created",
        recordedCreated.from_value,
        recordedCreated.to_value,
        adminOf(recordedCreated.admin_id, recordedCreated.admin_name),
        recordedCreated.created_at,
      )
    : entry("created", null, null, cashier ? { id: cashier.id, name: cashier.name } : null, order.created_at);

  const rest = events
    .filter((e) => e.kind !== "created")
    .map((e) => entry(e.kind, e.from_value, e.to_value, adminOf(e.admin_id, e.admin_name), e.created_at));
  if (cancellation && !events.some((e) => e.kind === "cancelled")) {
    rest.push(entry("cancelled", null, null, null, cancellation.created_at));
    // Stable sort: events of the same instant keep their recorded order.
    rest.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  }
  return [first, ...rest];
}

function adminOf(id: number | null, name: string | null): TimelineEntry["admin"] {
  return id !== null && name !== null ? { id, name } : null;
}
