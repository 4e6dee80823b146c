// zod/mini: the same validation with a tree-shakable API, so start-up code stays small.
import * as z from "zod/mini";

/**
 * Runtime configuration, read from /admin/config.json before the app starts, so one release bundle
 * serves any shop: the backend that embeds the bundle edits that one file, not the build.
 */
const runtimeConfigSchema = z.object({
  /** Origin of the shop's API ("" = same origin as the panel). */
  apiHost: z._default(z.string(), ""),
  /** Demo installations show a banner and refuse to save. */
  demo: z._default(z.boolean(), false),
  defaultLanguage: z._default(z.enum(["it", "en", "fr", "de"]), "it"),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const defaults: RuntimeConfig = runtimeConfigSchema.parse({});
let current: RuntimeConfig = defaults;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  // A broken config.json must not brick the panel: fall back to same-origin defaults.
  return parsed.success ? parsed.data : defaults;
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
