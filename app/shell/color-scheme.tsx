import { Box, useMantineColorScheme, VisuallyHidden, type MantineBreakpoint, type MantineColorScheme } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { getSession, subscribeSession } from "~/session/session-store";
import { COLOR_SCHEME_KEY } from "./theme";
import "./color-scheme.css";

/*
 * Light, dark or the system's scheme ("auto", the default). The choice is remembered per user in
 * this browser's localStorage under `admin-panel_color-scheme_user-<admin id>`; Mantine's own key
 * (COLOR_SCHEME_KEY, read before the first paint) holds the scheme in use, so a reload does not
 * flash the wrong one. Signing in as another user applies that user's choice (or "auto").
 */

const SCHEMES: readonly MantineColorScheme[] = ["light", "dark", "auto"];

const isScheme = (value: unknown): value is MantineColorScheme => SCHEMES.includes(value as MantineColorScheme);

export const userSchemeKey = (userId: number | string) => `${COLOR_SCHEME_KEY}_user-${userId}`;

function storedScheme(userId: number | string): MantineColorScheme {
  try {
    const value = window.localStorage.getItem(userSchemeKey(userId));
    return isScheme(value) ? value : "auto";
  } catch {
    return "auto";
  }
}

function useUserId(): number | string | null {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  return session?.user.id ?? null;
}

/** Applies the signed-in user's remembered scheme; mounted once by the default layout. */
export function useUserColorScheme(): void {
  const userId = useUserId();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (userId === null) return;
    const wanted = storedScheme(userId);
    if (wanted !== colorScheme) setColorScheme(wanted);
    // Only when the user changes: the user's own toggling is already the stored choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

const LABEL = { light: "shell.scheme.light", dark: "shell.scheme.dark", auto: "shell.scheme.auto" } as const;

const ICON = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/**
 * The header's scheme choice: three radio buttons (sun, moon, screen) named in words, so it is
 * compact, labelled and keyboard-ready (arrow keys move between them, as in any radio group).
 * Native radios behind their icons, not Mantine's SegmentedControl: that one measures its options
 * on every start of the panel to place its sliding indicator (a forced layout of the whole page,
 * 6 % of a list's first load in a profile) and brought 2-3 KiB to every signed-in page.
 */
export function ColorSchemeSwitch({ name = "color-scheme", visibleFrom }: { name?: string; visibleFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  const userId = useUserId();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choose = (scheme: MantineColorScheme) => {
    setColorScheme(scheme);
    if (userId === null) return;
    try {
      window.localStorage.setItem(userSchemeKey(userId), scheme);
    } catch {
      // Storage refused (private mode): the choice holds for this visit.
    }
  };
  return (
    <Box role="radiogroup" aria-label={t("shell.scheme.label")} data-testid={name} visibleFrom={visibleFrom} className="scheme-switch">
      {SCHEMES.map((scheme) => {
        const Icon = ICON[scheme];
        return (
          <label key={scheme} className="scheme-switch__option">
            <input type="radio" name={name} value={scheme} checked={colorScheme === scheme} onChange={() => choose(scheme)} />
            <Icon size={14} stroke={1.8} aria-hidden="true" />
            <VisuallyHidden>{t(LABEL[scheme])}</VisuallyHidden>
          </label>
        );
      })}
    </Box>
  );
}
