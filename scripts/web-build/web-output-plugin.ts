import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * What the build writes beside Vite's own output, for clinics on slow and intermittent links:
 * - one HTML file per screen that preloads that screen's code (no round trip after the main bundle);
 * - the stylesheet moved after the loading line, so the line paints before the CSS arrives;
 * - the service worker (Workbox precaching of the shell and every screen, the offline engine included);
 * - brotli (maximum) and gzip copies of every text file, served as they are by the server.
 */

/** Each screen and the module of its page: the HTML for the path preloads that module's chunk. */
export const screens: Record<string, string> = {
  '/': 'src/web/routes/workflow-page.tsx',
  '/enhanced': 'src/web/routes/enhanced-page.tsx',
  '/complete': 'src/web/routes/complete-page.tsx',
  '/production': 'src/web/routes/production-page.tsx',
  '/classic': 'src/web/routes/classic-page.tsx',
};

/** Written to the output: which HTML file answers which path (read by the server). */
export const SCREENS_FILE = 'screens.json';
/** The HTML for any other path (sign-in, admin, not found) and for every navigation when offline. */
export const SHELL_FILE = 'shell.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ManifestChunk>;

const compressible = /\.(js|css|html|json|webmanifest|svg|txt)$/;

export function webOutputPlugin(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'afyadx-web-output',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      writeScreenHtml(outDir);
      await buildServiceWorker(root, outDir);
      compressOutput(outDir);
    },
  };
}

function readManifest(outDir: string): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** Every chunk a module needs at once: itself and its static imports, transitively. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function writeScreenHtml(outDir: string): void {
  const manifest = readManifest(outDir);
  const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The stylesheet goes after the loading line: a stylesheet in <head> holds back the first paint.
  const stylesheets = built.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  let shell = built;
  for (const link of stylesheets) shell = shell.replace(link, '');
  shell = shell.replace('</body>', `${stylesheets.map((link) => link.trim()).join('\n    ')}\n  </body>`);
  fs.writeFileSync(path.join(outDir, SHELL_FILE), shell);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const preloadedByShell = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const routes: Record<string, string> = {};
  fs.mkdirSync(path.join(outDir, 'screens'), { recursive: true });
  for (const [route, module] of Object.entries(screens)) {
    if (!manifest[module]) throw new Error(`${module} (screen ${route}) is not a chunk of the build`);
    const files = [...staticClosure(manifest, module)]
      .filter((key) => !preloadedByShell.has(key))
      .map((key) => manifest[key]!.file);
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const html = shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    const file = route === '/' ? 'index.html' : `screens${route}.html`;
    fs.writeFileSync(path.join(outDir, file), html);
    routes[route] = file;
  }
  fs.writeFileSync(path.join(outDir, SCREENS_FILE), JSON.stringify(routes, null, 2));
}

/** All files of the output the service worker stores at install, with a revision for the unhashed ones. */
function precacheEntries(outDir: string): { url: string; revision: string | null }[] {
  const entries: { url: string; revision: string | null }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(outDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (relative !== '.vite') walk(full);
        continue;
      }
      if (/\.(br|gz)$/.test(entry.name) || relative === 'sw.js' || relative === SCREENS_FILE) continue;
      const isHashed = relative.startsWith('assets/');
      const revision = isHashed
        ? null
        : crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex').slice(0, 16);
      entries.push({ url: `/${relative}`, revision });
    }
  };
  walk(outDir);
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

async function buildServiceWorker(root: string, outDir: string): Promise<void> {
  await build({
    entryPoints: [path.join(root, 'src/web/service-worker/service-worker.ts')],
    outfile: path.join(outDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precacheEntries(outDir)),
      'process.env.NODE_ENV': '"production"',
    },
  });
}

/** Brotli at its maximum and gzip at 9, written once here instead of on every request. */
function compressOutput(outDir: string): void {
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full);
        continue;
      }
      if (!compressible.test(entry.name)) continue;
      const source = fs.readFileSync(full);
      if (source.length < 512) continue;
      const brotli = zlib.brotliCompressSync(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      const gzip = zlib.gzipSync(source, { level: 9 });
      if (brotli.length < source.length) fs.writeFileSync(`${full}.br`, brotli);
      if (gzip.length < source.length) fs.writeFileSync(`${full}.gz`, gzip);
    }
  };
  walk(outDir);
}
