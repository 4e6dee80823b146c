import * as z from "zod/mini";
import { isApiError, ApiError } from "~/api/errors";
import { getProfile, getSession, setProfile, startSession } from "~/session/session-store";
import { text } from "~/ui/resource/fields";
import { emailField } from "~/ui/settings-form/fields";
import type { SettingsModel } from "~/ui/settings-form/settings-form";
import { defineSettings, type Settings, type SettingsRecordOf } from "~/ui/settings-form/settings";
import type { Fields, ValuesOf } from "~/ui/resource/resource";

/*
 * The two forms of /profile (admin-screens §8.11, contract §3.1): the caller's name, username and
 * e-mail, confirmed with the current password (POST update), and the password change (POST
 * update-password). Both are one-record settings forms; neither has a `find` of its own: the
 * profile form starts from the session's profile.
 */

/** The contract's answer to a wrong current password, in both forms. */
const WRONG_CURRENT = "wrong email/password";
/** Said beside the current password instead (an i18n key: the contract's sentence names the e-mail too). */
const WRONG_CURRENT_KEY = "people.profile.wrongPassword";
const MIN_PASSWORD = 6;

const currentPassword = () => ({
  ...text("people.profile.currentPassword", { required: true }),
  // Sent as typed: a password keeps its spaces.
  toPayload: (value: string) => value,
});

const newPassword = (label: "people.profile.newPassword" | "people.profile.confirmPassword") => ({
  ...currentPassword(),
  label,
  rule: z.string().check(z.minLength(MIN_PASSWORD, "people.profile.passwordTooShort")),
});

/** The server's "Wrong email/password" becomes the form's own message beside the current password. */
function explainWrongCurrent(error: unknown): unknown {
  if (!isApiError(error) || !error.isValidation) return error;
  const messages = Object.values(error.fieldErrors).flat();
  if (!messages.some((message) => message.trim().toLowerCase() === WRONG_CURRENT)) return error;
  return new ApiError(error.status, WRONG_CURRENT_KEY, { password: [WRONG_CURRENT_KEY] });
}

/**
 * A settings model with checks across fields (`check` adds its issues to the fields' own rules),
 * whose save explains a wrong current password and then runs `after` with what was saved.
 */
export function ownAccountModel<F extends Fields>(
  settings: Settings<F>,
  options: {
    check?: (values: ValuesOf<F>, ctx: z.core.$RefinementCtx) => void;
    after?: (saved: SettingsRecordOf<F>) => void;
    /** Reads the record again, for the conflict check (a store someone else may edit too); absent: none. */
    reload?: () => Promise<SettingsRecordOf<F>>;
  } = {},
): SettingsModel<SettingsRecordOf<F>, ValuesOf<F>> {
  const { check, after, reload } = options;
  const base = settings.description.schema ?? z.unknown();
  // The fields' rules parse into an object of the checked fields only: the check across fields
  // reads the form's values as they are, beside those rules.
  const schema = check
    ? z.unknown().check(
        z.superRefine((values, ctx) => {
          const checked = base.safeParse(values);
          if (!checked.success)
            for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
          check(values as ValuesOf<F>, ctx);
        }),
      )
    : base;
  return {
    toValues: settings.toValues,
    description: {
      ...settings.description,
      schema,
      knownMessages: { ...settings.description.knownMessages, [WRONG_CURRENT_KEY.toLowerCase()]: "password" },
    },
    reload,
    presenceKey: reload ? settings.presenceKey : undefined,
    async save(values, writeOptions) {
      try {
        const saved = await settings.save(values, writeOptions);
        after?.(saved);
        return saved;
      } catch (error) {
        throw explainWrongCurrent(error);
      }
    },
  };
}

const profileSettings = defineSettings({
  subject: "profile",
  // `find` is never called: the form starts from the session's profile (profileRecord).
  paths: { find: "profile", save: "update" },
  fields: {
    name: text("people.profile.name"),
    username: text("people.profile.username", { required: true }),
    email: emailField("people.profile.email"),
    password: currentPassword(),
  },
  knownMessages: { "email already exists": "email", "username already exists": "username" },
});
export type ProfileRecord = SettingsRecordOf<typeof profileSettings.fields>;

/** The form's record from the session's profile (the current password always starts empty). */
export function profileRecord(user: { name: string | null; username?: string | null; email: string }): ProfileRecord {
  return { name: user.name ?? "", username: user.username ?? "", email: user.email, password: "" };
}

/**
 * The header's user menu reads the session's user: it is replaced with the saved one (same token),
 * and the cached profile keeps its permissions with the new name, so nothing is fetched again.
 */
function showInSession(saved: ProfileRecord): void {
  const session = getSession();
  const profile = getProfile();
  if (!session) return;
  const user = { ...session.user, name: saved.name, username: saved.username, email: saved.email };
  startSession(session.token, user);
  if (profile) setProfile({ ...profile, user: { ...profile.user, name: saved.name, username: saved.username, email: saved.email } });
}

export const profileModel = ownAccountModel(profileSettings, { after: showInSession });

const passwordSettings = defineSettings({
  subject: "profile",
  paths: { find: "profile", save: "update-password" },
  fields: {
    password: currentPassword(),
    new_password: newPassword("people.profile.newPassword"),
    new_password_confirmation: newPassword("people.profile.confirmPassword"),
  },
});
export type PasswordRecord = SettingsRecordOf<typeof passwordSettings.fields>;

export const EMPTY_PASSWORDS: PasswordRecord = { password: "", new_password: "", new_password_confirmation: "" };

/**
 * The server answers the admin row, so the saved record is blank again: the form empties itself.
 * The token stays valid (the server ends only the account's other sessions).
 */
export const passwordModel = ownAccountModel(passwordSettings, {
  check(values, ctx) {
    if (values.new_password_confirmation && values.new_password_confirmation !== values.new_password)
      ctx.addIssue({ code: "custom", path: ["new_password_confirmation"], message: "people.profile.passwordsDiffer" });
    if (values.new_password && values.new_password === values.password)
      ctx.addIssue({ code: "custom", path: ["new_password"], message: "people.profile.samePassword" });
  },
});
