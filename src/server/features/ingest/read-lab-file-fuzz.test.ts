import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLabFile, type LabFileReading } from './read-lab-file';
import { buildLabReportDocx, buildLabReportXlsx } from './test-fixtures/build-lab-office';

function expectAnAnswer(reading: LabFileReading): void {
  expect(reading.excerpt.length).toBeLessThanOrEqual(500);
  if (reading.error) expect(reading.text).toBe('');
  else expect(reading.text.trim()).not.toBe('');
}

/** Overwrites a few bytes, as a broken download or a failing USB stick does. */
const damage = (original: Uint8Array) =>
  fc
    .array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 8,
    })
    .map((changes) => {
      const copy = Uint8Array.from(original);
      for (const [at, value] of changes) copy[at] = value;
      return copy;
    });

describe('any file at all gets an answer, never an exception', () => {
  it('answers for arbitrary bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        expectAnAnswer(await readLabFile({ name: 'upload.bin', bytes }));
      }),
      { numRuns: 60 },
    );
  });

  it('answers for damaged Word, Excel and legacy Word files', async () => {
    const originals = [
      { name: 'labs.docx', bytes: await buildLabReportDocx() },
      { name: 'labs.xlsx', bytes: await buildLabReportXlsx() },
      { name: 'labs.doc', bytes: readFileSync(new URL('./test-fixtures/lab-report.doc', import.meta.url)) },
    ];
    for (const original of originals) {
      await fc.assert(
        fc.asyncProperty(damage(original.bytes), async (bytes) => {
          expectAnAnswer(await readLabFile({ name: original.name, bytes }));
        }),
        { numRuns: 25 },
      );
    }
  }, 60_000);
});
