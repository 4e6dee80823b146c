import { ActionIcon } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import "./bell-button.css";

/*
 * The bell button with its count: the list's stand-in until the list is loaded (notification-bell.tsx)
 * and the loaded list's target (notification-list.tsx). Its own module, so that both import it and
 * neither imports the other (the list is loaded on first use).
 */

/** The largest count the badge spells out; above it the button's label still says the exact number. */
const BADGE_MAX = 99;

type BellButtonProps = ComponentPropsWithoutRef<"button"> & { total: number };

export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ total, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t("shell.bell.label", { count: total })}
      data-testid="notification-bell"
      {...props}
    >
      <span className="bell-icon">
        <IconBell size={20} stroke={1.6} aria-hidden="true" />
        {/* The button's label says the count; the badge shows it. */}
        {total > 0 ? (
          <span className="bell-count" aria-hidden="true">
            {total > BADGE_MAX ? `${BADGE_MAX}+` : total}
          </span>
        ) : null}
      </span>
    </ActionIcon>
  );
});
