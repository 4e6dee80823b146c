import { Alert, Anchor, Grid, NumberInput, Select, Switch } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconUserCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { VENDOR_ROLE, type AdminRole } from "~/api/people/admins";
import { getSession } from "~/session/session-store";
import { urls } from "~/routing/urls";
import type { EditDescription, EditForm } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { adminResourceApi, type Admin } from "./admins-list";
import { checkPasswords, NewPasswordFields } from "./admins-password";
import { TextField } from "~/ui/form/fields";
import { HALF } from "~/ui/form/spans";

/*
 * The admin/vendor form (admin-screens §8.3): name, username, e-mail, a password and its
 * confirmation on create only (with the strength shown), the role, active, verified, and the
 * commission only while the role is the vendor role. The server refuses changes to one's own
 * account (that is the profile page's job) and deactivating, demoting or deleting the last active
 * superadmin; the form says so beside the switch before anyone tries, and shows the server's
 * message beside the field when it refuses.
 */

export interface AdminValues {
  name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  role: string;
  active: boolean;
  verified: boolean;
  commission: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const base = {
  username: z.string().check(z.trim(), z.minLength(1, "validation.required")),
  email: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(EMAIL, "validation.invalidEmail")),
};

/** The commission, checked only for the vendor role: a number from 0 to 100. */
function checkCommission(values: { role: string; commission: string }, ctx: z.core.$RefinementCtx) {
  if (values.role !== VENDOR_ROLE) return;
  const value = values.commission.trim();
  const n = Number(value);
  if (value === "") ctx.addIssue({ code: "custom", path: ["commission"], message: "validation.required" });
  else if (Number.isNaN(n) || n < 0 || n > 100)
    ctx.addIssue({ code: "custom", path: ["commission"], message: "validation.commissionRange" });
}

const passthrough = { password: z.string(), password_confirmation: z.string(), role: z.string(), commission: z.string() };

function description(creating: boolean): EditDescription<AdminValues> {
  return {
    subject: "admin",
    listPath: urls.adminsVendors.list(),
    editPath: (id) => urls.adminsVendors.edit(id),
    fields: [
      { name: "name", label: "people.admins.fields.name" },
      { name: "username", label: "people.admins.fields.username" },
      { name: "email", label: "people.admins.fields.email" },
      { name: "password", label: "people.accounts.fields.password" },
      { name: "password_confirmation", label: "people.accounts.fields.passwordConfirmation" },
      { name: "role", label: "people.admins.fields.role", aliases: ["roles"] },
      { name: "active", label: "people.admins.fields.active" },
      { name: "verified", label: "people.admins.fields.verified" },
      { name: "commission", label: "people.admins.fields.commission" },
    ],
    schema: z.object({ ...base, ...passthrough }).check(
      z.superRefine((values, ctx) => {
        if (creating) checkPasswords(values, ctx);
        checkCommission(values, ctx);
      }),
    ),
    // The server's business messages that belong to a field (lower case, no full stop).
    knownMessages: {
      "email/username already exists": "email",
      "commission must be numeric": "commission",
      "commission must be between 0 and 100": "commission",
      "the last active superadmin cannot be deactivated": "active",
      "the last active superadmin must keep the superadmin role": "role",
    },
  };
}

function toValues(record: Admin | null, roles: readonly AdminRole[]): AdminValues {
  return {
    name: record?.name ?? "",
    username: record?.username ?? "",
    email: record?.email ?? "",
    password: "",
    password_confirmation: "",
    // A new account starts with the first role, as the original did.
    role: record ? (record.roles[0]?.name ?? "") : (roles[0]?.name ?? ""),
    active: record ? record.active === 1 : true,
    verified: record ? record.verified === 1 : false,
    commission: record?.commission === null || record?.commission === undefined ? "" : String(Number(record.commission)),
  };
}

function toPayload(values: AdminValues, creating: boolean): Record<string, unknown> {
  return {
    name: values.name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    roles: [values.role],
    active: values.active ? 1 : 0,
    verified: values.verified ? 1 : 0,
    ...(values.role === VENDOR_ROLE ? { commission: values.commission.trim() } : {}),
    ...(creating ? { password: values.password } : {}),
  };
}

/** Whether the signed-in admin is this account. */
export function isOwnAccount(record: Admin | null): boolean {
  return record !== null && getSession()?.user.id === record.id;
}

export function AdminForm({ record, roles }: { record: Admin | null; roles: readonly AdminRole[] }) {
  const creating = record === null;
  const own = isOwnAccount(record);
  const initial = useMemo(() => (r: Admin | null) => toValues(r, roles), [roles]);
  const edit = useMemo(() => description(creating), [creating]);
  return (
    <>
      {own ? <OwnAccountNote /> : null}
      <RecordForm
        record={record}
        description={edit}
        toValues={initial}
        save={(values, id, options) => adminResourceApi.save(toPayload(values, creating), id, options)}
        reload={adminResourceApi.find}
      >
        {(form) => <AdminFields form={form} roles={roles} own={own} />}
      </RecordForm>
    </>
  );
}

function OwnAccountNote() {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="outline"
      mb="md"
      icon={<IconUserCircle size={18} aria-hidden="true" />}
      title={t("people.admins.ownTitle")}
    >
      {t("people.admins.ownNote")}{" "}
      <Anchor component={Link} to={urls.profile()}>
        {t("people.admins.ownLink")}
      </Anchor>
    </Alert>
  );
}

function AdminFields({ form, roles, own }: { form: EditForm<AdminValues>; roles: readonly AdminRole[]; own: boolean }) {
  const { t } = useTranslation();
  const options = roles.map((role) => ({ value: role.name, label: role.name }));
  const locked = form.readOnly || own;
  const switchProps = (name: "active" | "verified") => ({
    label: t(`people.admins.fields.${name}`),
    checked: form.values[name],
    disabled: form.readOnly,
    error: form.error(name),
    onChange: (event: { currentTarget: { checked: boolean } }) => form.set(name, event.currentTarget.checked),
  });
  return (
    <Grid>
      <TextField form={form} name="name" span={HALF} />
      <TextField form={form} name="username" span={HALF} required />
      <TextField form={form} name="email" span={HALF} type="email" required />
      <Grid.Col span={HALF}>
        <Select
          label={t("people.admins.fields.role")}
          data={options}
          value={form.values.role || null}
          onChange={(value) => form.set("role", value ?? "")}
          allowDeselect={false}
          disabled={locked}
          description={own ? t("people.admins.ownRole") : undefined}
          error={form.error("role")}
        />
      </Grid.Col>
      {form.creating ? (
        <Grid.Col span={HALF}>
          <NewPasswordFields form={form} />
        </Grid.Col>
      ) : null}
      {form.values.role === VENDOR_ROLE ? (
        <Grid.Col span={HALF}>
          <NumberInput
            label={t("people.admins.fields.commission")}
            description={t("people.admins.commissionHint")}
            required
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            readOnly={form.readOnly}
            value={form.values.commission}
            onChange={(value) => form.set("commission", String(value))}
            error={form.error("commission")}
          />
        </Grid.Col>
      ) : null}
      <Grid.Col span={12}>
        <Switch
          {...switchProps("active")}
          disabled={locked}
          description={own ? t("people.admins.ownActive") : t("people.admins.activeHint")}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Switch {...switchProps("verified")} />
      </Grid.Col>
    </Grid>
  );
}
