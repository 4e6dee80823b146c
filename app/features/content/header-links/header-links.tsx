import { Paper, Table, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { saveHeaderLinks, type HeaderLink, type HeaderLinkSides } from "~/api/content/header-links";
import { useAppAbility } from "~/access/can";
import { OrderedTable } from "../ordering/ordered-table";
import { rowKey, type SoftRow } from "../ordering/ordering";
import { ListsEditorFrame, useListsEditor } from "../ordering/lists-editor";
import { cellKey } from "../ordering/row-errors";

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
  const editor = useListsEditor<Side, Row>({
    lists: SIDES,
    initial: () => fromSides(initial),
    fingerprint,
    readOnly,
    // The client's check: a kept link needs a title.
    check: (rows) => {
      const missing: Record<string, string> = {};
      for (const side of SIDES)
        rows[side].forEach((r, i) => {
          if (!r.deleted && !r.title.trim())
            missing[cellKey(side, i, "title")] = t("validation.required", { field: t("storefront.headerLinks.title") });
        });
      return missing;
    },
    columns: { title: "title", url: "url" },
    submit: async (rows) => {
      const payload = (side: Side) =>
        rows[side].map((r) => ({ ...(r.id ? { id: r.id } : {}), title: r.title.trim(), url: r.url.trim(), deleted: r.deleted }));
      return fromSides(await saveHeaderLinks({ left: payload("left"), right: payload("right") }));
    },
    savedMessage: t("storefront.headerLinks.saved"),
  });

  return (
    <ListsEditorFrame editor={editor} info={t("storefront.headerLinks.info")} saveLabel={t("storefront.headerLinks.save")}>
      {SIDES.map((side) => (
        <Paper withBorder p="md" key={side}>
          <OrderedTable
            title={t(side === "left" ? "storefront.headerLinks.left" : "storefront.headerLinks.right")}
            items={editor.rows[side]}
            onChange={(next) => editor.setList(side, next)}
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
                      error={editor.cells[cellKey(side, i, "title")]}
                      onChange={(e) => editor.setCell(side, i, { title: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t("storefront.headerLinks.urlOf", place)}
                      value={row.url}
                      readOnly={readOnly}
                      placeholder="/page/contact"
                      error={editor.cells[cellKey(side, i, "url")]}
                      onChange={(e) => editor.setCell(side, i, { url: e.currentTarget.value })}
                    />
                  </Table.Td>
                </>
              );
            }}
          />
        </Paper>
      ))}
    </ListsEditorFrame>
  );
}
