import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { toIso } from "../../http/format";
import { ensureAccount } from "../accounts";
import { insertRows } from "../insert";
import type { AreaSeeder, Rng, SeedContext } from "../context";
import { FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS } from "./names";

/*
 * People around the shop: two more vendors, an admin with a custom "editor" role, newsletter
 * subscribers and templates, contact messages, and the customers' carts, wishlists and logins
 * (runs after catalog, whose products the carts need). Same volumes at bench scale.
 */

/** Demo accounts added here (local use only, listed in server/docs/people-area.md). */
export const PEOPLE_ACCOUNTS = [
  {
    email: "vendor2@example.com",
    password: "vendor123",
    name: "Green Grocer",
    username: "greengrocer",
    role: "vendor",
    commission: 8,
    store: "Green Grocer",
  },
  {
    email: "vendor3@example.com",
    password: "vendor123",
    name: "Tech Hub",
    username: "techhub",
    role: "vendor",
    commission: 15,
    store: "Tech Hub",
  },
  {
    email: "editor@example.com",
    password: "editor123",
    name: "Catalog Editor",
    username: "editor",
    role: "editor",
    commission: null,
    store: "Editor Desk",
  },
] as const;

const EDITOR_PERMISSIONS = [
  "dashboard.view",
  "profile.view",
  "profile.edit",
  ...["category", "subcategory", "brand", "attribute", "product"].flatMap((g) =>
    ["view", "create", "edit", "delete"].map((a) => `${g}.${a}`),
  ),
];

const SUBSCRIBERS = 60;
const MESSAGES = 30;

const FORMATS = [
  {
    title: "Welcome",
    subject: "Welcome to our newsletter",
    body: "<h1>Welcome!</h1><p>Thanks for subscribing. Expect our best deals every week.</p>",
  },
  {
    title: "Weekly deals",
    subject: "This week's deals",
    body: "<h2>Deals of the week</h2><p>Up to <strong>40% off</strong> selected items.</p>",
  },
  { title: "New arrivals", subject: "Fresh in store", body: "<h2>New arrivals</h2><p>Have a look at what just landed in our shop.</p>" },
  {
    title: "Holiday sale",
    subject: "Holiday sale starts now",
    body: "<h2>Holiday sale</h2><p>Free shipping on every order until Sunday.</p>",
  },
];

const SUBJECTS = [
  "Order status",
  "Return request",
  "Payment question",
  "Product availability",
  "Shipping time",
  "Wrong item received",
  "Invoice needed",
  "Partnership",
];
const BODIES = [
  "Hello, could you tell me when my order will be shipped? Thanks.",
  "I would like to return an item I bought last week. What should I do?",
  "My card was charged twice for the same order, can you check please?",
  "Will this product be back in stock soon?",
  "How long does delivery to my country usually take?",
  "I received a different colour than the one I ordered.",
  "Please send me an invoice with my company details.",
  "We are a small brand and would like to sell in your shop.",
];

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
];

async function seedAccounts(db: Kysely<Database>, ctx: SeedContext) {
  const now = toIso(ctx.now);
  let editorRole = await db
    .selectFrom("roles")
    .select("id")
    .where("name", "=", "editor")
    .where("guard_name", "=", "admin")
    .executeTakeFirst();
  if (!editorRole) {
    editorRole = await db
      .insertInto("roles")
      .values({ name: "editor", guard_name: "admin", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const perms = await db.selectFrom("permissions").select("id").where("name", "in", EDITOR_PERMISSIONS).execute();
    if (perms.length)
      await db
        .insertInto("role_has_permissions")
        .values(perms.map((p) => ({ role_id: editorRole!.id, permission_id: p.id })))
        .execute();
  }
  for (const account of PEOPLE_ACCOUNTS) {
    if (await db.selectFrom("admins").select("id").where("email", "=", account.email).executeTakeFirst()) continue;
    await ensureAccount(db, { ...account, store: { name: account.store, slug: account.username } }, ctx.rng.date(200));
  }
}

function personEmail(rng: Rng, i: number): { name: string; email: string } {
  const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const local = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".");
  return { name, email: `${local}.${i}@${rng.pick(MAIL_DOMAINS)}` };
}

export const peopleSeeder: AreaSeeder = {
  name: "people",
  async run(db, ctx) {
    const { rng } = ctx;
    await seedAccounts(db, ctx);
    const already = await db.selectFrom("subscribers").select("id").limit(1).executeTakeFirst();
    if (already) {
      ctx.log("people: data exists, only accounts checked");
      return;
    }
    const users = await db.selectFrom("users").select(["id", "name", "email", "created_at"]).orderBy("id").execute();
    const guests = await db.selectFrom("guest_users").select(["id", "user_token", "created_at"]).orderBy("id").execute();
    // A bounded pool of public products with a variant: enough variety, cheap at bench scale.
    const products = await db
      .selectFrom("products as p")
      .innerJoin("updated_inventories as i", "i.product_id", "p.id")
      .select(["p.id", (eb) => eb.fn.min("i.id").as("inventory_id")])
      .where("p.status", "=", 1)
      .groupBy("p.id")
      .orderBy("p.id")
      .limit(1000)
      .execute();

    await db.transaction().execute(async (trx) => {
      const now = toIso(ctx.now);
      const subscribers: any[] = [];
      const seen = new Set<string>();
      for (let i = 0; subscribers.length < SUBSCRIBERS; i++) {
        // Some subscribers are customers, the others newsletter-only addresses.
        const email = i % 3 === 0 && users.length ? rng.pick(users).email : personEmail(rng, i).email;
        if (!email || seen.has(email)) continue;
        seen.add(email);
        const at = rng.date(365);
        subscribers.push({ email, created_at: at, updated_at: at });
      }
      await insertRows(trx, "subscribers", subscribers);

      await trx
        .insertInto("subscription_email_formats")
        .values(
          FORMATS.map((f, i) => ({
            ...f,
            admin_id: ctx.admins.admin,
            created_at: toIso(new Date(ctx.now.getTime() - (FORMATS.length - i) * 86_400_000 * 20)),
            updated_at: now,
          })),
        )
        .execute();

      const messages: any[] = [];
      for (let i = 0; i < MESSAGES; i++) {
        const fromCustomer = users.length > 0 && rng.bool(0.5);
        const who = fromCustomer ? rng.pick(users) : personEmail(rng, 1000 + i);
        const at = rng.date(120);
        const k = rng.int(0, SUBJECTS.length - 1);
        const viewed = rng.bool(0.6) ? 1 : 2;
        messages.push({
          name: who.name,
          email: who.email,
          subject: SUBJECTS[k],
          message: BODIES[k],
          viewed,
          replied: viewed === 1 && rng.bool(0.5) ? 1 : 2,
          created_at: at,
          updated_at: at,
        });
      }
      await insertRows(trx, "contact_us", messages);

      // A customer's cart line (registered: user_id; guest: user_token) of one variant.
      const cartLine = (
        p: { id: number; inventory_id: number },
        owner: { user_id: number | null; user_token: string | null },
        at: string,
        quantity: number,
      ) => ({
        ...owner,
        product_id: p.id,
        inventory_id: p.inventory_id,
        quantity,
        selected: 1,
        shipping_type: 1,
        admin_id: null,
        created_at: at,
        updated_at: at,
      });
      const carts: Array<ReturnType<typeof cartLine>> = [];
      const wishlists: any[] = [];
      if (products.length) {
        for (const u of users) {
          if (rng.bool(0.35)) {
            for (const p of rng.sample(products, rng.int(1, 4)))
              carts.push(cartLine(p, { user_id: u.id, user_token: null }, rng.date(30), rng.int(1, 3)));
          }
          if (rng.bool(0.4)) {
            for (const p of rng.sample(products, rng.int(1, 5)))
              wishlists.push({ user_id: u.id, product_id: p.id, created_at: rng.date(180) });
          }
        }
        for (const g of guests) {
          if (!rng.bool(0.25)) continue;
          for (const p of rng.sample(products, rng.int(1, 3)))
            carts.push(cartLine(p, { user_id: null, user_token: g.user_token }, rng.date(14), rng.int(1, 2)));
        }
      }
      await insertRows(trx, "carts", carts);
      await insertRows(trx, "wishlists", wishlists);

      // No customer login endpoint exists in this backend, so the login history is seeded.
      const logins: any[] = [];
      const since = (iso: string) => Math.max(1, Math.floor((ctx.now.getTime() - Date.parse(iso)) / 86_400_000));
      for (const u of users) {
        const days = Math.min(since(u.created_at), 180);
        const ip = `${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.`;
        const agent = rng.pick(AGENTS);
        for (let i = rng.int(5, 30); i > 0; i--) {
          logins.push({
            user_id: u.id,
            ip: `${ip}${rng.int(1, 254)}`,
            user_agent: rng.bool(0.85) ? agent : rng.pick(AGENTS),
            created_at: rng.date(days),
          });
        }
      }
      await insertRows(trx, "user_logins", logins);
      ctx.log(
        `people: ${subscribers.length} subscribers, ${messages.length} messages, ${carts.length} cart lines, ${wishlists.length} wishlist rows, ${logins.length} logins`,
      );
    });
  },
};
