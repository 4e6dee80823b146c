import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { AUTH_NAMESPACE } from "~/i18n/i18n";
import { consumeSessionNotice, signIn } from "~/session/auth-service";
import { isLoggedIn, lastSignedInEmail } from "~/session/session-store";

/** A save refused because nobody is signed in any more (the token expired or was revoked). */
export function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

function sessionLost(): boolean {
  return !isLoggedIn() && lastSignedInEmail() !== "";
}

export interface SignInAgain {
  /** Opens the dialog; true once the user is signed in again, false if they cancelled. */
  ask: () => Promise<boolean>;
  /** Whether the session this page had is gone (a save would go out without a token): `ask` first. */
  sessionLost: () => boolean;
  /** The dialog, to render once. */
  dialog: ReactNode;
}

/**
 * Signing in again in place, for a form whose session ended while the user was typing: the form
 * stays as it is (nothing is navigated away from), the dialog asks for the password, and the caller
 * retries its save once it resolves true.
 */
export function useSignInAgain(): SignInAgain {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const answer = useRef<((signedIn: boolean) => void) | null>(null);

  const ask = useCallback(() => {
    setEmail(lastSignedInEmail());
    setPassword("");
    setMessages([]);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const close = (signedIn: boolean) => {
    setOpen(false);
    answer.current?.(signedIn);
    answer.current = null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    setBusy(true);
    setMessages([]);
    try {
      await signIn({ email: email.trim(), password });
      // The "session expired" notice was meant for the login page, which the user never saw.
      consumeSessionNotice();
      close(true);
    } catch (error) {
      // The server's words ("Wrong email/password"), per field where it gave them.
      const told = isApiError(error) ? [...Object.values(error.fieldErrors).flat(), error.message].filter(Boolean) : [];
      setMessages(told.length ? [told[0]] : [t("errors.generic")]);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      opened={open}
      onClose={() => close(false)}
      title={t("reauth.title")}
      centered
      closeButtonProps={{ "aria-label": t("reauth.close") }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="sign-in-again">
        <Stack gap="sm">
          <Text size="sm">{t("reauth.help")}</Text>
          {messages.length > 0 ? (
            <Alert color="red" role="alert">
              {messages.join(" ")}
            </Alert>
          ) : null}
          <TextInput
            label={t("auth.email")}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t("auth.password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => close(false)} disabled={busy}>
              {t("reauth.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("reauth.signInAndSave")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );

  return { ask, sessionLost, dialog };
}
