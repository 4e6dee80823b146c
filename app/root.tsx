import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/spotlight/styles.css";
import "./shell/loading-bar.css";
import "./shell/dark-scheme.css";
import "./ui/list-page/cells.css";
import "./ui/small-screens.css";
import { ColorSchemeScript, Loader, MantineProvider, Center, localStorageColorSchemeManager } from "@mantine/core";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { AUTH_NAMESPACE, i18next, preferredLanguage } from "./i18n/i18n";
import { DEFAULT_LANGUAGE } from "./i18n/languages";
import { routeLoader } from "./session/route-loader";
import { RouteErrorBoundary } from "./routing/kit/error-page";
import { StableNavigateProvider } from "./routing/in-app-link";
import { LoadingBar } from "./shell/loading-bar";
import { markFirstScreenShown } from "./routing/idle";
import { whenLanguageChanges } from "./routing/revalidation";
import { COLOR_SCHEME_KEY, cssVariablesResolver, theme } from "./shell/theme";

export const APP_TITLE = "Admin panel";

/** The scheme follows the system until the user picks one (shell/color-scheme.tsx). */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * The document: language, the spec's title, browser translation off (the panel translates itself;
 * a browser translating it again would garble labels and data).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(AUTH_NAMESPACE);
  return (
    <html lang={i18n.language || DEFAULT_LANGUAGE} translate="no" className="notranslate">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="google" content="notranslate" />
        <title>{APP_TITLE}</title>
        <link rel="icon" href={`${import.meta.env.BASE_URL}favicon.svg`} type="image/svg+xml" />
        {/* Installable: a tablet opens the till full screen from its home screen (public/manifest.webmanifest). */}
        <link rel="manifest" href={`${import.meta.env.BASE_URL}manifest.webmanifest`} />
        <link rel="apple-touch-icon" href={`${import.meta.env.BASE_URL}icons/apple-touch-icon.png`} />
        <meta name="theme-color" content="#364fc7" />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="auto" localStorageKey={COLOR_SCHEME_KEY} />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          <StableNavigateProvider>{children}</StableNavigateProvider>
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The language the root's data holds: what the last run of its loader found. */
let loadedLocale: string | undefined;

/** The language the page renders in; remix-i18next's hook switches i18next when it changes. */
export const clientLoader = routeLoader({
  load: () => {
    loadedLocale = preferredLanguage();
    return { locale: loadedLocale };
  },
});

/** New data here renders the whole panel again: only when the language changed (shell/revalidation.ts). */
export const shouldRevalidate = whenLanguageChanges(preferredLanguage, () => loadedLocale);

function LanguageSync({ locale }: { locale: string }) {
  useChangeLanguage(locale);
  return null;
}

export default function App() {
  const { locale } = useLoaderData<typeof clientLoader>() ?? { locale: DEFAULT_LANGUAGE };
  // The first screen is rendered with its data once this mounts (the loaders have run): idle work
  // (link prefetches, a list's neighbouring pages, the live events) may start after its paint.
  useEffect(markFirstScreenShown, []);
  // Outside the signed-in layout, `useTranslation()` means the sign-in strings: nothing on the login
  // page (remix-i18next's hook included) asks for the panel's namespace.
  return (
    <I18nextProvider i18n={i18next} defaultNS={AUTH_NAMESPACE}>
      <LanguageSync locale={locale} />
      <LoadingBar />
      <Outlet />
    </I18nextProvider>
  );
}

/**
 * Shown by the static index.html until the app has started: the header's bar with the panel's
 * title (the spec's, not translated) and a spinner. On a slow phone the frame is there as soon as
 * the page and its stylesheet are, a second or more before the panel's code has run (Lighthouse's
 * first contentful paint on its phone: 2.9 s with a spinner alone, which does not count as content).
 */
export function HydrateFallback() {
  return (
    <>
      <div style={BOOT_HEADER}>{APP_TITLE}</div>
      <Center mih="calc(100vh - 56px)">
        <Loader aria-hidden="true" />
      </Center>
    </>
  );
}

/** The signed-in header's height, border and title, so that the frame does not jump when the panel takes over. */
const BOOT_HEADER = {
  height: 56,
  display: "flex",
  alignItems: "center",
  padding: "0 var(--mantine-spacing-md) 0 calc(var(--mantine-spacing-md) + 40px)",
  borderBottom: "1px solid var(--app-shell-border-color, var(--mantine-color-gray-3))",
  fontWeight: 700,
} as const;

export const ErrorBoundary = RouteErrorBoundary;
