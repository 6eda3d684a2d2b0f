import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, testBackends, type TestApp } from '../../test-support/test-app';
import { multipartBody, type MultipartFile } from '../../test-support/multipart';
import { buildLabReportPdf } from '../ingest/test-fixtures/build-lab-pdf';
import { buildLabReportCsv, buildLabReportTxt } from '../ingest/test-fixtures/build-lab-office';
import {
  buildCorruptPdf,
  buildDocxBomb,
  buildOversizedFile,
  buildSmallPng,
} from '../ingest/test-fixtures/build-bad-files';

describe.each(testBackends)('uploading lab files to a session (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  async function startSession() {
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
    return { id: created.json().id as string, cookie: sessionCookieFrom(created) };
  }
  async function upload(
    session: { id: string; cookie: string },
    files: MultipartFile[],
    fields?: Record<string, string>,
  ) {
    const body = multipartBody(files, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/upload`,
      headers: { ...body.headers, cookie: session.cookie },
      payload: body.payload,
    });
  }

  it('reads a PDF, a CSV and a text lab report, keeping records, excerpts and interpreted values', async () => {
    const session = await startSession();
    const response = await upload(
      session,
      [
        { name: 'report.pdf', bytes: await buildLabReportPdf(), contentType: 'application/pdf' },
        { name: 'export.csv', bytes: buildLabReportCsv(), contentType: 'text/csv' },
        { name: 'slip.txt', bytes: buildLabReportTxt(), contentType: 'text/plain' },
      ],
      { testType: 'general' },
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe('Successfully uploaded 3 file(s)');
    for (const file of answer.files) {
      expect(file.record).toMatchObject({ processed: true, status: 'processed' });
      expect(file.record.excerpt.length).toBeLessThanOrEqual(500);
      const haemoglobin = file.labResults.find((lab: { testType: string }) =>
        /haemoglobin/i.test(lab.testType),
      );
      expect(haemoglobin).toMatchObject({ value: 10.2, flag: 'attention' });
    }
    const session2 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(session2.uploadedFiles).toHaveLength(3);
    expect(session2.labResults.length).toBeGreaterThanOrEqual(30);
  });

  it('gives each bad file its own clear error while the good file of the same request is read', async () => {
    const session = await startSession();
    const pdf = await buildLabReportPdf();
    const response = await upload(session, [
      { name: 'good.csv', bytes: buildLabReportCsv() },
      { name: 'big.pdf', bytes: buildOversizedFile() },
      { name: 'broken.pdf', bytes: buildCorruptPdf(pdf) },
      { name: 'bomb.docx', bytes: await buildDocxBomb() },
      { name: 'empty.txt', bytes: Buffer.alloc(0) },
      { name: 'photo.pdf', bytes: await buildSmallPng() },
    ]);
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(
      response.json().files.map((file: { record: { name: string } }) => [file.record.name, file]),
    );
    expect(byName['good.csv'].record.status).toBe('processed');
    expect(byName['big.pdf'].error).toBe('big.pdf exceeds 10MB limit');
    for (const name of ['broken.pdf', 'bomb.docx', 'empty.txt']) {
      expect(byName[name].record.status).toBe('failed');
      expect(byName[name].error).toMatch(/\w+/);
    }
    expect(byName['photo.pdf'].warnings.join(' ') + (byName['photo.pdf'].error ?? '')).toMatch(/PNG|image/i);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 60_000);

  it('refuses a request that would take the session past 10 files, whole, and keeps what was there', async () => {
    const session = await startSession();
    const csv = { name: 'labs.csv', bytes: buildLabReportCsv() };
    expect((await upload(session, Array(8).fill(csv))).statusCode).toBe(200);
    const tooMany = await upload(session, Array(3).fill(csv));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'TOO_MANY_FILES',
      message: 'Maximum 10 files allowed',
    });
    const read = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(read.uploadedFiles).toHaveLength(8);
    expect((await upload(session, Array(2).fill(csv))).statusCode).toBe(200);
    const eleventh = await upload(session, [csv]);
    expect(eleventh.statusCode).toBe(409);
  });

  it('keeps a bounded number of values from a very long export and says so', async () => {
    const session = await startSession();
    const row = 'Haemoglobin,11.2,g/dL,12.0-16.0\r\n';
    const huge = Buffer.from('Test,Result,Units,Reference range\r\n' + row.repeat(100_000));
    const response = await upload(session, [{ name: 'huge.csv', bytes: huge }]);
    expect(response.statusCode).toBe(200);
    const [file] = response.json().files;
    expect(file.labResults.length).toBe(200);
    expect(file.warnings.join(' ')).toMatch(/first 200 were kept|first 200,000 characters/);
  });

  it('takes lab results typed by hand through the same interpretation', async () => {
    const session = await startSession();
    const typed = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/lab-results`,
      headers: { cookie: session.cookie },
      payload: { testType: 'Potassium', result: '6.9 mmol/L' },
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().labResults[0]).toMatchObject({ testType: 'Potassium', value: 6.9, flag: 'critical' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/lab-results`,
      headers: { cookie: session.cookie },
      payload: { testType: '', result: '5' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Test type is required');
  });

  it('answers No active session to an upload without the cookie', async () => {
    const session = await startSession();
    const response = await upload({ id: session.id, cookie: '' }, [
      { name: 'labs.csv', bytes: buildLabReportCsv() },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No active session');
  });

  it('answers 400, not 500, to malformed multipart bodies, and logs no stack', async () => {
    const session = await startSession();
    const boundary = 'AfyaDxBoundary';
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nno closing boundary`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"`,
      `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--`,
      'not multipart at all',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/upload`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: session.cookie },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    expect(t.logLines().join('\n')).not.toContain('unexpected error');
  });
});
