import type { Plugin } from "vite";
import { pathOf } from "./vite-chunks";

const SHIM = "\0admin-panel:app-shell-remove-scroll";
/** The parts of Mantine's AppShell (header, footer, aside) and its index, which imports them all. */
const APP_SHELL = /\/@mantine\/core\/esm\/components\/AppShell\//;

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll for one thing: the class
 * name that keeps a fixed bar clear of the scroll bar a modal hides (`RemoveScroll.classNames.zeroRight`).
 * Through them every signed-in page loaded the whole library (its scroll lock, 4 KiB of gzip), which
 * only an open modal uses. For those imports the library is this module: the same names, read from
 * react-remove-scroll-bar's constants, where the library itself takes them. Modals import the real
 * library, which loads with the first one opened. (tests/unit/app-shell-scroll.test.ts checks that
 * the library's names are those constants.)
 */
export function appShellScrollClassNames(): Plugin {
  return {
    name: "admin-panel:app-shell-scroll-class-names",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      return source === "react-remove-scroll" && importer !== undefined && APP_SHELL.test(pathOf(importer)) ? SHIM : null;
    },
    load(id) {
      if (id !== SHIM) return null;
      return [
        'import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";',
        "export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };",
      ].join("\n");
    },
  };
}
