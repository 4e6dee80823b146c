import type { GroupMount } from "../mount";

/** The catalog area's API groups (see server/README.md for the pattern). */
export const catalogGroups: GroupMount[] = [];
