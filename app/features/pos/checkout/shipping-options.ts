import type { PosCartLine, ShippingChoice, ShippingPlace } from "~/api/pos/cart";

/*
 * Which places of a product's shipping rule serve an address, and what the cart must be told so
 * that its rows agree with what the pane shows. A place serves the address when its country is the
 * address's (or "all") and its state is the address's (or none: the whole country); the most
 * specific place wins. Delivery uses that place's price; pickup the most specific serving place that
 * has a pickup point. The prices themselves are the server's: the pane only shows the places' own.
 */

/** Where the goods go: an address's ISO country code and state code. */
export interface Destination {
  country: string;
  state: string;
}

/** The rule's "every country" value (shipping rules form). */
const ALL_COUNTRIES = "all";

const norm = (value: string | null | undefined) => (value ?? "").trim().toUpperCase();

/** How precisely a place names the destination: 3 country+state, 2 whole country, 1 everywhere, 0 not at all. */
function specificity(place: ShippingPlace, to: Destination): number {
  const country = norm(place.country);
  const state = norm(place.state);
  const wholeCountry = state === "" || state === ALL_COUNTRIES.toUpperCase();
  if (country === ALL_COUNTRIES.toUpperCase() || country === "") return 1;
  if (country !== norm(to.country)) return 0;
  if (wholeCountry) return 2;
  return state === norm(to.state) ? 3 : 0;
}

function bestOf(places: readonly ShippingPlace[], to: Destination): ShippingPlace | null {
  let best: ShippingPlace | null = null;
  let score = 0;
  for (const place of places) {
    const s = specificity(place, to);
    if (s > score) {
      best = place;
      score = s;
    }
  }
  return best;
}

/** The delivery and pickup options of one line for the destination; both null = it cannot be shipped there. */
export interface LineOptions {
  delivery: ShippingPlace | null;
  pickup: ShippingPlace | null;
}

export function lineOptions(line: PosCartLine, to: Destination): LineOptions {
  const places = line.flash_product?.shipping_rule?.shipping_places ?? [];
  return {
    delivery: bestOf(places, to),
    pickup: bestOf(
      places.filter((p) => p.pickup_point === 1),
      to,
    ),
  };
}

/** The option the line has now: "delivery", "pickup", or null when its stored place is none of them. */
export function currentOption(line: PosCartLine, options: LineOptions): "delivery" | "pickup" | null {
  if (line.shipping_place_id === null) return null;
  if (line.shipping_type === 2 && options.pickup?.id === line.shipping_place_id) return "pickup";
  if (line.shipping_type !== 2 && options.delivery?.id === line.shipping_place_id) return "delivery";
  return null;
}

/** The choice that gives the line this option. */
export function choiceFor(line: PosCartLine, options: LineOptions, option: "delivery" | "pickup"): ShippingChoice {
  const place = option === "pickup" ? options.pickup : options.delivery;
  return { cart: line.id, place: place?.id ?? null, type: option === "pickup" ? 2 : 1 };
}

/**
 * What to send so the cart agrees with the pane: with no destination (shipping off, or no address
 * chosen yet) every stored place is cleared; with one, a line keeps a valid choice, a line without
 * one gets delivery (else pickup), and a line that cannot go there loses its place. Only changes.
 */
export function syncChoices(lines: readonly PosCartLine[], to: Destination | null): ShippingChoice[] {
  const out: ShippingChoice[] = [];
  for (const line of lines) {
    if (!to) {
      if (line.shipping_place_id !== null) out.push({ cart: line.id, place: null, type: 1 });
      continue;
    }
    const options = lineOptions(line, to);
    if (currentOption(line, options) !== null) continue;
    if (options.delivery) out.push(choiceFor(line, options, "delivery"));
    else if (options.pickup) out.push(choiceFor(line, options, "pickup"));
    else if (line.shipping_place_id !== null) out.push({ cart: line.id, place: null, type: 1 });
  }
  return out;
}

/** The lines no place of their rule serves at the destination. */
export function unshippableLines(lines: readonly PosCartLine[], to: Destination): number[] {
  return lines
    .filter((line) => {
      const options = lineOptions(line, to);
      return !options.delivery && !options.pickup;
    })
    .map((line) => line.id);
}

/** A pickup point as one line: its address, city and zip as far as the rule gives them. */
export function pickupPlaceText(place: ShippingPlace): string {
  const street = [place.pickup_address_line_1, place.pickup_address_line_2].filter(Boolean).join(" ");
  const town = [place.pickup_zip, place.pickup_city].filter(Boolean).join(" ");
  return [street, town].filter(Boolean).join(", ");
}
