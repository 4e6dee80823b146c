import { Grid } from "@mantine/core";
import { FieldCols } from "~/ui/resource/resource-form";
import type { ValuesOf } from "~/ui/resource/resource";
import { CopyableForm } from "./copyable-form";
import { shippingRules } from "./shipping-rules";
import { liveRows } from "./soft-list";

type Rule = Awaited<ReturnType<typeof shippingRules.api.find>>;

type Values = ValuesOf<typeof shippingRules.fields>;
// A copy's places are new places of the new rule.
const asNewPlaces = (values: Values): Values => ({
  ...values,
  shipping_places: liveRows(values.shipping_places).map(({ id: _id, ...place }) => place),
});

export function ShippingRuleForm({ record, copy }: { record: Rule | null; copy: Rule | null }) {
  return (
    <CopyableForm resource={shippingRules} record={record} copy={copy} adjust={asNewPlaces}>
      {(form) => (
        <Grid>
          <FieldCols form={form} fields={shippingRules.fields} />
        </Grid>
      )}
    </CopyableForm>
  );
}
