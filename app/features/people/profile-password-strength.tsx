import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/*
 * How hard a new password is to guess, shown while it is typed. A rough score, not a policy: the
 * server's only rule is six characters; the meter nudges towards length and variety.
 */

export type StrengthLevel = "empty" | "weak" | "fair" | "good" | "strong";

const LEVELS: readonly StrengthLevel[] = ["weak", "weak", "fair", "good", "strong"];
const COLOURS: Record<StrengthLevel, string> = { empty: "gray", weak: "red", fair: "orange", good: "teal", strong: "green" };

/** 0–4: one point for 8+ characters, for 12+, for mixed case, for digits with symbols or a long passphrase. */
export function passwordStrength(password: string): { level: StrengthLevel; score: number } {
  if (!password) return { level: "empty", score: 0 };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (kinds >= 2) score++;
  if (kinds >= 3 || password.length >= 16) score++;
  // Short passwords stay weak whatever they mix.
  if (password.length < 8) score = Math.min(score, 1);
  return { level: LEVELS[score], score };
}

/** The meter under a new password: a bar (decorative) and the level in words, announced politely. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const { level, score } = passwordStrength(password);
  return (
    <Stack gap={4}>
      <Progress value={level === "empty" ? 0 : (score + 1) * 20} color={COLOURS[level]} size="sm" aria-hidden="true" />
      <Text size="sm" aria-live="polite" data-testid="password-strength" data-level={level}>
        {t("people.profile.strength.label", { level: t(`people.profile.strength.${level}`) })}
      </Text>
    </Stack>
  );
}
