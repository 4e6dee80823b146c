import * as z from "zod/mini";
import { urls } from "~/routing/urls";
import { nameColumn } from "~/ui/list-page/columns";
import { YesNo } from "~/ui/list-page/cells";
import { flagField } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { routePatternField, scriptCode, scriptToggle } from "./script-fields";

/*
 * Custom scripts (admin-screens §9.8, contract §5.43): JavaScript the storefront puts in the head or
 * the body of the pages a route pattern names. Gated by header_link like the original.
 */

export const customScripts = defineResource({
  group: "custom-script",
  subject: "header_link",
  urls: urls.customScripts,
  fields: {
    route_pattern: routePatternField,
    header_script: scriptToggle("content.customScripts.fields.headerScript"),
    body_script: scriptToggle("content.customScripts.fields.bodyScript"),
    header_script_code: scriptCode("content.customScripts.fields.headerCode", "header_script"),
    body_script_code: scriptCode("content.customScripts.fields.bodyCode", "body_script"),
    status: flagField("content.customScripts.fields.status", "status", { initial: "1" }),
  },
  // Rows are named by their pattern (the delete question).
  rows: (record) => z.pipe(record, z.transform(scriptRow)),
});

interface ScriptRow {
  id: number;
  title: string;
  header_script: number;
  body_script: number;
  status: number;
  created_at: string | null;
}

function scriptRow(row: Record<string, unknown>): ScriptRow {
  return {
    id: Number(row.id),
    title: typeof row.route_pattern === "string" ? row.route_pattern : "",
    header_script: Number(row.header_script),
    body_script: Number(row.body_script),
    status: Number(row.status),
    created_at: typeof row.created_at === "string" ? row.created_at : null,
  };
}

/** Route pattern (link) · Head · Body · Status · Created; ordered by pattern, status or date. */
export const customScriptList = resourceList(customScripts, {
  columns: (c) => [
    nameColumn<ScriptRow>(
      "route_pattern",
      "content.customScripts.fields.routePattern",
      (row) => row.title,
      (row) => urls.customScripts.edit(row.id),
      {
        sortBy: "route_pattern",
      },
    ),
    {
      key: "header_script",
      title: "content.customScripts.fields.headerScript",
      render: (row: ScriptRow) => <YesNo value={row.header_script === 1 ? 1 : 2} />,
    },
    {
      key: "body_script",
      title: "content.customScripts.fields.bodyScript",
      render: (row: ScriptRow) => <YesNo value={row.body_script === 1 ? 1 : 2} />,
    },
    c.flag("status", "status"),
    c.created("content.customScripts.fields.created"),
  ],
  sortable: ["route_pattern", "status", "created_at"],
  texts: { add: "content.customScripts.add", deleteOne: "content.customScripts.deleteOne", deleteMany: "content.customScripts.deleteMany" },
});
