// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { FieldChange } from "~/api/activity/log";
import type { FormApi } from "~/ui/form/form-engine";
import { fieldsStoredToForm, formRestore } from "~/ui/history/restore";
import { flagField, image, text } from "~/ui/resource/fields";

/** Just what formRestore reads of a form: its values, whether it is read-only, and `set`. */
function fakeForm<V extends object>(values: V, readOnly = false) {
  const set = vi.fn();
  return { form: { values, readOnly, set } as unknown as FormApi<V>, set };
}

const change = (field: string, old?: unknown): FieldChange => (old === undefined ? { field, new: "x" } : { field, old, new: "x" });

describe("restoring a field change into a form", () => {
  it("matches the log's column to the form's field, also where the form names it in camel case", () => {
    const { form, set } = fakeForm({ smtpHost: "new.example", smtpPort: 587 });
    const restore = formRestore(form)!;
    expect(restore.apply(change("smtp_host", "old.example"))).toBe("smtpHost");
    expect(set).toHaveBeenLastCalledWith("smtpHost", "old.example");
    // A number stays a number.
    expect(restore.apply(change("smtp_port", "25"))).toBe("smtpPort");
    expect(set).toHaveBeenLastCalledWith("smtpPort", 25);
  });

  it("restores no child row, secret, create, value the form already holds, or field it does not have", () => {
    const { form, set } = fakeForm({ title: "Same", password: "", tags: ["a"] });
    const restore = formRestore(form, { secrets: ["password"] })!;
    expect(restore.can(change("translations.4.title", "Vecchio"))).toBe(false);
    expect(restore.can({ field: "password", changed: true })).toBe(false);
    expect(restore.can(change("password", "plain"))).toBe(false);
    expect(restore.can(change("title"))).toBe(false);
    expect(restore.can(change("title", "Same"))).toBe(false);
    expect(restore.can(change("slug", "old-slug"))).toBe(false);
    expect(restore.can(change("tags", ["b"]))).toBe(false);
    expect(restore.apply(change("slug", "old-slug"))).toBeNull();
    expect(set).not.toHaveBeenCalled();
    expect(restore.can(change("title", "Other"))).toBe(true);
  });

  it("offers nothing on a read-only form", () => {
    expect(formRestore(fakeForm({ title: "A" }, true).form)).toBeUndefined();
  });

  it("goes through a resource's field: the API's value parsed, then the field's own form value", () => {
    const fields = {
      title: text("catalog.fields.title"),
      status: flagField("catalog.fields.status", "status"),
      image: image("catalog.fields.image"),
    };
    const { form, set } = fakeForm({ title: "A", status: "1", image: "new.png" });
    const restore = formRestore(form, { toForm: fieldsStoredToForm(fields) })!;
    expect(restore.apply(change("status", 2))).toBe("status");
    expect(set).toHaveBeenLastCalledWith("status", "2");
    // An image is uploaded on its own, never put back through the form.
    expect(restore.can(change("image", "old.png"))).toBe(false);
  });
});
