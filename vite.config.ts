import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { webOutputPlugin } from './scripts/web-build/web-output-plugin';
import { dropUnreadCitationsPlugin } from './scripts/web-build/drop-unread-citations';
import { offlineWithoutContextTermsPlugin } from './scripts/web-build/offline-without-context-terms';
import { hpoWithoutLabelsPlugin } from './scripts/web-build/hpo-without-labels';
import { splitConditionRegimensPlugin } from './scripts/web-build/split-condition-regimens';
import { offlineFindingWordingsPlugin } from './scripts/web-build/offline-finding-wordings';

/**
 * The app is written against React's API and runs on Preact's compatibility layer: the same components
 * and libraries (TanStack Query, react-i18next, sonner, react-dropzone) in about 11 KB of compressed
 * JavaScript instead of about 60, which is a second less on a slow 3G link. The browser tests run the
 * production build, so they test what clinicians run. React itself stays for the component unit tests.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [
    tailwindcss(),
    offlineWithoutContextTermsPlugin(),
    hpoWithoutLabelsPlugin(),
    dropUnreadCitationsPlugin(),
    splitConditionRegimensPlugin(),
    offlineFindingWordingsPlugin(),
    webOutputPlugin(),
  ],
  resolve: { alias: reactOnPreact },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // ES2022 keeps class private fields native (TanStack Query uses them); every Chrome for Android since 2021 runs it.
    target: 'es2022',
    sourcemap: false,
    // Read by the output plugin to preload each screen's chunks from that screen's HTML.
    manifest: true,
    rollupOptions: {
      // 'use client' marks a React Server Components boundary in TanStack Query; this app has none.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // These modules only define things: importing their feature's index must not pull them in. The
      // knowledge is data only (STYLE.md): a regimen's shared items and dose helpers, imported by a condition
      // module whose regimens the diagnosis chunk goes without, stay out of it (docs/decisions/011).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules\/(react-dropzone|attr-accept|file-selector)\/|clinical-session\/labs\/(file-drop-zone|select-files)|src\/clinical\/knowledge\//.test(
            id,
          ),
      },
      output: {
        // Every response carries about 1 KB of security headers, so the first visit loads a few larger
        // files rather than a dozen small ones: libraries and the shared app core go together.
        // zod, the upload widget and the Swahili and French strings stay out: only some screens need them.
        manualChunks(id: string) {
          // The upload widget is its own chunk: / needs it only at the lab step.
          if (
            /node_modules\/(react-dropzone|attr-accept|file-selector)\//.test(id) ||
            id.includes('features/clinical-session/labs/file-drop-zone')
          )
            return 'upload-widget';
          // The findings' Kiswahili and French wordings, which the offline engine chunk imports (decision 013).
          if (id.includes('features/offline/engine/finding-wordings')) return 'offline-wordings';
          if (/node_modules\/(zod|workbox-[a-z]+)\//.test(id)) return undefined;
          if (id.includes('node_modules')) return 'core';
          if (
            /src\/web\/(api|hooks|app|router|components\/ui|features\/(session|config|preferences|countries|ai)|features\/symptoms\/options|i18n\/(en|i18n))/.test(
              id,
            )
          )
            return 'core';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
