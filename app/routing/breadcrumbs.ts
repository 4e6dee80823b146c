import { screenById, type Screen, type ScreenId } from "./screens";

/** Breadcrumb chain from the screen table's `parent`s, root first, ending with the screen itself. */
export function screenTrail(id: ScreenId): Screen[] {
  const trail: Screen[] = [];
  for (let screen: Screen | undefined = screenById(id); screen; screen = screen.parent ? screenById(screen.parent) : undefined) {
    trail.unshift(screen);
  }
  return trail;
}
