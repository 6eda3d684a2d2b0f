import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebAssets } from './web-assets';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A built web app in miniature: one screen with its own HTML, an asset, and the build's brotli copies. */
function builtApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-web-'));
  folders.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    // Marked so a test can tell the build's copy from one compressed on the fly.
    fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(`${text}<!-- prebuilt -->`));
  };
  write('index.html', '<p>workflow</p>'.repeat(100));
  write('screens/enhanced.html', '<p>enhanced</p>'.repeat(100));
  write('assets/core-abc.js', 'console.log(1);'.repeat(200));
  fs.writeFileSync(
    path.join(root, 'screens.json'),
    JSON.stringify({
      '/': 'index.html',
      '/enhanced': 'screens/enhanced.html',
      '/missing': 'screens/none.html',
    }),
  );
  return root;
}

async function appFor(root: string) {
  const app = Fastify();
  expect(await registerWebAssets(app, root)).toBe(true);
  return app;
}

describe('serving the built web app', () => {
  it("sends the build's brotli file as it is, and each screen its own HTML, never cached", async () => {
    const app = await appFor(builtApp());
    for (const [url, text] of [
      ['/', '<p>workflow</p>'],
      ['/enhanced', '<p>enhanced</p>'],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      const body = zlib.brotliDecompressSync(response.rawPayload).toString();
      expect(body.startsWith(text)).toBe(true);
      expect(body.endsWith('<!-- prebuilt -->')).toBe(true);
    }
    const asset = await app.inject({ url: '/assets/core-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    await app.close();
  });

  it('sends the plain file to a client that takes no brotli, and ignores a listed screen with no file', async () => {
    const app = await appFor(builtApp());
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.startsWith('<p>workflow</p>')).toBe(true);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    await app.close();
  });
});
