import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { ContentForm } from "./support/content-editor";
import { ListPageObject } from "./support/list-page";
import { expectForbidden, expectFormChecks } from "./support/marketing";
import { screens, urls } from "./support/urls";

const scripts = screens.customScripts;

test.describe("custom scripts", () => {
  test("create with the warning, the pattern tester and the code editor; read back after reload; delete", async ({ page, api }) => {
    const pattern = `/*/${unique("promo")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")}/*`;
    await page.goto(urls.path(scripts.list()));
    const list = new ListPageObject(page);
    await list.addButton("Aggiungi script").click();
    const form = new ContentForm(page);
    await expect(page.getByRole("alert").filter({ hasText: "Questo codice viene eseguito nel negozio" })).toBeVisible();

    // The tester answers with the storefront's rule as the pattern is typed.
    await form.fill("Percorso", "/*/product/*");
    await expect(form.routeMatch()).toHaveText("corrisponde a /product/123: sì");
    await form.fill("Prova un percorso del negozio", "/category/shoes");
    await expect(form.routeMatch()).toHaveText("corrisponde a /category/shoes: no");
    await form.fill("Percorso", pattern);

    // The code editor: Tab indents by two spaces, the line count follows.
    await form.form().getByRole("switch", { name: "Script nel body" }).check();
    const code = form.field("Codice dello script nel body");
    await code.click();
    await code.pressSequentially("if (true) {");
    await code.press("Enter");
    await code.press("Tab");
    await code.pressSequentially("console.log('hi');");
    await expect(code).toHaveValue("if (true) {\n  console.log('hi');");
    await expect(page.getByTestId("body_script_code-lines")).toHaveText("2 righe");
    // Escape hands Tab back to the page: focus leaves the editor.
    await code.press("Escape");
    await code.press("Tab");
    await expect(code).not.toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/custom-scripts\/\d+$/);
    const id = Number(page.url().split("/").pop());
    await page.reload();
    await expect(form.field("Percorso")).toHaveValue(pattern);
    await expect(form.field("Codice dello script nel body")).toHaveValue("if (true) {\n  console.log('hi');");
    expect(await api.ok("GET", `custom-script/find/${id}`)).toMatchObject({
      route_pattern: pattern,
      body_script: 1,
      header_script: 0,
      body_script_code: "if (true) {\n  console.log('hi');",
    });

    await page.goto(urls.path(scripts.list()));
    await list.searchFor(pattern);
    await list.deleteRow(pattern, `Eliminare lo script per «${pattern}»?`);
    await expect(list.row(pattern)).toHaveCount(0);
  });

  test("the server's message beside the route pattern when it is sent empty", async ({ page }) => {
    await page.goto(urls.path(scripts.create()));
    const form = new ContentForm(page);
    // The client check would stop an empty pattern; a blank one made of spaces reaches the server
    // only when the request is changed on its way, which shows the server's own message.
    await page.route("**/api/admin/custom-script/action", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, route_pattern: "" }) });
    });
    await form.fill("Percorso", "*");
    await form.save();
    await form.expectFieldError("Percorso", /route pattern field is required|obbligatorio/i);
    await expect(page).toHaveURL(/\/custom-scripts\/add$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the vendor (no header_link permission) gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, scripts, "Script personalizzati", vendor);
  });

  test("no serious or critical axe violation; the list and form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      scripts,
      {
        it: { title: "Script personalizzato", label: "Questo codice viene eseguito nel negozio" },
        en: { title: "Custom script", label: "This code runs on the storefront" },
        fr: { title: "Script personnalisé", label: "Ce code s'exécute sur la boutique" },
        de: { title: "Eigenes Skript", label: "Dieser Code läuft im Shop" },
      },
      (p, text) => p.getByText(text, { exact: true }),
    );
  });
});
