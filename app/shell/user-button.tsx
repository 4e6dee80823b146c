import { UnstyledButton } from "@mantine/core";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import "./user-button.css";

/*
 * The header's avatar button: the user menu's stand-in until the menu is loaded (user-menu.tsx) and
 * the loaded menu's target (user-menu-dropdown.tsx). Its own module, so that both import it and
 * neither imports the other (the dropdown is loaded on first use).
 */

type UserButtonProps = ComponentPropsWithoutRef<"button"> & { name: string };

export const UserButton = forwardRef<HTMLButtonElement, UserButtonProps>(function UserButton({ name, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} aria-label={t("header.userMenu", { name })} data-testid="user-menu" {...props}>
      <span className="user-initial">{name.slice(0, 1).toUpperCase()}</span>
    </UnstyledButton>
  );
});
