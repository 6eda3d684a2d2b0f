import { useEffect, useState } from 'react';

/** Spec section 9: the duration display refreshes every second. */
export const DURATION_REFRESH_MS = 1000;

export function useElapsedSeconds(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), DURATION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** Spec section 2: session duration as '{m}m {s}s'. */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes}m ${totalSeconds % 60}s`;
}
