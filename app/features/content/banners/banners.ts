import { BANNER_TYPES } from "~/api/content/banners";
import type { TranslationKey } from "~/i18n/keys";
import { urls } from "~/routing/urls";
import { flagField, image, textOf, slug, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { hiddenNumber } from "../sources/content-record-form";
import { sourceFields, sourceRefine } from "../sources/source-fields";

/** Banners (admin-screens §9.3, contract §5.35): one per storefront slot, with where it leads. */
export const banners = defineResource({
  group: "banner",
  subject: "banner",
  urls: urls.banners,
  fields: {
    title: title("storefront.fields.title"),
    slug: slug("storefront.fields.slug"),
    status: flagField("storefront.fields.status", "status", { initial: "1" }),
    closable: flagField("storefront.fields.closable", "yesNo", { initial: "2" }),
    type: hiddenNumber("storefront.fields.place"),
    image: image("storefront.fields.image", { uploadFields: (values) => ({ type: textOf(values.type) || String(BANNER_TYPES[0]) }) }),
    ...sourceFields,
  },
  refine: sourceRefine,
});

/** Each slot's name: where the banner appears. */
export const SLOT_NAMES: Record<number, TranslationKey> = {
  1: "storefront.banners.slot1",
  2: "storefront.banners.slot2",
  3: "storefront.banners.slot3",
  4: "storefront.banners.slot4",
  5: "storefront.banners.slot5",
  6: "storefront.banners.slot6",
  7: "storefront.banners.slot7",
  8: "storefront.banners.slot8",
  9: "storefront.banners.slot9",
  10: "storefront.banners.slot10",
};

/** The storefront's areas and their slots, top to bottom, as the map draws them. */
export const SLOT_AREAS: ReadonlyArray<{ title: TranslationKey; slots: readonly number[]; columns: number }> = [
  { title: "storefront.banners.areaEveryPage", slots: [8, 9], columns: 2 },
  { title: "storefront.banners.areaHome", slots: [1, 2, 3, 4, 5, 6], columns: 3 },
  { title: "storefront.banners.areaProduct", slots: [7], columns: 3 },
  { title: "storefront.banners.areaOther", slots: [10], columns: 3 },
];
