import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { Shell } from "./support/pages";
import { expectOwnScreenInEveryLanguage, ownVendor, StorePage } from "./support/people-own";
import { screens, urls } from "./support/urls";

/*
 * /store (issue 13): the vendor's own store on the settings form. Each test saves the store of a
 * vendor account of its own, so the demo vendor's store stays as other specs expect it.
 */

interface StoreRow {
  name: string;
  slug: string;
  image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  whatsapp_btn: number;
  whatsapp_number: string | null;
  whatsapp_default_msg: string | null;
}

const storeOf = (email: string) =>
  withDatabase(
    (db) =>
      db
        .prepare(
          `select s.name, s.slug, s.image, s.meta_title, s.meta_description, s.whatsapp_btn, s.whatsapp_number, s.whatsapp_default_msg
           from stores s join admins a on a.id = s.admin_id where a.email = ?`,
        )
        .get(email) as StoreRow | undefined,
  );

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.describe("store", () => {
  test("saved and read back after a reload; the slug follows the name; the logo uploads", async ({ page, request, baseURL }) => {
    const account = await ownVendor(request, baseURL!);
    const name = unique("Bottega Prova");
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await useSession(page, account);
    const store = new StorePage(page);
    await store.open();

    await store.fill("Nome del negozio", name);
    await expect(store.field("Slug")).toHaveValue(slug);
    await store.fill("Meta title", "Bottega di prova");
    await expect(page.getByText("16 caratteri su circa 60 mostrati dai motori di ricerca.")).toBeVisible();
    await store.fill("Meta description", "Tutto fatto a mano.");
    await store.whatsappSwitch().check();
    await store.fill("Numero WhatsApp", "+39 333 765 4321");
    await store.fill("Messaggio predefinito WhatsApp", "Ciao! Vorrei un'informazione.");
    await store.save();
    await store.expectSavedToast();
    expect(storeOf(account.email)).toMatchObject({
      name,
      slug,
      meta_title: "Bottega di prova",
      meta_description: "Tutto fatto a mano.",
      whatsapp_btn: 1,
      whatsapp_number: "+39 333 765 4321",
      whatsapp_default_msg: "Ciao! Vorrei un'informazione.",
    });

    await page.reload();
    await expect(store.field("Nome del negozio")).toHaveValue(name);
    await expect(store.field("Slug")).toHaveValue(slug);
    await expect(store.field("Meta title")).toHaveValue("Bottega di prova");
    await expect(store.whatsappSwitch()).toBeChecked();
    await expect(store.field("Numero WhatsApp")).toHaveValue("+39 333 765 4321");

    // A slug written by hand stops following the name.
    await store.fill("Slug", `${slug}-a-mano`);
    await store.fill("Nome del negozio", `${name} due`);
    await expect(store.field("Slug")).toHaveValue(`${slug}-a-mano`);

    // The logo goes up on its own, straight away.
    await page.locator('input[type="file"]').first().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Carica", exact: true }).click();
    await expect(page.getByRole("img", { name: "Anteprima dell'immagine" })).toHaveAttribute("src", /\.png/);
    await expect.poll(() => storeOf(account.email)?.image ?? null).not.toBeNull();
  });

  test("an invalid WhatsApp number is refused beside the field; the server's slug message beside the slug", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await ownVendor(request, baseURL!);
    await useSession(page, account);
    const store = new StorePage(page);
    await store.open();
    await store.fill("Nome del negozio", unique("Negozio"));
    await store.whatsappSwitch().check();
    await store.fill("Numero WhatsApp", "");
    await store.save();
    await store.expectFieldError("Numero WhatsApp", "Serve un numero per mostrare il pulsante WhatsApp");
    await store.fill("Numero WhatsApp", "333 1234567");
    await store.save();
    await store.expectFieldError("Numero WhatsApp", /Inserisci un numero internazionale che inizi con \+/);

    // Another store's slug: only the server knows, and its message lands beside the slug.
    const taken = withDatabase((db) => (db.prepare("select slug from stores order by id limit 1").get() as { slug: string }).slug);
    await store.fill("Numero WhatsApp", "+393331234567");
    await store.fill("Slug", taken);
    await store.save();
    await store.expectFieldError("Slug", "Questo slug è già in uso");
    expect(storeOf(account.email)?.slug ?? null).not.toBe(taken);
  });

  test("a role without store.view: no menu entry, and the 403 page", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["dashboard.view", "profile.view"]);
    await signInAs(page, account);
    const shell = new Shell(page);
    await expect(shell.sidebar().getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Negozio" })).toHaveCount(0);
    await page.goto(urls.path(screens.store()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation, WhatsApp fields open", async ({ page, request, baseURL }) => {
    await useSession(page, await ownVendor(request, baseURL!));
    const store = new StorePage(page);
    await store.open();
    await store.whatsappSwitch().check();
    await expect(store.field("Numero WhatsApp")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("in the four languages", async ({ page, request, baseURL }) => {
    await expectOwnScreenInEveryLanguage(
      { page, request, baseURL: baseURL! },
      screens.store(),
      {
        it: { title: "Negozio", label: "Nome del negozio" },
        en: { title: "Store", label: "Store name" },
        fr: { title: "Boutique", label: "Nom de la boutique" },
        de: { title: "Shop", label: "Name des Shops" },
      },
      (p, text) => p.getByLabel(new RegExp(`^${text}`)),
    );
  });
});
