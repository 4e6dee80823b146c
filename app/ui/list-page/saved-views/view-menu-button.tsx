import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { forwardRef, type ButtonHTMLAttributes } from "react";

/**
 * The chosen view's "…" button: the stand-in before its menu is first wanted (views-bar.tsx) and
 * the loaded menu's target (view-menu.tsx), so both show the same button.
 */
export const ViewMenuButton = forwardRef<HTMLButtonElement, ActionIconProps & ButtonHTMLAttributes<HTMLButtonElement>>(
  function ViewMenuButton(props, ref) {
    return (
      <ActionIcon ref={ref} variant="default" size="lg" {...props}>
        <IconDots size={18} aria-hidden="true" />
      </ActionIcon>
    );
  },
);
