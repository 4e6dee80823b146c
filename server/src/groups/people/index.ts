import type { GroupMount } from "../mount";

/** The people area's API groups (see server/README.md for the pattern). */
export const peopleGroups: GroupMount[] = [];
