import { ActionIcon, type ActionIconProps, type ElementProps } from "@mantine/core";
import type { ReactNode } from "react";
import { LazyTooltip } from "./lazy-tooltip";

interface HintedIconButtonProps extends ActionIconProps, ElementProps<"button", keyof ActionIconProps> {
  /** The hint shown on hover and on keyboard focus, and the start of the button's name. */
  hint: string;
  /** What the button acts on (a row's title), when the hint alone would name many buttons alike. */
  about?: string;
  children: ReactNode;
}

/**
 * An icon-only button with its hint: the tooltip's words are the button's accessible name (plus
 * the row it acts on), so what a mouse user reads and what a screen reader says cannot drift
 * apart. The tooltip's code loads on the first hover or focus (LazyTooltip).
 */
export function HintedIconButton({ hint, about, children, variant = "subtle", ...button }: HintedIconButtonProps) {
  return (
    <LazyTooltip label={hint}>
      <ActionIcon variant={variant} aria-label={about === undefined ? hint : `${hint}: ${about}`} {...button}>
        {children}
      </ActionIcon>
    </LazyTooltip>
  );
}
