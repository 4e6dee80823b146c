import { Grid, Stack } from "@mantine/core";
import { FieldCols } from "~/ui/resource/resource-form";
import type { ValuesOf } from "~/ui/resource/resource";
import { CopyableForm } from "./copyable-form";
import { flashSales } from "./flash-sales";

type Sale = Awaited<ReturnType<typeof flashSales.api.find>>;

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
