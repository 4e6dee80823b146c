import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { vendor as demoVendor } from "./support/accounts";
import { unique } from "./support/api";
import { expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { ACCOUNT, expectForbidden, freshVendor } from "./support/people-withdrawals";
import { browserPath, screens, urls } from "./support/urls";

const accounts = screens.withdrawalAccounts;

/** The `default` flag of the account titled `title`, as stored. */
const storedDefault = (title: string) =>
  withDatabase(
    (db) => (db.prepare('select "default" as flag from withdrawal_accounts where title = ?').get(title) as { flag: number }).flag,
  );

/** The Default column's cell of a row (after the checkbox and the title). */
const defaultCell = (list: ListPageObject, title: string) => list.row(title).getByRole("cell").nth(2);

/** Fills the account form; `isDefault` picks Sì or No. */
async function fillAccount(form: EditPageObject, title: string, isDefault: boolean) {
  await form.fill("Titolo", title);
  await form.fill("Numero di conto", ACCOUNT.account_number);
  await form.fill("Intestatario", ACCOUNT.account_name);
  await form.fill("Banca", ACCOUNT.bank_name);
  await form.fill("Filiale", ACCOUNT.branch_name);
  await form.field("Predefinito").selectOption(isDefault ? "1" : "2");
}

test.describe("withdrawal accounts", () => {
  test("a vendor creates, finds, edits and deletes accounts; a second default clears the first", async ({ page, request, baseURL }) => {
    const seller = await freshVendor(request, baseURL!);
    const first = unique("Conto principale");
    const second = unique("Conto nuovo");
    await useSession(page, seller.account);
    await page.goto(urls.path(accounts.list()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Nessun risultato");

    const form = new EditPageObject(page);
    for (const title of [first, second]) {
      await list.addButton("Aggiungi conto").click();
      await expect(page).toHaveURL(browserPath(accounts.create()));
      await expect(form.field("Numero di conto")).toHaveAccessibleDescription("es. 3454245344554");
      await fillAccount(form, title, true);
      await form.save();
      await form.expectSavedToast();
      await expect(page).toHaveURL(browserPath(accounts.list()));
    }
    // Only the newest is the default, on screen and in the database.
    await expect(defaultCell(list, second)).toHaveText("Sì");
    await expect(defaultCell(list, first)).toHaveText("No");
    await expect(list.row(first)).toContainText(ACCOUNT.account_number);
    await expect(list.row(first)).toContainText(seller.username);
    expect([storedDefault(first), storedDefault(second)]).toEqual([2, 1]);

    await list.searchFor(first);
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    await list.editRow(first);
    await expect(form.field("Titolo")).toHaveValue(first);
    await form.fill("Filiale", "Milano Centro");
    await form.field("Predefinito").selectOption("1");
    await form.save();
    await form.expectSavedToast();
    await expect(list.row(first)).toContainText("Milano Centro");
    await expect(defaultCell(list, first)).toHaveText("Sì");
    expect([storedDefault(first), storedDefault(second)]).toEqual([1, 2]);

    // The default cannot simply be switched off: the server's message on the form.
    await list.editRow(first);
    await form.field("Predefinito").selectOption("2");
    await form.save();
    await expect(page.getByText("Deve esserci almeno un conto predefinito.")).toBeVisible();
    await form.backToList();
    await form.answerLeaveQuestion(true);

    await list.searchFor(second);
    await list.deleteRow(second, `Eliminare il conto di prelievo «${second}»?`);
    await expect(list.row(second)).toHaveCount(0);
    expect(withDatabase((db) => db.prepare("select count(*) as n from withdrawal_accounts where title = ?").get(second))).toEqual({ n: 0 });
  });

  test("the client checks the required fields", async ({ page }) => {
    await useSession(page, demoVendor);
    await page.goto(urls.path(accounts.create()));
    const form = new EditPageObject(page);
    await form.save();
    await form.expectFieldError("Titolo", "Titolo è obbligatorio");
    await form.expectFieldError("Numero di conto", "Numero di conto è obbligatorio");
    await expect(page).toHaveURL(browserPath(accounts.create()));
  });

  test("a vendor cannot see or change another vendor's account", async ({ page, request, baseURL, apiAs }) => {
    const owner = await freshVendor(request, baseURL!, { account: unique("Conto altrui") });
    const id = withDatabase(
      (db) => (db.prepare("select id from withdrawal_accounts where admin_id = ?").get(owner.id) as { id: number }).id,
    );
    await useSession(page, demoVendor);
    await page.goto(urls.path(accounts.list({ q: owner.username })));
    await expect(new ListPageObject(page).summary()).toHaveText("Nessun risultato");
    await page.goto(urls.path(accounts.edit(id)));
    await expect(page.getByTestId("error-status")).toHaveText("403");

    const api = await apiAs(demoVendor);
    const changed = await api.call("POST", `withdrawal-account/action/${id}`, { ...ACCOUNT, title: "Preso", default: 1 });
    expect(changed.message).toBe("Unauthorized access.");
    expect((await api.call("DELETE", `withdrawal-account/delete/${id}`)).message).toBe("Unauthorized access.");
  });

  test("a role without withdrawal_account.view gets the 403 page and no menu entry", async ({ page, request, baseURL }) => {
    await expectForbidden(page, request, baseURL!, {
      granted: "withdrawal_request.view",
      shown: "Richieste di prelievo",
      missing: "Conti di prelievo",
      paths: [accounts.list(), accounts.create()],
    });
  });

  test("no serious or critical axe violation on the list and the form", async ({ page }) => {
    await expectAccessible(page, accounts);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, accounts.list(), {
      it: { title: "Conti di prelievo", label: "Numero di conto" },
      en: { title: "Accounts", label: "Account number" },
      fr: { title: "Comptes de retrait", label: "Numéro de compte" },
      de: { title: "Auszahlungskonten", label: "Kontonummer" },
    });
  });
});
