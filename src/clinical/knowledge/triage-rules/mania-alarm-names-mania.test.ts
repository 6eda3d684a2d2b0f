import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * The alarm for mania with violence (WHO mhGAP-IG 2.0, 2016, PSY) names mania: whatever ranks first beside it
 * on sleeplessness and a fast pulse alone is not presented as the working diagnosis of that emergency.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const man: ClinicalInput['patient'] = {
  age: 27,
  gender: 'male',
  country: 'CM',
  vitals: { heartRate: 114, systolicBP: 152, diastolicBP: 94 },
};
const diagnose = (symptoms: string[], patient = man) => engine.diagnose({ symptoms, patient }, now).diagnosis;

describe('the mania-with-violence alarm points to mania', () => {
  it('a working diagnosis beside it is mania, never another condition', () => {
    const diagnosis = diagnose([
      'il ne dort plus depuis huit jours, il parle sans arrêt et se croit le chef du pays',
      'hier il a frappé son oncle et cassé la porte',
      'il transpire et il est très agité',
    ]);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/Mania with fights/);
    const primary = diagnosis.primaryDiagnosis;
    if (diagnosis.isWorkingDiagnosis) expect(primary?.condition).toMatch(/mania/i);
  });

  it('twin: mania told with violence and ranked first stays the working diagnosis', () => {
    const diagnosis = diagnose(
      [
        'no sleep for a week, talking nonstop, says he is a prophet sent to rule, spending all his money',
        'he beat his brother yesterday',
      ],
      { age: 27, gender: 'male', country: 'KE' },
    );
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/Mania with fights/);
    expect(diagnosis.primaryDiagnosis?.condition).toMatch(/mania/i);
    expect(diagnosis.isWorkingDiagnosis).toBe(true);
  });
});
