import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The HTML for any path the build made no screen file for (sign-in, admin, the not-found page). */
export const SHELL_FILE = 'shell.html';

/**
 * Serves the built web app: hashed assets cached for a year, HTML and the service worker never cached.
 * Each screen has its own HTML (it preloads that screen's code); files go out as the build compressed
 * them (brotli at its maximum, or gzip), never recompressed per request.
 */
export async function registerWebAssets(app: FastifyInstance, webRoot: string): Promise<boolean> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const screens = readScreens(webRoot);
  for (const [route, file] of Object.entries(screens)) {
    app.get(route, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(file));
  }
  return true;
}

/** Which HTML file answers which screen path, as the build wrote it; only / when the build has no list. */
function readScreens(webRoot: string): Record<string, string> {
  const listFile = path.join(webRoot, 'screens.json');
  if (!fs.existsSync(listFile)) return { '/': 'index.html' };
  const listed = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(listed).filter(
      ([route, file]) => route.startsWith('/') && fs.existsSync(path.join(webRoot, file)),
    ),
  );
}

/** The HTML to send for a client-side route the server has no file for. */
export function shellFileOf(webRoot: string): string {
  return fs.existsSync(path.join(webRoot, SHELL_FILE)) ? SHELL_FILE : 'index.html';
}
