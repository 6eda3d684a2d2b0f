import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFullError } from './fair-queue';

/** A task that finishes when the test says so, recording when it started. */
function controlledTask(label: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(label);
      await done;
      return label;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createFairQueue', () => {
  it('serves waiting owners in turns, so a backlog of one clinic delays another by one task only', async () => {
    const queue = createFairQueue({
      concurrency: 1,
      concurrencyPerOwner: 1,
      maxWaiting: 10,
      maxWaitingPerOwner: 10,
    });
    const started: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'b1', 'c1', 'b2'].map((label) => ({
      label,
      ...controlledTask(label, started),
    }));
    const results = tasks.map(({ label, task }) => queue.run(label[0]!, task));
    for (const { finish } of tasks) {
      await settle();
      finish();
    }
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'b2']);
    // Without turns the order would be arrival order: a1 a2 a3 b1 c1 b2.
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2']);
  });

  it('refuses a task beyond the waiting bounds, overall and per owner, and runs the rest', async () => {
    const queue = createFairQueue({
      concurrency: 1,
      concurrencyPerOwner: 1,
      maxWaiting: 3,
      maxWaitingPerOwner: 2,
    });
    const started: string[] = [];
    const first = controlledTask('a1', started);
    const running = queue.run('a', first.task);
    await settle();
    const a2 = queue.run('a', async () => 'a2');
    const a3 = queue.run('a', async () => 'a3');
    await expect(queue.run('a', async () => 'a4')).rejects.toBeInstanceOf(QueueFullError);
    const b1 = queue.run('b', async () => 'b1');
    await expect(queue.run('c', async () => 'c1')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size()).toEqual({ running: 1, waiting: 3 });
    first.finish();
    expect(await Promise.all([running, a2, a3, b1])).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps one owner to its share of the slots while another owner can still start', async () => {
    const queue = createFairQueue({
      concurrency: 3,
      concurrencyPerOwner: 2,
      maxWaiting: 10,
      maxWaitingPerOwner: 10,
    });
    const started: string[] = [];
    const a = [1, 2, 3].map((n) => controlledTask(`a${n}`, started));
    const runs = a.map(({ task }) => queue.run('a', task));
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    const b = controlledTask('b1', started);
    const bRun = queue.run('b', b.task);
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    for (const { finish } of [...a, b]) finish();
    await Promise.all([...runs, bRun]);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
  });

  it('frees the slot of a task that failed', async () => {
    const queue = createFairQueue({
      concurrency: 1,
      concurrencyPerOwner: 1,
      maxWaiting: 5,
      maxWaitingPerOwner: 5,
    });
    await expect(queue.run('a', () => Promise.reject(new Error('broken scan')))).rejects.toThrow(
      'broken scan',
    );
    expect(await queue.run('a', async () => 'next')).toBe('next');
  });
});
