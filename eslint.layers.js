// The app's layers, top to bottom; a file may import its own folder and the layers below it, never
// one above (checked by ESLint's own no-restricted-imports, one block per layer: no plugin, no cost).
//
//   app/routes/, root.tsx, entry.client.tsx, routes.ts   the route modules and the app's entry
//   app/shell/          the frame: layouts, header, side menu, tools (used by root and the layouts)
//   app/features/       each area's screens and their parts
//   app/routing/kit/    what a route module is made of: list/record routes, the page frame, the error page
//   app/ui/             the shared components
//   app/routing/, api/, session/, access/, i18n/   the screen table and what it derives, the API,
//                       the session, permissions, strings (these may import each other, without circles)
//   app/config.ts, app/cookies.ts   below everything: they import nothing of the app
//   shared/             beside the app: code the panel and the reference server both run (imports neither)

/** An import of `folder` in any spelling: `~/shell/…`, `../shell/…`, `../../shell/…`. */
const spelling = (folder) => `^(~/|(\\.\\./)+)${folder}(/|$)`;

const above = {
  shell: "the frame (app/shell/) is used by the layouts and root only: move what is shared to app/ui/ or app/routing/",
  routes: "route modules are the top layer: nothing imports them",
  features: "a feature is used by route modules only: move what is shared to app/ui/",
  "routing/kit": "the route kit renders pages (it imports app/ui/): only features, routes and the shell use it",
  ui: "app/ui/ sits above routing, api, session, access and i18n",
  routing: "the screen table and its derivations sit above ui only",
};

const forbid = (...folders) => ({
  "no-restricted-imports": [
    "error",
    { patterns: folders.map((folder) => ({ regex: spelling(folder), message: `Upward import: ${above[folder] ?? folder}.` })) },
  ],
});

export const layerRules = [
  { files: ["app/shell/**/*.{ts,tsx}"], rules: forbid("routes", "features") },
  { files: ["app/features/**/*.{ts,tsx}"], rules: forbid("routes", "shell") },
  { files: ["app/routing/kit/**/*.{ts,tsx}"], rules: forbid("routes", "shell", "features") },
  { files: ["app/ui/**/*.{ts,tsx}"], rules: forbid("routes", "shell", "features", "routing/kit") },
  { files: ["app/routing/*.{ts,tsx}", "app/routing/table/**/*.ts"], rules: forbid("routes", "shell", "features", "routing/kit", "ui") },
  {
    files: ["app/{api,session,access,i18n}/**/*.{ts,tsx}"],
    rules: forbid("routes", "shell", "features", "routing/kit", "ui", "routing"),
  },
  // Code the panel and the reference server both run: it imports neither.
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+(app|server)(/|$))", message: "common/ imports nothing of the panel or the server." }] },
      ],
    },
  },
  {
    files: ["app/config.ts", "app/cookies.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~|\\.)/", message: "config.ts and cookies.ts import nothing of the app." }] },
      ],
    },
  },
];
