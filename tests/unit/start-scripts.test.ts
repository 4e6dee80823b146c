import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/src/http/security-headers";
import { startScriptsOf } from "../../scripts/start-script";

/*
 * The built index.html keeps no inline script that names the build's files, so two releases send
 * one Content-Security-Policy, and a web server still sending the previous release's header while
 * serving the new index.html does not block the panel's start (scripts/start-script.ts).
 */

const colourScheme = `<script data-mantine-script="true">try { document.documentElement.dataset.x = "1"; } catch (e) {}</script>`;
const pageCode = (files: string) => `<script type="application/json" id="page-code">{"files":["${files}"]}</script>`;

/** index.html as Remix writes it, for a build whose hashed names end in `hash`. */
function builtIndex(hash: string): string {
  return [
    `<html><head>${colourScheme}${pageCode(`/admin/assets/root-${hash}.js`)}</head><body>`,
    `<link rel="modulepreload" href="/admin/assets/root-${hash}.js"/>`,
    `<script>window.__remixContext = {"basename":"/admin/","state":{"loaderData":{"root":null}}};</script>`,
    `<script type="module" async="">import "/admin/assets/manifest-${hash}.js";\nimport * as route0 from "/admin/assets/root-${hash}.js";\n\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/admin/assets/entry.client-${hash}.js");</script>`,
    `</body></html>`,
  ].join("");
}

describe("index.html's start-up scripts as files", () => {
  it("two builds that differ in their files' names send the same policy", () => {
    const [a, b] = [startScriptsOf(builtIndex("AAAA1111"), "/admin/assets/"), startScriptsOf(builtIndex("BBBB2222"), "/admin/assets/")];
    expect(contentSecurityPolicy(a.html)).toBe(contentSecurityPolicy(b.html));
    // Before the move, they did not (the module names the build's files).
    expect(contentSecurityPolicy(builtIndex("AAAA1111"))).not.toBe(contentSecurityPolicy(builtIndex("BBBB2222")));
  });

  it("loads the context, then the start-up module, where the inline scripts were, each named by its content", () => {
    const { html, files } = startScriptsOf(builtIndex("AAAA1111"), "/admin/assets/");
    const [context, start] = files;
    expect(context.body).toContain("window.__remixContext = ");
    expect(start.body).toContain('import("/admin/assets/entry.client-AAAA1111.js")');
    expect(context.name).toMatch(/^context-[\w-]{8}\.js$/);
    expect(start.name).toMatch(/^start-[\w-]{8}\.js$/);
    expect(startScriptsOf(builtIndex("BBBB2222"), "/admin/assets/").files[1].name).not.toBe(start.name);
    const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
    expect(tags.slice(-2)).toEqual([
      `<script src="/admin/assets/${context.name}">`,
      `<script type="module" async src="/admin/assets/${start.name}">`,
    ]);
    expect(html).not.toContain("__remixContext");
    expect(html).toContain(colourScheme);
  });

  it("refuses an index.html without Remix's start-up scripts rather than write a panel that never starts", () => {
    expect(() => startScriptsOf(`<html><body>${colourScheme}</body></html>`, "/admin/assets/")).toThrow(/start scripts/);
  });
});
