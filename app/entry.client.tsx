import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadRuntimeConfig } from "./config";
import { activateLanguage, prefetchStrings, preferredLanguage, savedLanguage } from "./i18n/i18n";
import type { Language } from "./i18n/languages";
import { appPathOf } from "./routing/i18n-middleware";
import { areasOfPath } from "./routing/string-areas";
import { ensureProfile, installSessionIntoApi } from "./session/auth-service";
import { isLoggedIn, isSessionExpired } from "./session/session-store";
import { installChunkReloadGuard } from "./routing/chunk-reload";
import { registerAppMiddleware } from "./routing/middleware";
import { preloadAreaStrings, preloadCurrentPageCode } from "./routing/page-code";

declare global {
  // zod's own configuration object, shared by every copy of zod (zod/v4/core/core.js creates it if absent).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * zod probes `new Function("")` to decide whether it may compile parsers; under the panel's CSP (no
 * 'unsafe-eval') the probe is a reported violation on every load. Parse without compiling. Set on
 * zod's global configuration object rather than through `import { config } from "zod"`, which would
 * put zod's core into the login page's scripts although only the signed-in screens validate with it
 * (tests/unit/zod-global-config.test.ts keeps zod reading this object).
 */
function parseZodWithoutCompiling(): void {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
}

/**
 * Start-up order matters: the chunk guard first (any later import may fail), then the runtime
 * configuration (API host, default language), then the session into the HTTP layer; the language's
 * strings are awaited by every route's loader (i18n middleware), so the first render is translated.
 */
async function start(): Promise<void> {
  installChunkReloadGuard();
  parseZodWithoutCompiling();
  const signedIn = isLoggedIn() && !isSessionExpired();
  // The strings' files are fetched beside the configuration, not after it (Lighthouse: render delay).
  const early = savedLanguage();
  const areas = areasOfPath(appPathOf(window.location.pathname));
  // The screen's areas' strings too: found through the core strings otherwise, a wave after them.
  const strings = (language: Language) => {
    prefetchStrings(language, isLoggedIn(), areas);
    if (isLoggedIn()) preloadAreaStrings(language, areas);
  };
  if (early) strings(early);
  await loadRuntimeConfig();
  if (!early) strings(preferredLanguage());
  installSessionIntoApi();
  if (signedIn) {
    // A signed-in user's profile is asked for now, beside the strings, not once the screen's code has
    // loaded (the signed-in layout's loader then awaits this same request: Lighthouse's LCP chain).
    ensureProfile().catch(() => undefined);
    // Then the screen's code, beside the strings and the profile, not once the router starts. Not
    // before them: the browser's few connections to the server would serve the screen's files first.
    preloadCurrentPageCode();
  }
  registerAppMiddleware();
  // The router starts while the strings are on their way: its first step, importing the screen's
  // modules, runs beside them. Every loader waits for them (the i18n middleware), so the first screen
  // rendered is already translated; until then the page shows its loading indicator, which has no
  // text. A failure here is reported by that middleware's own call.
  activateLanguage(preferredLanguage()).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

void start();
