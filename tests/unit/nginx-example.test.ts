import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentHeaders, inlineScriptHashes } from "../../server/src/http/security-headers";
import type { Config } from "../../server/src/config";

/*
 * The README's nginx example must send what the reference server sends (issue 17): the same
 * document headers on every location and, on index.html, the same Content-Security-Policy, whose
 * script hashes the example leaves to the release manifest (SCRIPT_HASHES).
 */
const readme = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), "../../README.md"), "utf8");
const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";

/** The `add_header` lines of one `location` block, as name → value. */
function headersOf(location: string): Map<string, string> {
  const block = new RegExp(`location ${location.replace(/\//g, "\\/")} \\{([\\s\\S]*?)\\n\\}`).exec(nginx)?.[1] ?? "";
  return new Map([...block.matchAll(/add_header ([\w-]+) "([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const https = { publicUrl: "https://shop.example" } as Config;
const html = "<html><head><script>window.a = 1;</script><script src='/admin/x.js'></script><script>b()</script></head></html>";

describe("the README's nginx example", () => {
  it("sends the server's document headers (https) from every /admin/ location", () => {
    for (const location of ["/admin/assets/", "= /admin/manifest.webmanifest", "/admin/"]) {
      const sent = headersOf(location);
      for (const [name, value] of Object.entries(documentHeaders(https))) expect(sent.get(name), `${location} ${name}`).toBe(value);
    }
  });

  it("serves the web app manifest as the server does (application/manifest+json), not as a download", () => {
    const block = /location = \/admin\/manifest\.webmanifest \{([\s\S]*?)\n\}/.exec(nginx)?.[1] ?? "";
    expect(block).toMatch(/default_type application\/manifest\+json;/);
  });

  it("passes the live events stream on as it comes (server/docs/events.md), to the same backend", () => {
    const block = /location = \/api\/admin\/events \{([\s\S]*?)\n\}/.exec(nginx)?.[1] ?? "";
    expect(block).toMatch(/proxy_buffering off;/);
    expect(block).toMatch(/proxy_pass http:\/\/127\.0\.0\.1:8080;/);
  });

  it("sends the server's Content-Security-Policy with index.html, the manifest's hashes in place of SCRIPT_HASHES", () => {
    const example = headersOf("/admin/").get("Content-Security-Policy") ?? "";
    expect(example).toContain("SCRIPT_HASHES");
    expect(example.replace("SCRIPT_HASHES", inlineScriptHashes(html).join(" "))).toBe(contentSecurityPolicy(html));
  });
});
