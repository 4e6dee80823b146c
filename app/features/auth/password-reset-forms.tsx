import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { requestPasswordCode, verifyPasswordCode } from "~/api/auth";
import { ApiError, DemoModeError } from "~/api/errors";
import { fieldErrorsFrom, type FormErrors } from "./form-errors";

function useSubmit<T>(run: () => Promise<T>, fields: readonly string[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  async function submit(local: FormErrors): Promise<T | undefined> {
    setErrors(local);
    if (Object.values(local).some(Boolean)) return undefined;
    setBusy(true);
    try {
      return await run();
    } catch (error) {
      setErrors(error instanceof DemoModeError ? { form: t(error.message) } : error instanceof ApiError ? fieldErrorsFrom(error, fields) : { form: t("errors.generic") });
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, submit };
}

/** Step 1: ask for a code by email. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const { errors, busy, submit } = useSubmit(() => requestPasswordCode(email.trim()), ["email"]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const done = await submit({ email: email.trim() ? undefined : t("validation.required", { field: t("auth.email") }) });
    if (done !== undefined) navigate(`/verify-code?email=${encodeURIComponent(email.trim())}`);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="forgot-title">
          {t("auth.forgotTitle")}
        </Title>
        <Text size="sm">{t("auth.forgotHelp")}</Text>
        {errors.form ? <Alert color="red" role="alert">{errors.form}</Alert> : null}
        <TextInput label={t("auth.email")} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} />
        <Button type="submit" loading={busy} fullWidth>
          {busy ? t("auth.sending") : t("auth.sendCode")}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t("auth.backToLogin")}
        </Anchor>
      </Stack>
    </form>
  );
}

/** Step 2: the code from the email and a new password. */
export function VerifyCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState(false);
  const { errors, busy, submit } = useSubmit(
    () => verifyPasswordCode({ email: email.trim(), code: code.trim(), password }),
    ["email", "code", "password"],
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit({
      email: email.trim() ? undefined : t("validation.required", { field: t("auth.email") }),
      code: code.trim() ? undefined : t("validation.required", { field: t("auth.code") }),
      password: password.length >= 6 ? undefined : t("validation.minLength", { field: t("auth.newPassword"), min: 6 }),
      confirm: confirm === password ? undefined : t("validation.passwordsDiffer"),
    });
    if (result !== undefined) {
      setDone(true);
      navigate("/login", { replace: true });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="verify-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="verify-title">
          {t("auth.verifyTitle")}
        </Title>
        <Text size="sm">{t("auth.verifyHelp")}</Text>
        {errors.form ? <Alert color="red" role="alert">{errors.form}</Alert> : null}
        {done ? <Alert color="green" role="status">{t("auth.passwordUpdated")}</Alert> : null}
        <TextInput label={t("auth.email")} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} />
        <TextInput label={t("auth.code")} required inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} />
        <PasswordInput label={t("auth.newPassword")} required autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} />
        <PasswordInput label={t("auth.confirmPassword")} required autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} error={errors.confirm} />
        <Button type="submit" loading={busy} fullWidth>
          {busy ? t("auth.verifying") : t("auth.updatePassword")}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t("auth.backToLogin")}
        </Anchor>
      </Stack>
    </form>
  );
}
