import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import type { EditForm } from "~/ui/edit-page/edit-page";
import { PasswordField } from "~/ui/inputs/password-field";
import type { TranslationKey } from "~/i18n/keys";

/*
 * A new account's password and its confirmation (admins and customers are created with one; it is
 * changed later on the profile page or by a reset), with the strength shown as it is typed.
 */

/** The server's minimum (`min:6`). */
export const PASSWORD_MIN = 6;

const LEVELS: readonly { label: TranslationKey; color: string }[] = [
  { label: "people.accounts.strength.tooShort", color: "red.8" },
  { label: "people.accounts.strength.weak", color: "red.8" },
  { label: "people.accounts.strength.fair", color: "orange.8" },
  { label: "people.accounts.strength.good", color: "teal.8" },
  { label: "people.accounts.strength.strong", color: "green.9" },
];

/**
 * 0 = below the minimum; then one point each for length ≥ 10, mixed case, a digit and a symbol
 * (capped at 4). A rough guide, not a policy: the server only asks for the minimum.
 */
export function passwordStrength(password: string): number {
  if (password.length < PASSWORD_MIN) return 0;
  const points = [
    password.length >= 10,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return Math.min(4, 1 + points.filter(Boolean).length);
}

/** The client's checks of the two fields: the minimum, and the confirmation equal to the password. */
export function checkPasswords(values: { password: string; password_confirmation: string }, ctx: z.core.$RefinementCtx): void {
  if (values.password.length === 0) ctx.addIssue({ code: "custom", path: ["password"], message: "validation.required" });
  else if (values.password.length < PASSWORD_MIN)
    ctx.addIssue({ code: "custom", path: ["password"], message: "validation.passwordTooShort" });
  if (values.password_confirmation !== values.password)
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "validation.passwordMismatch" });
}

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

export function NewPasswordFields<V extends PasswordValues>({ form }: { form: EditForm<V> }) {
  const { t } = useTranslation();
  // Mantine marks an invalid password input with data-invalid only: screen readers need aria-invalid.
  const invalid = (name: "password" | "password_confirmation") => (form.error(name) ? true : undefined);
  const strength = passwordStrength(form.values.password);
  const level = LEVELS[strength];
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <PasswordField
          label={t("people.accounts.fields.password")}
          required
          aria-invalid={invalid("password")}
          {...form.text("password")}
        />
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <Progress value={(strength / 4) * 100} color={level.color} size="sm" flex={1} aria-label={t("people.accounts.strength.label")} />
          <Text size="xs" fw={500} data-testid="password-strength">
            {t("people.accounts.strength.label")}: {t(level.label)}
          </Text>
        </Group>
      </Stack>
      <PasswordField
        label={t("people.accounts.fields.passwordConfirmation")}
        required
        aria-invalid={invalid("password_confirmation")}
        {...form.text("password_confirmation")}
      />
    </Stack>
  );
}
