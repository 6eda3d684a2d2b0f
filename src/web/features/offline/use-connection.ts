import { useEffect, useState, useSyncExternalStore } from 'react';
import { serverReachability } from '../../api/connection';
import { apiPaths } from '../../api/api-paths';

/** How long 'Back online' stays up after the server answers again. */
const BACK_ONLINE_MS = 5_000;
/** While offline, how often the server is asked whether it is back. */
const PROBE_MS = 10_000;

export type Connection = 'online' | 'offline' | 'back-online';

async function probe(): Promise<void> {
  try {
    await fetch(apiPaths.health, { cache: 'no-store' });
    serverReachability.markReachable();
  } catch {
    serverReachability.markUnreachable();
  }
}

/** Offline when the server cannot be reached; 'back-online' for a few seconds once it answers again. */
export function useConnection(): Connection {
  const reachability = useSyncExternalStore(serverReachability.subscribe, serverReachability.get);
  const [wasOffline, setWasOffline] = useState(false);
  const [isBack, setIsBack] = useState(false);
  useEffect(() => {
    if (reachability === 'unreachable') {
      setWasOffline(true);
      setIsBack(false);
      const timer = window.setInterval(() => void probe(), PROBE_MS);
      const onOnline = () => void probe();
      window.addEventListener('online', onOnline);
      return () => {
        window.clearInterval(timer);
        window.removeEventListener('online', onOnline);
      };
    }
    if (!wasOffline) return;
    setIsBack(true);
    const timer = window.setTimeout(() => setIsBack(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [reachability, wasOffline]);
  if (reachability === 'unreachable') return 'offline';
  return isBack ? 'back-online' : 'online';
}
