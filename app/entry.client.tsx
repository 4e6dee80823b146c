import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { config as configureZod } from "zod";
import { loadRuntimeConfig } from "./config";
import { activateLanguage, preferredLanguage } from "./i18n/i18n";
import { installSessionIntoApi } from "./session/auth-service";
import { installChunkReloadGuard } from "./shell/chunk-reload";
import { registerAppMiddleware } from "./shell/middleware";

/**
 * Start-up order matters: the chunk guard first (any later import may fail), then the runtime
 * configuration (API host, default language), then the session into the HTTP layer, then the
 * language's strings, so the first render is already translated.
 */
async function start(): Promise<void> {
  installChunkReloadGuard();
  // zod probes `new Function("")` to decide whether it may compile parsers; under the panel's CSP
  // (no 'unsafe-eval') the probe is a reported violation on every load. Parse without compiling.
  configureZod({ jitless: true });
  await loadRuntimeConfig();
  installSessionIntoApi();
  registerAppMiddleware();
  await activateLanguage(preferredLanguage());
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
