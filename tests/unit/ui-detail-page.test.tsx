import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { updateAbility } from "~/access/ability";
import { AccessProvider } from "~/access/can";
import { ApiError, DemoModeError, UnauthenticatedError } from "~/api/errors";
import { activateLanguage, i18next, initI18n, loadAppStrings } from "~/i18n/i18n";
import { detailAction, detailShouldRevalidate, formText, type DetailActionHandler } from "~/ui/detail-page/action";
import type { DetailDescription } from "~/ui/detail-page/description";
import { DetailPage } from "~/ui/detail-page/detail-page";
import { fieldsSection, tableSection } from "~/ui/detail-page/sections";

/*
 * The detail page kind: the clientAction builder's answers, and the page driven by a description
 * (sections, actions under permissions, the round trip through a route's clientAction).
 */

/** A SPA has no server: a clientAction that called its server action would be a bug. */
const serverAction = (): Promise<never> => Promise.reject(new Error("no server in a SPA"));

function post(fields: Record<string, string>, url = "http://panel.test/things/7?guest=1"): ClientActionFunctionArgs {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return {
    request: new Request(url, { method: "POST", body }),
    params: { id: "7" },
    context: undefined,
    serverAction,
  };
}

describe("detailAction", () => {
  it("dispatches on the intent with the params, the URL and the form", async () => {
    const seen = vi.fn<DetailActionHandler>(async () => ({ redirectTo: "/things" }));
    const action = detailAction({ close: seen, other: async () => undefined });
    expect(await action(post({ intent: "close", note: "hi" }))).toEqual({ ok: true, intent: "close", redirectTo: "/things" });
    const args = seen.mock.calls[0][0];
    expect([args.params.id, args.url.searchParams.get("guest"), formText(args.form, "note"), formText(args.form, "absent")]).toEqual([
      "7",
      "1",
      "hi",
      "",
    ]);
    expect(await action(post({ intent: "other" }))).toEqual({ ok: true, intent: "other", redirectTo: undefined });
  });

  it("answers failures with the server's message and field errors, or an i18n key", async () => {
    const action = detailAction({
      invalid: () => Promise.reject(new ApiError(422, "The subject field is required.", { form: ["The subject field is required."] })),
      demo: () => Promise.reject(new DemoModeError()),
      broken: () => Promise.reject(new TypeError("x is undefined")),
    });
    expect(await action(post({ intent: "invalid" }))).toEqual({
      ok: false,
      intent: "invalid",
      message: "The subject field is required.",
      fieldErrors: { form: ["The subject field is required."] },
    });
    expect(await action(post({ intent: "demo" }))).toMatchObject({ ok: false, messageKey: "demo.saveDisabled" });
    expect(await action(post({ intent: "broken" }))).toMatchObject({ ok: false, messageKey: "detail.actionFailed" });
    // An intent nobody handles (or an inherited name) runs nothing.
    expect(await action(post({ intent: "toString" }))).toMatchObject({ ok: false, intent: "toString", messageKey: "detail.actionFailed" });
  });

  it("keeps the page's data after a failed action (nothing changed), reloads it otherwise", () => {
    const args = (actionResult: unknown) =>
      ({ actionResult, defaultShouldRevalidate: true }) as Parameters<typeof detailShouldRevalidate>[0];
    expect(detailShouldRevalidate(args({ ok: false, intent: "x", message: "", fieldErrors: {} }))).toBe(false);
    expect(detailShouldRevalidate(args({ ok: true, intent: "x" }))).toBe(true);
    expect(detailShouldRevalidate(args(undefined))).toBe(true);
  });

  it("lets a signed-out answer through to the session", async () => {
    const action = detailAction({ go: () => Promise.reject(new UnauthenticatedError()) });
    await expect(action(post({ intent: "go" }))).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});

interface Thing {
  id: number;
  name: string;
  lines: { id: number; label: string; amount: number }[];
}

const thing: Thing = { id: 7, name: "Widget", lines: [{ id: 1, label: "First line", amount: 3 }] };

const description: DetailDescription<Thing> = {
  subject: "user",
  listPath: "/things",
  title: (record) => record.name,
  sections: [
    fieldsSection<Thing>({
      key: "main",
      title: "sales.carts.sections.customer",
      fields: [{ label: "sales.carts.name", value: (r) => r.name }],
    }),
    // A table of the record's lines, with the empty text shown when it has none.
    tableSection<Thing, Thing["lines"][number]>({
      key: "lines",
      rows: (r) => r.lines,
      title: "sales.carts.sections.items",
      empty: "sales.carts.noItems",
      columns: [
        { key: "label", title: "sales.carts.product", render: (l) => l.label },
        { key: "amount", title: "sales.carts.quantity", align: "right", render: (l) => l.amount },
      ],
    }),
  ],
  actions: [
    {
      kind: "confirm",
      intent: "empty",
      label: "sales.carts.empty",
      permission: "delete",
      confirm: { title: "sales.carts.emptyConfirm", danger: true },
      done: "sales.carts.emptied",
    },
    {
      kind: "modal",
      intent: "remind",
      label: "sales.carts.remind",
      title: "sales.carts.remindTitle",
      submit: "sales.carts.remindSubmit",
      initial: (record, t) => ({ subject: t("sales.carts.reminderSubject"), message: record.name }),
      fields: [
        { name: "subject", label: "sales.carts.subject" },
        { name: "message", label: "sales.carts.message", multiline: true },
      ],
      done: "sales.carts.reminded",
    },
    { kind: "print", label: "detail.print" },
  ],
};

function renderPage(handlers: Record<string, DetailActionHandler>, record: Thing = thing) {
  const router = createMemoryRouter(
    [
      {
        path: "/things/:id",
        element: <DetailPage description={description} record={record} />,
        action: (args) => detailAction(handlers)({ ...args, serverAction }),
      },
      { path: "/things", element: <p>the list</p> },
    ],
    { initialEntries: ["/things/7"] },
  );
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18next}>
        <AccessProvider>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </AccessProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

describe("DetailPage", () => {
  beforeAll(async () => {
    await initI18n("it");
    // Another file of the worker may have left the shared store in another language.
    await activateLanguage("it");
    await loadAppStrings(["sales"]);
  });

  afterEach(() => {
    cleanup();
    updateAbility([]);
  });

  it("renders the sections: labelled regions, a description list, a table or its empty text", () => {
    updateAbility(["user.view"]);
    renderPage({});
    const customer = screen.getByRole("region", { name: "Cliente" });
    expect(within(customer).getByText("Nome").tagName).toBe("DT");
    expect(within(customer).getByText("Widget").closest("dd")).not.toBeNull();
    const items = screen.getByRole("region", { name: "Articoli nel carrello" });
    expect(
      within(items)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["ProdottoQuantità", "First line3"]);
    cleanup();
    renderPage({}, { ...thing, lines: [] });
    expect(within(screen.getByRole("region", { name: "Articoli nel carrello" })).getByText("Il carrello è vuoto.")).toBeDefined();
  });

  it("shows only the actions the user's permissions allow (print always)", () => {
    updateAbility(["user.view"]);
    renderPage({});
    const bar = screen.getByRole("group", { name: "Azioni" });
    expect(
      within(bar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Stampa"]);
    cleanup();
    updateAbility(["user.view", "user.edit", "user.delete"]);
    renderPage({});
    expect(
      within(screen.getByRole("group", { name: "Azioni" }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Svuota il carrello", "Invia un promemoria", "Stampa"]);
  });

  it("a confirmed action posts its intent once and follows the redirect it answers", async () => {
    updateAbility(["user.view", "user.delete"]);
    const empty = vi.fn<DetailActionHandler>(async () => ({ redirectTo: "/things" }));
    const router = renderPage({ empty });
    fireEvent.click(screen.getByRole("button", { name: "Svuota il carrello" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Svuotare il carrello di Widget?");
    const confirm = within(dialog).getByRole("button", { name: "Svuota il carrello" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/things"));
    expect(empty).toHaveBeenCalledTimes(1);
  });

  it("a failed confirmed action shows the server's message in the page's alert (in Italian where the panel knows it)", async () => {
    updateAbility(["user.view", "user.delete"]);
    renderPage({ empty: () => Promise.reject(new ApiError(404, "We couldn't found anything.")) });
    fireEvent.click(screen.getByRole("button", { name: "Svuota il carrello" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Svuota il carrello" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Non è stato trovato nulla.");
  });

  it("a modal action posts its fields; the server's messages go beside the fields they name, the rest above them", async () => {
    updateAbility(["user.view", "user.edit"]);
    const remind = vi.fn<DetailActionHandler>(({ form }) => {
      const subject = formText(form, "subject");
      if (!subject)
        return Promise.reject(
          new ApiError(422, "", { form: ["The subject field is required.", "The message must not be greater than 5 characters."] }),
        );
      if (subject === "late") return Promise.reject(new ApiError(422, "The cart is empty.", { form: ["The cart is empty."] }));
      return Promise.resolve();
    });
    renderPage({ remind });
    fireEvent.click(screen.getByRole("button", { name: "Invia un promemoria" }));
    const dialog = await screen.findByRole("dialog", { name: "Promemoria via email" });
    const subject = within(dialog).getByLabelText<HTMLInputElement>("Oggetto");
    expect(subject.value).toBe("Il tuo carrello ti aspetta");
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Messaggio").value).toBe("Widget");

    fireEvent.change(subject, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Metti in coda l'email" }));
    await waitFor(() => expect(subject.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Oggetto è obbligatorio")).toBeDefined();
    expect(within(dialog).getByText("The message must not be greater than 5 characters.")).toBeDefined();
    expect(within(dialog).queryByRole("alert")).toBeNull();

    fireEvent.change(subject, { target: { value: "late" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Metti in coda l'email" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The cart is empty.");

    fireEvent.change(subject, { target: { value: "Hello" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Metti in coda l'email" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(remind).toHaveBeenCalledTimes(3);
    expect(formText(remind.mock.calls[2][0].form, "message")).toBe("Widget");
  });
});
