import type { ButtonHTMLAttributes, CSSProperties } from "react";
import { InAppLink, type InAppLinkProps } from "~/routing/in-app-link";

/*
 * A row's icon buttons (open, a row action, delete) as plain elements in the look of Mantine's
 * subtle ActionIcon (the `row-icon` rules of cells.css: its 28 px, radius, hover and colours from the
 * theme's variables). A products page has three a row: as ActionIcons they were a third of the
 * components a fresh load mounts before its first row (each one a polymorphic Box with its style
 * resolution), for a button that is a link or a button with an icon.
 */

/** The theme's colours for `color`: a palette name ("red") or a shade of one ("red.8"). */
function colorVariables(color: string | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  const [name, shade] = color.split(".");
  return {
    "--row-icon-color": shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-light-color)`,
    "--row-icon-hover": `var(--mantine-color-${name}-light-hover)`,
  } as CSSProperties;
}

const CLASS_NAME = "row-icon mantine-focus-auto mantine-active";

export function RowIconLink({ color, ...props }: InAppLinkProps & { color?: string }) {
  return <InAppLink {...props} className={CLASS_NAME} style={colorVariables(color)} />;
}

export function RowIconButton({ color, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { color?: string }) {
  return <button type="button" {...props} className={CLASS_NAME} style={colorVariables(color)} />;
}
