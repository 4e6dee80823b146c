import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/*
 * At start-up, the code of the page being opened is asked for beside the configuration and the
 * strings (app/entry.client.tsx), from Remix's manifest, before the router exists.
 */

const route = (id: string, extra: Record<string, unknown>) => ({ id, module: `/admin/assets/${id}.js`, ...extra });

const manifest = {
  routes: {
    root: route("root", { path: "", imports: ["/admin/assets/vendor.js"], css: ["/admin/assets/vendor.css"] }),
    "login-layout": route("login-layout", { parentId: "root" }),
    login: route("login", { parentId: "login-layout", path: "login" }),
    "default-layout": route("default-layout", { parentId: "root", imports: ["/admin/assets/panel.js"] }),
    dashboard: route("dashboard", { parentId: "default-layout", index: true }),
    products: route("products", {
      parentId: "default-layout",
      path: "products",
      imports: ["/admin/assets/lists.js", "/admin/assets/panel.js"],
      css: ["/admin/assets/products.css"],
    }),
    "products.$id": route("products.$id", { parentId: "default-layout", path: "products/:id", imports: ["/admin/assets/forms.js"] }),
  },
};

type Globals = Window & { __remixManifest?: unknown; __remixContext?: unknown };

function openAt(pathname: string) {
  window.history.replaceState(null, "", pathname);
  Object.assign(window as Globals, { __remixManifest: manifest, __remixContext: { basename: "/admin/" } });
}

const links = () =>
  [...document.head.querySelectorAll("link")].map((link) =>
    `${link.rel} ${link.getAttribute("as") ?? ""} ${new URL(link.href).pathname}`.replace("  ", " "),
  );

// A fresh module per test: it remembers what it already asked for.
let preloadCurrentPageCode: () => void;
beforeEach(async () => {
  vi.resetModules();
  ({ preloadCurrentPageCode } = await import("~/routing/page-code"));
});

afterEach(() => {
  document.head.querySelectorAll("link").forEach((link) => link.remove());
});

describe("the page's code at start-up", () => {
  it("preloads each matched route's module, its imports once each, and its styles, but not what the page links", () => {
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
});
