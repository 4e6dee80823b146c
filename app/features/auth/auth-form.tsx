import { Alert, Stack, Text, Title } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, DemoModeError } from "~/api/errors";
import { fieldErrorsFrom, type FormErrors } from "./form-errors";
import { AUTH_NAMESPACE } from "~/i18n/i18n";
import { runtimeAuthKey } from "~/i18n/keys";

/** The frame of the three sign-in forms: heading, help, the form-level message, the fields. */
export function AuthForm({
  id,
  title,
  help,
  error,
  notice,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  help?: string;
  error?: string;
  notice?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {help ? <Text size="sm">{help}</Text> : null}
        {notice}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}

/**
 * Submits once the client-side checks pass; the server's messages land beside the named fields,
 * the rest in the form's alert. Resolves with the call's result, or undefined when it failed.
 */
export function useAuthSubmit<T>(run: () => Promise<T>, fields: readonly string[]) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  async function submit(local: FormErrors): Promise<T | undefined> {
    setErrors(local);
    if (Object.values(local).some(Boolean)) return undefined;
    setBusy(true);
    try {
      return await run();
    } catch (error) {
      if (error instanceof DemoModeError) setErrors({ form: t(runtimeAuthKey(error.message)) });
      else if (error instanceof ApiError && error.status === 429) {
        setErrors({ form: t("auth.tooManyAttempts", { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) }) });
      } else if (error instanceof ApiError) setErrors(fieldErrorsFrom(error, fields));
      else setErrors({ form: t("errors.generic") });
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, submit };
}
