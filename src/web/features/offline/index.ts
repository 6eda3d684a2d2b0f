/**
 * # Offline
 *
 * The app with a slow or absent network: the service worker (installed once the page is interactive,
 * it stores the shell, every screen and the clinical engine), the update prompt, the offline and
 * back-online banner, and the consultation at / that runs the clinical engine in the tab while the
 * server cannot be reached (`OfflineConsultation`, its own chunk; the engine is another, loaded on use).
 */
import { lazy } from 'react';

export { registerServiceWorker } from './service-worker';
export { ConnectionBanner, UpdatePrompt } from './connection-banners';
export { useConnection, type Connection } from './use-connection';
export const OfflineConsultation = lazy(() => import('./offline-consultation'));
