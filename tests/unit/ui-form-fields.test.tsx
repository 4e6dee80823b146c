import { Grid, MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NativeSelectField, TextField } from "~/ui/form/fields";
import { useFormEngine, type FormApi } from "~/ui/form/form-engine";
import { SelectField, withUnlisted } from "~/ui/form/select-field";
import { TextareaField } from "~/ui/form/textarea-field";
import { englishI18n } from "./support/locales";

/*
 * The inputs bound to the form engine (ui/form/fields.tsx and its siblings): each fills its name,
 * value, change, message, label and read-only state from the form, so a form names only the field.
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(cleanup);

interface Values {
  name: string;
  notes: string;
  position: string;
  currency: string;
}

const fields = [
  { name: "name", label: "people.customer.name" },
  { name: "notes", label: "pos.settings.address" },
  { name: "position", label: "settings.currency.position" },
  { name: "currency", label: "settings.currency.currency" },
] as const;

const START: Values = { name: "Ada", notes: "Via Roma 1", position: "2", currency: "XTS" };
const CHOICES = [
  { value: "EUR", label: "Euro" },
  { value: "USD", label: "Dollar" },
];

function Form({ readOnly, show }: { readOnly?: boolean; show: (form: FormApi<Values>) => React.ReactNode }) {
  const engine = useFormEngine({ initial: START, fields, readOnly });
  return (
    <Grid>
      {show(engine.form)}
      <output data-testid="values">{JSON.stringify(engine.form.values)}</output>
    </Grid>
  );
}

const wrap = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}") as Values;

describe("bound form fields", () => {
  it("take the label from the form's fields, the value from its values, and write changes back", () => {
    wrap(<Form show={(form) => <TextField form={form} name="name" description="people.customers.verifiedHint" />} />);
    const input = screen.getByLabelText<HTMLInputElement>(i18n.t("people.customer.name"));
    expect(input.value).toBe("Ada");
    expect(input.name).toBe("name");
    expect(input.readOnly).toBe(false);
    expect(screen.getByText(i18n.t("people.customers.verifiedHint"))).toBeTruthy();
    fireEvent.change(input, { target: { value: "Grace" } });
    expect(values().name).toBe("Grace");
  });

  it("say another label when the form gives one, and stand in a grid cell only with a span", () => {
    const { container } = wrap(
      <Form
        show={(form) => (
          <>
            <TextareaField form={form} name="notes" label="pos.settings.header" span={6} />
            <NativeSelectField form={form} name="position" data={[{ value: "2", label: "After" }]} />
          </>
        )}
      />,
    );
    const notes = screen.getByLabelText<HTMLTextAreaElement>(i18n.t("pos.settings.header"));
    expect(notes.value).toBe("Via Roma 1");
    expect(notes.closest(".mantine-Grid-col")).not.toBeNull();
    const position = screen.getByLabelText<HTMLSelectElement>(i18n.t("settings.currency.position"));
    expect(position.value).toBe("2");
    expect(position.closest(".mantine-Grid-col")).toBeNull();
    expect(container.querySelectorAll(".mantine-Grid-col")).toHaveLength(1);
  });

  it("make text inputs read-only with the form", () => {
    wrap(
      <Form
        readOnly
        show={(form) => (
          <>
            <TextField form={form} name="name" />
            <TextareaField form={form} name="notes" />
          </>
        )}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>(i18n.t("people.customer.name")).readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>(i18n.t("pos.settings.address")).readOnly).toBe(true);
  });

  it("keep a stored value the select's list lacks, as it is, where asked", () => {
    expect(withUnlisted(CHOICES, "XTS")).toEqual([{ value: "XTS", label: "XTS" }, ...CHOICES]);
    expect(withUnlisted(CHOICES, "EUR")).toEqual(CHOICES);
    expect(withUnlisted(CHOICES, "")).toEqual(CHOICES);
    wrap(<Form show={(form) => <SelectField form={form} name="currency" data={CHOICES} keepUnlisted />} />);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: i18n.t("settings.currency.currency") }).value).toBe("XTS");
  });

  it("hand a pick to onPick instead of setting the field", () => {
    const onPick = vi.fn();
    wrap(<Form show={(form) => <SelectField form={form} name="currency" data={CHOICES} onPick={onPick} />} />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: i18n.t("settings.currency.currency") });
    // Not in the list and not kept: shown as none.
    expect(input.value).toBe("");
    fireEvent.click(input);
    fireEvent.click(screen.getByRole("option", { name: "Dollar", hidden: true }));
    expect(onPick).toHaveBeenCalledWith("USD");
    expect(values().currency).toBe("XTS");
  });
});
