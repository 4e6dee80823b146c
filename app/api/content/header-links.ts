import * as z from "zod/mini";
import { http } from "../client";
import { text } from "../resource";

/** The storefront header's links (contract §5.31): left and right, each in storefront order. */
const headerLinkSchema = z.looseObject({ id: z.coerce.number(), title: text, url: text });
export type HeaderLink = z.infer<typeof headerLinkSchema>;

const sidesSchema = z.looseObject({
  left: z._default(z.optional(z.array(headerLinkSchema)), []),
  right: z._default(z.optional(z.array(headerLinkSchema)), []),
});
export type HeaderLinkSides = z.infer<typeof sidesSchema>;

export interface HeaderLinkInput {
  id?: number;
  title: string;
  url: string;
  deleted?: boolean;
}

export async function headerLinks(signal?: AbortSignal): Promise<HeaderLinkSides> {
  return sidesSchema.parse(await http.get<unknown>("header-link/all", undefined, signal));
}

/** Saves both sides as listed: the order sent is the storefront's order; links left out are deleted. */
export async function saveHeaderLinks(sides: { left: HeaderLinkInput[]; right: HeaderLinkInput[] }): Promise<HeaderLinkSides> {
  return sidesSchema.parse(await http.post<unknown>("header-link/action", { ...sides }));
}
