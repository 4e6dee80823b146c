// @vitest-environment node
import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { errorMessages, errorText } from "~/ui/feedback/error-text";
import { knownServerMessage, SERVER_MESSAGES, serverMessageText } from "~/ui/feedback/server-messages";
import { ApiError } from "~/api/errors";
import { LANGUAGES } from "~/i18n/languages";
import { appStrings, type Tree } from "./support/locales";

/** The value at a dotted key of a locale tree, or undefined. */
function at(tree: Tree, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Tree)[part] : undefined), tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A `t` over the panel's strings in one language, as the signed-in screens have them. */
async function translator(language: string): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    ns: ["app"],
    defaultNS: "app",
    resources: { [language]: { app: appStrings(language) } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe("the catalogue of server messages", () => {
  const entries = Object.entries(SERVER_MESSAGES);

  it("lists the contract's messages, each with a key", () => {
    expect(entries.length).toBeGreaterThan(50);
    expect(SERVER_MESSAGES["You already have a pending withdrawal request."]).toBe("validation.server.pendingWithdrawal");
  });

  for (const language of LANGUAGES) {
    it(`every entry is said in ${language}, with the server message's placeholders`, () => {
      const strings = appStrings(language);
      for (const [template, key] of entries) {
        const text = at(strings, key);
        expect(typeof text, `${key} in ${language}`).toBe("string");
        expect((text as string).trim(), `${key} in ${language}`).not.toBe("");
        expect(placeholders(text as string), `${key} in ${language}`).toEqual(placeholders(template));
      }
    });
  }

  it("knows a message whatever its case, spacing or closing full stop; fills the placeholders from it", () => {
    expect(knownServerMessage("You already have a pending withdrawal request.")?.key).toBe("validation.server.pendingWithdrawal");
    expect(knownServerMessage("  you already have a  pending withdrawal request ")?.key).toBe("validation.server.pendingWithdrawal");
    expect(knownServerMessage("Red Shirt is out of stock. Please uncheck from cart.")).toEqual({
      key: "validation.server.outOfStock",
      values: { title: "Red Shirt" },
    });
    expect(knownServerMessage("The amount must not be greater than 80.5.")).toEqual({
      key: "validation.server.amountMax",
      values: { max: "80.5" },
    });
    expect(knownServerMessage("The title field is required.")).toBeNull();
    expect(knownServerMessage("Something else entirely.")).toBeNull();
  });

  it("says a known message in the user's language and an unknown one as it came", async () => {
    const it = await translator("it");
    expect(serverMessageText("You already have a pending withdrawal request.", it)).toBe("Hai già una richiesta di prelievo in attesa.");
    expect(serverMessageText("Maglia is out of stock. Please uncheck from cart.", it)).toBe("Maglia è esaurito: toglilo dal carrello.");
    expect(serverMessageText("SQLSTATE[42S22]: Column not found", it)).toBe("SQLSTATE[42S22]: Column not found");
    const de = await translator("de");
    expect(serverMessageText("Insufficient balance.", de)).toBe("Das Guthaben reicht für eine Auszahlung nicht aus.");
  });

  it("where the panel turns a failed call into text (toasts, alerts, per-field lists) it uses the catalogue", async () => {
    const t = await translator("fr");
    const refused = new ApiError(422, "No withdrawal account found.", { form: ["No withdrawal account found."] });
    expect(errorText(refused, t, "edit.saveFailed")).toBe("Aucun compte de retrait par défaut : ajoutez-en un dans Comptes de retrait.");
    expect(errorMessages(refused, t, "edit.saveFailed")).toEqual([
      "Aucun compte de retrait par défaut : ajoutez-en un dans Comptes de retrait.",
    ]);
    // Without the panel's strings (the sign-in pages), the server's own words.
    const bare = createInstance();
    await bare.init({ lng: "it", resources: {} });
    expect(serverMessageText("Insufficient balance.", bare.t)).toBe("Insufficient balance.");
  });
});
