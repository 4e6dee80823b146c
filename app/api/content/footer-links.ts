import * as z from "zod/mini";
import { http } from "../client";
import { flag, optionSchema, text, timeZone, type Option } from "../resource";

/** The storefront footer (contract §5.30, §5.32): service/about page links and payment/social icons. */
const pageLinkSchema = z.looseObject({ id: z.coerce.number(), page_id: z.coerce.number() });
export type FooterPageLink = z.infer<typeof pageLinkSchema>;

export const footerImageSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: z.optional(z.nullable(z.string())),
  link: text,
  type: z.coerce.number(),
  status: flag,
});
export type FooterImageLink = z.infer<typeof footerImageSchema>;

const pageLinks = z._default(z.optional(z.array(pageLinkSchema)), []);
const imageLinks = z._default(z.optional(z.array(footerImageSchema)), []);
const overviewSchema = z.looseObject({
  service_links: pageLinks,
  about_links: pageLinks,
  payment_links: imageLinks,
  social_links: imageLinks,
});
export type FooterOverview = z.infer<typeof overviewSchema>;
const pageListsSchema = z.looseObject({ service_links: pageLinks, about_links: pageLinks });

export async function footerOverview(signal?: AbortSignal): Promise<FooterOverview> {
  return overviewSchema.parse(await http.get<unknown>("footer-link/all", { time_zone: timeZone() }, signal));
}

/** The CMS pages a footer link may point at. */
export async function footerPages(signal?: AbortSignal): Promise<Option[]> {
  return z.array(optionSchema).parse(await http.get<unknown>("page/all-pages", undefined, signal));
}

export interface PageLinkInput {
  id?: number;
  page_id: number | null;
  deleted?: boolean;
}

/** Saves both columns as listed (the order sent is the storefront's order). */
export async function saveFooterPageLinks(lists: { service_links: PageLinkInput[]; about_links: PageLinkInput[] }) {
  return pageListsSchema.parse(await http.post<unknown>("footer-link/service-about-action", { ...lists }));
}

export async function deleteFooterImage(id: number): Promise<void> {
  await http.delete(`footer-image-link/delete/${id}`);
}
