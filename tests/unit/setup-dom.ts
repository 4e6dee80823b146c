/**
 * The set-up of the files that run in jsdom (setup.ts): browser APIs jsdom lacks but Mantine (and
 * some of its hooks) expect, plus a clean slate of cookies, storage, rendered markup and Mantine's
 * notification store around every test, so no test sees another one's session or screen.
 */
import { notifications } from "@mantine/notifications";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

if (typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = NoopObserver;
}
if (typeof globalThis.IntersectionObserver === "undefined") {
  globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
}
// jsdom's scrollTo only prints "Not implemented" (Mantine's scroll handling calls it).
window.scrollTo = () => undefined;

function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

afterEach(() => {
  cleanup();
  // Mantine's notifications live in a store of the module, not in the rendered tree.
  notifications.clean();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});
