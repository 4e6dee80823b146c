import { PasswordInput, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AUTH_NAMESPACE } from "~/i18n/i18n";
import type { AuthKey } from "~/i18n/keys";

/*
 * The inputs the sign-in forms share, so the login page, the password reset steps and the sign-in
 * dialog label, fill in and report them alike (and password managers recognise them everywhere).
 */

interface AuthFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The account's e-mail address; `username` for the browser's saved sign-ins. */
export function EmailField({ value, onChange, error, readOnly }: AuthFieldProps & { readOnly?: boolean }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <TextInput
      label={t("auth.email")}
      type="email"
      autoComplete="username"
      required
      readOnly={readOnly}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** A password: the current one (`current-password`) or a new one being chosen (`new-password`). */
export function PasswordField({ label, kind, value, onChange, error }: AuthFieldProps & { label: AuthKey; kind: "current" | "new" }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PasswordInput
      label={t(label)}
      autoComplete={kind === "current" ? "current-password" : "new-password"}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
