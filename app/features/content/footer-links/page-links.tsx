import { NativeSelect, Paper, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { saveFooterPageLinks, type FooterPageLink } from "~/api/content/footer-links";
import type { Option } from "~/api/resource";
import { useAppAbility } from "~/access/can";
import { OrderedTable } from "../ordering/ordered-table";
import { rowKey, type SoftRow } from "../ordering/ordering";
import { ListsEditorFrame, useListsEditor } from "../ordering/lists-editor";
import { cellKey } from "../ordering/row-errors";

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
  const titleOf = (page: string) => pages.find((p) => String(p.id) === page)?.title || "";
  const options = [
    { value: "", label: t("storefront.footerLinks.pickPage") },
    ...pages.map((p) => ({ value: String(p.id), label: p.title || `#${p.id}` })),
  ];
  const heading = { service_links: t("storefront.footerLinks.service"), about_links: t("storefront.footerLinks.about") };
  const editor = useListsEditor<Column, Row>({
    lists: COLUMNS,
    initial: () => ({ service_links: toRows(initial.service_links), about_links: toRows(initial.about_links) }),
    fingerprint,
    readOnly,
    check: (rows) => {
      const missing: Record<string, string> = {};
      for (const column of COLUMNS)
        rows[column].forEach((r, i) => {
          if (!r.deleted && !r.page)
            missing[cellKey(column, i, "page")] = t("validation.required", { field: t("storefront.footerLinks.page") });
        });
      return missing;
    },
    columns: { "page id": "page" },
    submit: async (rows) => {
      const payload = (column: Column) =>
        rows[column].map((r) => ({ ...(r.id ? { id: r.id } : {}), page_id: r.page ? Number(r.page) : null, deleted: r.deleted }));
      const answer = await saveFooterPageLinks({ service_links: payload("service_links"), about_links: payload("about_links") });
      return { service_links: toRows(answer.service_links), about_links: toRows(answer.about_links) };
    },
    savedMessage: t("storefront.footerLinks.saved"),
  });

  return (
    <ListsEditorFrame editor={editor} info={t("storefront.footerLinks.orderInfo")} saveLabel={t("storefront.footerLinks.save")}>
      {COLUMNS.map((column) => (
        <Paper withBorder p="md" key={column}>
          <OrderedTable
            title={heading[column]}
            items={editor.rows[column]}
            onChange={(next) => editor.setList(column, next)}
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
                  error={editor.cells[cellKey(column, i, "page")]}
                  onChange={(e) => editor.setCell(column, i, { page: e.currentTarget.value })}
                />
              </Table.Td>
            )}
          />
        </Paper>
      ))}
    </ListsEditorFrame>
  );
}
