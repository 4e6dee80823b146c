import * as z from "zod/mini";
import { http } from "../client";

/**
 * CMS pages (contract §5.29). The list, find, save and delete go through the page resource
 * (features/content/pages); this module adds the picture inside a page's rich text.
 */

const textImageAnswer = z.looseObject({ url: z.optional(z.string()), image: z.optional(z.string()) });

/**
 * A picture inside a record's rich text: `POST <group>/wysiwyg-image/{id}` (the reference server's
 * stand-in for `page-wysiwyg-image/upload` and `feature-wysiwyg-image/upload`). Answers its public URL.
 */
export async function uploadRichTextImage(group: "page" | "site-feature", id: number | string, file: File): Promise<string> {
  const body = new FormData();
  body.append("photo", file);
  const answer = textImageAnswer.parse(await http.upload<unknown>(`${group}/wysiwyg-image/${id}`, body));
  return answer.url ?? answer.image ?? "";
}

export const uploadPageImage = (id: number | string, file: File) => uploadRichTextImage("page", id, file);
