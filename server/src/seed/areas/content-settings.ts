import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { toIso } from "../../http/format";
import type { SeedContext } from "../context";
import { badgeSvg, writeSvg } from "../images";

/*
 * The demo shop's settings (every settings panel, payment gateways, the stores' flags, what the
 * original kept in .env) and services (the POS plugin, FCM, deploy hooks, an extra language with a
 * few UI strings). Part of the content seeder (content.ts).
 */

const hex = (rng: SeedContext["rng"], bytes: number) =>
  Array.from({ length: bytes }, () => rng.int(0, 255).toString(16).padStart(2, "0")).join("");

/** The POS plugin, FCM and deploy settings, a recorded deploy history and a non-bundled language; created once. */
export async function seedServices(trx: Transaction<Database>, ctx: SeedContext, now: string): Promise<void> {
  const { rng } = ctx;
  const admin = ctx.admins.admin;
  // ---------------------------------------------------------------- plugin, FCM, deploys
  if (!(await trx.selectFrom("plugins").select("id").where("name", "=", "pos").executeTakeFirst())) {
    await trx
      .insertInto("plugins")
      .values({
        name: "pos",
        active: 1,
        public_key: hex(rng, 16),
        secret_key: hex(rng, 32),
        encrypt_key: hex(rng, 32),
        encrypt_iv: hex(rng, 8),
        created_at: now,
        updated_at: now,
      })
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
    .values(
      [10, 2].map((days) => ({
        status: "recorded",
        message: `Recorded only: the storefront rebuild hook (POST ${webhook}) would be called here; this server makes no outbound requests.`,
        triggered_by: admin,
        webhook_url: webhook,
        created_at: recorded(days),
        finished_at: recorded(days),
      })),
    )
    .execute();

  // ---------------------------------------------------------------- an extra, non-bundled language
  let es = await trx.selectFrom("languages").select("id").where("code", "=", "es").executeTakeFirst();
  if (!es) {
    es = await trx
      .insertInto("languages")
      .values({
        name: "Español",
        code: "es",
        direction: "ltr",
        predefined: 0,
        default: 0,
        status: 2,
        admin_id: admin,
        created_at: now,
        updated_at: now,
      })
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
    .values(Object.entries(strings).map(([key, value]) => ({ language_id: es.id, key, value })))
    .onConflict((oc) => oc.columns(["language_id", "key"]).doNothing())
    .execute();
}

export async function seedSettings(db: Kysely<Database>, ctx: SeedContext, uploads: string, now: string): Promise<void> {
  const logo = writeSvg(uploads, "logo-demo-shop.svg", badgeSvg("Demo Shop", "#c81d25", "#ffffff", 200, 50));
  const emailLogo = writeSvg(uploads, "email_logo-demo-shop.svg", badgeSvg("Demo Shop", "#c81d25", "#ffffff", 200, 50));
  const footerLogo = writeSvg(uploads, "footer_logo-demo-shop.svg", badgeSvg("Demo Shop", "#1f2937", "#ffffff", 200, 50));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("settings")
      .set({
        currency: "EUR",
        currency_icon: "€",
        currency_position: 2,
        // The shop's clock (extension): schedules and day filters count Italian days.
        time_zone: "Europe/Rome",
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
        // The same P.IVA the site's copyright line gives; invoices print it.
        vat_number: "IT01234567890",
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
      .set({
        header_logo: logo,
        email_logo: emailLogo,
        footer_logo: footerLogo,
        site_url: "http://localhost:8080",
        copyright_text: "© Demo Shop S.r.l. – P.IVA 01234567890",
        updated_at: now,
      })
      .execute();
    const site = await trx.selectFrom("site_settings").select("id").orderBy("id").limit(1).executeTakeFirst();
    if (site) {
      await trx
        .insertInto("site_setting_langs")
        .values({
          site_setting_id: site.id,
          lang: "it",
          site_name: "Demo Shop",
          meta_title: "Demo Shop – artigiani indipendenti",
          copyright_text: "© Demo Shop S.r.l.",
          created_at: now,
          updated_at: now,
        })
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
      await trx
        .insertInto("env_settings")
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
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
    if (!payment)
      await trx
        .insertInto("payments")
        .values({ ...paymentValues, admin_id: ctx.admins.admin, created_at: now })
        .execute();
    // The demo stores: WhatsApp button on the vendor's, off on the shop's (0/1, contract 5.17).
    await trx
      .updateTable("stores")
      .set({
        whatsapp_btn: 1,
        whatsapp_number: "+39 333 123 4567",
        whatsapp_default_msg: "Ciao! I have a question about your products.",
        meta_description: "Handmade goods from a small workshop.",
        updated_at: now,
      })
      .where("admin_id", "=", ctx.admins.vendor)
      .execute();
    await trx.updateTable("stores").set({ whatsapp_btn: 0, updated_at: now }).where("admin_id", "=", ctx.admins.admin).execute();
  });
}
