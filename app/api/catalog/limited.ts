/**
 * `run` over every item, at most `limit` at a time, the results in the items' order. Used where the
 * panel makes one call per record (the bulk editor without its extension): a few in flight keep the
 * backend's pool and the browser's connections free for the rest of the panel.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
