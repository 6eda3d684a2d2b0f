// Bundles the server into dist/server/main.js. Native and heavy npm packages stay external and load
// from node_modules; the pure-JavaScript ones on the start-up path (Kysely ships ~1,000 ES module files,
// zod ~200) are bundled in, so starting reads one file instead of a thousand.
// The code only some requests need (the clinical engine and its knowledge base, the AI answers) is split
// into chunks under chunks/, loaded by import() on first use.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const bundledPackages = new Set(['kysely', 'zod', 'fastify-type-provider-zod']);

/** Packages a server that never reads an upload or uses PostgreSQL must not load: imported where used. */
export const loadedOnFirstUse = [
  'exceljs',
  'mammoth',
  'word-extractor',
  'sharp',
  'tesseract.js',
  'pg',
  'pdfkit',
];

export async function buildServer(outfile = 'dist/server/main.js') {
  const outdir = path.dirname(outfile);
  fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: { [path.basename(outfile, '.js')]: 'src/server/main.ts' },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalise-node-modules',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
            const name = args.path.startsWith('@')
              ? args.path.split('/').slice(0, 2).join('/')
              : args.path.split('/')[0];
            return bundledPackages.has(name) ? undefined : { path: args.path, external: true };
          });
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log('server built: dist/server/main.js');
}
