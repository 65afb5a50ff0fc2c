/**
 * Runs `task` on every item with at most `limit` in flight, and returns the results in the items' order. The
 * crawls request many pages from one server: a few at a time keep it busy without starving the test runner on two
 * cores, where one at a time left it waiting on round trips.
 */
export async function mapInParallel<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
