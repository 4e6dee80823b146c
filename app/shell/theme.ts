import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

/**
 * Red from shade 6 on is Mantine's red-9 and darker: the default red-6 (#fa5252) gave field errors
 * 3.28:1 on white and the red filled buttons (bulk delete) 3.88:1 with white text; both must reach
 * 4.5:1. The light shades (backgrounds) stay Mantine's.
 */
const red: MantineColorsTuple = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#ff6b6b",
  "#c92a2a",
  "#b02525",
  "#9c1f1f",
  "#861a1a",
];

/**
 * Mantine's localStorage key for the colour scheme in use (light, dark or auto = the system's), read
 * by the ColorSchemeScript before the first paint. The per-user choice lives beside it (color-scheme.tsx).
 */
export const COLOR_SCHEME_KEY = "admin-panel_color-scheme";

/**
 * Darker shades than Mantine's defaults where text sits on white: the default indigo-6 links and
 * gray-6 "dimmed" text miss WCAG AA contrast (4.5:1), which axe reports as a serious violation.
 */
export const theme = createTheme({
  colors: { red },
  primaryColor: "indigo",
  // Dark: filled buttons carry white text, which needs indigo-8 (indigo-5 gave 3.6:1); links and
  // other primary-coloured text on the dark body use Mantine's dark anchor colour, indigo-4.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "sm",
  // Someone who asked the system for less motion gets menus, dialogs and notices without their
  // transitions (WCAG 2.3.3); Mantine plays them otherwise.
  respectReducedMotion: true,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    // Mantine keeps a closed Select's options mounted, hidden, and renders them again with it: a
    // list's brand and category filters rendered 300 options per page change (docs/decisions/0003), a
    // form's country picker 250 per keystroke. They are mounted when the dropdown opens instead.
    // (By name, not Combobox.extend(): the login page's bundle does not carry the Combobox.)
    Combobox: { defaultProps: { keepMounted: false } },
    // A menu opened by a click or a tap put its focus on an empty placeholder inside role="menu",
    // a child a menu may not own (axe's aria-required-children); the first item takes it instead,
    // as the WAI-ARIA menu button pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Every colour of the theme (Mantine's and the red above), for the dark outline override below. */
const COLOR_NAMES = [
  "dark",
  "gray",
  "red",
  "pink",
  "grape",
  "violet",
  "indigo",
  "blue",
  "cyan",
  "teal",
  "green",
  "lime",
  "yellow",
  "orange",
];

/**
 * Dark scheme: outline buttons would draw their text in the filled shade (8), dark on the dark
 * body; they take shade 4, as Mantine's light and subtle variants already do there.
 */
const darkOutlines = Object.fromEntries(COLOR_NAMES.map((name) => [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-4)`]));

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)", "--mantine-color-error": "var(--mantine-color-red-6)" },
  // The dark body (dark-7, #242424): field errors in red-3 (the theme's red-8 would be 2:1 there),
  // "dimmed" text in dark-1 (Mantine's dark-2, #828282, gives 4.2:1).
  dark: { "--mantine-color-error": "var(--mantine-color-red-3)", "--mantine-color-dimmed": "var(--mantine-color-dark-1)", ...darkOutlines },
});
