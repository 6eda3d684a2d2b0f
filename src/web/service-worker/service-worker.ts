/**
 * The service worker: the app opens with the network off. Workbox stores, at install, the built shell
 * and every screen's code (the offline clinical engine included) and answers navigations with the shell.
 * Nothing else is cached: /api answers concern a patient's session and always go to the network.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), {
    // API and the API docs are never the app's shell.
    denylist: [/^\/api\//, /^\/docs/],
  }),
);

// A new version waits until the clinician accepts the update prompt: never swap code under an open consultation.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
