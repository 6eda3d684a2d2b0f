import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/**
 * A child's pneumonia named in French or Kiswahili ('traité pour pneumonie', 'alitibiwa nimonia') is read as
 * in English ('treated for pneumonia'): the named condition, so a child not improving on its treatment is
 * measured against the pneumonia it was treated for (WHO Pocket Book 2013, ch. 4.2: reassess a child whose
 * pneumonia does not improve).
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');

function read(text: string): { present: string[] } {
  const used = engine.diagnose({ symptoms: [text], patient: { age: 3 } }, now).diagnosis.findingsUsed;
  return { present: used.filter((f) => f.present).map((f) => f.findingId) };
}

describe("a child's pneumonia named in French or Kiswahili", () => {
  it.each(['sous amoxicilline pour une pneumonie depuis 5 jours', 'alitibiwa nimonia wiki iliyopita'])(
    '"%s"',
    (text) => {
      expect(read(text).present).toContain('named-condition-pneumonia-child');
    },
  );

  it.each(['pas de pneumonie à la radio', 'hana nimonia'])('denied: "%s"', (text) => {
    expect(read(text).present).not.toContain('named-condition-pneumonia-child');
  });
});
