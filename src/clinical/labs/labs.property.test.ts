import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveLabFindings, extractLabEntriesFromText, interpretLabEntries, analytes } from './index';

const flags = ['normal', 'attention', 'critical'];
const patient = fc.record(
  {
    ageYears: fc.double({ min: 0, max: 100, noNaN: true }),
    sex: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
    pregnant: fc.boolean(),
  },
  { requiredKeys: [] },
);
const testNames = fc.constantFrom(...analytes.flatMap((analyte) => analyte.names));
const results = fc.oneof(
  fc.string(),
  fc.double({ min: -10, max: 100000, noNaN: true }).map(String),
  fc.constantFrom(
    'Positive',
    'NEGATIVE',
    '++',
    'trace',
    'No MPS seen',
    '<5',
    '1:160',
    '5-10 /hpf',
    '14,500 cells/mm3',
  ),
);

describe('lab reading never fails on what a clinic sends', () => {
  it('extracts from any text without throwing, each entry with a test and a result', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        for (const entry of extractLabEntriesFromText(text)) {
          expect(entry.testType.trim()).not.toBe('');
          expect(entry.result.trim()).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('interprets any result of any known test with a flag and a sentence, and derives findings', () => {
    fc.assert(
      fc.property(
        testNames,
        results,
        fc.option(fc.string(), { nil: undefined }),
        patient,
        (testType, result, normalRange, who) => {
          const entry = normalRange === undefined ? { testType, result } : { testType, result, normalRange };
          const labs = interpretLabEntries([entry], who);
          for (const lab of labs) {
            expect(flags).toContain(lab.flag);
            expect(lab.interpretation.length).toBeGreaterThan(0);
            if (lab.value !== undefined) expect(Number.isFinite(lab.value)).toBe(true);
          }
          for (const finding of deriveLabFindings(labs, who))
            expect(finding.evidence.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
