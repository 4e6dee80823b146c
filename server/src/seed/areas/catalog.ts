import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { colour, escapeXml, initials, productSvg, writeSvg } from "../images";
import { insertRows, withIndexesBuiltAfter } from "../insert";
import type { AreaSeeder, Rng, SeedContext } from "../context";
import { ATTRIBUTES, BADGES, BRANDS, COLLECTIONS, MODELS, slug, TAGS, TREE, UNITS, variantAttributes } from "./catalog-data";

/*
 * The demo catalogue: a two-level category tree (mirrored into the legacy sub-category table),
 * brands, attributes with values, tags, collections, three tax rules and three shipping rules
 * (created here only when those tables are empty; the commerce seeder reuses them), and products
 * with an image file, a gallery, variants with stock and SKUs, category and collection links.
 *
 * demo: 300 products, every image its own small SVG. medium (the POS benchmark): 10,000 products;
 * bench: 100,000. Both insert in large multi-row statements inside one transaction, with one or two
 * values per attribute and shared image files (a pool of 64) instead of one file per product.
 * Runs after `customers`; skipped when products already exist.
 */

type Db = Kysely<Database>;

const PRODUCTS = { demo: 300, medium: 10_000, bench: 100_000 } as const;
/** The tables the product loop writes (nothing reads them meanwhile). */
const BULK_TABLES = ["products", "updated_inventories", "inventory_attributes", "product_categories", "product_images"];
const BULK_LINKS = ["collection_with_products"];

/** A distinct 8-digit id (contract 1.6's random-looking ids), from the seeded stream. */
function idMaker(rng: Rng) {
  const used = new Set<number>();
  return () => {
    for (;;) {
      const id = rng.int(10_000_000, 99_999_999);
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}

async function ensureRules(db: Db, ctx: SeedContext, stamp: () => string) {
  const admin = ctx.admins.admin;
  if (!(await db.selectFrom("tax_rules").select("id").limit(1).executeTakeFirst())) {
    const rows = [
      { title: "Standard VAT", type: 2, price: 20 },
      { title: "Reduced VAT", type: 2, price: 5 },
      { title: "Eco fee", type: 1, price: 2 },
    ];
    for (const r of rows) {
      const at = stamp();
      await db
        .insertInto("tax_rules")
        .values({ ...r, admin_id: admin, created_at: at, updated_at: at })
        .execute();
    }
  }
  if (!(await db.selectFrom("shipping_rules").select("id").limit(1).executeTakeFirst())) {
    const rules: Array<[string, number, Array<[string, string | null, number, number]>]> = [
      [
        "Standard delivery",
        0,
        [
          ["US", null, 4.99, 5],
          ["CA", null, 7.99, 7],
          ["GB", null, 6.5, 6],
          ["DE", null, 6.5, 6],
        ],
      ],
      [
        "Express delivery",
        1,
        [
          ["US", null, 14.99, 2],
          ["GB", null, 12.0, 2],
        ],
      ],
      ["Store pickup", 0, [["US", "NY", 0, 1]]],
    ];
    for (const [title, single, places] of rules) {
      const at = stamp();
      const { id } = await db
        .insertInto("shipping_rules")
        .values({ title, single_price: single, admin_id: admin, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [country, state, price, days] of places) {
        const pickup = title === "Store pickup";
        await db
          .insertInto("shipping_places")
          .values({
            shipping_rule_id: id,
            country,
            state,
            price,
            day_needed: days,
            pickup_point: pickup ? 1 : 0,
            pickup_price: 0,
            pickup_phone: pickup ? "+1 212 555 0147" : null,
            pickup_address_line_1: pickup ? "120 Hudson Street" : null,
            pickup_city: pickup ? "New York" : null,
            pickup_state: pickup ? "NY" : null,
            pickup_zip: pickup ? "10013" : null,
            pickup_country: pickup ? "US" : null,
            admin_id: admin,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
  }
  return {
    taxes: (await db.selectFrom("tax_rules").select("id").orderBy("id").execute()).map((r) => r.id),
    ships: (await db.selectFrom("shipping_rules").select("id").orderBy("id").execute()).map((r) => r.id),
  };
}

export async function seedCatalog(db: Db, ctx: SeedContext): Promise<void> {
  if (await db.selectFrom("products").select("id").limit(1).executeTakeFirst()) {
    ctx.log("catalog: products exist, skipped");
    return;
  }
  const { rng } = ctx;
  // `bench` here: the large-volume shape (shared images, no galleries), for medium and bench.
  const bench = ctx.scale !== "demo";
  const productCount = PRODUCTS[ctx.scale];
  const nextId = idMaker(rng);
  const stamp = () => rng.date(400);
  const admin = ctx.admins.admin;
  const vendor = ctx.admins.vendor;
  const writeImage = (name: string, fill: string, label: string) => writeSvg(ctx.uploadDir, name, productSvg(fill, label));

  await db.transaction().execute(async (trx) => {
    const { taxes, ships } = await ensureRules(trx, ctx, stamp);

    // ---- categories (roots + children) and the legacy sub-category mirror
    const categories: Array<Record<string, unknown>> = [];
    const subCategories: Array<Record<string, unknown>> = [];
    const roots: Array<{ id: number; title: string; children: Array<{ id: number; title: string }>; nouns: string[] }> = [];
    for (const [rootTitle, children, nouns] of TREE) {
      const rootId = nextId();
      const at = stamp();
      categories.push({
        id: rootId,
        title: rootTitle,
        slug: slug(rootTitle),
        meta_title: rootTitle,
        meta_description: `Shop ${rootTitle.toLowerCase()} online.`,
        meta_keywords: slug(rootTitle).replace(/-/g, ", "),
        image: null,
        status: 1,
        parent: 0,
        featured: rng.bool(0.5) ? 1 : 2,
        in_footer: rng.bool(0.4) ? 1 : 2,
        admin_id: admin,
        created_at: at,
        updated_at: at,
      });
      const kids: Array<{ id: number; title: string }> = [];
      for (const child of children) {
        const id = nextId();
        const cat = stamp();
        categories.push({
          id,
          title: child,
          slug: `${slug(rootTitle)}-${slug(child)}`,
          meta_title: `${child} | ${rootTitle}`,
          meta_description: `${child} in ${rootTitle}.`,
          meta_keywords: null,
          image: null,
          status: rng.bool(0.9) ? 1 : 2,
          parent: rootId,
          featured: 2,
          in_footer: 2,
          admin_id: admin,
          created_at: cat,
          updated_at: cat,
        });
        subCategories.push({
          id: nextId(),
          title: child,
          slug: `${slug(rootTitle)}-${slug(child)}`,
          meta_title: child,
          meta_description: `${child} in ${rootTitle}.`,
          image: null,
          status: 1,
          featured: 2,
          category_id: rootId,
          admin_id: admin,
          created_at: cat,
          updated_at: cat,
        });
        kids.push({ id, title: child });
      }
      roots.push({ id: rootId, title: rootTitle, children: kids, nouns });
    }
    await insertRows(trx, "categories", categories);
    await insertRows(trx, "sub_categories", subCategories);

    // ---- brands
    const brands = BRANDS.map((title) => {
      const at = stamp();
      return {
        id: nextId(),
        title,
        slug: slug(title),
        image: null,
        status: 1,
        featured: rng.bool(0.3) ? 1 : 2,
        admin_id: admin,
        created_at: at,
        updated_at: at,
      };
    });
    await insertRows(trx, "brands", brands);

    // ---- attributes and values
    const valuesByAttr = new Map<string, number[]>();
    for (const [title, values] of ATTRIBUTES) {
      const at = stamp();
      const { id } = await trx
        .insertInto("attributes")
        .values({ title, admin_id: admin, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const ids: number[] = [];
      for (const v of values) {
        const row = await trx
          .insertInto("attribute_values")
          .values({ title: v, attribute_id: id, admin_id: admin, created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      valuesByAttr.set(title, ids);
    }

    // ---- tags and collections
    await insertRows(
      trx,
      "tags",
      TAGS.map((title) => {
        const at = stamp();
        return { title, created_at: at, updated_at: at };
      }),
    );
    const collectionIds: number[] = [];
    for (const title of COLLECTIONS) {
      const at = stamp();
      const row = await trx
        .insertInto("product_collections")
        .values({ title, slug: slug(title), status: 1, admin_id: admin, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      collectionIds.push(row.id);
    }

    // ---- products with variants, links and images
    const maxInv =
      (
        await trx
          .selectFrom("updated_inventories")
          .select((eb) => eb.fn.max("id").as("m"))
          .executeTakeFirst()
      )?.m ?? 0;
    let invId = Number(maxInv);
    const pool = bench ? 64 : 0;
    if (bench) for (let i = 1; i <= pool; i++) writeImage(`demo-product-${i}.svg`, colour(rng), `#${i}`);

    let products: Array<Record<string, unknown>> = [];
    let inventories: Array<Record<string, unknown>> = [];
    let invAttrs: Array<Record<string, unknown>> = [];
    let links: Array<Record<string, unknown>> = [];
    let gallery: Array<Record<string, unknown>> = [];
    let collections: Array<Record<string, unknown>> = [];
    const flush = async () => {
      await insertRows(trx, "products", products);
      await insertRows(trx, "updated_inventories", inventories);
      await insertRows(trx, "inventory_attributes", invAttrs);
      await insertRows(trx, "product_categories", links);
      await insertRows(trx, "product_images", gallery);
      await insertRows(trx, "collection_with_products", collections);
      products = [];
      inventories = [];
      invAttrs = [];
      links = [];
      gallery = [];
      collections = [];
    };

    const usedSlugs = new Set<string>();
    const writeProducts = async () => {
      for (let n = 1; n <= productCount; n++) {
        const root = rng.pick(roots);
        const childIndex = rng.int(0, root.children.length - 1);
        const child = root.children[childIndex];
        const noun = root.nouns[childIndex] ?? rng.pick(root.nouns);
        const brand = rng.pick(brands);
        const model = `${rng.pick(MODELS)} ${rng.int(2, 20)}`;
        const title = `${brand.title} ${noun} ${model}`;
        let s = slug(title);
        if (usedSlugs.has(s)) s = `${s}-${n}`;
        usedSlugs.add(s);
        const id = nextId();
        const at = stamp();
        const selling = rng.float(4, root.title === "Electronics" ? 1800 : 300, 2);
        const offered = rng.bool(0.3) ? Number((selling * rng.float(0.7, 0.95, 2)).toFixed(2)) : 0;
        const image = bench ? `demo-product-${rng.int(1, pool)}.svg` : `demo-product-${n}.svg`;
        if (!bench) writeImage(image, colour(rng), initials(`${brand.title} ${noun}`));
        products.push({
          id,
          title,
          slug: s,
          description: `<p>The ${escapeXml(title)} from ${escapeXml(brand.title)}: dependable ${escapeXml(noun.toLowerCase())} for everyday use.</p><ul><li>${escapeXml(
            model,
          )} edition</li><li>${rng.int(1, 3)}-year warranty</li></ul>`,
          overview: `<p>${escapeXml(noun)} by ${escapeXml(brand.title)}, part of our ${escapeXml(child.title)} range.</p>`,
          unit: rng.pick(UNITS),
          badge: rng.bool(0.2) ? rng.pick(BADGES) : null,
          meta_title: title,
          meta_description: `Buy the ${title} online.`,
          meta_keywords: `${brand.title.toLowerCase()}, ${noun.toLowerCase()}`,
          tags: rng.sample(TAGS, rng.int(0, 3)).join(",") || null,
          selling,
          purchased: Number((selling * rng.float(0.5, 0.75, 2)).toFixed(2)),
          offered,
          image,
          video: null,
          video_thumb: null,
          status: rng.bool(0.9) ? 1 : 2,
          category_id: null,
          subcategory_id: null,
          warranty: rng.bool(0.5) ? 1 : 2,
          refundable: rng.bool(0.7) ? 1 : 2,
          tax_rule_id: rng.pick(taxes),
          shipping_rule_id: rng.pick(ships),
          brand_id: brand.id,
          bundle_deal_id: null,
          review_count: 0,
          rating: 0,
          admin_id: rng.bool(0.8) ? admin : vendor,
          created_at: at,
          updated_at: at,
        });
        links.push({ product_id: id, category_id: child.id, primary: 1, created_at: at, updated_at: at });
        links.push({ product_id: id, category_id: root.id, primary: 0, created_at: at, updated_at: at });

        // Variants: every combination of a few values of the category's attributes, or one plain row.
        const attrs = variantAttributes(root.title);
        let combos: number[][] = [[]];
        for (const a of attrs) {
          const picked = rng.sample(valuesByAttr.get(a) ?? [], bench ? rng.int(1, 2) : rng.int(1, 3));
          combos = combos.flatMap((cmb) => picked.map((v) => [...cmb, v]));
        }
        combos.forEach((cmb, k) => {
          invId++;
          const price = cmb.length && rng.bool(0.3) ? Number((selling * rng.float(1.05, 1.4, 2)).toFixed(2)) : 0;
          inventories.push({
            id: invId,
            product_id: id,
            quantity: rng.int(0, 120),
            price,
            sku: `SKU-${id}-${k + 1}`,
            created_at: at,
            updated_at: at,
          });
          for (const v of cmb) invAttrs.push({ inventory_id: invId, attribute_value_id: v, created_at: at, updated_at: at });
        });

        if (!bench) {
          const count = rng.int(1, 3);
          for (let g = 1; g <= count; g++) {
            const name = `demo-product-${n}-${g}.svg`;
            writeImage(name, colour(rng), `${initials(`${brand.title} ${noun}`)} ${g}`);
            gallery.push({ product_id: id, image: name, created_at: at, updated_at: at });
          }
        }
        if (rng.bool(0.2)) {
          for (const cid of rng.sample(collectionIds, rng.int(1, 2)))
            collections.push({ product_collection_id: cid, product_id: id, created_at: at, updated_at: at });
        }
        if (products.length >= 5000) await flush();
      }
      await flush();
    };
    // At volume, the product tables' indexes are built once at the end rather than row by row.
    if (bench) await withIndexesBuiltAfter(trx, [...BULK_TABLES, ...BULK_LINKS], writeProducts);
    else await writeProducts();
  });
  ctx.log(`catalog: ${TREE.length} root categories, ${BRANDS.length} brands, ${productCount} products`);
}

export const catalogSeeder: AreaSeeder = {
  name: "catalog",
  run: seedCatalog,
};
