import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { http } from "~/api/client";
import { ApiError } from "~/api/errors";
import type { Plugin } from "~/api/settings/plugins";
import { PluginCard } from "~/features/settings/plugins/plugin-card";
import { englishI18n } from "./support/locales";

/*
 * A plugin's purchase code (features/settings/code-activation.ts, which the licence block shares),
 * on the form engine: the client's "required", the server's word on the code beside the input, a
 * word of the server's that names no field above it, one request per submit.
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(cleanup);

const plugin: Plugin = { id: 3, name: "reports", active: 0, created_at: "2026-01-02 10:00:00", updated_at: "2026-01-02 10:00:00" };

function mount(onChanged = vi.fn(async () => undefined)) {
  render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <PluginCard plugin={plugin} onChanged={onChanged} onDelete={vi.fn()} busy={false} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return onChanged;
}

const code = () => screen.getByLabelText<HTMLInputElement>(/^Purchase code/);
const activate = () => screen.getByRole("button", { name: "Activate" });
const refusal = (message: string) => new ApiError(422, message, { form: [message] });

describe("a plugin's activation code", () => {
  it("is required: said beside the input in the user's words, nothing sent, focus on the input", async () => {
    const post = vi.spyOn(http, "post");
    mount();
    fireEvent.click(activate());
    expect(await screen.findByText("Purchase code is required")).toBeTruthy();
    expect(code().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(code()));
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's word on the code beside the input, and typing clears it", async () => {
    vi.spyOn(http, "post").mockRejectedValue(refusal("The code must be at least 4 characters."));
    mount();
    fireEvent.change(code(), { target: { value: "abc" } });
    fireEvent.click(activate());
    expect(await screen.findByText("The code must be at least 4 characters.")).toBeTruthy();
    expect(code().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(code(), { target: { value: "abcd" } });
    expect(screen.queryByText("The code must be at least 4 characters.")).toBeNull();
  });

  it("shows a word of the server's that names no field above the input, not as the input's error", async () => {
    vi.spyOn(http, "post").mockRejectedValue(refusal("This purchase code was issued for another product."));
    mount();
    fireEvent.change(code(), { target: { value: "ABCD-1234" } });
    fireEvent.click(activate());
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("This purchase code was issued for another product.");
    expect(code().getAttribute("aria-invalid")).not.toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it("sends the trimmed code once however often it is submitted, then empties the input and reloads", async () => {
    let finish: () => void = () => undefined;
    const post = vi.spyOn(http, "post").mockImplementation(() => new Promise((resolve) => (finish = () => resolve(true))));
    const onChanged = mount();
    fireEvent.change(code(), { target: { value: "  ABCD-1234 " } });
    fireEvent.click(activate());
    fireEvent.submit(activate().closest("form")!);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("plugin/activate", { name: "reports", code: "ABCD-1234" });
    await act(async () => finish());
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(code().value).toBe("");
  });
});
