import * as z from "zod/mini";
import { http } from "../client";
import { flag, parsePage, timeZone } from "../resource";
import { sourcedSummaryShape } from "./sources";

/** Banners as the slot map shows them (contract §5.35 `banner/all`). */
const bannerSchema = z.looseObject({ ...sourcedSummaryShape, closable: flag });
export type BannerSummary = z.infer<typeof bannerSchema>;

/** Every banner: `all` pages them (14 a page), the slots are few; the pages are read until the last. */
export async function allBanners(signal?: AbortSignal): Promise<BannerSummary[]> {
  const out: BannerSummary[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = parsePage(await http.get<unknown>("banner/all", { page, time_zone: timeZone() }, signal), bannerSchema);
    out.push(...answer.data);
    if (page >= answer.last_page) break;
  }
  return out;
}

/** Banner slots (`type`), in the order they appear on the storefront. */
export const BANNER_SLOTS = [8, 1, 2, 3, 4, 5, 6, 7, 9, 10] as const;
export const BANNER_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
