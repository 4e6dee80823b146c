import { z } from "zod";
import { http } from "../client";
import { optionSchema, parseOne, type Option } from "../resource";

/** `{id, title}` of every category matching `q`, unpaginated (the pickers' options). */
export async function allCategories(q?: string): Promise<Option[]> {
  return z.array(optionSchema).parse(await http.get<unknown>("category/all-categories", { q }));
}

/** One category's `{id, title}` (a picker's saved value). */
export async function categoryOption(id: number | string): Promise<Option> {
  return parseOne(await http.get<unknown>(`category/find/${id}`), optionSchema);
}
