import { z } from "zod";
import { http } from "../client";
import { resourceApi } from "../resource";

const text = z.string().nullable().optional().transform((v) => v ?? "");

export const attributeValueSchema = z.looseObject({ id: z.coerce.number(), title: text, attribute_id: z.coerce.number().optional() });
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** An attribute with its values (contract §5.12). */
export const attributeSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  values: z.array(attributeValueSchema).optional().default([]),
  created_at: z.string().nullable().optional(),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** Values: without id = add; with id and empty title = delete; with id and a title = rename. */
export interface AttributeInput {
  title: string;
  values: { id?: number; title: string }[];
}

export const attributeApi = resourceApi<Attribute, AttributeInput>("attribute", attributeSchema);

export async function allAttributes(): Promise<Attribute[]> {
  return z.array(attributeSchema).parse(await http.get<unknown>("attribute/all-attributes"));
}
