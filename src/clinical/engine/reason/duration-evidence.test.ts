import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { FindingObservation } from '../types';
import { withDurationAbsences } from './duration-evidence';

const cough = (durationDays?: number): FindingObservation => ({
  findingId: 'cough',
  present: true,
  source: 'symptom',
  evidence: 'cough',
  ...(durationDays === undefined ? {} : { durationDays }),
});

describe('a symptom shorter than a guideline threshold makes the long-lasting finding absent', () => {
  it('a cough of 5 days is recorded as no chronic cough', () => {
    const added = withDurationAbsences([cough(5)]).filter((entry) => entry.findingId === 'chronic-cough');
    expect(added).toEqual([expect.objectContaining({ present: false, durationDays: 5 })]);
  });

  it('adds nothing when the duration is unknown or the long-lasting finding is already recorded', () => {
    expect(withDurationAbsences([cough()])).toHaveLength(1);
    const chronic: FindingObservation = { ...cough(21), findingId: 'chronic-cough' };
    expect(withDurationAbsences([cough(21), chronic])).toHaveLength(2);
  });

  it('a diarrhoea of 2 days is not persistent diarrhoea, and a fever of 3 days is not a prolonged fever', () => {
    const observations: FindingObservation[] = [
      { findingId: 'diarrhoea', present: true, source: 'symptom', evidence: 'diarrhoea', durationDays: 2 },
      { findingId: 'fever', present: true, source: 'symptom', evidence: 'fever', durationDays: 3 },
    ];
    const absent = withDurationAbsences(observations)
      .filter((entry) => !entry.present)
      .map((entry) => entry.findingId);
    expect(absent).toEqual(expect.arrayContaining(['chronic-diarrhoea', 'prolonged-fever']));
  });

  it('ranks tuberculosis lower for a cough of days than for a cough of weeks', () => {
    const engine = createEngine();
    const now = new Date('2026-11-22T10:00:00Z');
    const tbShare = (text: string) => {
      const { diagnosis } = engine.diagnose({ symptoms: [text], patient: { age: 35, gender: 'male' } }, now);
      const entries = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses];
      return entries.find((entry) => entry.conditionId === 'pulmonary-tuberculosis')?.probability ?? 0;
    };
    expect(tbShare('productive cough for 5 days with fever')).toBeLessThan(
      tbShare('productive cough for 5 weeks with fever'),
    );
    const engineWithoutDurations = tbShare('productive cough with fever');
    expect(tbShare('productive cough for 5 days with fever')).toBeLessThan(engineWithoutDurations);
  });
});
