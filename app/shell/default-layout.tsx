import { Alert, AppShell, Burger, Group, NavLink, ScrollArea, Text } from "@mantine/core";
import { useDisclosure, useLocalStorage } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { Outlet, useLocation, useRouteError, type ClientLoaderFunctionArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { AccessProvider, useAppAbility } from "~/access/can";
import { APP_VERSION, runtimeConfig } from "~/config";
import { APP_NAMESPACE, i18next, loadAppStrings } from "~/i18n/i18n";
import { routeLoader } from "~/session/route-loader";
import { ErrorPage } from "./error-page";
import { ColorSchemeSwitch, useUserColorScheme } from "./color-scheme";
import { LanguageSwitch } from "./language-switch";
import { isItemActive, isMenuGroup, itemHref, visibleMenu, type MenuItem } from "./menu";
import { AppLink } from "./prefetch";
import { NotificationBell } from "./notifications/notification-bell";
import { screenById } from "./screens";
import { ShellTools } from "./shell-tools";
import { UserMenu } from "./user-menu";

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

function MenuLink({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <NavLink
      component={AppLink}
      to={itemHref(item)}
      label={t(screenById(item.screen).title)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
      active={isItemActive(item, pathname)}
      onClick={onNavigate}
    />
  );
}

/**
 * Default layout: header (menu toggle, title, command palette, shortcut help, notification bell,
 * language, colour scheme, version, user menu) and the sidebar.
 */
export default function DefaultLayout() {
  return (
    <DefaultLayoutFrame>
      <Outlet />
    </DefaultLayoutFrame>
  );
}

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
        <Notifications position="bottom-right" />
        <DefaultLayoutShell>{children}</DefaultLayoutShell>
      </AccessProvider>
    </I18nextProvider>
  );
}

function DefaultLayoutShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpen, setDesktopOpen] = useLocalStorage({ key: "admin-panel_sidebar-open", defaultValue: true });
  const entries = visibleMenu(ability);
  useUserColorScheme();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={t("header.toggleMenu")} />
            <Burger
              opened={desktopOpen}
              onClick={() => setDesktopOpen(!desktopOpen)}
              visibleFrom="sm"
              size="sm"
              aria-label={t("header.toggleMenu")}
            />
            <Text component={AppLink} to="/" fw={700}>
              {t("app.title")}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ShellTools />
            <NotificationBell />
            <LanguageSwitch />
            <ColorSchemeSwitch />
            <Text size="xs" c="dimmed" visibleFrom="xs" aria-label={t("header.version", { version: APP_VERSION })}>
              v{APP_VERSION}
            </Text>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t("nav.label")}>
        <AppShell.Section grow component={ScrollArea}>
          {entries.map((entry) =>
            isMenuGroup(entry) ? (
              <NavLink
                key={entry.title}
                component="button"
                type="button"
                label={t(entry.title)}
                leftSection={<entry.icon size={18} stroke={1.6} aria-hidden="true" />}
                defaultOpened={entry.items.some((item) => isItemActive(item, pathname))}
                childrenOffset={16}
              >
                {entry.items.map((item) => (
                  <MenuLink key={item.screen} item={item} pathname={pathname} onNavigate={closeMobile} />
                ))}
              </NavLink>
            ) : (
              <MenuLink key={entry.screen} item={entry} pathname={pathname} onNavigate={closeMobile} />
            ),
          )}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {runtimeConfig().demo ? (
          <Alert color="yellow" mb="md" title={t("demo.title")}>
            {t("demo.body")}
          </Alert>
        ) : null}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
