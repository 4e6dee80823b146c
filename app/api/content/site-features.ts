import { uploadRichTextImage } from "./pages";

/** Site features (contract §5.34): a picture inside a feature's rich-text detail. */
export const uploadFeatureImage = (id: number | string, file: File) => uploadRichTextImage("site-feature", id, file);
