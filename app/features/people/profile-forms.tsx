import { Grid, PasswordInput, Tabs, Text, TextInput } from "@mantine/core";
import { IconKey, IconUser } from "@tabler/icons-react";
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "~/ui/inputs/password-field";
import { SettingsForm, type SettingsFormApi } from "~/ui/settings-form/settings-form";
import { PasswordStrength } from "./profile-password-strength";
import { EMPTY_PASSWORDS, passwordModel, profileModel, type PasswordRecord, type ProfileRecord } from "./profile-settings";
import { HALF } from "~/ui/form/spans";

type Tab = "profile" | "password";
const TAB_PARAM = "tab";

/** The current password, which confirms either change (autofilled as the user's own). */
function CurrentPassword(props: ReturnType<SettingsFormApi<PasswordRecord, PasswordRecord>["text"]>) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t("people.profile.currentPassword")}
      description={t("people.profile.currentPasswordHint")}
      autoComplete="current-password"
      required
      aria-invalid={Boolean(props.error)}
      {...props}
    />
  );
}

function ProfileForm({ record }: { record: ProfileRecord }) {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={profileModel} record={record}>
      {(form) => (
        <Grid>
          <Grid.Col span={HALF}>
            <TextInput label={t("people.profile.name")} autoComplete="name" {...form.text("name")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("people.profile.username")} autoComplete="username" required {...form.text("username")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("people.profile.email")} type="email" autoComplete="email" required {...form.text("email")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <CurrentPassword {...form.text("password")} />
          </Grid.Col>
        </Grid>
      )}
    </SettingsForm>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  return (
    <SettingsForm<PasswordRecord, PasswordRecord> settings={passwordModel} record={EMPTY_PASSWORDS}>
      {(form) => (
        <Grid>
          <Grid.Col span={HALF}>
            <CurrentPassword {...form.text("password")} />
          </Grid.Col>
          <Grid.Col span={12} />
          <Grid.Col span={HALF}>
            <PasswordField
              label={t("people.profile.newPassword")}
              required
              aria-invalid={Boolean(form.error("new_password"))}
              {...form.text("new_password")}
            />
            <PasswordStrength password={form.values.new_password} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <PasswordInput
              label={t("people.profile.confirmPassword")}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
              aria-invalid={Boolean(form.error("new_password_confirmation"))}
              {...form.text("new_password_confirmation")}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Text size="sm">{t("people.profile.sessionKept")}</Text>
          </Grid.Col>
        </Grid>
      )}
    </SettingsForm>
  );
}

/**
 * /profile (admin-screens §8.11): two tabs, each its own form with its own Save. The open tab is
 * in the URL (`?tab=password`), so a link can open the password change directly.
 */
export function ProfileTabs({ record }: { record: ProfileRecord }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get(TAB_PARAM) === "password" ? "password" : "profile";
  const open = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "password") next.set(TAB_PARAM, value);
        else next.delete(TAB_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Tabs value={tab} onChange={open}>
      <Tabs.List aria-label={t("people.profile.tabsLabel")} mb="md">
        <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          {t("people.profile.tabProfile")}
        </Tabs.Tab>
        <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden="true" />}>
          {t("people.profile.tabPassword")}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        <ProfileForm record={record} />
      </Tabs.Panel>
      <Tabs.Panel value="password">
        <PasswordForm />
      </Tabs.Panel>
    </Tabs>
  );
}
