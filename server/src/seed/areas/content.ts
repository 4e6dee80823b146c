import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { loadConfig } from "../../config";
import type { Database } from "../../db/schema";
import { toIso } from "../../http/format";
import type { AreaSeeder, Rng, SeedContext } from "../context";

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

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A small labelled badge (payment/social icons, feature icons). */
function badgeSvg(label: string, bg: string, fg = "#ffffff", w = 64, h = 40): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" rx="6" fill="${bg}"/>` +
    `<text x="50%" y="55%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.round(h / 3.2)}" font-weight="700" fill="${fg}">${esc(label)}</text></svg>`
  );
}

/** A wide banner/slide with a heading and a subline. */
function bannerSvg(title: string, sub: string, from: string, to: string, w = 1200, h = 400): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.45)}" font-family="Arial, sans-serif" font-size="${Math.round(h / 7)}" font-weight="700" fill="#ffffff">${esc(title)}</text>` +
    `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.62)}" font-family="Arial, sans-serif" font-size="${Math.round(h / 16)}" fill="#ffffff">${esc(sub)}</text></svg>`
  );
}

async function writeSvg(dir: string, name: string, svg: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!existsSync(file)) await writeFile(file, svg, "utf8");
  return name;
}

const hex = (rng: Rng, bytes: number) => Array.from({ length: bytes }, () => rng.int(0, 255).toString(16).padStart(2, "0")).join("");

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
    html: "<p>Write to us at <a href=\"mailto:support@example.com\">support@example.com</a> or call +39 02 1234 5678, Monday to Friday, 9:00–18:00 CET.</p>",
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
      "<h3>Your rights</h3><p>You may ask for access, correction or deletion of your data at any time by writing to <a href=\"mailto:privacy@example.com\">privacy@example.com</a>.</p>",
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
      visa: await writeSvg(uploads, "footer-demo-visa.svg", badgeSvg("VISA", "#1a1f71")),
      mastercard: await writeSvg(uploads, "footer-demo-mastercard.svg", badgeSvg("MC", "#eb001b")),
      paypal: await writeSvg(uploads, "footer-demo-paypal.svg", badgeSvg("PayPal", "#003087")),
      stripe: await writeSvg(uploads, "footer-demo-stripe.svg", badgeSvg("Stripe", "#635bff")),
      facebook: await writeSvg(uploads, "footer-demo-facebook.svg", badgeSvg("f", "#1877f2", "#fff", 40, 40)),
      instagram: await writeSvg(uploads, "footer-demo-instagram.svg", badgeSvg("IG", "#c13584", "#fff", 40, 40)),
      youtube: await writeSvg(uploads, "footer-demo-youtube.svg", badgeSvg("▶", "#ff0000", "#fff", 40, 40)),
      x: await writeSvg(uploads, "footer-demo-x.svg", badgeSvg("X", "#000000", "#fff", 40, 40)),
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
        await trx.insertInto("page_langs").values({ page_id: id, lang: "it", title: p.it, meta_title: `${p.it} | Demo Shop`, created_at: created, updated_at: created }).execute();
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
        await trx.insertInto("header_link_langs").values({ header_link_id: id, lang: "it", title: h.it, created_at: now, updated_at: now }).execute();
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
      slideImages.push(await writeSvg(uploads, `footer-demo-slide-${s.slug}.svg`, bannerSvg(s.title, s.sub, from, to, s.type === 1 ? 1200 : 600, 400)));
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
      bannerImages.push(await writeSvg(uploads, `banner-demo-${b.slug}.svg`, bannerSvg(b.title, "Demo Shop", from, to, b.type === 8 ? 1200 : 600, b.type === 8 ? 80 : 300)));
    }
    const featureIcons = [
      await writeSvg(uploads, "site-feature-demo-shipping.svg", badgeSvg("🚚", "#f1f5f9", "#0f172a", 48, 48)),
      await writeSvg(uploads, "site-feature-demo-secure.svg", badgeSvg("🔒", "#f1f5f9", "#0f172a", 48, 48)),
      await writeSvg(uploads, "site-feature-demo-returns.svg", badgeSvg("↩", "#f1f5f9", "#0f172a", 48, 48)),
      await writeSvg(uploads, "site-feature-demo-support.svg", badgeSvg("☎", "#f1f5f9", "#0f172a", 48, 48)),
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
        ["<p><strong>Secure payment</strong><br>cards, PayPal and cash on delivery</p>", "<p><strong>Pagamento sicuro</strong><br>carte, PayPal e contrassegno</p>"],
        ["<p><strong>30-day returns</strong><br>no questions asked</p>", "<p><strong>Reso in 30 giorni</strong><br>senza domande</p>"],
        ["<p><strong>Real people</strong><br>support Monday to Friday</p>", "<p><strong>Persone vere</strong><br>assistenza dal lunedì al venerdì</p>"],
      ];
      for (const [i, [en, it]] of features.entries()) {
        const { id } = await trx
          .insertInto("site_features")
          .values({ image: featureIcons[i], detail: en, status: 1, trusted: 1, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.insertInto("site_feature_langs").values({ site_feature_id: id, lang: "it", detail: it, created_at: now, updated_at: now }).execute();
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

      // ---------------------------------------------------------------- plugin, FCM, deploys
      if (!(await trx.selectFrom("plugins").select("id").where("name", "=", "pos").executeTakeFirst())) {
        await trx
          .insertInto("plugins")
          .values({ name: "pos", active: 1, public_key: hex(rng, 16), secret_key: hex(rng, 32), encrypt_key: hex(rng, 32), encrypt_iv: hex(rng, 8), created_at: now, updated_at: now })
          .execute();
      }
      if (!(await trx.selectFrom("fcm_settings").select("id").executeTakeFirst())) {
        await trx
          .insertInto("fcm_settings")
          .values({
            server_key: "AAAA-demo-placeholder-server-key-0000",
            sender_id: "123456789012",
            web_push_config: JSON.stringify({
              apiKey: "demo-placeholder-api-key",
              authDomain: "demo-shop.firebaseapp.com",
              projectId: "demo-shop",
              messagingSenderId: "123456789012",
              appId: "1:123456789012:web:0000demo",
              vapidKey: "demo-placeholder-vapid-key",
            }),
            updated_at: now,
          })
          .execute();
      }
      const webhook = "https://api.netlify.com/build_hooks/demo-placeholder-hook";
      if (!(await trx.selectFrom("deploy_settings").select("id").executeTakeFirst())) {
        await trx.insertInto("deploy_settings").values({ webhook_url: webhook, updated_at: now }).execute();
      }
      const recorded = (days: number) => toIso(new Date(ctx.now.getTime() - days * 86_400_000));
      await trx
        .insertInto("deploys")
        .values([10, 2].map((days) => ({
          status: "recorded",
          message: `Recorded only: the storefront rebuild hook (POST ${webhook}) would be called here; this server makes no outbound requests.`,
          triggered_by: admin,
          webhook_url: webhook,
          created_at: recorded(days),
          finished_at: recorded(days),
        })))
        .execute();

      // ---------------------------------------------------------------- an extra, non-bundled language
      let es = await trx.selectFrom("languages").select("id").where("code", "=", "es").executeTakeFirst();
      if (!es) {
        es = await trx
          .insertInto("languages")
          .values({ name: "Español", code: "es", direction: "ltr", predefined: 0, default: 0, status: 2, admin_id: admin, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
      }
      const strings: Record<string, string> = {
        "list.search": "Buscar",
        "list.orderBy": "Ordenar por",
        "list.noData": "No se encontraron datos.",
        "category.edit": "Editar",
        "category.delete": "Eliminar",
        "category.status": "Estado",
        "util.public": "Público",
        "util.private": "Privado",
        "setting.save": "Guardar",
        "error.dashboard": "Panel",
      };
      await trx
        .insertInto("language_strings")
        .values(Object.entries(strings).map(([key, value]) => ({ language_id: es!.id, key, value })))
        .onConflict((oc) => oc.columns(["language_id", "key"]).doNothing())
        .execute();
    });
    ctx.log(`content: ${PAGES.length} pages, ${slides.length} slides, ${bannerDefs.length} banners`);
  },
};

/** Every settings panel at its demo values. */
async function seedSettings(db: Kysely<Database>, ctx: SeedContext, uploads: string, now: string): Promise<void> {
  const logo = await writeSvg(uploads, "logo-demo-shop.svg", badgeSvg("Demo Shop", "#c81d25", "#ffffff", 200, 50));
  const emailLogo = await writeSvg(uploads, "email_logo-demo-shop.svg", badgeSvg("Demo Shop", "#c81d25", "#ffffff", 200, 50));
  const footerLogo = await writeSvg(uploads, "footer_logo-demo-shop.svg", badgeSvg("Demo Shop", "#1f2937", "#ffffff", 200, 50));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("settings")
      .set({
        currency: "EUR",
        currency_icon: "€",
        currency_position: 2,
        // The panel's decimal format is a locale code (screens 10.1); SQLite keeps it as text.
        decimal_format: "it-IT" as unknown as number,
        email: "shop@example.com",
        phone: "+39 02 1234 5678",
        address_1: "Via Roma 1",
        address_2: "Scala B, 2° piano",
        city: "Milano",
        state: "MI",
        zip: "20121",
        country: "Italia",
        default_country: "IT",
        default_state: "MI",
        google_login: 0,
        facebook_login: 0,
        attach_pdf: 1,
        translate_pdf: 0,
        guest_checkout: 1,
        send_seller_email: 1,
        vendor_registration: 1,
        cookie_banner: 1,
        enable_ga: 0,
        ga_id: null,
        enable_pixel: 0,
        pixel_id: null,
        logo,
        admin_id: ctx.admins.admin,
        updated_at: now,
      })
      .execute();
    await trx
      .updateTable("site_settings")
      .set({ header_logo: logo, email_logo: emailLogo, footer_logo: footerLogo, site_url: "http://localhost:8080", copyright_text: "© Demo Shop S.r.l. – P.IVA 01234567890", updated_at: now })
      .execute();
    const site = await trx.selectFrom("site_settings").select("id").orderBy("id").limit(1).executeTakeFirst();
    if (site) {
      await trx
        .insertInto("site_setting_langs")
        .values({ site_setting_id: site.id, lang: "it", site_name: "Demo Shop", meta_title: "Demo Shop – artigiani indipendenti", copyright_text: "© Demo Shop S.r.l.", created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(["site_setting_id", "lang"]).doNothing())
        .execute();
    }
    // What the original kept in .env (placeholders: nothing here is a real credential).
    const env: Record<string, string | null> = {
      media_storage: "LOCAL",
      thumb_prefix: "thumb-",
      default_image: "default-image.svg",
      cdn_url: null,
      gc_project_id: null,
      gc_storage_bucket: null,
      gc_storage_path_prefix: null,
      smtp_host: "smtp.example.com",
      smtp_port: "587",
      smtp_username: "no-reply@example.com",
      smtp_password: "demo-smtp-placeholder",
      smtp_encryption: "tls",
      mail_from: "no-reply@example.com",
      google_client_id: "demo-google-client-id.apps.googleusercontent.com",
      google_client_secret: "demo-google-client-secret-placeholder",
      facebook_client_id: "000000000000000",
      facebook_client_secret: "demo-facebook-secret-placeholder",
    };
    for (const [key, value] of Object.entries(env)) {
      await trx.insertInto("env_settings").values({ key, value, updated_at: now }).onConflict((oc) => oc.column("key").doNothing()).execute();
    }
    const paymentValues = {
      cash_on_delivery: 1,
      stripe: 1,
      paypal: 1,
      razorpay: 0,
      flutterwave: 0,
      iyzico_payment: 0,
      bank: 1,
      payfast_payment: 0,
      default: 2,
      stripe_key: "pk_test_demo_placeholder",
      stripe_secret: "sk_test_demo_placeholder_0000",
      paypal_key: "demo-paypal-client-id",
      paypal_secret: "demo-paypal-secret-placeholder",
      fw_environment: "development",
      bank_name: "Banca Demo",
      account_name: "Demo Shop S.r.l.",
      branch_name: "Milano Centro",
      account_number: "IT60 X054 2811 1010 0000 0123 456",
      updated_at: now,
    };
    const payment = await trx.selectFrom("payments").select("id").orderBy("id").limit(1).executeTakeFirst();
    if (!payment) await trx.insertInto("payments").values({ ...paymentValues, admin_id: ctx.admins.admin, created_at: now }).execute();
    // The demo stores: WhatsApp button on the vendor's, off on the shop's (0/1, contract 5.17).
    await trx
      .updateTable("stores")
      .set({ whatsapp_btn: 1, whatsapp_number: "+39 333 123 4567", whatsapp_default_msg: "Ciao! I have a question about your products.", meta_description: "Handmade goods from a small workshop.", updated_at: now })
      .where("admin_id", "=", ctx.admins.vendor)
      .execute();
    await trx.updateTable("stores").set({ whatsapp_btn: 0, updated_at: now }).where("admin_id", "=", ctx.admins.admin).execute();
  });
}
