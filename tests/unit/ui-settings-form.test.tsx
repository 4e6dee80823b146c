import { AbilityProvider } from "@casl/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { buildAbility } from "~/access/ability";
import { ApiError } from "~/api/errors";
import { http } from "~/api/client";
import { text } from "~/ui/resource/fields";
import { choiceField, emailField, integerField } from "~/ui/settings-form/fields";
import { SecretField } from "~/ui/settings-form/secret-field";
import { defineSettings, secret } from "~/ui/settings-form/settings";
import { SettingsForm, type SettingsDescription } from "~/ui/settings-form/settings-form";
import { TestAction } from "~/ui/settings-form/test-action";
import { englishI18n } from "./support/locales";

/** A small mail-like settings record: one plain field, one secret. */
interface Mail {
  host: string;
  password: string;
}

const description: SettingsDescription<Mail, Mail> = {
  subject: "setting",
  fields: [
    { name: "host", label: "settings.smtp.host", aliases: ["smtp host"] },
    { name: "password", label: "settings.smtp.password" },
  ],
  schema: z.object({ host: z.string().check(z.trim(), z.minLength(1, "validation.required")) }),
  secrets: ["password"],
};

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(cleanup);

function mount(ui: React.ReactNode, permissions = ["setting.view", "setting.edit"]) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <AbilityProvider value={buildAbility(permissions)}>
          <RouterProvider router={router} />
        </AbilityProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

function mountForm(record: Mail, save: (values: Mail) => Promise<Mail>, permissions?: string[]) {
  return mount(
    <SettingsForm
      settings={{ description, toValues: (r: Mail) => r, save }}
      record={record}
      after={(form) => <output data-testid="dirty">{String(form.dirty)}</output>}
    >
      {(form) => (
        <>
          <label>
            Host
            <input {...form.text("host")} aria-invalid={form.error("host") ? true : undefined} />
          </label>
          <span data-testid="host-error">{form.error("host") ?? ""}</span>
          <SecretField {...form.secret("password")} />
        </>
      )}
    </SettingsForm>,
    permissions,
  );
}

const saveButton = () => screen.getByRole("button", { name: "Save" });
const password = () => screen.getByLabelText<HTMLInputElement>("SMTP password");

describe("<SettingsForm> with a write-only secret", () => {
  it("starts the secret empty and disabled with 'set', and sends the mask back when it is not replaced", async () => {
    const save = vi.fn(async (values: Mail) => ({ ...values, password: "••••1234" }));
    mountForm({ host: "smtp.example.com", password: "••••1234" }, save);
    expect(password().value).toBe("");
    expect(password().disabled).toBe(true);
    expect(screen.getByText("Set. The stored value is never shown.")).toBeTruthy();
    expect(screen.getByTestId("dirty").textContent).toBe("false");

    fireEvent.change(screen.getByLabelText("Host"), { target: { value: "mail.example.org" } });
    expect(screen.getByTestId("dirty").textContent).toBe("true");
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // A record loaded without a version (no ETag): no precondition goes with the save.
    expect(save).toHaveBeenCalledWith({ host: "mail.example.org", password: "••••1234" }, { ifMatch: null });
    await waitFor(() => expect(screen.getByTestId("dirty").textContent).toBe("false"));
  });

  it("Replace opens the field with focus; Keep current drops what was typed", async () => {
    mountForm({ host: "h", password: "••••1234" }, vi.fn());
    fireEvent.click(screen.getByRole("button", { name: "Replace: SMTP password" }));
    await waitFor(() => expect(document.activeElement).toBe(password()));
    fireEvent.change(password(), { target: { value: "new-secret" } });
    expect(screen.getByTestId("dirty").textContent).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Keep current: SMTP password" }));
    expect(password().value).toBe("");
    expect(password().disabled).toBe(true);
    expect(screen.getByTestId("dirty").textContent).toBe("false");
  });

  it("sends a replaced secret once, and shows the answer's state afterwards", async () => {
    let release: (value: Mail) => void = () => undefined;
    const save = vi.fn(() => new Promise<Mail>((resolve) => (release = resolve)));
    mountForm({ host: "h", password: "" }, save);
    // Nothing stored: the field is open at once, with no Replace button.
    expect(screen.getByText("Not set.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Replace/ })).toBeNull();
    fireEvent.change(password(), { target: { value: "first-secret" } });
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    fireEvent.submit(saveButton().closest("form")!);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ host: "h", password: "first-secret" }, { ifMatch: null });
    await act(async () => release({ host: "h", password: "••••cret" }));
    await waitFor(() => expect(screen.getByText("Set. The stored value is never shown.")).toBeTruthy());
    expect(password().value).toBe("");
  });

  it("checks the client rules first and puts the server's messages beside their fields", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(422, "", { form: ["The smtp host format is invalid.", "Something else went wrong."] });
    });
    mountForm({ host: "h", password: "••••1234" }, save);
    fireEvent.change(screen.getByLabelText("Host"), { target: { value: " " } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId("host-error").textContent).toBe("SMTP host is required"));
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Host"), { target: { value: "bad host!" } });
    expect(screen.getByTestId("host-error").textContent).toBe("");
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId("host-error").textContent).toBe("The smtp host format is invalid."));
    expect(screen.getByText("Something else went wrong.").closest("[role='alert']")).not.toBeNull();
  });

  it("is read-only with a note, and no Save, without setting.edit", () => {
    mountForm({ host: "h", password: "••••1234" }, vi.fn(), ["setting.view"]);
    expect(screen.getByTestId("settings-read-only").textContent).toContain("You can view these settings but not change them");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Replace/ })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Host").closest("fieldset")?.disabled).toBe(true);
  });
});

describe("<TestAction>", () => {
  const field = { name: "to", label: "settings.smtp.testTo", type: "email" } as const;
  const rules = z.object({
    to: z.string().check(
      z.trim(),
      z.minLength(1, "validation.required"),
      z.refine((v) => v.includes("@"), "validation.email"),
    ),
  });
  const mountAction = (run: (value: string) => Promise<string>, blockedReason: string | null = null) =>
    mount(
      <TestAction
        title="Test e-mail"
        field={field}
        initialValue="me@example.com"
        submitLabel="Send test"
        schema={rules}
        blockedReason={blockedReason}
        run={run}
      />,
    );

  it("runs with the default value and says what happened", async () => {
    const run = vi.fn(async (to: string) => `Written for ${to}`);
    mountAction(run);
    fireEvent.click(screen.getByRole("button", { name: "Send test" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Written for me@example.com"));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("checks the value, then shows the server's message beside the input", async () => {
    const run = vi.fn(async () => {
      throw new ApiError(422, "", { form: ["The to must be a valid email address."] });
    });
    mountAction(run);
    const input = screen.getByRole("textbox", { name: /Recipient/ });
    fireEvent.change(input, { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Send test" }));
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "x@y" } });
    fireEvent.click(screen.getByRole("button", { name: "Send test" }));
    await waitFor(() => expect(screen.getByText("The to must be a valid email address.")).toBeTruthy());
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("does not run while blocked, and says why", () => {
    const run = vi.fn(async () => "done");
    mountAction(run, "Save first.");
    expect(screen.getByText("Save first.")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send test" }).disabled).toBe(true);
    fireEvent.submit(screen.getByRole("button", { name: "Send test" }).closest("form")!);
    expect(run).not.toHaveBeenCalled();
  });
});

describe("defineSettings: one field map gives the record, the values, the payload and the checks", () => {
  const mail = defineSettings({
    subject: "setting",
    paths: { find: "setting/mail-find", save: "setting/mail-action" },
    fields: {
      host: text("settings.smtp.host", { required: true }),
      port: integerField("settings.smtp.port", { min: 1, max: 65535, message: "settings.smtp.portRange" }),
      encryption: choiceField("settings.smtp.encryption", ["tls", "none"]),
      password: secret("settings.smtp.password"),
      from: emailField("settings.smtp.mailFrom"),
    },
  });

  it("reads the record (a port as text or number) and blanks the secret in the form", async () => {
    vi.spyOn(http, "get").mockResolvedValue({
      host: "smtp.example.com",
      port: 587,
      encryption: "tls",
      password: "••••1234",
      from: "a@b.c",
      extra: 1,
    });
    const record = await mail.api.find();
    expect(record).toEqual({ host: "smtp.example.com", port: "587", encryption: "tls", password: "••••1234", from: "a@b.c" });
    expect(mail.toValues(record)).toEqual({ host: "smtp.example.com", port: "587", encryption: "tls", password: "", from: "a@b.c" });
    expect(mail.description.secrets).toEqual(["password"]);
    expect(mail.description.fields.map((f) => f.name)).toEqual(["host", "port", "encryption", "password", "from"]);
  });

  it("sends the API's types, trimmed", async () => {
    const post = vi
      .spyOn(http, "post")
      .mockResolvedValue({ host: "h", port: "25", encryption: "none", password: "••••1234", from: "a@b.c" });
    await mail.save({ host: " h ", port: "25", encryption: "none", password: "••••1234", from: " a@b.c " });
    expect(post.mock.calls[0].slice(0, 2)).toEqual([
      "setting/mail-action",
      { host: "h", port: 25, encryption: "none", password: "••••1234", from: "a@b.c" },
    ]);
  });

  it("checks each field with its own rule (messages are i18n keys)", () => {
    const checked = mail.description.schema?.safeParse({ host: "", port: "70000", encryption: "", password: "", from: "nobody" });
    expect(checked?.success).toBe(false);
    const messages = Object.fromEntries((checked?.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({
      host: "validation.required",
      port: "settings.smtp.portRange",
      encryption: "validation.required",
      from: "validation.email",
    });
  });
});
