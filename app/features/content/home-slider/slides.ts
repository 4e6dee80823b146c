import { SLIDE_TYPE } from "~/api/content/slider";
import { urls } from "~/routing/urls";
import { flagField, image, textOf, slug, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { hiddenNumber } from "../sources/content-record-form";
import { sourceFields, sourceRefine } from "../sources/source-fields";

/** Home slides (admin-screens §9.2, contract §5.33): image, title, slug, where it leads, status. */
export const slides = defineResource({
  group: "home-slider-image",
  subject: "home_slider",
  urls: urls.homeSlider,
  singleDelete: true,
  fields: {
    title: title("storefront.fields.title"),
    slug: slug("storefront.fields.slug"),
    status: flagField("storefront.fields.status", "status", { initial: "1" }),
    type: hiddenNumber("storefront.fields.place"),
    image: image("storefront.fields.image", { uploadFields: (values) => ({ type: textOf(values.type) || String(SLIDE_TYPE.main) }) }),
    ...sourceFields,
  },
  refine: sourceRefine,
});

export type Slide = Awaited<ReturnType<typeof slides.api.find>>;
