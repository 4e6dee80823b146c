import * as z from "zod/mini";
import type { AddressInput, CustomerAddress } from "~/api/pos/checkout";
import type { FormField } from "~/ui/form/messages";

/*
 * The address modal's values and checks, apart from React: the phone is kept as the local number
 * the cashier types and sent with the country's calling code in front ("+39 333 1234567"); an
 * address read back splits that prefix off again.
 */

export interface AddressValues {
  country: string;
  state: string;
  email: string;
  name: string;
  /** The number without the calling code. */
  phone: string;
  address_1: string;
  address_2: string;
  city: string;
  zip: string;
}

export type AddressField = keyof AddressValues;

/** The fields in the order the modal shows them, with their labels; the server's messages are matched to these. */
export const ADDRESS_FIELDS: readonly FormField[] = [
  { name: "country", label: "pos.checkout.address.country" },
  { name: "state", label: "pos.checkout.address.state" },
  { name: "email", label: "pos.checkout.address.email" },
  { name: "name", label: "pos.checkout.address.name" },
  { name: "phone", label: "pos.checkout.address.phone" },
  { name: "address_1", label: "pos.checkout.address.address1" },
  { name: "address_2", label: "pos.checkout.address.address2" },
  { name: "city", label: "pos.checkout.address.city" },
  { name: "zip", label: "pos.checkout.address.zip" },
];

export const EMPTY_ADDRESS: AddressValues = {
  country: "",
  state: "",
  email: "",
  name: "",
  phone: "",
  address_1: "",
  address_2: "",
  city: "",
  zip: "",
};

/** "+39 333…" from the calling code and the local number (no prefix when the country has no code). */
export function joinPhone(callingCode: string | undefined, local: string): string {
  const number = local.trim();
  if (!callingCode || number.startsWith("+")) return number;
  return `+${callingCode} ${number}`;
}

/** The local number of a stored phone: its "+<code>" taken off when it is the country's. */
export function splitPhone(callingCode: string | undefined, phone: string): string {
  const stored = phone.trim();
  if (!callingCode) return stored;
  const prefix = `+${callingCode}`;
  return stored.startsWith(prefix) ? stored.slice(prefix.length).trim() : stored;
}

/** The form's values for an address of the book (editing), or the customer's e-mail and name to start with. */
export function addressValues(
  address: CustomerAddress | null,
  callingCodeOf: (country: string) => string | undefined,
  start: Partial<AddressValues> = {},
): AddressValues {
  if (!address) return { ...EMPTY_ADDRESS, ...start };
  return {
    country: address.country,
    state: address.state,
    email: address.email,
    name: address.name,
    phone: splitPhone(callingCodeOf(address.country), address.phone),
    address_1: address.address_1,
    address_2: address.address_2,
    city: address.city,
    zip: address.zip,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = () => z.string().check(z.trim(), z.minLength(1, "pos.checkout.address.required"));

/** The client's own checks: the required fields and the e-mail's shape. Messages are i18n keys. */
export const addressSchema = z.object({
  country: required(),
  email: required().check(z.regex(EMAIL, "pos.checkout.address.invalidEmail")),
  name: required(),
  phone: required(),
  address_1: required(),
  city: required(),
  zip: required(),
});

/** What `user/address/action` gets. */
export function addressInput(
  values: AddressValues,
  customerId: number,
  callingCodeOf: (country: string) => string | undefined,
  id?: number,
): AddressInput {
  const trimmed = (v: string) => v.trim();
  return {
    ...(id === undefined ? {} : { id }),
    user_id: customerId,
    name: trimmed(values.name),
    email: trimmed(values.email),
    phone: joinPhone(callingCodeOf(values.country), values.phone),
    country: values.country,
    state: values.state,
    city: trimmed(values.city),
    zip: trimmed(values.zip),
    address_1: trimmed(values.address_1),
    address_2: trimmed(values.address_2),
  };
}
