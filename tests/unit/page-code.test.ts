import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filesOfChunk, PAGE_CODE_ELEMENT_ID } from "~/routing/page-code-map";
import { pageCodeMap } from "../../scripts/page-code-map";

/*
 * At start-up, the code of the page being opened is asked for beside the configuration and the
 * strings (app/entry.client.tsx), before the router exists: from the map the build writes into
 * index.html (scripts/page-code-map.ts), made of Remix's routes and Vite's manifest.
 */

const routes = {
  root: { id: "root", path: "", file: "root.tsx" },
  "login-layout": { id: "login-layout", parentId: "root", file: "routes/login-layout.tsx" },
  login: { id: "login", parentId: "login-layout", path: "login", file: "routes/login.tsx" },
  "default-layout": { id: "default-layout", parentId: "root", file: "routes/default-layout.tsx" },
  dashboard: { id: "dashboard", parentId: "default-layout", index: true, file: "routes/dashboard.tsx" },
  products: { id: "products", parentId: "default-layout", path: "products", file: "routes/products.tsx" },
  "products.$id": { id: "products.$id", parentId: "default-layout", path: "products/:id", file: "routes/products.$id.tsx" },
};

// Vite's manifest: route chunks keyed by their source (with the query Remix adds), shared chunks by name.
const entry = (name: string, imports: string[] = [], css?: string[]) => ({
  file: `assets/${name}.js`,
  src: `app/${name === "root" ? "root" : `routes/${name}`}.tsx?__remix-build-client-route`,
  isEntry: true,
  imports,
  ...(css ? { css } : {}),
});
const viteManifest = {
  "app/root.tsx?__remix-build-client-route": entry("root", ["_vendor.js"]),
  "app/routes/login-layout.tsx?__remix-build-client-route": entry("login-layout"),
  "app/routes/login.tsx?__remix-build-client-route": entry("login"),
  "app/routes/default-layout.tsx?__remix-build-client-route": entry("default-layout", ["_panel.js"]),
  "app/routes/dashboard.tsx?__remix-build-client-route": entry("dashboard"),
  "app/routes/products.tsx?__remix-build-client-route": entry("products", ["_lists.js", "_panel.js"], ["assets/products.css"]),
  "app/routes/products.$id.tsx?__remix-build-client-route": entry("products.$id", ["_forms.js"]),
  "_vendor.js": { file: "assets/vendor.js", css: ["assets/vendor.css"] },
  "_panel.js": { file: "assets/panel.js", imports: ["_vendor.js"] },
  "_lists.js": { file: "assets/lists.js", imports: ["_panel.js"] },
  "_forms.js": { file: "assets/forms.js" },
  // Each area's strings: a dynamic import of the language's core strings chunk.
  "app/i18n/locales/app/catalog/it.json": { file: "assets/it-catalog.js", src: "app/i18n/locales/app/catalog/it.json" },
  "app/i18n/locales/app/catalog/en.json": { file: "assets/en-catalog.js", src: "app/i18n/locales/app/catalog/en.json" },
  "app/i18n/locales/app/sales/it.json": { file: "assets/it-sales.js", src: "app/i18n/locales/app/sales/it.json" },
};

const map = pageCodeMap(routes, viteManifest, { appDirectory: "/project/app", root: "/project", base: "/admin/", basename: "/admin/" });

function openAt(pathname: string) {
  window.history.replaceState(null, "", pathname);
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PAGE_CODE_ELEMENT_ID;
  script.textContent = JSON.stringify(map);
  document.head.append(script);
}

const links = () =>
  [...document.head.querySelectorAll("link")].map((link) =>
    `${link.rel} ${link.getAttribute("as") ?? ""} ${new URL(link.href).pathname}`.replace("  ", " "),
  );

// A fresh module per test: it remembers what it already asked for.
let preloadCurrentPageCode: () => void;
let preloadAreaStrings: (language: string, areas: readonly string[]) => void;
beforeEach(async () => {
  vi.resetModules();
  ({ preloadCurrentPageCode, preloadAreaStrings } = await import("~/routing/page-code"));
});

afterEach(() => {
  document.head.querySelectorAll("link, script").forEach((element) => element.remove());
});

describe("the page's code at start-up", () => {
  it("the build's map gives each route its chunk: its module, then its static imports once each, and their styles", () => {
    const products = map.routes.find((route) => route.id === "products");
    expect(filesOfChunk(map, products!.chunk!)).toEqual({
      modules: ["/admin/assets/products.js", "/admin/assets/lists.js", "/admin/assets/panel.js", "/admin/assets/vendor.js"],
      styles: ["/admin/assets/products.css", "/admin/assets/vendor.css"],
    });
    // Each file's name once in the map, however many chunks import it.
    expect(new Set(map.files).size).toBe(map.files.length);
    expect(map.basename).toBe("/admin/");
  });

  it("preloads each matched route's files once each, but not what the page links", () => {
    openAt("/admin/products");
    const own = document.createElement("link");
    own.rel = "stylesheet";
    own.href = "/admin/assets/vendor.css";
    document.head.append(own);
    preloadCurrentPageCode();
    expect(links()).toEqual([
      "stylesheet /admin/assets/vendor.css",
      "modulepreload /admin/assets/root.js",
      "modulepreload /admin/assets/vendor.js",
      "modulepreload /admin/assets/default-layout.js",
      "modulepreload /admin/assets/panel.js",
      "modulepreload /admin/assets/products.js",
      "modulepreload /admin/assets/lists.js",
      "preload style /admin/assets/products.css",
    ]);
  });

  it("matches a record's path and the index route, and nothing of other screens", () => {
    openAt("/admin/products/12");
    preloadCurrentPageCode();
    expect(links()).toContain("modulepreload /admin/assets/products.$id.js");
    expect(links()).toContain("modulepreload /admin/assets/forms.js");
    expect(links().some((link) => /products\.js|lists\.js|dashboard/.test(link))).toBe(false);
  });

  it("without a map (a development server) asks for nothing", () => {
    window.history.replaceState(null, "", "/admin/products");
    preloadCurrentPageCode();
    expect(links()).toEqual([]);
  });

  it("preloads the opened screen's areas' strings in the language asked for, beside its code, once each", () => {
    openAt("/admin/products");
    preloadAreaStrings("it", ["catalog"]);
    preloadCurrentPageCode();
    preloadAreaStrings("it", ["catalog"]);
    const strings = links().filter((link) => /catalog|sales/.test(link));
    expect(strings).toEqual(["modulepreload /admin/assets/it-catalog.js"]);
    expect(links()).toContain("modulepreload /admin/assets/products.js");
  });
});
