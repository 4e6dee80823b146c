import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Table, TextInput } from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveHeaderLinks, type HeaderLink, type HeaderLinkSides } from "~/api/content/header-links";
import { isApiError } from "~/api/errors";
import { useAppAbility } from "~/access/can";
import { errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { useUnsavedGuard } from "~/ui/settings-form/unsaved-guard";
import { OrderedTable } from "../ordering/ordered-table";
import { rowKey, type SoftRow } from "../ordering/ordering";
import { cellKey, rowErrors } from "../ordering/row-errors";

/*
 * /header-links (admin-screens §9.5): the storefront header's left and right links, edited in place,
 * ordered by drag and drop or the move buttons, saved together with one button.
 */

interface Row extends SoftRow {
  title: string;
  url: string;
}

type Side = "left" | "right";
const SIDES: readonly Side[] = ["left", "right"];

const toRows = (links: HeaderLink[]): Row[] => links.map((l) => ({ id: l.id, title: l.title, url: l.url, deleted: false, key: rowKey() }));
const fromSides = (sides: HeaderLinkSides) => ({ left: toRows(sides.left), right: toRows(sides.right) });
/** What the save compares: the rows without their React keys. */
const fingerprint = (rows: Record<Side, Row[]>) =>
  JSON.stringify(SIDES.map((s) => rows[s].map(({ id, title, url, deleted }) => [id, title, url, deleted])));

export function HeaderLinksEditor({ initial }: { initial: HeaderLinkSides }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const readOnly = !ability.can("edit", "header_link");
  const [rows, setRows] = useState(() => fromSides(initial));
  const [saved, setSaved] = useState(() => fingerprint(fromSides(initial)));
  const [cells, setCells] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const dirty = !readOnly && fingerprint(rows) !== saved;
  const guard = useUnsavedGuard(dirty);

  const setSide = (side: Side, next: Row[]) => {
    setRows((current) => ({ ...current, [side]: next }));
    // Messages name rows by place: once rows move, they no longer fit.
    setCells({});
  };
  const setCell = (side: Side, index: number, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [side]: current[side].map((r, i) => (i === index ? { ...r, ...patch } : r)) }));

  const save = async () => {
    if (busy.current || readOnly) return;
    // The client's check: a kept link needs a title.
    const missing: Record<string, string> = {};
    for (const side of SIDES)
      rows[side].forEach((r, i) => {
        if (!r.deleted && !r.title.trim())
          missing[cellKey(side, i, "title")] = t("validation.required", { field: t("storefront.headerLinks.title") });
      });
    setFormErrors([]);
    setCells(missing);
    if (Object.keys(missing).length) return focusFirstError();
    busy.current = true;
    setSaving(true);
    try {
      const payload = (side: Side) =>
        rows[side].map((r) => ({ ...(r.id ? { id: r.id } : {}), title: r.title.trim(), url: r.url.trim(), deleted: r.deleted }));
      const answer = await saveHeaderLinks({ left: payload("left"), right: payload("right") });
      const next = fromSides(answer);
      setRows(next);
      setSaved(fingerprint(next));
      toastSuccess(t("storefront.headerLinks.saved"));
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        const sorted = rowErrors(error.fieldErrors, SIDES, { title: "title", url: "url" });
        setCells(sorted.cells);
        setFormErrors(sorted.form.length || Object.keys(sorted.cells).length ? sorted.form : [error.message]);
        focusFirstError();
      } else toastError(errorText(error, t, "edit.saveFailed"));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const focusFirstError = () =>
    setTimeout(() => document.querySelector<HTMLElement>("[data-header-links] [aria-invalid='true']")?.focus(), 0);

  return (
    <Stack gap="md" data-header-links>
      <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
        {t("storefront.headerLinks.info")}
      </Alert>
      {formErrors.length ? (
        <Alert color="red" title={t("edit.fixErrors")} role="alert">
          <List size="sm">
            {formErrors.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {SIDES.map((side) => (
          <Paper withBorder p="md" key={side}>
            <OrderedTable
              title={t(side === "left" ? "storefront.headerLinks.left" : "storefront.headerLinks.right")}
              items={rows[side]}
              onChange={(next) => setSide(side, next)}
              nameOf={(row, i) => row.title.trim() || t("storefront.ordering.linkN", { n: i + 1 })}
              headers={[t("storefront.headerLinks.title"), t("storefront.headerLinks.url")]}
              blank={() => ({ title: "", url: "", deleted: false, key: rowKey() })}
              addLabel={t("storefront.headerLinks.add")}
              readOnly={readOnly}
              canAdd={ability.can("create", "header_link")}
              canRemove={ability.can("delete", "header_link")}
              cells={(row, i) => {
                const place = { n: i + 1, side: t(side === "left" ? "storefront.headerLinks.left" : "storefront.headerLinks.right") };
                return (
                  <>
                    <Table.Td>
                      <TextInput
                        aria-label={t("storefront.headerLinks.titleOf", place)}
                        value={row.title}
                        required
                        readOnly={readOnly}
                        error={cells[cellKey(side, i, "title")]}
                        onChange={(e) => setCell(side, i, { title: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t("storefront.headerLinks.urlOf", place)}
                        value={row.url}
                        readOnly={readOnly}
                        placeholder="/page/contact"
                        error={cells[cellKey(side, i, "url")]}
                        onChange={(e) => setCell(side, i, { url: e.currentTarget.value })}
                      />
                    </Table.Td>
                  </>
                );
              }}
            />
          </Paper>
        ))}
      </SimpleGrid>
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}>
            {t("storefront.headerLinks.save")}
          </Button>
        </Group>
      )}
      {guard}
    </Stack>
  );
}
