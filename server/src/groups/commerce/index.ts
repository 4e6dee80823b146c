import type { GroupMount } from "../mount";

/** The commerce area's API groups (see server/README.md for the pattern). */
export const commerceGroups: GroupMount[] = [];
