// @vitest-environment node
import { describe, expect, it } from "vitest";

/*
 * app/entry.client.tsx turns zod's compiled parsers off by setting `globalThis.__zod_globalConfig`
 * before any screen loads zod (importing zod's `config` there would put zod into the login page's
 * scripts). This keeps zod honouring that object when it is set before zod loads, and shows what it
 * is for: no `new Function` probe (a CSP violation report under the panel's policy) when a schema
 * parses. zod loads once per test file (vitest does not re-evaluate node_modules), so one test.
 */

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

describe("zod's global configuration, as the panel's entry sets it", () => {
  it("is adopted when set before zod loads, and parsing then never constructs a Function", async () => {
    const OriginalFunction = globalThis.Function;
    let constructed = 0;
    globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
    globalThis.Function = new Proxy(OriginalFunction, {
      construct(target, args: string[]) {
        constructed += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const { config, z } = await import("zod");
      expect(config()).toBe(globalThis.__zod_globalConfig);
      expect(config().jitless).toBe(true);
      const schema = z.object({ name: z.string(), price: z.number() });
      expect(schema.parse({ name: "Shirt", price: 12 })).toEqual({ name: "Shirt", price: 12 });
      expect(constructed).toBe(0);
      // The counter does see a global `new Function` (so the 0 above is not vacuous).
      new Function("");
      expect(constructed).toBe(1);
    } finally {
      globalThis.Function = OriginalFunction;
    }
  });
});
