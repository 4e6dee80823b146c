import { Alert, Anchor, Button, Text, TextInput } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { requestPasswordCode, verifyPasswordCode } from "~/api/auth";
import { AuthForm, useAuthSubmit } from "./auth-form";
import { EmailField, PasswordField } from "./auth-fields";
import { AUTH_NAMESPACE } from "~/i18n/i18n";

function BackToLogin() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      {t("auth.backToLogin")}
    </Anchor>
  );
}

/** Step 1: ask for a code by email. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const { errors, busy, submit } = useAuthSubmit(() => requestPasswordCode(email.trim()), ["email"]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const done = await submit({ email: email.trim() ? undefined : t("validation.required", { field: t("auth.email") }) });
    if (done !== undefined) navigate(`/verify-code?email=${encodeURIComponent(email.trim())}`);
  }

  return (
    <AuthForm id="forgot-title" title={t("auth.forgotTitle")} help={t("auth.forgotHelp")} error={errors.form} onSubmit={onSubmit}>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <Button type="submit" loading={busy} fullWidth>
        {busy ? t("auth.sending") : t("auth.sendCode")}
      </Button>
      <BackToLogin />
    </AuthForm>
  );
}

/** Step 2: the code from the email and a new password. */
export function VerifyCodeForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState(false);
  const { errors, busy, submit } = useAuthSubmit(
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
    <AuthForm
      id="verify-title"
      title={t("auth.verifyTitle")}
      help={t("auth.verifyHelp")}
      error={errors.form}
      notice={
        done ? (
          <Alert color="green" role="status">
            {t("auth.passwordUpdated")}
          </Alert>
        ) : params.has("email") ? (
          // Said the same way for every address: the server does not tell which ones have an account.
          <Text size="sm" role="status">
            {t("auth.codeSentIfKnown")}
          </Text>
        ) : null
      }
      onSubmit={onSubmit}
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <TextInput
        label={t("auth.code")}
        description={t("auth.codeHint")}
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={errors.code}
      />
      <PasswordField label="auth.newPassword" kind="new" value={password} onChange={setPassword} error={errors.password} />
      <PasswordField label="auth.confirmPassword" kind="new" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <Button type="submit" loading={busy} fullWidth>
        {busy ? t("auth.verifying") : t("auth.updatePassword")}
      </Button>
      <BackToLogin />
    </AuthForm>
  );
}
