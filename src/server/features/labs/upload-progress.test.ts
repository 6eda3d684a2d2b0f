import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';
import { multipartBody } from '../../test-support/multipart';
import { buildScannedPdf } from '../ingest/test-fixtures/build-lab-pdf';
import { buildLabSlipPhoto } from '../ingest/test-fixtures/build-lab-photo';

type Progress =
  { name: string; stage: 'waiting' } | { name: string; stage: 'reading'; page: number; pages: number };

// Real OCR of a two-page scan on a shared 2-core machine: allow minutes, not seconds.
const ocrTimeoutMs = 180_000;

describe('the progress of an upload being read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  async function startSession() {
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
    return { id: created.json().id as string, cookie: sessionCookieFrom(created) };
  }
  const progressOf = async (id: string, cookie: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/upload-progress`,
      headers: cookie ? { cookie } : {},
    });

  it(
    'shows its own session the page being read, and nothing to a cookie with another key',
    async () => {
      const session = await startSession();
      const stranger = await startSession();
      const forged = session.cookie.replace(
        /=([^.;]+)\.[^;]+/,
        (_, id: string) => `=${id}.${'A'.repeat(43)}`,
      );
      const photo = await buildLabSlipPhoto();
      const body = multipartBody([
        { name: 'scan.pdf', bytes: await buildScannedPdf([photo, photo]), contentType: 'application/pdf' },
      ]);
      const uploading = t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/upload`,
        headers: { ...body.headers, cookie: session.cookie },
        payload: body.payload,
      });
      let finished = false;
      void uploading.then(() => (finished = true));
      const seen: Progress[] = [];
      const seenByOthers: unknown[] = [];
      while (!finished) {
        const own = await progressOf(session.id, session.cookie);
        expect(own.statusCode).toBe(200);
        seen.push(...own.json<{ files: Progress[] }>().files);
        seenByOthers.push(...(await progressOf(session.id, forged)).json<{ files: unknown[] }>().files);
        seenByOthers.push(
          ...(await progressOf(stranger.id, stranger.cookie)).json<{ files: unknown[] }>().files,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await uploading).json().files[0].error).toBeUndefined();
      expect(seen).toContainEqual({ name: 'scan.pdf', stage: 'reading', page: 1, pages: 2 });
      expect(seen).toContainEqual({ name: 'scan.pdf', stage: 'reading', page: 2, pages: 2 });
      expect(seenByOthers).toEqual([]);
      expect((await progressOf(session.id, session.cookie)).json()).toEqual({ files: [] });
      expect((await progressOf(session.id, undefined)).statusCode).toBe(404);
    },
    ocrTimeoutMs,
  );
});
