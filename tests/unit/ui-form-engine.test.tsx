import { MantineProvider, Textarea } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { ApiError } from "~/api/errors";
import { ErrorSummary } from "~/ui/form/error-summary";
import { useFormEngine } from "~/ui/form/form-engine";
import { RecordPicker } from "~/ui/inputs/record-picker";
import { text, type FieldInputProps } from "~/ui/resource/fields";
import { englishI18n } from "./support/locales";

/*
 * The one form engine (ui/form/form-engine.ts) on its own, as a dialog would use it: no edit page or
 * settings frame around it. And the fields' inputs, which get their heavier parts from the form that
 * renders them (no module registration to forget).
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(cleanup);

const wrap = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );

interface Brand {
  title: string;
  slug: string;
}

const fields = [
  { name: "title", label: "catalog.fields.title" },
  { name: "slug", label: "catalog.fields.slug" },
] as const;
const schema = z.object({ title: z.string().check(z.trim(), z.minLength(1, "validation.required")) });

interface DialogProps {
  initial: Brand;
  send: (values: Brand) => Promise<void>;
  readOnly?: boolean;
  failureIn?: "toast" | "summary";
}

function BrandDialog({ initial, send, readOnly, failureIn }: DialogProps) {
  const engine = useFormEngine({ initial, fields, schema, readOnly, failureIn, failMessage: "pos.checkout.address.failed" });
  return (
    <form
      ref={engine.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void engine.submit(send);
      }}
    >
      <ErrorSummary ref={engine.summaryRef} messages={engine.formErrors} title="Fix" />
      <label>
        Title
        <input {...engine.form.text("title")} aria-invalid={engine.form.error("title") ? true : undefined} />
      </label>
      <span data-testid="title-error">{engine.form.error("title") ?? ""}</span>
      <label>
        Slug
        <input {...engine.form.text("slug")} aria-invalid={engine.form.error("slug") ? true : undefined} />
      </label>
      <span data-testid="slug-error">{engine.form.error("slug") ?? ""}</span>
      <output data-testid="dirty">{String(engine.form.dirty)}</output>
      <button type="submit">Send</button>
      {engine.dialog}
    </form>
  );
}

const titleInput = () => screen.getByLabelText<HTMLInputElement>("Title");
const sendButton = () => screen.getByRole("button", { name: "Send" });

describe("useFormEngine", () => {
  it("tracks changes against what was loaded: typing back the loaded text is no change", () => {
    wrap(<BrandDialog initial={{ title: "Acme", slug: "acme" }} send={vi.fn()} />);
    expect(screen.getByTestId("dirty").textContent).toBe("false");
    fireEvent.change(titleInput(), { target: { value: "Acme 2" } });
    expect(screen.getByTestId("dirty").textContent).toBe("true");
    fireEvent.change(titleInput(), { target: { value: "Acme" } });
    expect(screen.getByTestId("dirty").textContent).toBe("false");
  });

  it("checks the client rules before sending, in the user's language, and focuses the field", async () => {
    const send = vi.fn(async () => undefined);
    wrap(<BrandDialog initial={{ title: "", slug: "" }} send={send} />);
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getByTestId("title-error").textContent).toBe("Title is required"));
    await waitFor(() => expect(document.activeElement).toBe(titleInput()));
    expect(send).not.toHaveBeenCalled();
    // Typing in the field clears its message.
    fireEvent.change(titleInput(), { target: { value: "A" } });
    expect(screen.getByTestId("title-error").textContent).toBe("");
  });

  it("sends once however often it is clicked while a send runs", async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    wrap(<BrandDialog initial={{ title: "Acme", slug: "acme" }} send={send} />);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    fireEvent.submit(sendButton().closest("form")!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ title: "Acme", slug: "acme" }, { ifMatch: null });
    await act(async () => finish());
    fireEvent.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("puts a 422's messages beside the fields they name, the rest in the summary", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, "", { form: ["Slug already exists.", "Something else went wrong."] });
    });
    wrap(<BrandDialog initial={{ title: "Acme", slug: "acme" }} send={send} />);
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getByTestId("slug-error").textContent).toBe("This slug is already in use"));
    expect(screen.getByText("Something else went wrong.").closest("[role='alert']")).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Slug")));
  });

  it("says a failure that is not about the values in the summary when asked to (a dialog), and focuses it", async () => {
    const send = vi.fn(async () => {
      throw new Error("network down");
    });
    wrap(<BrandDialog initial={{ title: "Acme", slug: "acme" }} send={send} failureIn="summary" />);
    fireEvent.click(sendButton());
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("The address could not be saved.");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByTestId("title-error").textContent).toBe("");
  });

  it("sends nothing when read-only", () => {
    const send = vi.fn(async () => undefined);
    wrap(<BrandDialog initial={{ title: "Acme", slug: "acme" }} send={send} readOnly />);
    fireEvent.change(titleInput(), { target: { value: "Other" } });
    expect(screen.getByTestId("dirty").textContent).toBe("false");
    fireEvent.click(sendButton());
    expect(send).not.toHaveBeenCalled();
  });
});

describe("a field's input", () => {
  it("gets its heavier inputs in its props, from the form that renders it", () => {
    const field = text("catalog.fields.title", { multiline: true });
    const form = { values: { note: "hello" }, text: (name: string) => ({ name, value: "hello", onChange: () => undefined }) };
    const props = { form, name: "note", label: "Note", inputs: { Textarea, RecordPicker } } as unknown as FieldInputProps;
    const Input = field.Input!;
    wrap(<Input {...props} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Note").value).toBe("hello");
  });
});
