import { Group, Text } from "@mantine/core";
import * as z from "zod/mini";
import { categoryLookup } from "~/api/catalog/lookups";
import type { Page } from "~/api/resource";
import { urls } from "~/routing/urls";
import { pickerOf } from "~/ui/inputs/record-search";
import { TitleCell } from "~/ui/list-page/cells";
import { HALF, recordRef, THIRD } from "~/ui/resource/fields";
import { defineResource, type RecordOf } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { catalogFields as f, catalogFilters, CREATED, statusActions } from "./fields";

const fields = {
  title: f.title(),
  slug: f.slug(),
  parent: recordRef("catalog.fields.parent", { ...pickerOf(categoryLookup), placeholder: "catalog.categories.noParent", notSelf: true }),
  meta_title: f.metaTitle(HALF),
  meta_keywords: f.metaKeywords(HALF),
  meta_description: f.metaDescription(),
  featured: f.featured(THIRD),
  in_footer: f.inFooter(THIRD),
  status: f.status(THIRD),
  image: f.image(),
};

/** A category as `category/all` answers it: with its subtree (contract §5.6). */
export type CategoryNode = RecordOf<typeof fields> & { child: CategoryNode[] };

/** Categories (admin-screens §5.3): a tree of categories, each with an image and SEO texts. */
export const categories = defineResource({
  group: "category",
  subject: "category",
  urls: urls.categories,
  fields,
  rows: (record) => {
    const node: z.ZodMiniType<CategoryNode> = z.extend(record, {
      child: z._default(z.optional(z.array(z.lazy(() => node))), []),
    }) as unknown as z.ZodMiniType<CategoryNode>;
    return node;
  },
  knownMessages: {
    "category and parent category can not be the same": "parent",
    "slug already exists": "slug",
    "the selected parent is invalid": "parent",
  },
});

interface TreeNode<N> {
  id: number;
  title: string;
  parent: number;
  child: N[];
}

export type TreeRow<N> = N & { depth: number; parentTitle: string };

/**
 * `category/all` pages every category, each with its subtree. Shown as a tree: a row that is a
 * descendant of another row on the same page is shown under it, indented, and not again at the top.
 */
export function categoryTree<N extends TreeNode<N>>(page: Page<N>, titles: ReadonlyMap<number, string> = new Map()): Page<TreeRow<N>> {
  const nested = new Set<number>();
  const mark = (node: N, seen: Set<number>) => {
    for (const child of node.child) {
      if (seen.has(child.id)) continue;
      nested.add(child.id);
      mark(child, new Set([...seen, child.id]));
    }
  };
  for (const row of page.data) mark(row, new Set([row.id]));
  const rows: TreeRow<N>[] = [];
  const shown = new Set<number>();
  const push = (node: N, depth: number, parentTitle: string) => {
    if (shown.has(node.id)) return;
    shown.add(node.id);
    rows.push({ ...node, depth, parentTitle });
    for (const child of node.child) push(child, depth + 1, node.title);
  };
  // A child whose parent is on another page still names its parent.
  for (const row of page.data) if (!nested.has(row.id)) push(row, 0, row.parent > 0 ? (titles.get(row.parent) ?? "") : "");
  return { ...page, data: rows };
}

/** Thumbnail and title (indented by depth) · Parent · Slug · Featured · Status · Created. */
export const categoryList = resourceList(categories, {
  load: async (query, signal): Promise<Page<TreeRow<CategoryNode>>> => {
    const [page, all] = await Promise.all([categories.api.list(query, signal), categoryLookup.search("").catch(() => [])]);
    return categoryTree(page, new Map(all.map((c) => [c.id, c.title])));
  },
  // The API lists categories newest first and ignores ordering parameters: no sortable headers.
  columns: (c) => [
    {
      key: "title",
      title: "catalog.fields.title",
      hideable: false,
      render: (row) => (
        <Group gap={6} wrap="nowrap" pl={row.depth * 24}>
          {row.depth > 0 ? (
            <Text c="dimmed" aria-hidden="true">
              └
            </Text>
          ) : null}
          <TitleCell title={row.title} image={row.image ?? null} to={urls.categories.edit(row.id)} />
        </Group>
      ),
      csv: (row) => row.title,
    },
    { key: "parent", title: "catalog.fields.parent", render: (row) => row.parentTitle || "—", csv: (row) => row.parentTitle },
    c.text("slug"),
    c.flag("featured", "yesNo"),
    c.flag("status", "status"),
    c.created(CREATED),
  ],
  bulkActions: statusActions(categories),
  filters: catalogFilters(),
  texts: { add: "catalog.categories.add", deleteOne: "catalog.categories.deleteOne", deleteMany: "catalog.categories.deleteMany" },
});
