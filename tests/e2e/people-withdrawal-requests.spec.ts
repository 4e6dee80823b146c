import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { superadmin, vendor as demoVendor } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import {
  addBalance,
  amountText,
  balanceOf,
  expectForbidden,
  freshVendor,
  money,
  newestRequest,
  WithdrawalRequestsPage,
} from "./support/people-withdrawals";
import { forgetSession } from "./support/pages";
import { screens, urls } from "./support/urls";

const requests = screens.withdrawalRequests;

test.describe("withdrawal requests", () => {
  test("a vendor requests a withdrawal; an admin approves another and cancels a third with a reason; the figures agree with the API", async ({
    page,
    request,
    baseURL,
  }) => {
    const [asker, approved, cancelled] = await Promise.all(
      ["Conto A", "Conto B", "Conto C"].map((account) => freshVendor(request, baseURL!, { account })),
    );
    addBalance(asker.id, 120);
    addBalance(approved.id, 80.5);
    addBalance(cancelled.id, 64);
    await approved.api.ok("POST", "withdrawal-request/withdraw");
    await cancelled.api.ok("POST", "withdrawal-request/withdraw");

    // The vendor: the summary, the question, then the pending request in the list.
    await useSession(page, asker.account);
    await page.goto(urls.path(requests()));
    const screen = new WithdrawalRequestsPage(page);
    await screen.expectFigures(await balanceOf(asker));
    await expect(screen.figure("amount")).toHaveText(amountText(120));
    // The form starts with the whole balance.
    await expect(screen.amountField()).toHaveValue(/120/);
    await screen.requestWithdrawal();
    await expect(page.getByText("Richiesta di prelievo inviata.")).toBeVisible();
    await screen.expectFigures({ withdrawn: 0, pending_withdrawal: 120, amount: 0 });
    await screen.expectFigures(await balanceOf(asker));
    await expect(screen.list.row(money(120))).toContainText("In attesa");
    await expect(screen.list.row(money(120))).toContainText("Conto A");
    // While it is pending, the request is shown instead of a way to ask again.
    await expect(screen.pendingRequest()).toContainText(money(120));
    await expect(screen.withdrawButton()).toHaveCount(0);
    await forgetSession(page);

    // The admin: approve one vendor's request, cancel another's (the reason is required).
    await useSession(page, superadmin);
    await page.goto(urls.path(requests()));
    await expect(screen.figure("amount")).toHaveCount(0);
    await screen.list.searchFor(approved.username);
    await screen.approve(approved.username);
    await expect(screen.list.row(approved.username)).toContainText("Approvato");
    await expect(screen.list.row(approved.username)).toContainText("admin");

    await screen.list.searchFor(cancelled.username);
    await screen.cancel(cancelled.username, "");
    await expect(screen.cancelDialog()).toContainText("Motivo è obbligatorio");
    await screen.cancel(cancelled.username, "Coordinate bancarie da verificare");
    await expect(screen.cancelDialog()).toBeHidden();
    await expect(screen.list.row(cancelled.username)).toContainText("Annullato");
    await expect(screen.list.row(cancelled.username)).toContainText("Coordinate bancarie da verificare");
    // Decided requests offer neither button again.
    await expect(screen.list.rowAction(cancelled.username, "Approva")).toHaveCount(0);

    expect(await balanceOf(approved)).toEqual({ withdrawn: 80.5, pending_withdrawal: 0, amount: 0 });
    expect(await balanceOf(cancelled)).toEqual({ withdrawn: 0, pending_withdrawal: 0, amount: 64 });
    await forgetSession(page);

    // What the two vendors see now is what the API answers.
    for (const [who, status] of [
      [approved, "Approvato"],
      [cancelled, "Annullato"],
    ] as const) {
      await useSession(page, who.account);
      await page.goto(urls.path(requests()));
      await screen.expectFigures(await balanceOf(who));
      await expect(screen.list.table().getByRole("row")).toHaveCount(2);
      await expect(screen.list.row(who.username)).toContainText(status);
      await forgetSession(page);
    }
  });

  test("below the minimum nothing is offered; the server's refusal (no default account) is told in Italian", async ({
    page,
    request,
    baseURL,
  }) => {
    const seller = await freshVendor(request, baseURL!);
    addBalance(seller.id, 30);
    await useSession(page, seller.account);
    await page.goto(urls.path(requests()));
    const screen = new WithdrawalRequestsPage(page);
    await screen.expectFigures({ withdrawn: 0, pending_withdrawal: 0, amount: 30 });
    await expect(page.getByText(`Potrai richiedere un prelievo quando il saldo disponibile raggiungerà`)).toBeVisible();
    await expect(screen.withdrawButton()).toHaveCount(0);

    addBalance(seller.id, 30);
    await page.reload();
    await screen.requestWithdrawal();
    await expect(screen.failure()).toContainText("Nessun conto di prelievo predefinito: aggiungine uno in Conti di prelievo.");
    await expect(screen.failure()).not.toContainText("No withdrawal account found.");
    expect(await balanceOf(seller)).toEqual({ withdrawn: 0, pending_withdrawal: 0, amount: 60 });
  });

  test("a vendor asks for a chosen amount within the limits, then sees the pending request instead of the form", async ({
    page,
    request,
    baseURL,
  }) => {
    const seller = await freshVendor(request, baseURL!, { account: "Conto Scelto" });
    addBalance(seller.id, 150);
    await useSession(page, seller.account);
    await page.goto(urls.path(requests()));
    const screen = new WithdrawalRequestsPage(page);
    await screen.expectFigures({ withdrawn: 0, pending_withdrawal: 0, amount: 150 });
    // The limits are shown: the minimum and the available balance.
    await expect(page.getByText(/^Almeno 50,00.*saldo disponibile \(150,00/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await screen.amountField().fill("40");
    await screen.withdrawButton().click();
    await expect(page.getByText(/^L'importo deve essere almeno 50,00/)).toBeVisible();
    await screen.amountField().fill("200");
    await screen.withdrawButton().click();
    await expect(page.getByText(/^L'importo non può superare il saldo disponibile \(150,00/)).toBeVisible();
    await expect(screen.confirmDialog()).toHaveCount(0);

    await screen.requestWithdrawal("70");
    await expect(page.getByText("Richiesta di prelievo inviata.")).toBeVisible();
    await expect(screen.pendingRequest()).toContainText(`Importo richiesto: ${money(70)}`);
    await expect(screen.pendingRequest()).toContainText("Conto Scelto");
    await expect(screen.withdrawButton()).toHaveCount(0);
    await expect(screen.amountField()).toHaveCount(0);
    expect(await balanceOf(seller)).toEqual({ withdrawn: 0, pending_withdrawal: 70, amount: 80 });
    await screen.expectFigures({ withdrawn: 0, pending_withdrawal: 70, amount: 80 });
    await expect(screen.list.row(money(70))).toContainText("In attesa");
  });

  test("a request sent meanwhile from elsewhere: the server's refusal in Italian, then the pending request", async ({
    page,
    request,
    baseURL,
  }) => {
    const seller = await freshVendor(request, baseURL!, { account: "Altrove" });
    addBalance(seller.id, 90);
    await useSession(page, seller.account);
    await page.goto(urls.path(requests()));
    const screen = new WithdrawalRequestsPage(page);
    await expect(screen.amountField()).toBeVisible();
    await seller.api.ok("POST", "withdrawal-request/withdraw");
    await screen.requestWithdrawal("60");
    await expect(screen.failure()).toContainText("Hai già una richiesta di prelievo in attesa.");
    await expect(screen.failure()).not.toContainText("You already have");
    await expect(screen.pendingRequest()).toContainText(money(90));
    expect(await balanceOf(seller)).toEqual({ withdrawn: 0, pending_withdrawal: 90, amount: 0 });
  });

  test("a vendor sees only their own requests and cannot decide another vendor's", async ({ page, request, baseURL }) => {
    const [mine, theirs] = await Promise.all([
      freshVendor(request, baseURL!, { account: "Mio" }),
      freshVendor(request, baseURL!, { account: "Altrui" }),
    ]);
    addBalance(mine.id, 55);
    addBalance(theirs.id, 90);
    await mine.api.ok("POST", "withdrawal-request/withdraw");
    await theirs.api.ok("POST", "withdrawal-request/withdraw");

    await useSession(page, mine.account);
    await page.goto(urls.path(requests({ q: theirs.username })));
    const screen = new WithdrawalRequestsPage(page);
    await expect(screen.list.summary()).toHaveText("Nessun risultato");
    await page.goto(urls.path(requests()));
    await expect(screen.list.table().getByRole("row")).toHaveCount(2);
    await expect(screen.list.row(mine.username)).toContainText(money(55));
    // A vendor may cancel their own pending request (vendors hold .cancel), never approve it.
    await expect(screen.list.rowAction(mine.username, "Annulla la richiesta")).toBeVisible();
    await expect(screen.list.rowAction(mine.username, "Approva")).toHaveCount(0);

    const foreign = await mine.api.call("POST", "withdrawal-request/cancel", { id: newestRequest(theirs.id), message: "no" });
    expect(foreign.message).toBe("Unauthorized access.");
    expect(await balanceOf(theirs)).toEqual({ withdrawn: 0, pending_withdrawal: 90, amount: 0 });
  });

  test("a role without withdrawal_request.view gets the 403 page and no menu entry", async ({ page, request, baseURL }) => {
    await expectForbidden(page, request, baseURL!, {
      granted: "withdrawal_account.view",
      shown: "Conti di prelievo",
      missing: "Richieste di prelievo",
      paths: [requests()],
    });
  });

  test("no serious or critical axe violation: the vendor's summary, the admin's list and the cancellation form", async ({
    page,
    request,
    baseURL,
  }) => {
    const seller = await freshVendor(request, baseURL!, { account: "Axe" });
    addBalance(seller.id, 70);
    await seller.api.ok("POST", "withdrawal-request/withdraw");
    await useSession(page, demoVendor);
    await page.goto(urls.path(requests()));
    const screen = new WithdrawalRequestsPage(page);
    // The demo vendor has a pending request (the seed's).
    await expect(screen.pendingRequest()).toBeVisible();
    await expect(screen.list.summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await forgetSession(page);

    await useSession(page, superadmin);
    await page.goto(urls.path(requests({ q: seller.username })));
    await expect(screen.list.row(seller.username)).toContainText("In attesa");
    expect(await seriousViolations(page)).toEqual([]);
    await screen.list.rowAction(seller.username, "Annulla la richiesta").click();
    await expect(screen.cancelDialog()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the screen in all four languages", async ({ page, baseURL }) => {
    await useSession(page, demoVendor);
    await expectInEveryLanguage(page, baseURL!, requests(), {
      it: { title: "Richieste di prelievo", label: "Importo" },
      en: { title: "Requests", label: "Amount" },
      fr: { title: "Demandes de retrait", label: "Montant" },
      de: { title: "Auszahlungsanträge", label: "Betrag" },
    });
    // The summary follows the language too.
    await expect(page.getByText("Verfügbares Guthaben")).toBeVisible();
  });
});
