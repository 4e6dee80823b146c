import { unionOfAreas } from "./union";

/** The core of the signed-in panel's strings in this language, in one chunk (see ../app-locale.ts). */
export default unionOfAreas(
  import.meta.glob<Record<string, unknown>>(
    ["../locales/app/shell/fr.json", "../locales/app/toolkit/fr.json", "../locales/app/live/fr.json"],
    {
      import: "default",
      eager: true,
    },
  ),
);

/** This language's other areas, one chunk each, by file (here rather than in the login page's code). */
export const areas = import.meta.glob<Record<string, unknown>>(
  ["../locales/app/*/fr.json", "!../locales/app/shell/*", "!../locales/app/toolkit/*", "!../locales/app/live/*"],
  {
    import: "default",
  },
);
