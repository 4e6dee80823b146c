import * as z from "zod/mini";
import { http } from "../client";
import { sourcedSummaryShape } from "./sources";

/** The home page's slides as the overview shows them (contract §5.33 `home-slider-image/all`). */
const slideSchema = z.looseObject(sourcedSummaryShape);
export type SlideSummary = z.infer<typeof slideSchema>;

const overviewSchema = z.looseObject({
  main: z._default(z.optional(z.array(slideSchema)), []),
  right_top: z.optional(z.nullable(slideSchema)),
  right_bottom: z.optional(z.nullable(slideSchema)),
});
export type SliderOverview = z.infer<typeof overviewSchema>;

/** Slider types: 1 main carousel, 2 right top tile, 3 right bottom tile. */
export const SLIDE_TYPE = { main: 1, rightTop: 2, rightBottom: 3 } as const;
export const SLIDE_TYPES = [SLIDE_TYPE.main, SLIDE_TYPE.rightTop, SLIDE_TYPE.rightBottom] as const;

/** The home page's slides (slider_type 1; the offer page's are not this screen's). */
export async function sliderOverview(signal?: AbortSignal): Promise<SliderOverview> {
  return overviewSchema.parse(await http.get<unknown>("home-slider-image/all", { slider_type: 1 }, signal));
}
