import type { GroupMount } from "../mount";

/** The content area's API groups (see server/README.md for the pattern). */
export const contentGroups: GroupMount[] = [];
