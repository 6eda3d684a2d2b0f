/**
 * Registers the service worker once the page is interactive (its install downloads every screen and the
 * offline engine: never in the way of the first paint), and tells the app when a new version waits.
 */
type Listener = () => void;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export const updateReady = {
  get: (): (() => void) | null => applyUpdate,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    applyUpdate = () => {
      // Reload once the new worker controls the page, so every file comes from the same version.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    for (const listener of listeners) listener();
  });
  await workbox.register();
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void register().catch(() => undefined));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
