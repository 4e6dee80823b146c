import { Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowBackUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { text as textSchema } from "~/api/resource";
import { urls } from "~/routing/urls";
import { HintedIconButton } from "~/ui/hinted-icon-button";
import { text, type Field, type FieldInputProps } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { catalogFilters, CREATED } from "./fields";

/** A value row of the editor: `key` keeps React's identity for rows not saved yet. */
export interface ValueRow {
  key: string;
  id?: number;
  title: string;
  removed: boolean;
}

const valueSchema = z.looseObject({ id: z.coerce.number(), title: textSchema });

let newRowCounter = 0;

function ValuesEditor({ form, name, label }: FieldInputProps) {
  const { t } = useTranslation();
  const rows = form.values[name] as ValueRow[];
  const setRows = (next: ValueRow[]) => form.set(name, next);
  const update = (key: string, patch: Partial<ValueRow>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (row: ValueRow) =>
    row.id === undefined ? setRows(rows.filter((r) => r.key !== row.key)) : update(row.key, { removed: true });
  return (
    <Stack gap="xs" role="group" aria-labelledby="attribute-values-label">
      <Text fw={500} size="sm" id="attribute-values-label">
        {label}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("catalog.attributes.noValues")}
        </Text>
      ) : null}
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
            <HintedIconButton
              hint={t("catalog.attributes.undoRemove")}
              about={row.title}
              size="lg"
              onClick={() => update(row.key, { removed: false })}
            >
              <IconArrowBackUp size={18} aria-hidden="true" />
            </HintedIconButton>
          ) : (
            <HintedIconButton
              hint={t("catalog.attributes.removeValue")}
              about={row.title || String(index + 1)}
              color="red"
              size="lg"
              onClick={() => remove(row)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </HintedIconButton>
          )}
        </Group>
      ))}
      {form.error(name) ? (
        <Text size="sm" c="red">
          {form.error(name)}
        </Text>
      ) : null}
      {form.readOnly ? null : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setRows([...rows, { key: `new${++newRowCounter}`, title: "", removed: false }])}
          style={{ alignSelf: "flex-start" }}
        >
          {t("catalog.attributes.addValue")}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The values of an attribute, edited in place. The API's protocol (contract §5.12): no id = add,
 * id + empty title = delete, id + title = rename. New rows left empty are not sent; a removed saved
 * row is sent with an empty title.
 */
const valuesField: Field<z.infer<typeof valueSchema>[], ValueRow[]> = {
  api: z._default(z.optional(z.array(valueSchema)), []),
  label: "catalog.fields.attributeValues",
  toForm: (values) => (values ?? []).map((v) => ({ key: `v${v.id}`, id: v.id, title: v.title, removed: false })),
  toPayload: (rows) =>
    rows.flatMap((row) => {
      if (row.id === undefined) return row.removed || !row.title.trim() ? [] : [{ title: row.title.trim() }];
      return [{ id: row.id, title: row.removed ? "" : row.title.trim() }];
    }),
  Input: ValuesEditor,
};

/** Attributes (admin-screens §5.7): a title and its values (colours, sizes) that variants pick from. */
export const attributes = defineResource({
  group: "attribute",
  subject: "attribute",
  urls: urls.attributes,
  fields: { title: text("catalog.fields.title", { required: true }), values: valuesField },
});

/** Title · Attribute values (chips) · Created. */
export const attributeList = resourceList(attributes, {
  columns: (c) => [
    c.title(),
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
    c.created(CREATED),
  ],
  sortable: ["title", "created_at"],
  filters: catalogFilters({ status: false }),
  texts: { add: "catalog.attributes.add", deleteOne: "catalog.attributes.deleteOne", deleteMany: "catalog.attributes.deleteMany" },
});
