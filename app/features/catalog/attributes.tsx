import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { attributeApi, type Attribute } from "~/api/catalog/attribute";
import type { EditDescription, EditForm } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { rules } from "~/ui/edit-page/rules";
import type { ListDescription } from "~/ui/list-page/description";
import { catalogList, createdColumn, titleColumn } from "./list-columns";

/** Attributes (admin-screens §5.7): Title · Attribute values (chips) · Created. */
export const attributeList: ListDescription<Attribute> = catalogList({
  resource: "attributes",
  subject: "attribute",
  path: "/attributes",
  load: (query, signal) => attributeApi.list(query, signal),
  remove: (ids) => attributeApi.remove(ids),
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "created_at"] },
  columns: [
    titleColumn("/attributes"),
    {
      key: "values",
      title: "catalog.fields.attributeValues",
      render: (row) => (
        <Group gap={4}>
          {row.values.map((v) => (
            <Badge key={v.id} variant="light" color="gray" tt="none">
              {v.title}
            </Badge>
          ))}
        </Group>
      ),
      csv: (row) => row.values.map((v) => v.title).join(", "),
    },
    createdColumn(),
  ],
  texts: { add: "catalog.attributes.add", deleteOne: "catalog.attributes.deleteOne", deleteMany: "catalog.attributes.deleteMany" },
});

/** A value row of the editor: `key` keeps React's identity for rows not saved yet. */
export interface ValueRow {
  key: string;
  id?: number;
  title: string;
  removed: boolean;
}

interface AttributeValues {
  title: string;
  values: ValueRow[];
}

const toValues = (a: Attribute | null): AttributeValues => ({
  title: a?.title ?? "",
  values: (a?.values ?? []).map((v) => ({ key: `v${v.id}`, id: v.id, title: v.title, removed: false })),
});

/**
 * The API's value protocol (contract §5.12): no id = add, id + empty title = delete, id + title =
 * rename. New rows left empty are not sent; a removed saved row is sent with an empty title.
 */
export function attributePayload(values: AttributeValues) {
  return {
    title: values.title.trim(),
    values: values.values.flatMap((row) => {
      if (row.id === undefined) return row.removed || !row.title.trim() ? [] : [{ title: row.title.trim() }];
      return [{ id: row.id, title: row.removed ? "" : row.title.trim() }];
    }),
  };
}

const description: EditDescription<AttributeValues> = {
  subject: "attribute",
  listPath: "/attributes",
  editPath: (id) => `/attributes/${id}`,
  fields: [
    { name: "title", label: "catalog.fields.title" },
    { name: "values", label: "catalog.fields.attributeValues" },
  ],
  schema: z.object({ title: rules.required() }),
};

let newRowCounter = 0;

function ValuesEditor({ form }: { form: EditForm<AttributeValues> }) {
  const { t } = useTranslation();
  const rows = form.values.values;
  const update = (key: string, patch: Partial<ValueRow>) => form.set("values", rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (row: ValueRow) =>
    row.id === undefined ? form.set("values", rows.filter((r) => r.key !== row.key)) : update(row.key, { removed: true });
  return (
    <Stack gap="xs" role="group" aria-labelledby="attribute-values-label">
      <Text fw={500} size="sm" id="attribute-values-label">
        {t("catalog.fields.attributeValues")}
      </Text>
      {rows.length === 0 ? <Text size="sm" c="dimmed">{t("catalog.attributes.noValues")}</Text> : null}
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t("catalog.attributes.valueLabel", { n: index + 1 })}
            value={row.title}
            onChange={(e) => update(row.key, { title: e.currentTarget.value })}
            disabled={row.removed}
            td={row.removed ? "line-through" : undefined}
            style={{ flex: 1 }}
          />
          {form.readOnly ? null : row.removed ? (
            <Tooltip label={t("catalog.attributes.undoRemove")}>
              <ActionIcon variant="subtle" size="lg" aria-label={`${t("catalog.attributes.undoRemove")}: ${row.title}`} onClick={() => update(row.key, { removed: false })}>
                <IconArrowBackUp size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t("catalog.attributes.removeValue")}>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`${t("catalog.attributes.removeValue")}: ${row.title || index + 1}`} onClick={() => remove(row)}>
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {form.error("values") ? (
        <Text size="sm" c="red">
          {form.error("values")}
        </Text>
      ) : null}
      {form.readOnly ? null : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => form.set("values", [...rows, { key: `new${++newRowCounter}`, title: "", removed: false }])}
          style={{ alignSelf: "flex-start" }}
        >
          {t("catalog.attributes.addValue")}
        </Button>
      )}
    </Stack>
  );
}

const saveAttribute = (values: AttributeValues, id?: number | string) => attributeApi.save(attributePayload(values), id);

export function AttributeForm({ record }: { record: Attribute | null }) {
  const { t } = useTranslation();
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={toValues}
      save={saveAttribute}
    >
      {(form) => (
        <>
          <TextInput label={t("catalog.fields.title")} required {...form.text("title")} />
          <ValuesEditor form={form} />
        </>
      )}
    </RecordForm>
  );
}
