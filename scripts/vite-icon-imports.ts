import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const PACKAGE = "@tabler/icons-react";

/**
 * The icon modules of @tabler/icons-react by exported name, read from the package's own index
 * (`export { default as IconX } from './icons/IconX.mjs'`), so that every name, aliases included,
 * resolves to the file the index gives it.
 */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve(`${PACKAGE}/dist/esm/tabler-icons-react.mjs`);
  const files = new Map<string, string>();
  // An icon with aliases is one line: `export { default as IconBoxSeam, default as IconPackage } from …`.
  for (const [, names, file] of readFileSync(index, "utf8").matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, path.join(path.dirname(index), file));
  }
  return files;
}

const NAMED_IMPORT = new RegExp(`import \\{([^}]*)\\} from "${PACKAGE.replace("/", "\\/")}";?`, "g");

/**
 * `import { IconA, IconB as B } from "@tabler/icons-react"` in the app's own modules becomes one
 * default import per icon file. The package's index re-exports about 6,300 icons; through it every
 * build loaded and parsed all of them to keep the hundred the panel uses: 6,300 of the build's
 * 8,800 modules (the client build went from 30 to 26 s). The bundle is the same either way.
 * Type-only names (`type Icon`) stay on an import from the index, which TypeScript erases.
 */
export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "admin-panel:icon-imports",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (file.includes("/node_modules/") || !/\.tsx?$/.test(file) || !code.includes(PACKAGE)) return null;
      files ??= iconFiles();
      const known = files;
      let changed = false;
      const result = code.replace(NAMED_IMPORT, (statement, list: string) => {
        const direct: string[] = [];
        const kept: string[] = [];
        for (const specifier of list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/);
          const file = known.get(imported);
          if (specifier.startsWith("type ") || !file) kept.push(specifier);
          else direct.push(`import ${local} from ${JSON.stringify(file)};`);
        }
        if (direct.length === 0) return statement;
        changed = true;
        // Only names the index alone knows, or types: kept on an import from the index (all types:
        // a type-only import, which leaves nothing behind, not even a load of the index).
        const allTypes = kept.every((specifier) => specifier.startsWith("type "));
        const rest = allTypes
          ? `import type { ${kept.map((specifier) => specifier.replace(/^type\s+/, "")).join(", ")} } from "${PACKAGE}";`
          : `import { ${kept.join(", ")} } from "${PACKAGE}";`;
        // One line for all of them, so that the module's line numbers stay as written.
        return [...direct, ...(kept.length > 0 ? [rest] : [])].join(" ");
      });
      return changed ? { code: result, map: null } : null;
    },
  };
}
