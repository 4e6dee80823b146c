import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A password with a show/hide toggle whose button says what it does; never autofilled as the user's
 * own. Marked invalid with its error (PasswordInput only sets data-invalid), so screen readers hear
 * it and a form's first-error focus finds it.
 */
export function PasswordField({ autoComplete = "new-password", ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
