import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectLanguages, expectVendorRefused, OrderedLinks, saveLinks } from "./support/content-layout";
import { Shell } from "./support/pages";
import { screens, urls } from "./support/urls";

/*
 * /header-links: both sides edited in place, reordered (buttons and drag and drop), one save. The
 * tests add their own links to the right side and take them away again.
 */

interface Link {
  id: number;
  title: string;
  url: string | null;
}
type Sides = { left: Link[]; right: Link[] };
const PATH = screens.headerLinks();

test.describe("header links", () => {
  test("edit, reorder by button and by drag, one save: read back after a reload", async ({ page, api }) => {
    const before = await api.ok<Sides>("GET", "header-link/all");
    const [a, b] = [unique("Saldi"), unique("Novità")];
    await api.ok("POST", "header-link/action", { right: [...before.right, { title: a, url: "/sale" }, { title: b, url: "/new" }] });
    const n = before.right.length;
    try {
      await page.goto(urls.path(PATH));
      await expect(new Shell(page).heading()).toHaveText("Link dell'intestazione");
      const right = new OrderedLinks(page, "Destra");
      const title = (i: number) => page.getByRole("textbox", { name: `Titolo del link ${i} (Destra)` });
      await expect(title(n + 1)).toHaveValue(a);
      await title(n + 1).fill(`${a} bis`);
      await page.getByRole("textbox", { name: `URL del link ${n + 1} (Destra)` }).fill("/sale-bis");
      await right.button(`Sposta ${b} in alto`).click();
      await expect(title(n + 1)).toHaveValue(b);
      await saveLinks(page, "Link dell'intestazione salvati.");

      await page.reload();
      await expect(title(n + 1)).toHaveValue(b);
      await expect(title(n + 2)).toHaveValue(`${a} bis`);
      let saved = await api.ok<Sides>("GET", "header-link/all");
      expect(saved.right.slice(n).map((l) => [l.title, l.url])).toEqual([
        [b, "/new"],
        [`${a} bis`, "/sale-bis"],
      ]);
      const shown = (links: Link[]) => links.map((l) => [l.id, l.title, l.url]);
      expect(shown(saved.left)).toEqual(shown(before.left));

      // Drag and drop: the last row onto the one above it.
      await right.handle(`${a} bis`).dragTo(right.rows().nth(n));
      await expect(title(n + 1)).toHaveValue(`${a} bis`);
      await saveLinks(page, "Link dell'intestazione salvati.");
      saved = await api.ok<Sides>("GET", "header-link/all");
      expect(saved.right.slice(n).map((l) => l.title)).toEqual([`${a} bis`, b]);
    } finally {
      await api.ok("POST", "header-link/action", { right: before.right });
    }
  });

  test("the server's message beside its field; a title left empty; axe in each state", async ({ page }) => {
    await page.goto(urls.path(PATH));
    const left = new OrderedLinks(page, "Sinistra");
    await expect(left.rows().first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const count = await left.rows().count();
    await page.getByRole("button", { name: "Aggiungi link" }).first().click();
    const newTitle = page.getByRole("textbox", { name: `Titolo del link ${count + 1} (Sinistra)` });
    const newUrl = page.getByRole("textbox", { name: `URL del link ${count + 1} (Sinistra)` });
    await newTitle.fill(unique("Bad"));
    await newUrl.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(newUrl).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(`The left.${count}.url format is invalid.`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await newTitle.fill("");
    await newUrl.fill("/ok");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(newTitle).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Titolo è obbligatorio")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a vendor without header_link gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [PATH], "Link dell'intestazione");
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      PATH,
      {
        it: { title: "Link dell'intestazione", probe: "Sinistra" },
        en: { title: "Header links", probe: "Left" },
        fr: { title: "Liens de l'en-tête", probe: "Gauche" },
        de: { title: "Header-Links", probe: "Links" },
      },
      (p, text) => p.getByRole("heading", { name: text, exact: true }),
    );
  });
});
