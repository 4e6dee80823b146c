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
 * Darker shades than Mantine's defaults where text sits on white: the default indigo-6 links and
 * gray-6 "dimmed" text miss WCAG AA contrast (4.5:1), which axe reports as a serious violation.
 */
export const theme = createTheme({
  colors: { red },
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: "sm",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)", "--mantine-color-error": "var(--mantine-color-red-6)" },
  dark: {},
});
