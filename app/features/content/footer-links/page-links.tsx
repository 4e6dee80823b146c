import { Alert, Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Table } from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { saveFooterPageLinks, type FooterPageLink } from "~/api/content/footer-links";
import { isApiError } from "~/api/errors";
import type { Option } from "~/api/resource";
import { useAppAbility } from "~/access/can";
import { errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { useUnsavedGuard } from "~/ui/settings-form/unsaved-guard";
import { OrderedTable } from "../ordering/ordered-table";
import { rowKey, type SoftRow } from "../ordering/ordering";
import { cellKey, rowErrors } from "../ordering/row-errors";

/*
 * The footer's "Service" and "About" columns (admin-screens §9.4, first tab): each a list of CMS
 * pages in storefront order, reordered by drag and drop or the move buttons, saved with one button.
 */

interface Row extends SoftRow {
  page: string;
}

type Column = "service_links" | "about_links";
const COLUMNS: readonly Column[] = ["service_links", "about_links"];

const toRows = (links: FooterPageLink[]): Row[] => links.map((l) => ({ id: l.id, page: String(l.page_id), deleted: false, key: rowKey() }));
const fingerprint = (rows: Record<Column, Row[]>) =>
  JSON.stringify(COLUMNS.map((c) => rows[c].map(({ id, page, deleted }) => [id, page, deleted])));

export function PageLinks({ initial, pages }: { initial: Record<Column, FooterPageLink[]>; pages: Option[] }): ReactNode {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const readOnly = !ability.can("edit", "footer_link");
  const start = () => ({ service_links: toRows(initial.service_links), about_links: toRows(initial.about_links) });
  const [rows, setRows] = useState(start);
  const [saved, setSaved] = useState(() => fingerprint(start()));
  const [cells, setCells] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const guard = useUnsavedGuard(!readOnly && fingerprint(rows) !== saved);
  const titleOf = (page: string) => pages.find((p) => String(p.id) === page)?.title || "";
  const options = [
    { value: "", label: t("storefront.footerLinks.pickPage") },
    ...pages.map((p) => ({ value: String(p.id), label: p.title || `#${p.id}` })),
  ];
  const heading = { service_links: t("storefront.footerLinks.service"), about_links: t("storefront.footerLinks.about") };

  const save = async () => {
    if (busy.current || readOnly) return;
    const missing: Record<string, string> = {};
    for (const column of COLUMNS)
      rows[column].forEach((r, i) => {
        if (!r.deleted && !r.page)
          missing[cellKey(column, i, "page")] = t("validation.required", { field: t("storefront.footerLinks.page") });
      });
    setFormErrors([]);
    setCells(missing);
    if (Object.keys(missing).length) return focusFirstError();
    busy.current = true;
    setSaving(true);
    try {
      const payload = (column: Column) =>
        rows[column].map((r) => ({ ...(r.id ? { id: r.id } : {}), page_id: r.page ? Number(r.page) : null, deleted: r.deleted }));
      const answer = await saveFooterPageLinks({ service_links: payload("service_links"), about_links: payload("about_links") });
      const next = { service_links: toRows(answer.service_links), about_links: toRows(answer.about_links) };
      setRows(next);
      setSaved(fingerprint(next));
      toastSuccess(t("storefront.footerLinks.saved"));
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        const sorted = rowErrors(error.fieldErrors, COLUMNS, { "page id": "page" });
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
    setTimeout(() => document.querySelector<HTMLElement>("[data-page-links] [aria-invalid='true']")?.focus(), 0);

  return (
    <Stack gap="md" data-page-links>
      <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
        {t("storefront.footerLinks.orderInfo")}
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
        {COLUMNS.map((column) => (
          <Paper withBorder p="md" key={column}>
            <OrderedTable
              title={heading[column]}
              items={rows[column]}
              onChange={(next) => {
                setRows((current) => ({ ...current, [column]: next }));
                setCells({});
              }}
              nameOf={(row, i) => titleOf(row.page) || t("storefront.ordering.linkN", { n: i + 1 })}
              headers={[t("storefront.footerLinks.page")]}
              blank={() => ({ page: "", deleted: false, key: rowKey() })}
              addLabel={t("storefront.footerLinks.add")}
              readOnly={readOnly}
              canAdd={ability.can("create", "footer_link")}
              canRemove={ability.can("delete", "footer_link")}
              cells={(row, i) => (
                <Table.Td>
                  <NativeSelect
                    aria-label={t("storefront.footerLinks.pageOf", { column: heading[column], n: i + 1 })}
                    data={options}
                    value={row.page}
                    disabled={readOnly}
                    error={cells[cellKey(column, i, "page")]}
                    onChange={(e) => {
                      const page = e.currentTarget.value;
                      setRows((current) => ({ ...current, [column]: current[column].map((r, n) => (n === i ? { ...r, page } : r)) }));
                    }}
                  />
                </Table.Td>
              )}
            />
          </Paper>
        ))}
      </SimpleGrid>
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}>
            {t("storefront.footerLinks.save")}
          </Button>
        </Group>
      )}
      {guard}
    </Stack>
  );
}
