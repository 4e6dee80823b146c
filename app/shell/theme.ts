import { createTheme, type CSSVariablesResolver } from "@mantine/core";

/**
 * Darker shades than Mantine's defaults where text sits on white: the default indigo-6 links and
 * gray-6 "dimmed" text miss WCAG AA contrast (4.5:1), which axe reports as a serious violation.
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: "sm",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
