import type { TranslationKey } from "~/i18n/keys";
import { Switch } from "@mantine/core";
import * as z from "zod/mini";
import { urls } from "~/routing/urls";
import { title, type Field } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { flagColumn, textColumn } from "~/ui/list-page/columns";
import { duplicateAction } from "./copy";
import { placesField } from "./shipping-places";

/** A 0/1 switch ("single shipping price for an order"). */
function switchField(label: TranslationKey): Field<number, boolean> {
  return {
    api: z.catch(z.coerce.number(), 0),
    label,
    toForm: (value) => value === 1,
    toPayload: (value) => (value ? 1 : 0),
    Input({ form, name, label: shown }) {
      return (
        <Switch label={shown} name={name} checked={form.values[name] === true} onChange={(e) => form.set(name, e.currentTarget.checked)} />
      );
    },
  };
}

/** Shipping rules (admin-screens §5.9, contract §5.40): delivery prices per place, charged per item or once per order. */
export const shippingRules = defineResource({
  group: "shipping-rule",
  subject: "shipping_rule",
  urls: urls.shippingRules,
  fields: {
    title: title("marketing.fields.title", { span: 12 }),
    single_price: switchField("marketing.fields.singlePrice"),
    shipping_places: placesField("marketing.fields.places"),
  },
  knownMessages: {
    "shipping must have at least one rule": "shipping_places",
    "unable to delete. deleted place is being used by an order": "shipping_places",
  },
});

type Rule = Awaited<ReturnType<typeof shippingRules.api.find>>;

/** Title · Places · Single price · Created. */
export const shippingRuleList = resourceList(shippingRules, {
  columns: (c) => [
    c.title(),
    textColumn("places", "marketing.shippingRules.placesCount", (row: Rule) => row.shipping_places.length),
    flagColumn("single_price", "marketing.fields.singlePrice", "yesNo", (row: Rule) => (row.single_price === 1 ? 1 : 2), {
      sortBy: "single_price",
    }),
    c.created("marketing.fields.created"),
  ],
  sortable: ["title", "single_price", "created_at"],
  rowActions: [duplicateAction(shippingRules)],
  texts: {
    add: "marketing.shippingRules.add",
    deleteOne: "marketing.shippingRules.deleteOne",
    deleteMany: "marketing.shippingRules.deleteMany",
  },
});
