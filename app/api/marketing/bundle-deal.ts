import * as z from "zod/mini";
import { http } from "../client";
import { text } from "../resource";

/** A product that uses a bundle deal (`bundle-deal/products/{id}`, an extension of the reference server). */
const usingSchema = z.looseObject({ id: z.coerce.number(), title: text, slug: text });
export type DealProduct = z.infer<typeof usingSchema>;

/** The products a bundle deal is attached to (a vendor sees its own). */
export async function productsUsingDeal(id: number | string, signal?: AbortSignal): Promise<DealProduct[]> {
  return z.array(usingSchema).parse(await http.get<unknown>(`bundle-deal/products/${id}`, undefined, signal));
}
