/** A counting semaphore: at most `capacity` tasks run at once, the rest wait in arrival order. */
export function createLimiter(capacity: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= capacity) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
