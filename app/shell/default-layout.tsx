import { Alert, Box, Burger, Group, Text, useMantineTheme } from "@mantine/core";
import { useDisclosure, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { Outlet, useLocation, useMatches, useRouteError, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { memo, useCallback, useEffect, useState, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { AccessProvider } from "~/access/can";
import { APP_VERSION, runtimeConfig } from "~/config";
import { APP_NAMESPACE, i18next, loadAppStrings } from "~/i18n/i18n";
import { routeLoader } from "~/session/route-loader";
import { Toasts } from "~/ui/feedback/toasts";
// The `can` middleware imports this lazily (the login page must not load CASL); every signed-in page
// needs it before its loader runs, so it comes with the panel's code instead of one more round trip.
import "~/access/middleware";
import { ErrorPage } from "~/routing/kit/error-page";
import { ColorSchemeSwitch, useUserColorScheme } from "./color-scheme";
import { DisplayMenu } from "./display-menu";
import { LanguageSwitch } from "./language-switch";
import { NotificationBell } from "./notifications/notification-bell";
import { whenIdle } from "~/routing/idle";
import { preloadBar } from "~/routing/progress-bar";
import { AppLink } from "~/routing/prefetch";
import { skipSearchOnlyChanges } from "~/routing/revalidation";
import type { ScreenHandle } from "~/routing/screen-gate";
import { ShellTools } from "./shell-tools";
import { SideMenu } from "./side-menu";
import { UserMenu } from "./user-menu";
import "./frame.css";
import { CLEAR_OF_SCROLL_BAR } from "./scroll-lock";

const signedIn = routeLoader({ middleware: ["auth"] });

/**
 * Every page of the default layout needs a signed-in user (the profile is loaded once and shared)
 * and the panel's strings, which the login page never downloads. When the profile fails (offline,
 * a server fault), the error is shown inside the shell, whose labels are those strings too; a
 * guest's redirect to /login does not wait for them.
 */
export async function clientLoader(args: ClientLoaderFunctionArgs): Promise<null> {
  try {
    await signedIn(args);
  } catch (error) {
    if (!(error instanceof Response)) await loadAppStrings().catch(() => undefined);
    throw error;
  }
  await loadAppStrings();
  return null;
}

/** The profile and the panel's strings stay as they are while a list changes page (shell/revalidation.ts). */
export const shouldRevalidate = skipSearchOnlyChanges;

/**
 * Default layout: header (menu toggle, title, command palette, shortcut help, notification bell,
 * language, colour scheme, version, user menu) and the sidebar.
 */
/** React Router renders this again on every change of its state; the frame below does not need it. */
export default function DefaultLayout() {
  return <ShellWithOutlet />;
}

// Memoised without props: the screen's <Outlet /> inside follows the router by itself, and the shell
// renders again only for what it shows (the path, the language, the user).
const ShellWithOutlet = memo(function ShellWithOutlet() {
  return (
    <DefaultLayoutFrame>
      <Outlet />
    </DefaultLayoutFrame>
  );
});

/**
 * A failure the screens did not catch themselves (the profile or the panel's strings on a full
 * load, a screen module that will not load) is shown inside the shell, not instead of it: the menu,
 * the language and the user menu stay usable, and the error page offers its remedy.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <DefaultLayoutFrame>
      <ErrorPage error={error} />
    </DefaultLayoutFrame>
  );
}

function DefaultLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next} defaultNS={APP_NAMESPACE}>
      <AccessProvider>
        {/* Toasts belong to the working screens; the login page has none, and its bundle a budget. */}
        <Toasts />
        <DefaultLayoutShell>{children}</DefaultLayoutShell>
      </AccessProvider>
    </I18nextProvider>
  );
}

interface ShellHeaderProps {
  mobileOpen: boolean;
  toggleMobile: () => void;
  desktopOpen: boolean;
  toggleDesktop: () => void;
}

/** The header's tools; memoised, so navigating within the shell does not render them again. */
const ShellHeader = memo(function ShellHeader({ mobileOpen, toggleMobile, desktopOpen, toggleDesktop }: ShellHeaderProps) {
  const { t } = useTranslation();
  const burger = { size: "sm", "aria-label": t("header.toggleMenu") } as const;
  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* One burger for the drawer (narrow screens), one for the column beside the page (wide ones). */}
        <Burger {...burger} opened={mobileOpen} aria-expanded={mobileOpen} onClick={toggleMobile} hiddenFrom={MENU_BREAKPOINT} />
        <Burger {...burger} opened={desktopOpen} aria-expanded={desktopOpen} onClick={toggleDesktop} visibleFrom={MENU_BREAKPOINT} />
        <Text component={AppLink} to="/" fw={700} style={{ whiteSpace: "nowrap" }}>
          {t("app.title")}
        </Text>
      </Group>
      {/* 4 px apart: on a phone the tools, a thumb's 44 px each (ui/small-screens.css), fit beside the title. */}
      <Group gap={4} wrap="nowrap">
        <ShellTools />
        <NotificationBell />
        <LanguageSwitch visibleFrom="sm" />
        <ColorSchemeSwitch visibleFrom="sm" />
        <Box hiddenFrom="sm">
          <DisplayMenu />
        </Box>
        <Text size="xs" c="dimmed" visibleFrom="xs" aria-label={t("header.version", { version: APP_VERSION })}>
          v{APP_VERSION}
        </Text>
        <UserMenu />
      </Group>
    </Group>
  );
});

/**
 * Below this width the side menu is a drawer over the page (phones, portrait tablets: at 768 px an
 * open menu left a form 500 px); from it up, a column beside the page that the burger folds.
 */
const MENU_BREAKPOINT = "md";

/**
 * Whether the side menu beside the page is open, remembered in this browser. Screens whose handle
 * says `foldsMenu` (the till: a cashier needs the width for products and the cart) keep their own
 * choice, folded until someone opens it there.
 */
function useDesktopMenu() {
  const folds = useMatches().some((match) => (match.handle as Partial<ScreenHandle> | undefined)?.foldsMenu === true);
  const [everywhere, setEverywhere] = useLocalStorage({ key: "admin-panel_sidebar-open", defaultValue: true });
  const [folding, setFolding] = useLocalStorage({ key: "admin-panel_sidebar-open-folding", defaultValue: false });
  const open = folds ? folding : everywhere;
  const set = folds ? setFolding : setEverywhere;
  const toggle = useCallback(() => set((value) => !value), [set]);
  return [open, toggle] as const;
}

/**
 * Whether the side menu's links are drawn: from the first time the menu is on screen, then kept (no
 * redraw at each unfolding). A phone opens every page with the menu folded away, and its ~250
 * elements, drawn and laid out with the page's first render, were a quarter of the products list's.
 */
function useMenuDrawn(mobileOpen: boolean, desktopOpen: boolean): boolean {
  const theme = useMantineTheme();
  // Read at the first render: an answer in an effect would draw the wide menu in a second pass.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[MENU_BREAKPOINT]})`, undefined, { getInitialValueInEffect: false });
  const shown = wide ? desktopOpen : mobileOpen;
  const [drawn, setDrawn] = useState(shown);
  if (shown && !drawn) setDrawn(true);
  return drawn || shown;
}

/**
 * The live events (session/live-session.ts) start once the first screen is shown and the browser is
 * idle: their code is a chunk of its own, outside the first screen's load. They stop when the
 * signed-in frame goes (the login page), and follow the session meanwhile.
 */
function useLiveEventsStarted(): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    const cancelIdle = whenIdle(() => {
      import("~/session/live-session").then(
        // Undefined when the chunk failed and the chunk guard is reloading the page (it keeps Vite
        // from throwing then).
        (live: typeof import("~/session/live-session") | undefined) => {
          if (!gone && live) stop = live.startLiveEvents();
        },
        // Not loaded (offline, a new release): the panel polls as it always did.
        () => undefined,
      );
    });
    return () => {
      gone = true;
      cancelIdle();
      stop?.();
    };
  }, []);
}

function DefaultLayoutShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpen, toggleDesktop] = useDesktopMenu();
  const menuDrawn = useMenuDrawn(mobileOpen, desktopOpen);
  useUserColorScheme();
  useLiveEventsStarted();
  // The loading bar's code, at idle: the login page leaves it to its first slow navigation.
  useEffect(preloadBar, []);

  return (
    // The frame's header, side menu and page are plain elements laid out by frame.css.
    <div className="frame" data-phone-menu={mobileOpen ? "open" : "closed"} data-menu={desktopOpen ? "open" : "closed"}>
      <header className={`frame-header ${CLEAR_OF_SCROLL_BAR}`}>
        <ShellHeader mobileOpen={mobileOpen} toggleMobile={toggleMobile} desktopOpen={desktopOpen} toggleDesktop={toggleDesktop} />
      </header>
      <nav className="frame-menu" aria-label={t("nav.label")}>
        <div className="frame-menu-links">{menuDrawn ? <SideMenu pathname={pathname} onNavigate={closeMobile} /> : null}</div>
      </nav>
      <main className="frame-page">
        {runtimeConfig().demo ? (
          <Alert color="yellow" mb="md" title={t("demo.title")}>
            {t("demo.body")}
          </Alert>
        ) : null}
        {children}
      </main>
    </div>
  );
}
