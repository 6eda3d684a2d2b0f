/**
 * Whether the server can be reached, as the app's own requests and the browser's online/offline events
 * tell it. A request that fails before any answer (no network, server down) marks it unreachable; any
 * answer at all marks it reachable again.
 */
export type Reachability = 'reachable' | 'unreachable';

let state: Reachability =
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'unreachable' : 'reachable';
const listeners = new Set<() => void>();

function set(next: Reachability): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const serverReachability = {
  get: (): Reachability => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  markUnreachable: () => set('unreachable'),
  markReachable: () => set('reachable'),
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set('unreachable'));
}
