import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, FaultError } from "~/api/errors";
import { checkoutApi, type CustomerAddress } from "~/api/pos/checkout";
import { AddressModal } from "~/features/pos/checkout/address-modal";
import type { Places } from "~/features/pos/checkout/use-places";
import { englishI18n } from "./support/locales";

/*
 * The POS checkout's address popup on the form engine: its own checks beside the fields with focus
 * on the first, the server's messages beside the fields they name, a failure of another kind said
 * inside the popup, and one idempotency key for every try at the same address.
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(cleanup);

const places: Places = {
  ready: true,
  failed: false,
  countries: [{ code: "IT", name: "Italy", states: [{ code: "MI", name: "Milano" }] }],
  countryName: (code) => (code === "IT" ? "Italy" : code),
  stateName: (_country, state) => state,
  callingCode: (country) => (country === "IT" ? "39" : undefined),
};

const stored: CustomerAddress = {
  id: 12,
  name: "Ada Rossi",
  email: "ada@example.com",
  phone: "+39 3331234567",
  country: "IT",
  state: "MI",
  city: "Milano",
  zip: "20121",
  address_1: "Via Dante 7",
  address_2: "",
  default: 0,
  created_at: "2026-01-02 10:00:00",
  updated_at: "2026-01-02 10:00:00",
};

function mount(onSaved = vi.fn()) {
  render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <AddressModal
          opened
          address={stored}
          customerId={7}
          start={{ name: "", email: "" }}
          places={places}
          onClose={vi.fn()}
          onSaved={onSaved}
        />
      </I18nextProvider>
    </MantineProvider>,
  );
  return onSaved;
}

const dialog = () => screen.getByRole("dialog", { name: "Edit address" });
const field = (label: RegExp) => within(dialog()).getByRole("textbox", { name: label });
const update = () => within(dialog()).getByRole("button", { name: "Update this address" });

describe("the address popup", () => {
  it("checks its own rules before sending: messages beside the fields, focus on the first", async () => {
    const save = vi.spyOn(checkoutApi, "saveAddress");
    mount();
    fireEvent.change(field(/^E-mail/), { target: { value: "ada@" } });
    fireEvent.change(field(/^City/), { target: { value: "  " } });
    fireEvent.click(update());
    expect(await within(dialog()).findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(within(dialog()).getByText("This field is required")).toBeTruthy();
    expect(field(/^City/).getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field(/^E-mail/)));
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's messages beside the fields they name", async () => {
    vi.spyOn(checkoutApi, "saveAddress").mockRejectedValue(new ApiError(422, "", { form: ["The zip must be 5 digits."] }));
    mount();
    fireEvent.click(update());
    expect(await within(dialog()).findByText("The zip must be 5 digits.")).toBeTruthy();
    expect(field(/^Zip/).getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });

  it("says a failure of another kind inside the popup, and a second try sends the same key", async () => {
    const save = vi.spyOn(checkoutApi, "saveAddress").mockRejectedValueOnce(new FaultError("timeout"));
    save.mockResolvedValueOnce(stored);
    const onSaved = mount();
    fireEvent.click(update());
    const alert = await within(dialog()).findByRole("alert");
    expect(alert.textContent).toContain("The server did not answer in time.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    fireEvent.click(update());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored, false));
    expect(save).toHaveBeenCalledTimes(2);
    const [first, second] = save.mock.calls;
    expect(second[1]?.idempotencyKey).toBe(first[1]?.idempotencyKey);
    // The phone goes out with the country's calling code in front, the other values trimmed.
    expect(first[0]).toMatchObject({ id: 12, user_id: 7, phone: "+39 3331234567", city: "Milano", zip: "20121" });
  });
});
