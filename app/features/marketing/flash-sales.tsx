import { Grid, Stack } from "@mantine/core";
import { urls } from "~/shell/urls";
import { flagField, HALF, title } from "~/ui/resource/fields";
import { defineResource, type ValuesOf } from "~/ui/resource/resource";
import { FieldCols } from "~/ui/resource/resource-form";
import { resourceList } from "~/ui/resource/resource-list";
import { CopyableForm, duplicateAction } from "./copy";
import { dateTimeField } from "./date-time-field";
import { saleItemsField } from "./flash-sale-items";
import { runColumn } from "./run-state";

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

type Sale = Awaited<ReturnType<typeof flashSales.api.find>>;

/** Title · Period (scheduled / running / ended) · Status · Created. */
export const flashSaleList = resourceList(flashSales, {
  columns: (c) => [
    c.title(),
    runColumn("marketing.fields.runState", (row) => [row.start_time, row.end_time]),
    c.flag("status", "status"),
    c.created("marketing.fields.created"),
  ],
  sortable: ["title", "status", "created_at"],
  rowActions: [duplicateAction(flashSales)],
  texts: { add: "marketing.flashSales.add", deleteOne: "marketing.flashSales.deleteOne", deleteMany: "marketing.flashSales.deleteMany" },
});

// A product is in one sale at a time: a copy starts without products.
const withoutProducts = (values: ValuesOf<typeof flashSales.fields>) => ({ ...values, products: [] });

export function FlashSaleForm({ record, copy }: { record: Sale | null; copy: Sale | null }) {
  return (
    <CopyableForm resource={flashSales} record={record} copy={copy} adjust={withoutProducts}>
      {(form) => (
        <Stack gap="lg">
          <Grid>
            <FieldCols form={form} fields={flashSales.fields} names={["title", "status", "start_time", "end_time"]} />
          </Grid>
          <Grid>
            <FieldCols form={form} fields={flashSales.fields} names={["products"]} />
          </Grid>
        </Stack>
      )}
    </CopyableForm>
  );
}
