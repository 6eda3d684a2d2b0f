import { describe, it, expect } from 'vitest';
import { findingSchema } from '../types';
import { countedSymptomIds } from '../../surveillance/symptom-vocabulary';
import { findings } from './index';

describe('findings vocabulary', () => {
  it('has a symptom or sign entry for every symptom surveillance counts', () => {
    const byId = new Map(findings.map((finding) => [finding.id, finding]));
    const missing = countedSymptomIds.filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
    const wrongKind = countedSymptomIds.filter(
      (id) => !['symptom', 'sign'].includes(byId.get(id)?.kind ?? ''),
    );
    expect(wrongKind).toEqual([]);
  });

  it('never uses an id twice across the system files', () => {
    const counts = new Map<string, number>();
    for (const finding of findings) counts.set(finding.id, (counts.get(finding.id) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1).map(([id]) => id)).toEqual([]);
  });

  it('parses every entry with the finding schema', () => {
    const failures = findings
      .filter((finding) => !findingSchema.safeParse(finding).success)
      .map((finding) => finding.id);
    expect(failures).toEqual([]);
  });

  it('gives every finding English words a clinician or patient would use, and a question', () => {
    expect(
      findings.filter((finding) => finding.synonyms.en.length === 0).map((finding) => finding.id),
    ).toEqual([]);
    expect(findings.filter((finding) => !finding.question).map((finding) => finding.id)).toEqual([]);
  });

  it('writes synonyms in lower case so the matcher can fold them', () => {
    const upper = findings.flatMap((finding) =>
      [...finding.synonyms.en, ...finding.synonyms.sw, ...finding.synonyms.fr].filter(
        (word) => word !== word.toLowerCase(),
      ),
    );
    expect(upper).toEqual([]);
  });

  it('keeps base rates realistic for a primary-care clinic: common complaints common, rare exposures rare', () => {
    const rate = (id: string) => findings.find((finding) => finding.id === id)?.baseRate ?? 0;
    expect(rate('fever')).toBeGreaterThan(rate('headache'));
    expect(rate('cough')).toBeGreaterThan(rate('diarrhoea'));
    expect(rate('diarrhoea')).toBeGreaterThan(rate('bloody-diarrhoea'));
    expect(rate('neck-stiffness')).toBeLessThan(0.02);
    expect(rate('snake-bite')).toBeLessThan(0.005);
  });
});

describe('wordings that misled the matcher', () => {
  it('no longer reads the food named alone as a failed appetite test', () => {
    expect(findings.find((finding) => finding.id === 'failed-appetite-test')?.abbreviations).not.toContain(
      'RUTF',
    );
  });
});
