/**
 * The searches a list asked for since its URL last caught up, oldest first. When one of them lands
 * while a later one still loads, the list keeps showing the later one (a second box ticked quickly
 * must not blink off); the last one landing, or any other URL (back, a link), ends the trail.
 *
 * Returns the trail still waiting, or null when what is pending should be dropped.
 */
export function trailAfterLanding(trail: readonly string[], landed: string): string[] | null {
  const at = trail.indexOf(landed);
  return at >= 0 && at < trail.length - 1 ? trail.slice(at + 1) : null;
}
