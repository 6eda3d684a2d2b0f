/**
 * A short-lived cache of intelligence answers. Many clinicians of one county ask for the same answer; the
 * data behind it changes by the minute at most, and the web app itself treats it as fresh for 15 minutes
 * (spec section 9). Writes in this process clear it at once; another process's writes show within the TTL.
 * Keyed by database, so two apps in one process (tests) never share answers.
 */
export const ANSWER_TTL_MS = 15_000;
const MAX_ENTRIES = 1000;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();

export async function cachedAnswer<T>(
  database: object,
  key: string,
  now: number,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = compute();
  cache.set(key, { expiresAt: now + ANSWER_TTL_MS, value });
  value.catch(() => cache.delete(key)); // a failed answer is not kept
  return value;
}

/** Forgets every cached answer of this database: called after every write. */
export function invalidateAnswers(database: object): void {
  caches.delete(database);
}
