import { urls } from "~/routing/urls";
import { HALF, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { filledNumber, numberField } from "./fields";

/** Bundle deals (admin-screens §5.11, contract §5.39): buy X, get Y free; attached from the product form. */
export const bundleDeals = defineResource({
  group: "bundle-deal",
  subject: "bundle_deal",
  urls: urls.bundleDeals,
  fields: {
    title: title("marketing.fields.title", { span: 12 }),
    // Zero is refused by the server ("The selected buy is invalid."), shown beside the field.
    buy: numberField("marketing.fields.buy", { required: true, integer: true, span: HALF, rule: filledNumber() }),
    free: numberField("marketing.fields.free", { required: true, integer: true, span: HALF, rule: filledNumber() }),
  },
});

/** Title · Buy · Free · Created. */
export const bundleDealList = resourceList(bundleDeals, {
  columns: (c) => [c.title(), c.text("buy"), c.text("free"), c.created("marketing.fields.created")],
  sortable: ["title", "buy", "free", "created_at"],
  texts: { add: "marketing.bundleDeals.add", deleteOne: "marketing.bundleDeals.deleteOne", deleteMany: "marketing.bundleDeals.deleteMany" },
});
