/**
 * Runtime configuration, read from /admin/config.json before the app starts, so one release bundle
 * serves any shop: the backend that embeds the bundle edits that one file, not the build.
 */
export interface RuntimeConfig {
  /** Origin of the shop's API ("" = same origin as the panel). */
  apiHost: string;
  /** Demo installations show a banner and refuse to save. */
  demo: boolean;
  defaultLanguage: "it" | "en" | "fr" | "de";
  /** How long a call may wait for its answer before the panel gives up and says so (a shop on a slow backend raises it). */
  requestTimeoutMs: number;
}

const defaults: RuntimeConfig = { apiHost: "", demo: false, defaultLanguage: "it", requestTimeoutMs: 15_000 };
let current: RuntimeConfig = defaults;

/**
 * Checked by hand rather than with zod: this runs before the first paint of every page, the login
 * page included, whose bundle has a budget. A broken config.json must not brick the panel: anything
 * malformed falls back to the same-origin defaults; fields left out take their default.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return defaults;
  const { apiHost, demo, defaultLanguage, requestTimeoutMs } = raw as Record<string, unknown>;
  if (apiHost !== undefined && typeof apiHost !== "string") return defaults;
  if (requestTimeoutMs !== undefined && !(typeof requestTimeoutMs === "number" && requestTimeoutMs > 0)) return defaults;
  if (demo !== undefined && typeof demo !== "boolean") return defaults;
  if (defaultLanguage !== undefined && !["it", "en", "fr", "de"].includes(defaultLanguage as string)) return defaults;
  return {
    apiHost: apiHost ?? defaults.apiHost,
    demo: demo ?? defaults.demo,
    defaultLanguage: (defaultLanguage as RuntimeConfig["defaultLanguage"] | undefined) ?? defaults.defaultLanguage,
    requestTimeoutMs: requestTimeoutMs ?? defaults.requestTimeoutMs,
  };
}

export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: "no-store", headers: { Accept: "application/json" } });
    current = response.ok ? parseRuntimeConfig(await response.json()) : defaults;
  } catch {
    current = defaults;
  }
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** For tests and for the config loader only. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config };
}

declare const __APP_VERSION__: string;
/** The app version, from package.json at build time. */
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";
