import { allCategories, categoryOption } from "~/api/catalog/categories";
import type { AsyncOption } from "~/ui/inputs/async-select";

/** Categories as a record picker finds them (a category's parent, a sub-category's category). */
export const categoryPicker = {
  search: async (q: string): Promise<AsyncOption[]> => (await allCategories(q)).slice(0, 50).map((o) => ({ value: String(o.id), label: o.title })),
  find: async (id: string): Promise<AsyncOption> => {
    const found = await categoryOption(id);
    return { value: String(found.id), label: found.title };
  },
};
