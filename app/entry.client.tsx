import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
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
