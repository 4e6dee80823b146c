import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectLanguages, expectVendorRefused, OrderedLinks, pngFile, saveLinks } from "./support/content-layout";
import { EditPageObject } from "./support/edit-page";
import { browserPath, screens, urls } from "./support/urls";

/* /footer-links: service/about pages in order (drag/buttons, one save); payment/social icons with their form. */

interface PageLink {
  id: number;
  page_id: number;
}
interface Overview {
  service_links: PageLink[];
  about_links: PageLink[];
}
interface Icon {
  id: number;
  title: string;
  link: string;
  image: string | null;
  type: number;
}
const footer = screens.footerLinks;
const SAVED = "Link salvati.";

test.describe("footer links", () => {
  test("service links reordered and one added: saved and read back after a reload", async ({ page, api }) => {
    const before = await api.ok<Overview>("GET", "footer-link/all");
    const pages = await api.ok<{ id: number; title: string }[]>("GET", "page/all-pages");
    const title = (id: number) => pages.find((p) => p.id === id)!.title;
    const [first, second] = before.service_links;
    const extra = pages.find((p) => !before.service_links.some((l) => l.page_id === p.id))!;
    try {
      await page.goto(urls.path(footer.list()));
      const service = new OrderedLinks(page, "Link di servizio");
      const pageOf = (n: number) => page.getByRole("combobox", { name: `Pagina del link ${n} (Link di servizio)` });
      await expect(pageOf(1)).toHaveValue(String(first.page_id));
      await service.button(`Sposta ${title(first.page_id)} in basso`).click();
      await expect(pageOf(1)).toHaveValue(String(second.page_id));
      await page.getByRole("button", { name: "Aggiungi link" }).first().click();
      const added = before.service_links.length + 1;
      await page.getByRole("button", { name: "Salva", exact: true }).click();
      // A new row without its page: the client's message beside it, nothing sent.
      await expect(pageOf(added)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Pagina è obbligatorio")).toBeVisible();
      await pageOf(added).selectOption(String(extra.id));
      await saveLinks(page, SAVED);

      await page.reload();
      await expect(pageOf(1)).toHaveValue(String(second.page_id));
      await expect(pageOf(2)).toHaveValue(String(first.page_id));
      await expect(pageOf(added)).toHaveValue(String(extra.id));
      const saved = await api.ok<Overview>("GET", "footer-link/all");
      expect(saved.service_links.map((l) => l.page_id)).toEqual([
        second.page_id,
        first.page_id,
        ...before.service_links.slice(2).map((l) => l.page_id),
        extra.id,
      ]);
      expect(saved.about_links).toEqual(before.about_links);
    } finally {
      const now = await api.ok<Overview>("GET", "footer-link/all");
      await api.ok("POST", "footer-link/service-about-action", {
        about_links: now.about_links,
        service_links: now.service_links.map((l, i) =>
          i < before.service_links.length ? { id: l.id, page_id: before.service_links[i].page_id } : { id: l.id, deleted: true },
        ),
      });
    }
  });

  test("a social icon: created, its image uploaded and shown with its title as alt text, deleted after asking", async ({ page, api }) => {
    const name = unique("Mastodon");
    await page.goto(urls.path(footer.list()));
    await page.getByRole("tab", { name: "Link pagamento e social" }).click();
    await expect(page).toHaveURL(/#payment-social$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Aggiungi link social" }).click();
    const form = new EditPageObject(page);
    await expect(form.form()).toContainText("Usato in: Link social");
    await form.fill("Titolo", name);
    await form.fill("Link", "javascript:alert(1)");
    await form.saveAndEdit();
    // The server's message beside its field.
    await expect(form.field("Link")).toHaveAttribute("aria-invalid", "true");
    await expect(form.form()).toContainText("The link format is invalid.");
    await form.fill("Link", "");
    await form.saveAndEdit();
    await expect(form.form()).toContainText("Link è obbligatorio");
    expect(await seriousViolations(page)).toEqual([]);
    await form.fill("Link", "https://mastodon.social/@shop");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/footer-links\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await page.reload();
    await expect(form.field("Titolo")).toHaveValue(name);
    await form.pickImage(pngFile());
    await form.uploadImage();
    await expect.poll(async () => (await api.ok<Icon>("GET", `footer-image-link/find/${id}`)).image).toMatch(/\.png$/);
    const saved = await api.ok<Icon>("GET", `footer-image-link/find/${id}`);
    expect(saved).toMatchObject({ title: name, link: "https://mastodon.social/@shop", type: 2 });

    await form.save();
    await expect(page).toHaveURL((url) => url.pathname === browserPath(footer.list()) && url.hash === "#payment-social");
    const social = page.getByRole("table", { name: "Link social" });
    await expect(social.getByRole("img", { name })).toBeVisible();
    await social.getByRole("button", { name: `Elimina ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Eliminare il link «${name}»?` });
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(social.getByText(name)).toHaveCount(0);
    expect((await api.call("GET", `footer-image-link/find/${id}`)).message).toBe("We couldn't found anything.");
  });

  test("a vendor without footer_link gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [footer.list(), footer.create()], "Link del footer");
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      footer.list(),
      {
        it: { title: "Link del footer", probe: "Link servizio e chi siamo" },
        en: { title: "Footer links", probe: "Service & about links" },
        fr: { title: "Liens du pied de page", probe: "Liens service et à propos" },
        de: { title: "Footer-Links", probe: "Service- und Über-uns-Links" },
      },
      (p, text) => p.getByRole("tab", { name: text }),
    );
  });
});
