/** The `app` namespace of one language: its area files' union (their top-level keys never overlap). */
export function unionOfAreas(areas: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.assign({}, ...Object.values(areas)) as Record<string, unknown>;
}
