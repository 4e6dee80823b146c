import type { Kysely } from "kysely";
import { loadConfig } from "../../config";
import type { Database } from "../../db/schema";
import { toIso } from "../../http/format";
import type { AreaSeeder, SeedContext } from "../context";
import { bannerSvg, badgeSvg, writeSvg } from "../images";
import { seedServices, seedSettings } from "./content-settings";

/*
 * Storefront content and settings of the demo shop: CMS pages, footer/header links, payment and
 * social icons (small SVG files written to the upload folder), home sliders, banners, site
 * features, custom scripts, every settings panel, payment gateways, the POS plugin, FCM and deploy
 * settings, and an extra (non-bundled, private) language with a few UI strings.
 * Runs last, so slider/banner sources can point at the catalogue when it exists. Content rows are
 * only created once: a database that already has the "about-us" page keeps its content.
 */

/** Where uploads go: the running server's folder when the seeding context carries it, else the configured one. */
function uploadDirOf(ctx: SeedContext): string {
  const given = ctx.uploadDir;
  return given ?? loadConfig().uploadDir;
}

const PAGES = [
  {
    slug: "about-us",
    title: "About us",
    it: "Chi siamo",
    component: 2,
    html:
      "<h2>Who we are</h2><p>Demo Shop started in 2015 as a small family business in Milan and has grown into a marketplace where independent makers sell directly to customers across Europe.</p>" +
      "<p>We pick every vendor by hand, check their products and keep prices fair.</p><ul><li>Over 200 independent vendors</li><li>Shipping to 27 countries</li><li>Customer care in Italian, English, French and German</li></ul>",
  },
  {
    slug: "contact",
    title: "Contact",
    it: "Contatti",
    component: 1,
    html: '<p>Write to us at <a href="mailto:support@example.com">support@example.com</a> or call +39 02 1234 5678, Monday to Friday, 9:00–18:00 CET.</p>',
  },
  {
    slug: "terms-and-conditions",
    title: "Terms and conditions",
    it: "Termini e condizioni",
    component: 2,
    html:
      "<h2>1. Scope</h2><p>These terms govern every purchase made on Demo Shop by consumers and business customers.</p>" +
      "<h2>2. Contract</h2><p>A contract is concluded when we confirm your order by email. Vendors remain responsible for the goods they sell.</p>" +
      "<h2>3. Prices</h2><p>All prices include VAT. Shipping costs are shown at checkout before you pay.</p>",
  },
  {
    slug: "privacy-policy",
    title: "Privacy policy",
    it: "Informativa sulla privacy",
    component: 2,
    html:
      "<p>We process personal data only to fulfil orders, provide customer service and, with your consent, send newsletters.</p>" +
      '<h3>Your rights</h3><p>You may ask for access, correction or deletion of your data at any time by writing to <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
  },
  {
    slug: "shipping-policy",
    title: "Shipping",
    it: "Spedizioni",
    component: 2,
    html:
      "<p>Orders placed before 14:00 ship the same working day.</p><table><tr><th>Zone</th><th>Time</th><th>Cost</th></tr>" +
      "<tr><td>Italy</td><td>1–2 days</td><td>€ 4,90 (free over € 49)</td></tr><tr><td>EU</td><td>3–5 days</td><td>€ 9,90</td></tr></table>",
  },
  {
    slug: "returns-policy",
    title: "Returns",
    it: "Resi",
    component: 2,
    html:
      "<p>You can return any item within <strong>30 days</strong> of delivery. Unused items in their original packaging are refunded in full.</p>" +
      "<ol><li>Open your order and choose “Request return”.</li><li>Print the prepaid label.</li><li>Drop the parcel at any post office.</li></ol>",
  },
] as const;

export const contentSeeder: AreaSeeder = {
  name: "content",
  async run(db: Kysely<Database>, ctx: SeedContext) {
    const { rng } = ctx;
    const admin = ctx.admins.admin;
    const stamp = () => rng.date(120);
    const now = toIso(ctx.now);
    const uploads = uploadDirOf(ctx);

    // Settings panels: always brought to the demo values (idempotent updates).
    await seedSettings(db, ctx, uploads, now);

    const already = await db.selectFrom("pages").select("id").where("slug", "=", "about-us").executeTakeFirst();
    if (already) {
      ctx.log("content: rows already present, kept");
      return;
    }

    // Files first: a failed write must not leave rows pointing at missing images.
    const icons = {
      visa: writeSvg(uploads, "footer-demo-visa.svg", badgeSvg("VISA", "#1a1f71")),
      mastercard: writeSvg(uploads, "footer-demo-mastercard.svg", badgeSvg("MC", "#eb001b")),
      paypal: writeSvg(uploads, "footer-demo-paypal.svg", badgeSvg("PayPal", "#003087")),
      stripe: writeSvg(uploads, "footer-demo-stripe.svg", badgeSvg("Stripe", "#635bff")),
      facebook: writeSvg(uploads, "footer-demo-facebook.svg", badgeSvg("f", "#1877f2", "#fff", 40, 40)),
      instagram: writeSvg(uploads, "footer-demo-instagram.svg", badgeSvg("IG", "#c13584", "#fff", 40, 40)),
      youtube: writeSvg(uploads, "footer-demo-youtube.svg", badgeSvg("▶", "#ff0000", "#fff", 40, 40)),
      x: writeSvg(uploads, "footer-demo-x.svg", badgeSvg("X", "#000000", "#fff", 40, 40)),
    };

    // Whatever the catalogue seeded, for slider/banner sources.
    const categories = (await db.selectFrom("categories").select("id").orderBy("id").limit(30).execute()).map((r) => r.id);
    const brands = (await db.selectFrom("brands").select("id").orderBy("id").limit(30).execute()).map((r) => r.id);
    const products = (await db.selectFrom("products").select("id").orderBy("id").limit(60).execute()).map((r) => r.id);

    await db.transaction().execute(async (trx) => {
      // ---------------------------------------------------------------- pages and footer links
      const pageIds = new Map<string, number>();
      for (const p of PAGES) {
        const created = stamp();
        const { id } = await trx
          .insertInto("pages")
          .values({
            slug: p.slug,
            title: p.title,
            description: p.html,
            meta_title: `${p.title} | Demo Shop`,
            meta_description: `${p.title} of Demo Shop, the independent makers' marketplace.`,
            meta_keywords: `${p.title.toLowerCase()}, demo shop`,
            page_from_component: p.component,
            trusted: 1,
            admin_id: admin,
            created_at: created,
            updated_at: created,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        pageIds.set(p.slug, id);
        await trx
          .insertInto("page_langs")
          .values({ page_id: id, lang: "it", title: p.it, meta_title: `${p.it} | Demo Shop`, created_at: created, updated_at: created })
          .execute();
      }
      const footer = [
        ...["contact", "shipping-policy", "returns-policy"].map((slug) => ({ slug, type: 1 })),
        ...["about-us", "terms-and-conditions", "privacy-policy"].map((slug) => ({ slug, type: 2 })),
      ];
      await trx
        .insertInto("footer_links")
        .values(footer.map((f) => ({ page_id: pageIds.get(f.slug)!, type: f.type, admin_id: admin, created_at: now, updated_at: now })))
        .execute();

      // ---------------------------------------------------------------- header links
      const header = [
        { type: 1, title: "Flash sales", url: "/flash-sale", it: "Offerte lampo" },
        { type: 1, title: "Brands", url: "/brands", it: "Marchi" },
        { type: 1, title: "Become a vendor", url: "/vendor/register", it: "Diventa venditore" },
        { type: 2, title: "Help", url: "/page/contact", it: "Aiuto" },
        { type: 2, title: "Track order", url: "/track-order", it: "Traccia ordine" },
      ];
      for (const h of header) {
        const { id } = await trx
          .insertInto("header_links")
          .values({ type: h.type, title: h.title, url: h.url, admin_id: admin, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("header_link_langs")
          .values({ header_link_id: id, lang: "it", title: h.it, created_at: now, updated_at: now })
          .execute();
      }

      // ---------------------------------------------------------------- footer image links
      const imageLinks = [
        { type: 1, title: "Visa", image: icons.visa, link: "https://www.visa.com" },
        { type: 1, title: "Mastercard", image: icons.mastercard, link: "https://www.mastercard.com" },
        { type: 1, title: "PayPal", image: icons.paypal, link: "https://www.paypal.com" },
        { type: 1, title: "Stripe", image: icons.stripe, link: "https://stripe.com" },
        { type: 2, title: "Facebook", image: icons.facebook, link: "https://www.facebook.com/demoshop" },
        { type: 2, title: "Instagram", image: icons.instagram, link: "https://www.instagram.com/demoshop" },
        { type: 2, title: "YouTube", image: icons.youtube, link: "https://www.youtube.com/@demoshop" },
        { type: 2, title: "X", image: icons.x, link: "https://x.com/demoshop" },
      ];
      await trx
        .insertInto("footer_image_links")
        .values(imageLinks.map((l, i) => ({ ...l, status: i === 3 ? 2 : 1, admin_id: admin, created_at: now, updated_at: now })))
        .execute();
    });

    // Slide and banner pictures (outside the transaction: file writes).
    const palette = [
      ["#c81d25", "#f08a24"],
      ["#1b4965", "#5fa8d3"],
      ["#2d6a4f", "#95d5b2"],
      ["#5a189a", "#c77dff"],
      ["#bc4749", "#f2e8cf"],
    ];
    const slides = [
      { type: 1, slider_type: "1", title: "Autumn collection", sub: "Up to 40% off handmade knitwear", slug: "autumn-collection" },
      { type: 1, slider_type: "1", title: "Made in Italy", sub: "Ceramics, leather and linen from local workshops", slug: "made-in-italy" },
      { type: 1, slider_type: "1", title: "Gift ideas", sub: "Curated presents under € 30", slug: "gift-ideas" },
      { type: 2, slider_type: "1", title: "New arrivals", sub: "Fresh from our makers", slug: "new-arrivals" },
      { type: 3, slider_type: "1", title: "Free shipping", sub: "On orders over € 49", slug: "free-shipping-tile" },
      { type: 1, slider_type: "2", title: "Weekend offers", sub: "Two days only", slug: "weekend-offers" },
      { type: 1, slider_type: "2", title: "Bundle and save", sub: "Buy two, get one free", slug: "bundle-and-save" },
    ];
    const slideImages: string[] = [];
    for (const [i, s] of slides.entries()) {
      const [from, to] = palette[i % palette.length];
      slideImages.push(
        writeSvg(uploads, `footer-demo-slide-${s.slug}.svg`, bannerSvg(s.title, s.sub, from, to, s.type === 1 ? 1200 : 600, 400)),
      );
    }
    const bannerDefs = [
      { type: 1, title: "Featured brands week", slug: "featured-brands-week", closable: 2, status: 1 },
      { type: 2, title: "Flash sale: kitchen", slug: "flash-sale-kitchen", closable: 2, status: 1 },
      { type: 3, title: "Flash sale: garden", slug: "flash-sale-garden", closable: 2, status: 1 },
      { type: 5, title: "Discover local makers", slug: "discover-local-makers", closable: 2, status: 1 },
      { type: 8, title: "Free returns for 30 days", slug: "free-returns-top", closable: 1, status: 1 },
      { type: 9, title: "Join the newsletter, get 10% off", slug: "newsletter-popup", closable: 1, status: 2 },
    ];
    const bannerImages: string[] = [];
    for (const [i, b] of bannerDefs.entries()) {
      const [from, to] = palette[(i + 2) % palette.length];
      bannerImages.push(
        writeSvg(
          uploads,
          `banner-demo-${b.slug}.svg`,
          bannerSvg(b.title, "Demo Shop", from, to, b.type === 8 ? 1200 : 600, b.type === 8 ? 80 : 300),
        ),
      );
    }
    const featureIcons = [
      writeSvg(uploads, "site-feature-demo-shipping.svg", badgeSvg("🚚", "#f1f5f9", "#0f172a", 48, 48)),
      writeSvg(uploads, "site-feature-demo-secure.svg", badgeSvg("🔒", "#f1f5f9", "#0f172a", 48, 48)),
      writeSvg(uploads, "site-feature-demo-returns.svg", badgeSvg("↩", "#f1f5f9", "#0f172a", 48, 48)),
      writeSvg(uploads, "site-feature-demo-support.svg", badgeSvg("☎", "#f1f5f9", "#0f172a", 48, 48)),
    ];

    await db.transaction().execute(async (trx) => {
      /** A source for a slide/banner: the catalogue when it exists, else a URL. */
      const pickSource = () => {
        const options: Array<{ source_type: number; kind?: "category" | "brand" | "product" }> = [{ source_type: 6 }, { source_type: 3 }];
        if (categories.length) options.push({ source_type: 1, kind: "category" });
        if (brands.length) options.push({ source_type: 4, kind: "brand" });
        if (products.length) options.push({ source_type: 5, kind: "product" });
        return rng.pick(options);
      };
      const linkSources = async (owner: "home_slider" | "banner", ownerId: number, kind: "category" | "brand" | "product" | undefined) => {
        if (!kind) return;
        const fk = owner === "home_slider" ? "home_slider_id" : "banner_id";
        const pool = kind === "category" ? categories : kind === "brand" ? brands : products;
        const chosen = rng.sample(pool, Math.min(pool.length, rng.int(1, 3)));
        const table = `${owner}_source_${kind === "category" ? "categories" : kind === "brand" ? "brands" : "products"}` as const;
        const column = `${kind}_id`;
        await (trx as unknown as Kysely<any>)
          .insertInto(table)
          .values(chosen.map((id) => ({ [fk]: ownerId, [column]: id, created_at: now, updated_at: now })))
          .execute();
      };

      for (const [i, s] of slides.entries()) {
        const src = pickSource();
        const { id } = await trx
          .insertInto("home_sliders")
          .values({
            image: slideImages[i],
            type: s.type,
            slider_type: s.slider_type,
            source_type: src.source_type,
            url: src.source_type === 6 ? "/products?sort=new" : null,
            tags: src.source_type === 3 ? "handmade,gift" : null,
            title: s.title,
            slug: s.slug,
            status: 1,
            admin_id: admin,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await linkSources("home_slider", id, src.kind);
      }

      for (const [i, b] of bannerDefs.entries()) {
        const src = pickSource();
        const { id } = await trx
          .insertInto("banners")
          .values({
            image: bannerImages[i],
            type: b.type,
            source_type: src.source_type,
            url: src.source_type === 6 ? "/flash-sale" : null,
            tags: src.source_type === 3 ? "sale" : null,
            title: b.title,
            slug: b.slug,
            status: b.status,
            closable: b.closable,
            admin_id: admin,
            created_at: stamp(),
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await linkSources("banner", id, src.kind);
      }

      const features = [
        ["<p><strong>Free shipping</strong><br>on orders over € 49</p>", "<p><strong>Spedizione gratuita</strong><br>sopra i 49 €</p>"],
        [
          "<p><strong>Secure payment</strong><br>cards, PayPal and cash on delivery</p>",
          "<p><strong>Pagamento sicuro</strong><br>carte, PayPal e contrassegno</p>",
        ],
        ["<p><strong>30-day returns</strong><br>no questions asked</p>", "<p><strong>Reso in 30 giorni</strong><br>senza domande</p>"],
        [
          "<p><strong>Real people</strong><br>support Monday to Friday</p>",
          "<p><strong>Persone vere</strong><br>assistenza dal lunedì al venerdì</p>",
        ],
      ];
      for (const [i, [en, it]] of features.entries()) {
        const { id } = await trx
          .insertInto("site_features")
          .values({ image: featureIcons[i], detail: en, status: 1, trusted: 1, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("site_feature_langs")
          .values({ site_feature_id: id, lang: "it", detail: it, created_at: now, updated_at: now })
          .execute();
      }

      await trx
        .insertInto("custom_scripts")
        .values([
          {
            route_pattern: "*",
            header_script: 1,
            header_script_code: "window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ event: 'demo_page_view' });",
            body_script: 0,
            body_script_code: null,
            status: 1,
            trusted: 1,
            created_at: now,
            updated_at: now,
          },
          {
            route_pattern: "/*/product/*",
            header_script: 0,
            header_script_code: null,
            body_script: 1,
            body_script_code: "console.info('Demo Shop: product page viewed', location.pathname);",
            status: 2,
            trusted: 1,
            created_at: now,
            updated_at: now,
          },
        ])
        .execute();
      await seedServices(trx, ctx, now);
    });
    ctx.log(`content: ${PAGES.length} pages, ${slides.length} slides, ${bannerDefs.length} banners`);
  },
};

/** Every settings panel at its demo values. */
