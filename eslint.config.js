// The house rules that a machine can check (`npm run lint`, run by `npm test` before the suites).
// Style is Prettier's job (.prettierrc.json); these rules look for real problems: hooks called out of
// order or with stale dependencies, inaccessible markup, promises nobody handles, dead variables.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerRules } from "./eslint.layers.js";

const typeScript = ["**/*.ts", "**/*.tsx"];

export default tseslint.config(
  // server/src/db/generated/ is kysely-codegen's output (scripts/table-types.ts), not code anyone writes.
  {
    ignores: ["node_modules/", "build/", ".cache/", "data/", "test-results/", "playwright-report/", "public/", "server/src/db/generated/"],
  },
  // A disable comment that no longer silences anything is itself an error, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: typeScript })),
  {
    files: typeScript,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Type-aware rules, chosen one by one rather than `recommendedTypeChecked`: its no-unsafe-* family
      // costs a third of the run time and flags mostly the JSON that tests read from the server.
      // A promise nobody awaits loses its error (and in a Playwright test, an un-awaited `expect`
      // can never fail); `void` marks the ones left to run on purpose.
      "@typescript-eslint/no-floating-promises": "error",
      // A promise used as a condition is always true. (Its void-return check would add 20 s to every
      // run on two cores, a third of the budget, and mostly flags React's async event handlers.)
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/await-thenable": "error",
      // Remix loaders throw Responses (redirects, status pages): that is the framework's protocol.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@remix-run/server-runtime", name: "TypedResponse" },
          ],
        },
      ],
      "@typescript-eslint/no-base-to-string": "error",
      "@typescript-eslint/restrict-template-expressions": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
    },
  },
  // Kysely migrations and dynamic-table helpers, and Hono handlers generic over any route, need
  // `any` as a type argument; tests read untyped JSON. The app itself keeps `any` out.
  { files: ["server/**", "tests/**", "scripts/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },

  // The app: React's rules of hooks and accessible markup, in the browser. Only the two classic hooks
  // rules: the React Compiler rules of the plugin's preset assume the compiler (not used here) and
  // report refs passed as props and state reset in effects, which are correct React 18 code.
  {
    files: ["app/**/*.{ts,tsx}", "tests/unit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
    languageOptions: { globals: globals.browser },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },

  // Imports run one way (docs/adding-an-area.md, "Layers"): no file imports itself back through
  // others (import-x's no-cycle, lazy `import()` included: a popup's stand-in and its part share a
  // third module instead), and no folder imports a folder above it (eslint.layers.js).
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // `~/` is app/ (tsconfig paths); packages are not followed (`ignoreExternal`), which keeps the
      // rule to a few seconds.
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js"], alias: { "~": [`${import.meta.dirname}/app`] } }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...layerRules,

  // Node: the server, scripts, tests and configuration files.
  { files: ["server/**", "scripts/**", "tests/**", "*.{js,mjs,ts}"], languageOptions: { globals: globals.node } },
);
