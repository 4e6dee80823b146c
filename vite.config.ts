import { readFileSync } from "node:fs";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { bundleReport, chunkFileName, groupChunks } from "./scripts/vite-chunks";
import { stringAreasDefine } from "./scripts/string-areas-define";
import { iconImports } from "./scripts/vite-icon-imports";
import { scrollAreaMergeRefs } from "./scripts/vite-merge-refs";
import { writePageCodeMap } from "./scripts/page-code-map";
import { writeStartScripts } from "./scripts/start-script";
import { precompress } from "./scripts/vite-precompress";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

/**
 * Remix 2.17 reloads the page on every failed route-module import, with no guard, so a chunk that
 * stays missing (a purged deploy) reloads forever. The spec wants one reload, and none if one
 * happened in the last 60 s. `location.reload` cannot be overridden from page code, so this
 * transform routes that one reload through the app's guard (app/routing/chunk-reload.ts), which
 * installs `window.__adminPanelReloadOnce`. When the guard refuses, the import error is rethrown
 * and the route's error boundary shows the error page instead of a blank, never-settling page.
 */
function guardRemixModuleReload(): Plugin {
  const needle = "window.location.reload();\n    return new Promise(() => {";
  return {
    name: "admin-panel:guard-remix-module-reload",
    enforce: "pre",
    transform(code, id) {
      if (!id.replace(/\\/g, "/").includes("@remix-run/react/dist/esm/routeModules.js")) return null;
      if (!code.includes(needle)) {
        this.error("routeModules.js changed: update the chunk-reload guard transform in vite.config.ts");
      }
      return code.replace(
        needle,
        'if (typeof window.__adminPanelReloadOnce === "function" && !window.__adminPanelReloadOnce()) throw error;\n' +
          '    if (typeof window.__adminPanelReloadOnce !== "function") window.location.reload();\n' +
          "    return new Promise(() => {",
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: "/admin/",
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    ...stringAreasDefine,
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  optimizeDeps: { exclude: ["@remix-run/react"] },
  build: {
    target: "es2022",
    // Vite's manifest (which Remix moves out of client/): the page-code map is made from it.
    manifest: true,
    // The browser's files only (the SSR build merely renders index.html): see scripts/vite-chunks.ts.
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: groupChunks(), onlyExplicitManualChunks: true, chunkFileNames: chunkFileName } },
  },
  plugins: [
    guardRemixModuleReload(),
    iconImports(),
    scrollAreaMergeRefs(),
    remix({
      ssr: false,
      basename: "/admin/",
      // BUILD_DIR lets two builds of different trees (or a build beside a running test server) not
      // overwrite each other; the default is what npm test, npm start and the release use.
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
      // The page-code map first: it is a data block of index.html, and the start scripts then move
      // Remix's two start-up scripts out of it (scripts/start-script.ts says why).
      buildEnd: async (args) => {
        await writePageCodeMap(args);
        if (args.buildManifest) await writeStartScripts(args.remixConfig.buildDirectory, args.viteConfig.base);
      },
    }),
    precompress(),
    bundleReport(),
  ],
}));
