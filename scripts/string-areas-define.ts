import { allScreens } from "../app/routing/screens";
import { areasBySegment } from "../app/routing/string-areas";

/** The build-time constant app/routing/string-areas.ts reads: the screen table's areas by first segment. */
export const stringAreasDefine = { __AREAS_OF_SEGMENT__: JSON.stringify(Object.fromEntries(areasBySegment(allScreens))) };
