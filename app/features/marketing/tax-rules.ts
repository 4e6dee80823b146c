import { urls } from "~/routing/urls";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { HALF, title } from "~/ui/resource/fields";
import { typedPriceColumn } from "./columns";
import { priceTypeField, typedPriceField } from "./fields";

/** Tax rules (admin-screens §5.8, contract §5.37): a title and a price, flat or percent. */
export const taxRules = defineResource({
  group: "tax-rule",
  subject: "tax_rule",
  urls: urls.taxRules,
  fields: {
    title: title("marketing.fields.title", { span: 12 }),
    type: priceTypeField("marketing.fields.priceType", HALF),
    price: typedPriceField("marketing.fields.price", { span: HALF }),
  },
});

/** Title · Price ("10 %" or an amount) · Created. */
export const taxRuleList = resourceList(taxRules, {
  columns: (c) => [c.title(), typedPriceColumn("marketing.fields.price", "price"), c.created("marketing.fields.created")],
  sortable: ["title", "price", "created_at"],
  texts: { add: "marketing.taxRules.add", deleteOne: "marketing.taxRules.deleteOne", deleteMany: "marketing.taxRules.deleteMany" },
});
