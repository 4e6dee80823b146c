import { urls } from "~/routing/urls";
import { flagField, HALF, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { duplicateAction } from "./copy";
import { dateTimeField } from "./date-time-field";
import { saleItemsField } from "./flash-sale-items";
import { runColumn } from "./run-state";
import { withPriorities } from "~/ui/list-page/columns";
import { COLUMN_PRIORITY } from "~/ui/list-page/description";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/** Flash sales (admin-screens §5.13, contract §5.36): products at a sale price between two times. */
export const flashSales = defineResource({
  group: "flash-sale",
  subject: "flash_sale",
  urls: urls.flashSales,
  fields: {
    title: title("marketing.fields.title"),
    status: flagField("marketing.fields.status", "status", { initial: "1" }),
    start_time: dateTimeField("marketing.fields.startTime", { required: true, span: HALF }),
    end_time: dateTimeField("marketing.fields.endTime", { required: true, span: HALF }),
    products: saleItemsField("marketing.fields.products"),
  },
  knownMessages: { "end time must be greater than start time": "end_time" },
});

/** Title · Period (scheduled / running / ended) · Status · Created. */
export const flashSaleList = resourceList(flashSales, {
  columns: (c) =>
    withPriorities(
      [
        c.title(),
        runColumn("marketing.fields.runState", (row) => [row.start_time, row.end_time]),
        c.flag("status", "status"),
        c.created("marketing.fields.created"),
      ],
      { run: KEY, status: KEY, created: LOW },
    ),
  sortable: ["title", "status", "created_at"],
  rowActions: [duplicateAction(flashSales)],
  texts: { add: "marketing.flashSales.add", deleteOne: "marketing.flashSales.deleteOne", deleteMany: "marketing.flashSales.deleteMany" },
});
