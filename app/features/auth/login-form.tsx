import { Alert, Anchor, Button, Group, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { consumeSessionNotice, signIn } from "~/session/auth-service";
import { safeRedirectTarget } from "~/session/redirect-target";
import { AuthForm, useAuthSubmit } from "./auth-form";
import { EmailField, PasswordField } from "./auth-fields";
import { AUTH_NAMESPACE } from "~/i18n/i18n";
import type { AuthKey } from "~/i18n/keys";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form; after login it goes to the remembered in-app target, or home. */
export function LoginForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [remember, setRemember] = useLocalStorage({ key: "admin-panel_remember-me", defaultValue: false });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState<AuthKey | null>(null);
  const { errors, busy, submit } = useAuthSubmit(() => signIn({ email: email.trim(), password, remember }), ["email", "password"]);

  // Why the user is here (e.g. the session expired), shown once.
  useEffect(() => setNotice(consumeSessionNotice()), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const profile = await submit({
      email: !trimmed
        ? t("validation.required", { field: t("auth.email") })
        : EMAIL_PATTERN.test(trimmed)
          ? undefined
          : t("validation.email"),
      password: !password
        ? t("validation.required", { field: t("auth.password") })
        : password.length < 6
          ? t("validation.minLength", { field: t("auth.password"), min: 6 })
          : undefined,
    });
    if (profile !== undefined) navigate(safeRedirectTarget(params.get("redirect")), { replace: true });
  }

  return (
    <AuthForm
      id="login-title"
      title={t("auth.welcome")}
      error={errors.form}
      notice={
        notice ? (
          <Alert color="yellow" role="status">
            {t(notice)}
          </Alert>
        ) : null
      }
      onSubmit={onSubmit}
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField label="auth.password" kind="current" value={password} onChange={setPassword} error={errors.password} />
      <Group justify="space-between">
        <Group component="label" gap="xs" wrap="nowrap">
          <input type="checkbox" className="native-check" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Text component="span" size="sm">
            {t("auth.rememberMe")}
          </Text>
        </Group>
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t("auth.forgotPassword")}
        </Anchor>
      </Group>
      <Button type="submit" loading={busy} fullWidth>
        {busy ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t("auth.adminOnly")}
      </Text>
    </AuthForm>
  );
}
