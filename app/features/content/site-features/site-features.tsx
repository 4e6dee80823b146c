import * as z from "zod/mini";
import { Box } from "@mantine/core";
import { uploadFeatureImage } from "~/api/content/site-features";
import { urls } from "~/routing/urls";
import { TitleCell } from "~/ui/list-page/cells";
import type { ListColumn } from "~/ui/list-page/description";
import { flagField, image } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { SafeHtml } from "~/ui/safe-html";
import { richTextField } from "../pages/rich-text-field";
import { plainText } from "./plain-text";

/*
 * Site features (admin-screens §9.6, contract §5.34): the storefront's feature strip ("free
 * shipping", "secure payment"): an icon, a rich-text detail, a status. Gated by home_slider like
 * the original. The list shows the detail as HTML, sanitised first.
 */

export const siteFeatures = defineResource({
  group: "site-feature",
  subject: "home_slider",
  urls: urls.siteFeatures,
  fields: {
    detail: richTextField("content.siteFeatures.fields.detail", { required: true, uploadImage: uploadFeatureImage }),
    status: flagField("content.siteFeatures.fields.status", "status", { initial: "1" }),
    image: image("content.siteFeatures.fields.image"),
  },
  // Rows are named by their words (the delete question, the link to the record).
  rows: (record) => z.pipe(record, z.transform(featureRow)),
});

interface FeatureRow {
  id: number;
  title: string;
  detail: string;
  status: number;
  image: string | null;
  created_at: string | null;
}

function featureRow(row: Record<string, unknown>): FeatureRow {
  const detail = typeof row.detail === "string" ? row.detail : "";
  return {
    id: Number(row.id),
    title: plainText(detail),
    detail,
    status: Number(row.status),
    image: typeof row.image === "string" ? row.image : null,
    created_at: typeof row.created_at === "string" ? row.created_at : null,
  };
}

/** The detail as the storefront shows it, sanitised. */
const detailColumn: ListColumn<FeatureRow> = {
  key: "detail_html",
  title: "content.siteFeatures.fields.preview",
  render: (row) => (
    <Box fz="sm" maw={360} style={{ overflowWrap: "anywhere" }}>
      <SafeHtml html={row.detail} />
    </Box>
  ),
};

/** Icon and words (link) · Detail (rendered) · Status · Created; ordered by detail, status or date. */
export const siteFeatureList = resourceList(siteFeatures, {
  columns: (c) => [
    {
      key: "title",
      title: "content.siteFeatures.fields.detail",
      sortBy: "detail",
      hideable: false,
      render: (row: FeatureRow) => <TitleCell title={row.title} image={row.image} to={urls.siteFeatures.edit(row.id)} />,
      csv: (row: FeatureRow) => row.title,
    },
    detailColumn,
    c.flag("status", "status"),
    c.created("content.siteFeatures.fields.created"),
  ],
  sortable: ["detail", "status", "created_at"],
  texts: { add: "content.siteFeatures.add", deleteOne: "content.siteFeatures.deleteOne", deleteMany: "content.siteFeatures.deleteMany" },
});
