/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, readJson } from './request';

// A real HTTP server: /me answers 401 like a signed-out clinician, /broken a 500, /config a body.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const status = request.url === '/me' ? 401 : request.url === '/broken' ? 500 : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(status === 200 ? '{"version":"1"}' : '{"error":{"code":"X","message":"no"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the data reader (spec section 8)', () => {
  it('reads a body', async () => {
    expect(await readJson(`${base}/config`)).toEqual({ version: '1' });
  });

  it('treats a 401 as an error by default, "status: body"', async () => {
    const failure = await readJson(`${base}/me`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('401: {"error":{"code":"X","message":"no"}}');
  });

  it('yields null for a 401 when asked to, and still throws other failures', async () => {
    expect(await readJson(`${base}/me`, { on401: 'returnNull' })).toBeNull();
    await expect(readJson(`${base}/broken`, { on401: 'returnNull' })).rejects.toThrow('500: ');
  });
});
