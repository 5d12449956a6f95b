/** `count` tasks, at most `concurrency` at a time, their results in the order of their index. */
export async function runPool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
