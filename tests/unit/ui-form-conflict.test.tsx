import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { VersionConflictError } from "~/api/errors";
import { useFormEngine, type Send } from "~/ui/form/form-engine";
import type { Versions } from "~/ui/form/version-guard";
import { englishI18n } from "./support/locales";

/*
 * The engine's guard against overwriting someone else's save (ui/form/version-guard.tsx): the loaded
 * version goes with the save; a 409 opens the conflict view; the choices are saved on the new version.
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(cleanup);

interface Brand {
  title: string;
  slug: string;
}
const fields = [
  { name: "title", label: "catalog.fields.title" },
  { name: "slug", label: "catalog.fields.slug" },
] as const;

const LOADED: Brand = { title: "Acme", slug: "acme" };

function BrandForm({ send, versions, initial = LOADED }: { send: Send<Brand>; versions: Versions<Brand>; initial?: Brand }) {
  const engine = useFormEngine({ initial, fields, versions });
  return (
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <form
          ref={engine.formRef}
          onSubmit={(event) => {
            event.preventDefault();
            void engine.submit(send);
          }}
        >
          {engine.conflictView}
          <label>
            Title
            <input {...engine.form.text("title")} />
          </label>
          <label>
            Slug
            <input {...engine.form.text("slug")} />
          </label>
          <button type="submit">Send</button>
        </form>
      </I18nextProvider>
    </MantineProvider>
  );
}

const theirs = { values: { title: "Acme Srl", slug: "acme" }, version: '"v2"' };

describe("a save that meets someone else's", () => {
  it("sends the loaded version; on 409 shows both values, then saves the choice on the new version", async () => {
    const send = vi
      .fn<Send<Brand>>()
      .mockRejectedValueOnce(new VersionConflictError("changed", {}, '"v2"'))
      .mockResolvedValueOnce(undefined);
    const reread = vi.fn(async () => theirs);
    render(<BrandForm send={send} versions={{ loaded: '"v1"', reread }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Acme Spa" } });
    fireEvent.change(screen.getByLabelText("Slug"), { target: { value: "acme-spa" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenLastCalledWith({ title: "Acme Spa", slug: "acme-spa" }, { ifMatch: '"v1"' });

    const heading = await screen.findByRole("heading", { name: /saved this record while you were editing it/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const title = screen.getByRole("radiogroup", { name: "Title" });
    expect(title.textContent).toContain("Yours: Acme Spa");
    expect(title.textContent).toContain("Theirs: Acme Srl");
    // Only the title was changed by both: the slug, changed here alone, is no question.
    expect(screen.queryByRole("radiogroup", { name: "Slug" })).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Theirs: Acme Srl" }));
    fireEvent.click(screen.getByRole("button", { name: "Save with these choices" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith({ title: "Acme Srl", slug: "acme-spa" }, { ifMatch: '"v2"' });
    await waitFor(() => expect(screen.queryByRole("heading", { name: /saved this record/ })).toBeNull());
  });

  it("without a version from the backend, reads the record again before saving and stops when it changed", async () => {
    const send = vi.fn<Send<Brand>>(async () => undefined);
    const reread = vi.fn(async () => ({ ...theirs, version: null }));
    render(<BrandForm send={send} versions={{ loaded: null, reread }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Acme Spa" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(reread).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByRole("radiogroup", { name: "Title" })).toBeTruthy();

    // Overwrite anyway asks first; confirmed, mine is saved.
    fireEvent.click(screen.getByRole("button", { name: "Overwrite anyway" }));
    const dialog = await screen.findByRole("dialog", { name: "Overwrite the other person's changes?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Overwrite anyway" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenLastCalledWith({ title: "Acme Spa", slug: "acme" }, { ifMatch: null });
  });

  it("without a version, saves at once when the re-read finds the record as it was loaded", async () => {
    const send = vi.fn<Send<Brand>>(async () => undefined);
    const reread = vi.fn(async () => ({ values: { title: "Acme", slug: "acme" }, version: null }));
    render(<BrandForm send={send} versions={{ loaded: null, reread }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Acme Spa" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ title: "Acme Spa", slug: "acme" }, { ifMatch: null }));
    expect(screen.queryByRole("radiogroup")).toBeNull();
  });
});

describe("the page's data loaded again under the form", () => {
  it("keeps what was typed, on the version it was typed on: the save then meets the newer save as a conflict", async () => {
    const send = vi.fn<Send<Brand>>().mockRejectedValueOnce(new VersionConflictError("changed", {}, '"v2"'));
    const reread = vi.fn(async () => theirs);
    const { rerender } = render(<BrandForm send={send} versions={{ loaded: '"v1"', reread }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Acme Spa" } });
    // A language switch (or an upload) reloads the record while the typing is unsaved.
    rerender(<BrandForm send={send} versions={{ loaded: '"v2"', reread }} initial={{ ...theirs.values }} />);
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Acme Spa");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenLastCalledWith({ title: "Acme Spa", slug: "acme" }, { ifMatch: '"v1"' });
    expect(await screen.findByRole("radiogroup", { name: "Title" })).toBeTruthy();
  });

  it("starts over from it when nothing is unsaved, and once the typing is undone", () => {
    const send = vi.fn<Send<Brand>>(async () => undefined);
    const reread = vi.fn(async () => theirs);
    const { rerender } = render(<BrandForm send={send} versions={{ loaded: '"v1"', reread }} />);
    const title = () => screen.getByLabelText<HTMLInputElement>("Title");
    rerender(<BrandForm send={send} versions={{ loaded: '"v2"', reread }} initial={{ title: "Acme Srl", slug: "acme" }} />);
    expect(title().value).toBe("Acme Srl");

    fireEvent.change(title(), { target: { value: "Acme Spa" } });
    rerender(<BrandForm send={send} versions={{ loaded: '"v3"', reread }} initial={{ title: "Acme Group", slug: "acme" }} />);
    expect(title().value).toBe("Acme Spa");
    // Typed back as loaded: nothing is lost by taking the newer record now.
    fireEvent.change(title(), { target: { value: "Acme Srl" } });
    expect(title().value).toBe("Acme Group");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenLastCalledWith({ title: "Acme Group", slug: "acme" }, { ifMatch: '"v3"' });
  });
});
