import { ActionIcon } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";

/** The phone's display button: the popup's stand-in (display-menu.tsx) and its loaded target (display-menu-dropdown.tsx). */
export const DisplayMenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button">>(function DisplayMenuButton(props, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t("shell.display.open")}
      data-testid="display-menu"
      {...props}
    >
      <IconAdjustmentsHorizontal size={20} stroke={1.6} aria-hidden="true" />
    </ActionIcon>
  );
});
