import { unionOfAreas } from "./union";

/** Every area file of the signed-in panel in this language, in one chunk (see ../app-locale.ts). */
export default unionOfAreas(import.meta.glob<Record<string, unknown>>("../locales/app/*/fr.json", { import: "default", eager: true }));
