import type { AreaSeeder, Rng } from "../context";
import { COUNTRIES, FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS, STREETS } from "./names";

/*
 * Customers that orders need: registered users (each with 1–3 addresses, one of them the
 * default) and guest users (each with one address keyed by their token). Runs first. The volumes
 * are the same at bench scale: the people screens are small lists.
 */

const CUSTOMERS = 120;
const GUESTS = 40;

function pattern(rng: Rng, p: string): string {
  return p.replace(/[#A]/g, (ch) => (ch === "#" ? String(rng.int(0, 9)) : String.fromCharCode(65 + rng.int(0, 25))));
}

function phoneOf(rng: Rng, prefix: string): string {
  return `${prefix} ${rng.int(200, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

function slugName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

function address(rng: Rng, name: string, email: string, createdAt: string) {
  const country = rng.pick(COUNTRIES);
  const [city, state] = rng.pick(country.cities);
  return {
    name,
    email,
    phone: phoneOf(rng, country.phone),
    country: country.code,
    state,
    city,
    zip: pattern(rng, country.zip),
    address_1: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
    address_2: rng.bool(0.3) ? `Apt ${rng.int(1, 80)}` : null,
    delivery_instruction: rng.bool(0.2)
      ? rng.pick(["Leave at the door.", "Ring twice.", "Call on arrival.", "Deliver to the reception."])
      : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** A token that looks like the storefront's guest tokens (32 hex characters), from the seeded stream. */
function token(rng: Rng): string {
  let s = "";
  for (let i = 0; i < 32; i++) s += rng.int(0, 15).toString(16);
  return s;
}

export const customersSeeder: AreaSeeder = {
  name: "customers",
  async run(db, ctx) {
    const { rng } = ctx;
    const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
    if (existing) {
      ctx.log("customers: users exist, skipped");
      return;
    }
    await db.transaction().execute(async (trx) => {
      const usedEmails = new Set<string>();
      for (let i = 0; i < CUSTOMERS; i++) {
        const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
        let email = `${slugName(name)}@${rng.pick(MAIL_DOMAINS)}`;
        if (usedEmails.has(email)) email = email.replace("@", `${i}@`);
        usedEmails.add(email);
        const createdAt = rng.date(365);
        const country = rng.pick(COUNTRIES);
        const user = await trx
          .insertInto("users")
          .values({
            name,
            email,
            // Customers sign in on the storefront, which this backend does not serve: no password.
            password: null,
            remember_token: null,
            code: null,
            google_id: null,
            facebook_id: null,
            verified: rng.bool(0.8) ? 1 : 0,
            default_address: null,
            phone: rng.bool(0.85) ? phoneOf(rng, country.phone) : null,
            viewed: rng.bool(0.7) ? 1 : 0,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const count = rng.int(1, 3);
        const defaultIndex = rng.int(0, count - 1);
        let defaultId: number | null = null;
        for (let a = 0; a < count; a++) {
          const row = await trx
            .insertInto("user_addresses")
            .values({ ...address(rng, name, email, createdAt), user_id: user.id, user_token: null, default: a === defaultIndex ? 1 : 2 })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (a === defaultIndex) defaultId = row.id;
        }
        await trx.updateTable("users").set({ default_address: defaultId }).where("id", "=", user.id).execute();
      }

      for (let i = 0; i < GUESTS; i++) {
        const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
        const email = `guest.${slugName(name)}${i}@${rng.pick(MAIL_DOMAINS)}`;
        const createdAt = rng.date(365);
        const userToken = token(rng);
        const addr = await trx
          .insertInto("user_addresses")
          .values({ ...address(rng, name, email, createdAt), user_id: null, user_token: userToken, default: 1 })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("guest_users")
          .values({
            name,
            email,
            user_token: userToken,
            default_address: addr.id,
            viewed: rng.bool(0.5) ? 1 : 0,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute();
      }
    });
    ctx.log(`customers: ${CUSTOMERS} users with addresses, ${GUESTS} guests`);
  },
};
