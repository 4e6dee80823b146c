// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { profileSchema } from "~/api/auth-schemas";
import { __resetSessionStoreForTests, setProfile } from "~/session/session-store";
import { compactPrice, formatForeignPrice, formatPrice, moneyText } from "~/ui/price-format";

/** The panel's one money format (issue 28 item 8), in the four languages' number formats. */

const shop = (setting: Record<string, unknown>) =>
  setProfile(
    profileSchema.parse({ user: { id: 1, name: "A", email: "a@example.com" }, permissions: [], super_admin: true, vendor: false, setting }),
  );

const EURO_AFTER = { currency: "EUR", currency_icon: "€", currency_position: 2 };
const DOLLAR_BEFORE = { currency: "USD", currency_icon: "$", currency_position: 1 };

afterEach(() => __resetSessionStoreForTests());

describe("formatPrice", () => {
  it("groups the thousands in every language, four-digit amounts included (Italian CLDR leaves them ungrouped)", () => {
    shop(EURO_AFTER);
    expect(formatPrice(1770.23, "it")).toBe("1.770,23 €");
    expect(formatPrice(1593.21, "it")).toBe("1.593,21 €");
    expect(formatPrice(1770.23, "de")).toBe("1.770,23 €");
    expect(formatPrice(1770.23, "en")).toBe("1,770.23 €");
    // French groups with a narrow no-break space.
    expect(formatPrice(1770.23, "fr")).toBe("1\u202f770,23 €");
    expect(formatPrice(1234567.5, "it")).toBe("1.234.567,50 €");
  });

  it("always shows two decimals", () => {
    shop(EURO_AFTER);
    expect(formatPrice(119.9, "it")).toBe("119,90 €");
    expect(formatPrice(5, "en")).toBe("5.00 €");
    expect(formatPrice(0.005, "de")).toBe("0,01 €");
  });

  it("never writes a negative zero, whichever side the symbol is on", () => {
    shop(DOLLAR_BEFORE);
    expect(formatPrice(-0, "it")).toBe("$0,00");
    expect(formatPrice(-0.004, "en")).toBe("$0.00");
    shop(EURO_AFTER);
    expect(formatPrice(-0, "fr")).toBe("0,00 €");
    expect(formatPrice(-0.001, "de")).toBe("0,00 €");
  });

  it("puts the sign before the currency symbol", () => {
    shop(DOLLAR_BEFORE);
    expect(formatPrice(-12.5, "en")).toBe("-$12.50");
    expect(formatPrice(-1770.23, "it")).toBe("-$1.770,23");
    shop(EURO_AFTER);
    expect(formatPrice(-12.5, "it")).toBe("-12,50 €");
  });

  it("writes nothing for no amount, and USD before the amount without settings", () => {
    expect(formatPrice(null, "it")).toBe("");
    expect(formatPrice(Number.NaN, "it")).toBe("");
    expect(formatPrice(3, "en")).toBe("USD3.00");
  });
});

describe("moneyText, compactPrice and formatForeignPrice", () => {
  it("writes a chart axis short, without cents, in the four languages", () => {
    const style = { symbol: "€", before: false, compact: true } as const;
    const nbsp = (text: string) => text.replace(/ €$/, "\u00a0€");
    expect(moneyText(32000, { ...style, locale: "it-IT" })).toBe(nbsp("32K €"));
    expect(moneyText(32000, { ...style, locale: "en-GB" })).toBe(nbsp("32k €"));
    expect(moneyText(32000, { ...style, locale: "fr-FR" })).toBe(nbsp("32\u00a0k €"));
    // German has no short form for thousands: grouped digits, still without ",00".
    expect(moneyText(32000, { ...style, locale: "de-DE" })).toBe(nbsp("32.000 €"));
    expect(moneyText(1_500_000, { ...style, locale: "de-DE" })).toBe(nbsp("1,5\u00a0Mio. €"));
    expect(moneyText(0, { ...style, locale: "it-IT" })).toBe(nbsp("0 €"));
    shop(EURO_AFTER);
    expect(compactPrice(32000, "it")).toBe(nbsp("32K €"));
  });

  it("writes another currency's amount the shop's way", () => {
    shop(EURO_AFTER);
    expect(formatForeignPrice(1770.23, "USD", "it")).toBe("1.770,23 USD");
    expect(formatForeignPrice(-0, "GBP", "en")).toBe("0.00 £");
  });
});
