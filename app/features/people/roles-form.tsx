import { BackToList } from "~/ui/edit-page/back-to-list";
import { Alert, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { BUILT_IN_ROLES, roleApi, SUPERADMIN_ROLE, type Permission, type Role } from "~/api/people/roles";
import { urls } from "~/routing/urls";
import type { EditDescription } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { rules } from "~/ui/edit-page/rules";
import { MatrixEditor } from "~/ui/matrix/matrix-editor";
import { canonical } from "~/ui/matrix/selection";
import { actionLabel, groupLabel, permissionShape } from "./roles-permissions";
import type { WriteOptions } from "~/api/client";

/**
 * The role editor (admin-screens §8.4): the name and the permission matrix, saved as
 * `updated_permissions` (the whole set, by name). The permissions are kept as a sorted list, so the
 * edit page's unsaved-changes check compares sets: ticking and unticking a switch is no change.
 */
interface RoleValues {
  name: string;
  permissions: string[];
}

const toValues = (role: Role | null): RoleValues => ({
  name: role?.name ?? "",
  permissions: canonical((role?.permissions ?? []).map((p) => p.name)),
});

const description: EditDescription<RoleValues> = {
  subject: "role",
  listPath: urls.rolesPermissions.list(),
  editPath: (id) => urls.rolesPermissions.edit(id),
  // "The selected updated permissions is invalid." belongs to the matrix.
  fields: [
    { name: "name", label: "roles.fields.name" },
    { name: "permissions", label: "roles.fields.permissions", aliases: ["updated_permissions"] },
  ],
  schema: z.object({ name: rules.required() }),
};

interface PermissionMatrixProps {
  permissions: readonly Permission[];
  value: readonly string[];
  onChange?: (next: string[]) => void;
  /** What the server holds, for the count of unsaved switches. */
  saved?: readonly string[];
  readOnly?: boolean;
  error?: string;
}

function PermissionMatrix({ permissions, value, onChange, saved, readOnly = false, error }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const shape = useMemo(() => permissionShape(permissions), [permissions]);
  const selection = useMemo(() => new Set(value), [value]);
  const baseline = useMemo(() => (saved ? new Set(saved) : undefined), [saved]);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("roles.fields.permissions")}
      </Title>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <MatrixEditor
        shape={shape}
        value={selection}
        onChange={(next) => onChange?.(canonical(next))}
        readOnly={readOnly}
        baseline={baseline}
        caption={t("roles.fields.permissions")}
        rowLabel={(group) => groupLabel(t, group)}
        columnLabel={(action) => actionLabel(t, action)}
      />
    </Stack>
  );
}

export interface RoleFormProps {
  /** The role being edited; null on the create page. */
  record: Role | null;
  /** The whole permission catalogue (`role/all-permissions`): the matrix's rows and columns. */
  permissions: Permission[];
}

export function RoleForm({ record, permissions }: RoleFormProps) {
  const { t } = useTranslation();
  // The set the server holds, updated by each save (Save & edit stays on the page).
  const [saved, setSaved] = useState(() => toValues(record).permissions);
  if (record?.name === SUPERADMIN_ROLE) return <ProtectedRole record={record} permissions={permissions} />;
  const builtIn = record !== null && BUILT_IN_ROLES.includes(record.name);

  const save = async (values: RoleValues, id?: number | string, options?: WriteOptions) => {
    const role = await roleApi.save({ name: values.name.trim(), updated_permissions: values.permissions }, id, options);
    setSaved(toValues(role).permissions);
    return role;
  };

  return (
    <RecordForm record={record} description={description} toValues={toValues} save={save} reload={roleApi.find}>
      {(form) => (
        <>
          <TextInput
            label={t("roles.fields.name")}
            required
            maw={480}
            readOnly={builtIn}
            description={builtIn ? t("roles.builtInName") : undefined}
            {...form.text("name")}
          />
          <PermissionMatrix
            permissions={permissions}
            value={form.values.permissions}
            onChange={(next) => form.set("permissions", next)}
            saved={saved}
            readOnly={form.readOnly}
            error={form.error("permissions")}
          />
        </>
      )}
    </RecordForm>
  );
}

/**
 * The superadmin role, shown but not editable: the server refuses changes to a role the caller
 * holds, and this one decides who may do everything, so the screen says why instead of failing.
 */
function ProtectedRole({ record, permissions }: RoleFormProps & { record: Role }) {
  const { t } = useTranslation();
  const value = useMemo(() => toValues(record).permissions, [record]);
  return (
    <Stack gap="md">
      <Alert color="blue" variant="outline" title={t("roles.superadminTitle")} icon={<IconLock size={18} aria-hidden="true" />}>
        {t("roles.superadminNote")}
      </Alert>
      <Paper withBorder p="md">
        <Stack gap="md">
          <TextInput label={t("roles.fields.name")} value={record.name} readOnly maw={480} />
          <PermissionMatrix permissions={permissions} value={value} readOnly />
        </Stack>
      </Paper>
      <Group>
        <BackToList listPath={description.listPath} label={t("edit.backToList")} />
      </Group>
    </Stack>
  );
}
