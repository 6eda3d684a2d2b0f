import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Wordings clinicians write that were misread: an earlier pregnancy, malaria named as an illness, smoking
 * given up, a pain told again without its site, and vital signs described in words.
 */
const understand = createUnderstanding(findings);

interface Case {
  text: string;
  patient?: { age?: number; gender?: 'male' | 'female' };
  present?: string[];
  notPresent?: string[];
  understood?: boolean;
}

function check(cases: readonly Case[]): void {
  it.each(cases)('"$text"', (row) => {
    const result = understand({
      symptoms: [row.text],
      patient: row.patient ?? { age: 34, gender: 'female' },
    });
    const present = result.findings.filter((f) => f.present).map((f) => f.findingId);
    expect(present).toEqual(expect.arrayContaining(row.present ?? []));
    for (const id of row.notPresent ?? []) expect(present).not.toContain(id);
    if (row.understood) expect(result.unrecognised).toEqual([]);
  });
}

describe('an earlier pregnancy is not a pregnancy now', () => {
  check([
    {
      text: 'During her previous pregnancy she needed a transfusion; today a cough',
      notPresent: ['pregnant'],
    },
    { text: 'in her last pregnancy the baby was born early', notPresent: ['pregnant'] },
    { text: 'All three pregnancies were uneventful', notPresent: ['pregnant'] },
    { text: 'grossesse précédente normale', notPresent: ['pregnant'] },
    { text: 'pregnant at 28 weeks, two previous pregnancies normal', present: ['pregnant'] },
    { text: 'first pregnancy, 30 weeks, swollen feet', present: ['pregnant'] },
  ]);
});

describe('malaria named as an illness is no test result', () => {
  check([
    { text: 'was given treatment for malaria at a chemist', notPresent: ['malaria-test-positive'] },
    { text: 'lives where malaria is common', notPresent: ['malaria-test-positive'] },
    { text: 'Blood film: P. falciparum seen', present: ['malaria-test-positive'] },
    { text: 'Plasmodium malariae on the thick film', present: ['malaria-test-positive'] },
  ]);
});

describe('smoking given up is no current smoking', () => {
  check([
    { text: 'He gave up smoking a decade ago', notPresent: ['known-copd-or-smoker'], understood: true },
    { text: 'ex-smoker with a dry cough', present: ['cough'], notPresent: ['known-copd-or-smoker'] },
    { text: 'quit smoking cigarettes last year', notPresent: ['known-copd-or-smoker'] },
    { text: 'smokes ten cigarettes a day', present: ['known-copd-or-smoker'] },
    { text: 'former smoker, 30 pack years', present: ['known-copd-or-smoker'] },
  ]);
});

describe('a pain told again, or as a stimulus, is understood', () => {
  it('a lone pain after a pain with its site is that pain', () => {
    const result = understand({
      symptoms: ['Pain in the upper belly since morning.', 'The pain goes through to her back.'],
      patient: { age: 50, gender: 'female' },
    });
    expect(result.unrecognised).not.toContain('pain');
  });
  it('a lone pain told nowhere with a site is left for the clinician to place', () => {
    expect(understand({ symptoms: ['pain for two days'], patient: { age: 50 } }).unrecognised).toContain(
      'pain',
    );
  });
  check([{ text: 'withdraws the arm to pain', notPresent: ['chest-pain'] }]);
});

describe('vital signs described in words', () => {
  check([
    {
      text: 'her pulse is fast and thready',
      present: ['tachycardia', 'weak-pulse-cold-hands'],
      understood: true,
    },
    { text: 'pulse was weak', present: ['weak-pulse-cold-hands'], notPresent: ['fatigue'] },
    { text: 'the blood pressure was low on arrival', present: ['hypotension'] },
    { text: 'heart rate slow', present: ['bradycardia'] },
    { text: 'temperature raised', present: ['fever'] },
    { text: 'afebrile to the touch', notPresent: ['fever'], understood: true },
    { text: 'feels weak and tired', present: ['fatigue'], notPresent: ['weak-pulse-cold-hands'] },
  ]);
});

describe('everyday language is understood as such, not as clinical words', () => {
  it('drops everyday words from what was not understood and keeps unknown clinical ones', () => {
    const result = understand({
      symptoms: ['Back from her honeymoon at a restaurant, she noticed a zorblaxic lesion on her shin'],
      patient: { age: 29, gender: 'female' },
    });
    const notUnderstood = result.unrecognised.join(' ');
    expect(notUnderstood).not.toMatch(/honeymoon|restaurant|noticed/);
    expect(notUnderstood).toMatch(/zorblaxic/);
    expect(result.contextRead ?? []).not.toContainEqual(expect.objectContaining({ text: 'honeymoon' }));
  });
});

describe("a newborn's mother's diabetes is the baby's exposure", () => {
  check([
    {
      text: 'Baby born yesterday to a diabetic mother, now jittery',
      patient: { age: 0.003 },
      present: ['infant-of-diabetic-mother'],
      notPresent: ['known-diabetes'],
    },
  ]);
});
