import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A password with a show/hide toggle whose button says what it does; never autofilled as the user's own. */
export function PasswordField({ autoComplete = "new-password", ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput autoComplete={autoComplete} visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }} {...props} />;
}
