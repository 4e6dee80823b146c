/*
 * How a guest is named and placed on its screens. A guest may have left only an e-mail address (or
 * neither, when the storefront sent nothing), so each falls back to the next.
 */

/** What to call a guest: the name, else the e-mail address, else its number. */
export function guestName(guest: { id: number; name: string; email: string }): string {
  return guest.name || guest.email || `#${guest.id}`;
}

/** The guest's city and country ("Torino, IT"), empty parts left out. */
export function guestPlace(guest: { city: string; country: string }): string {
  return [guest.city, guest.country].filter(Boolean).join(", ");
}
