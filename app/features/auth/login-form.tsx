import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, DemoModeError } from "~/api/errors";
import { consumeSessionNotice, signIn } from "~/session/auth-service";
import { safeRedirectTarget } from "~/session/redirect-target";
import { fieldErrorsFrom, type FormErrors } from "./form-errors";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form; after login it goes to the remembered in-app target, or home. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [remember, setRemember] = useLocalStorage({ key: "admin-panel_remember-me", defaultValue: false });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => setNotice(consumeSessionNotice()), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: FormErrors = {};
    if (!email.trim()) local.email = t("validation.required", { field: t("auth.email") });
    else if (!EMAIL_PATTERN.test(email.trim())) local.email = t("validation.email");
    if (!password) local.password = t("validation.required", { field: t("auth.password") });
    else if (password.length < 6) local.password = t("validation.minLength", { field: t("auth.password"), min: 6 });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password, remember });
      navigate(safeRedirectTarget(params.get("redirect")), { replace: true });
    } catch (error) {
      setErrors(error instanceof DemoModeError ? { form: t(error.message) } : error instanceof ApiError ? fieldErrorsFrom(error, ["email", "password"]) : { form: t("errors.generic") });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="login-title">
          {t("auth.welcome")}
        </Title>
        {notice ? (
          <Alert color="yellow" role="status">
            {t(notice)}
          </Alert>
        ) : null}
        {errors.form ? (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <TextInput
          label={t("auth.email")}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="space-between">
          <Checkbox label={t("auth.rememberMe")} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
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
      </Stack>
    </form>
  );
}
