/** Thrown when a queue already holds as many waiting tasks as it may; nothing was started. */
export class QueueFullError extends Error {}

export interface FairQueueLimits {
  /** Tasks running at once, all owners together. */
  concurrency: number;
  /** Tasks of one owner running at once (one clinic cannot take every slot). */
  concurrencyPerOwner: number;
  /** Tasks waiting, all owners together; one more is refused with QueueFullError. */
  maxWaiting: number;
  /** Tasks of one owner waiting; one more is refused with QueueFullError. */
  maxWaitingPerOwner: number;
}

interface Waiting {
  start: () => void;
}

/**
 * A bounded queue that is fair across owners (patient sessions): when a slot frees, the owners that
 * have work waiting take turns (round-robin), so a clinic uploading many scans delays another clinic's
 * photo by at most one task, never by its whole backlog. Within one owner, tasks run in arrival order.
 */
export function createFairQueue(limits: FairQueueLimits) {
  /** Owners with waiting tasks, in turn order: the first key is served next (Map keeps insertion order). */
  const waitingByOwner = new Map<string, Waiting[]>();
  const runningByOwner = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  const runningOf = (owner: string) => runningByOwner.get(owner) ?? 0;

  function startNext(): void {
    while (running < limits.concurrency) {
      const owner = [...waitingByOwner.keys()].find((key) => runningOf(key) < limits.concurrencyPerOwner);
      if (owner === undefined) return;
      const tasks = waitingByOwner.get(owner)!;
      const next = tasks.shift()!;
      // The owner just served goes to the back of the turn order.
      waitingByOwner.delete(owner);
      if (tasks.length > 0) waitingByOwner.set(owner, tasks);
      waiting--;
      next.start();
    }
  }

  async function run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const own = waitingByOwner.get(owner) ?? [];
    if (waiting >= limits.maxWaiting || own.length >= limits.maxWaitingPerOwner) throw new QueueFullError();
    const started = new Promise<void>((resolve) => {
      own.push({
        start: () => {
          running++;
          runningByOwner.set(owner, runningOf(owner) + 1);
          resolve();
        },
      });
    });
    waitingByOwner.set(owner, own);
    waiting++;
    startNext();
    await started;
    try {
      return await task();
    } finally {
      running--;
      const left = runningOf(owner) - 1;
      if (left > 0) runningByOwner.set(owner, left);
      else runningByOwner.delete(owner);
      startNext();
    }
  }

  return {
    run,
    /** What is running and waiting now, for tests and status pages. */
    size: () => ({ running, waiting }),
  };
}
