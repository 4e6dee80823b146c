import type { Plugin } from "vite";
import { pathOf } from "./vite-chunks";

/**
 * Mantine's ScrollArea (which its Table brings to every list: Table.ScrollContainer) takes one small
 * hook, `useMergeRefs`, from `@floating-ui/react`, and with it the whole of floating-ui: 15 KiB gz on
 * every list's first load, code that only the popups need (app/ui/first-use.tsx loads those on first
 * use). This gives ScrollArea the same hook from a module of our own; every other importer of
 * floating-ui (Popover, Tooltip, Combobox: the popups themselves) keeps the real one.
 */
const SHIM_ID = "\0admin-panel:merge-refs";

// The React 18 behaviour of floating-ui's hook: one callback ref that sets every given ref, the
// same callback while the refs are the same, none when no ref is given.
const SHIM = `import { useMemo } from "react";
export function useMergeRefs(refs) {
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      for (const ref of refs) {
        if (typeof ref === "function") ref(value);
        else if (ref != null) ref.current = value;
      }
    };
  }, refs);
}
`;

const isScrollArea = (importer: string | undefined) =>
  importer !== undefined && /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/.test(pathOf(importer));

export function scrollAreaMergeRefs(): Plugin {
  return {
    name: "admin-panel:scroll-area-merge-refs",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      return source === "@floating-ui/react" && isScrollArea(importer) ? SHIM_ID : null;
    },
    load(id) {
      return id === SHIM_ID ? SHIM : null;
    },
  };
}
