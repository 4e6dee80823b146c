import { describe, expect, it } from "vitest";
import type { PosCartLine, ShippingPlace } from "~/api/pos/cart";
import { saleBody, type SaleInput } from "~/api/pos/checkout";
import {
  addressInput,
  addressSchema,
  EMPTY_ADDRESS,
  joinPhone,
  splitPhone,
  type AddressValues,
} from "~/features/pos/checkout/address-form";
import { checkoutKeyOf, typingTarget } from "~/features/pos/checkout/checkout-keys";
import { linePrice, variantText } from "~/features/pos/checkout/line-view";
import { draftProblems, EMPTY_PAYMENT, saleOf, type SaleDraft } from "~/features/pos/checkout/sale-draft";
import { linesOfMessage, sortSaleErrors } from "~/features/pos/checkout/sale-errors";
import { lineOptions, pickupPlaceText, syncChoices, unshippableLines } from "~/features/pos/checkout/shipping-options";
import { zodFieldErrors } from "~/ui/edit-page/rules";

/* The POS checkout's pure parts: delivery places, the address form, the sale's body and checks, refusals, keys. */

/** The address schema's message per field (i18n keys), as the form engine reads them; {} when it passes. */
function addressProblems(values: AddressValues): Record<string, string> {
  const checked = addressSchema.safeParse(values);
  return checked.success ? {} : zodFieldErrors(checked.error);
}

function place(id: number, country: string | null, state: string | null, extra: Partial<ShippingPlace> = {}): ShippingPlace {
  return {
    id,
    shipping_rule_id: 1,
    country,
    state,
    price: 5,
    pickup_price: 0,
    pickup_point: 0,
    pickup_address_line_1: null,
    pickup_address_line_2: null,
    pickup_city: null,
    pickup_zip: null,
    pickup_state: null,
    pickup_country: null,
    ...extra,
  };
}

function line(
  id: number,
  options: { title?: string; places?: ShippingPlace[]; place?: number | null; type?: number; quantity?: number; stock?: number } = {},
) {
  return {
    id,
    product_id: 100 + id,
    inventory_id: 200 + id,
    quantity: options.quantity ?? 1,
    shipping_place_id: options.place ?? null,
    shipping_type: options.type ?? 1,
    flash_product: {
      id: 100 + id,
      title: options.title ?? `Product ${id}`,
      image: null,
      selling: 20,
      offered: 0,
      price: null,
      bundle_deal: null,
      shipping_rule: { id: 1, title: "Rule", shipping_places: options.places ?? [] },
    },
    updated_inventory: { id: 200 + id, quantity: options.stock ?? 10, price: 0, sku: null, inventory_attributes: [] },
  } as PosCartLine;
}

const milan = { country: "IT", state: "MI" };

describe("shipping places", () => {
  it("the most specific place delivers; pickup needs a pickup point", () => {
    const everywhere = place(1, "all", null);
    const italy = place(2, "IT", null, { pickup_point: 1, pickup_price: 1, pickup_address_line_1: "Via Roma 1", pickup_city: "Milano" });
    const lombardy = place(3, "IT", "MI", { price: 3 });
    const options = lineOptions(line(1, { places: [everywhere, italy, lombardy] }), milan);
    expect(options.delivery?.id).toBe(3);
    expect(options.pickup?.id).toBe(2);
    expect(pickupPlaceText(options.pickup!)).toBe("Via Roma 1, Milano");
    expect(lineOptions(line(1, { places: [everywhere] }), { country: "FR", state: "" }).delivery?.id).toBe(1);
  });

  it("a place of another country or state does not serve the address", () => {
    const lines = [
      line(1, { places: [place(1, "DE", null)] }),
      line(2, { places: [place(2, "IT", "RM")] }),
      line(3, { places: [place(3, "IT", null)] }),
    ];
    expect(unshippableLines(lines, milan)).toEqual([1, 2]);
  });

  it("sync: no destination clears the places; with one, lines without a valid choice get delivery", () => {
    const italy = place(2, "IT", null, { pickup_point: 1 });
    const chosen = line(1, { places: [italy], place: 2, type: 2 });
    const fresh = line(2, { places: [italy] });
    const nowhere = line(3, { places: [place(9, "DE", null)], place: 9 });
    expect(syncChoices([chosen, fresh, nowhere], null)).toEqual([
      { cart: 1, place: null, type: 1 },
      { cart: 3, place: null, type: 1 },
    ]);
    expect(syncChoices([chosen, fresh, nowhere], milan)).toEqual([
      { cart: 2, place: 2, type: 1 },
      { cart: 3, place: null, type: 1 },
    ]);
    expect(syncChoices([line(4, { places: [italy] })], null)).toEqual([]);
  });
});

describe("address form", () => {
  it("the phone carries the country's calling code, and loses it again when read back", () => {
    expect(joinPhone("39", " 333 1234567 ")).toBe("+39 333 1234567");
    expect(joinPhone(undefined, "333")).toBe("333");
    expect(joinPhone("39", "+41 79 000")).toBe("+41 79 000");
    expect(splitPhone("39", "+39 333 1234567")).toBe("333 1234567");
    expect(splitPhone("39", "+41 79 000")).toBe("+41 79 000");
  });

  it("required fields and the e-mail's shape", () => {
    const required = "pos.checkout.address.required";
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      country: required,
      email: required,
      name: required,
      phone: required,
      address_1: required,
      city: required,
      zip: required,
    });
    const filled = { ...EMPTY_ADDRESS, country: "IT", email: "a@b", name: "A", phone: "1", address_1: "x", city: "y", zip: "z" };
    expect(addressProblems(filled)).toEqual({ email: "pos.checkout.address.invalidEmail" });
    expect(addressProblems({ ...filled, email: "a@b.it" })).toEqual({});
    // Blanks are blanks.
    expect(addressProblems({ ...filled, email: "a@b.it", city: "  " })).toEqual({ city: required });
    expect(addressInput({ ...filled, email: " a@b.it ", phone: "333" }, 7, () => "39")).toMatchObject({
      user_id: 7,
      email: "a@b.it",
      phone: "+39 333",
      country: "IT",
    });
    expect(addressInput(filled, 7, () => "39", 12).id).toBe(12);
  });
});

describe("the sale", () => {
  const sale: SaleInput = {
    customerId: null,
    addressId: null,
    voucher: "",
    paymentMethod: 1,
    offlineMethod: "bank",
    offlineTransId: "T1",
    proof: null,
  };

  it("a walk-in cash sale sends no customer, address, voucher nor offline fields", () => {
    expect(saleBody(sale, "Europe/Rome")).toEqual({ payment_method: 1, time_zone: "Europe/Rome" });
  });

  it("a registered customer's offline sale with a proof goes as multipart", () => {
    const proof = new File([new Uint8Array([1, 2, 3])], "proof.png", { type: "image/png" });
    const body = saleBody({ ...sale, customerId: 4, addressId: 9, voucher: " SAVE ", paymentMethod: 3, proof }, "UTC");
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(Object.fromEntries(form)).toMatchObject({
      user_id: "4",
      user_address_id: "9",
      voucher: "SAVE",
      payment_method: "3",
      offline_payment_method: "bank",
      offline_trans_id: "T1",
    });
    expect((form.get("offline_payment_proof") as File).name).toBe("proof.png");
  });

  it("checks before sending: shipping needs a customer and an address; offline needs its method", () => {
    const base: SaleDraft = {
      lines: [line(1, { places: [place(1, "DE", null)] })],
      customerId: null,
      shipping: true,
      addressId: null,
      destination: null,
      voucher: "",
      payment: { ...EMPTY_PAYMENT, method: 3 },
    };
    expect(draftProblems(base)).toEqual({ shipping: "needCustomer", offlineMethod: "required" });
    expect(draftProblems({ ...base, customerId: 3 }).shipping).toBe("needAddress");
    expect(draftProblems({ ...base, customerId: 3, addressId: 5, destination: milan }).unshippable).toEqual([1]);
    expect(draftProblems({ ...base, shipping: false, payment: EMPTY_PAYMENT })).toEqual({});
    // Without shipping the address is not sent, even if one was chosen before.
    expect(saleOf({ ...base, shipping: false, addressId: 5 }).addressId).toBeNull();
  });
});

describe("a refused sale", () => {
  it("stock messages go to their lines; a shared title goes to the variant over its stock", () => {
    const red = line(1, { title: "Tee", quantity: 3, stock: 1 });
    const blue = line(2, { title: "Tee", quantity: 1, stock: 5 });
    const shirt = line(3, { title: "Tee shirt", quantity: 1 });
    expect(linesOfMessage("Tee is out of stock. Please uncheck from cart.", [red, blue, shirt]).map((l) => l.id)).toEqual([1]);
    expect(linesOfMessage("Tee shirt is not public. Please uncheck from cart.", [red, blue, shirt]).map((l) => l.id)).toEqual([3]);
    const sorted = sortSaleErrors(
      { product: ["Tee is out of stock. Please uncheck from cart.", "Gone is out of stock. Please uncheck from cart."] },
      "Tee is out of stock. Please uncheck from cart.",
      [red, blue, shirt],
    );
    expect(sorted.lines).toEqual({ 1: ["Tee is out of stock. Please uncheck from cart."] });
    expect(sorted.general).toEqual(["Gone is out of stock. Please uncheck from cart."]);
  });

  it("messages keyed by cart row go on that row, whatever the titles", () => {
    const red = line(1, { title: "Tee", quantity: 3, stock: 1 });
    const blue = line(2, { title: "Tee", quantity: 2, stock: 1 });
    const text = "Tee is out of stock. Please uncheck from cart.";
    const sorted = sortSaleErrors({ product: [text, text] }, text, [red, blue], { "1": [text], "2": [text] });
    expect(sorted.lines).toEqual({ 1: [text], 2: [text] });
    expect(sorted.general).toEqual([]);
  });

  it("offline fields' messages go beside them; the rest in the alert", () => {
    const sorted = sortSaleErrors(
      {
        offline_payment_proof: ["The offline payment proof must be an image."],
        form: ["The offline payment method field is required.", "Invalid voucher."],
      },
      "The offline payment proof must be an image.",
      [],
    );
    expect(sorted.fields).toEqual({
      offline_payment_proof: ["The offline payment proof must be an image."],
      offline_payment_method: ["The offline payment method field is required."],
    });
    expect(sorted.general).toEqual(["Invalid voucher."]);
    expect(sortSaleErrors({}, "No cart found", []).general).toEqual(["No cart found"]);
  });
});

describe("a line", () => {
  it("the unit price: the variant's, else the product's offer or flash price; bundle free units", () => {
    const plain = line(1, { quantity: 5 });
    expect(linePrice(plain)).toEqual({ regular: 20, unit: 20, free: 0 });
    const offered = { ...plain, flash_product: { ...plain.flash_product!, offered: 15 } };
    expect(linePrice(offered).unit).toBe(15);
    const variant = { ...offered, updated_inventory: { ...plain.updated_inventory!, price: 25 } };
    expect(linePrice(variant)).toMatchObject({ regular: 25, unit: 25 });
    const flash = { ...variant, flash_product: { ...variant.flash_product, price: 12 } };
    expect(linePrice(flash).unit).toBe(12);
    const bundle = { ...plain, flash_product: { ...plain.flash_product!, bundle_deal: { title: "2+1", buy: 2, free: 1 } } };
    expect(linePrice(bundle).free).toBe(1);
  });

  it("the variant's attributes in order", () => {
    const withAttributes = {
      ...line(1),
      updated_inventory: {
        ...line(1).updated_inventory!,
        inventory_attributes: [
          { attribute_value: { title: "Red", attribute: { title: "Colour" } } },
          { attribute_value: { title: "M", attribute: { title: "Size" } } },
        ],
      },
    };
    expect(variantText(withAttributes)).toBe("Colour: Red · Size: M");
  });
});

describe("keys", () => {
  const press = (key: string, target: EventTarget | null, ctrlKey = false) =>
    checkoutKeyOf({ key, target, ctrlKey, metaKey: false, altKey: false });

  it("+ and - outside text fields; F9 anywhere", () => {
    const text = document.createElement("input");
    const radio = document.createElement("input");
    radio.type = "radio";
    const button = document.createElement("button");
    expect(typingTarget(text)).toBe(true);
    expect(typingTarget(radio)).toBe(false);
    expect(press("+", button)).toBe("increase");
    expect(press("-", document.body)).toBe("decrease");
    expect(press("+", text)).toBeNull();
    expect(press("+", button, true)).toBeNull();
    expect(press("F9", text)).toBe("confirm");
    expect(press("a", button)).toBeNull();
  });
});
