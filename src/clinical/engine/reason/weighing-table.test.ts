import { describe, expect, it } from 'vitest';
import { loadKnowledge, type ConditionEntry } from '../../knowledge/load-knowledge';
import type { FindingObservation, PatientFacts } from '../types';
import { prepareObservations, weighEvidence } from './evidence';
import { priorFor } from './prior';

const knowledge = loadKnowledge();
const observed = (findingId: string, present: boolean): FindingObservation => ({
  findingId,
  present,
  source: 'symptom',
  evidence: findingId,
});

/** The prior as the knowledge's schema states it, read from the condition itself (no table made once). */
function priorAsWritten(condition: ConditionEntry, patient: PatientFacts, now: Date): number {
  const { prior } = condition;
  let value = prior.baseline;
  if (patient.country) value *= prior.byCountry?.[patient.country] ?? 1;
  const month = now.getUTCMonth() + 1;
  for (const season of prior.bySeason ?? [])
    if (patient.country && season.countries.includes(patient.country) && season.months.includes(month))
      value *= season.multiplier;
  const age = patient.ageYears;
  if (age !== undefined)
    value *=
      prior.byAge?.find(
        (band) => (band.minYears ?? 0) <= age && (band.maxYears === undefined || age < band.maxYears),
      )?.multiplier ?? 1;
  if (patient.sex === 'male' || patient.sex === 'female') value *= prior.bySex?.[patient.sex] ?? 1;
  const isPregnant = patient.sex === 'male' ? false : patient.pregnant;
  if (isPregnant === true) value *= prior.pregnancy?.pregnant ?? 1;
  if (isPregnant === false) value *= prior.pregnancy?.notPregnant ?? 1;
  return value;
}

describe('tables made once per condition change no figure (speed only)', () => {
  const patients: PatientFacts[] = [
    {},
    { ageYears: 0.1, sex: 'female' },
    { ageYears: 4, sex: 'male', country: 'KE' },
    { ageYears: 26, sex: 'female', pregnant: true, country: 'UG' },
    { ageYears: 34, sex: 'female', pregnant: false, country: 'TZ' },
    { ageYears: 71, sex: 'male', country: 'NG' },
  ] as PatientFacts[];
  const months = [new Date('2026-01-15T08:00:00Z'), new Date('2026-07-15T08:00:00Z')];

  it('every condition’s prior is the one its knowledge states, for children, adults, pregnancy and seasons', () => {
    for (const condition of knowledge.conditions)
      for (const patient of patients)
        for (const now of months)
          expect(priorFor(condition, patient, now)).toBe(priorAsWritten(condition, patient, now));
  });

  it('a listed finding’s ratio is worked out again for another base rate (another knowledge base)', () => {
    // A condition listing fever with no specificity of its own: the ratio then depends on fever's base rate.
    const isFeverByBaseRate = (entry: ConditionEntry['findings'][number]) =>
      entry.findingId === 'fever' && entry.specificity === undefined;
    const withFever = knowledge.conditions.find((entry) => entry.findings.some(isFeverByBaseRate))!;
    const fever = withFever.findings.find(isFeverByBaseRate)!;
    const weightWith = (baseRate: number) => {
      const findingById = new Map(knowledge.findingById);
      findingById.set('fever', { ...knowledge.findingById.get('fever')!, baseRate });
      return weighEvidence(withFever, prepareObservations([observed('fever', true)], findingById))[0]!;
    };
    const absentGivenOther = (baseRate: number) => fever.specificity ?? 1 - baseRate;
    expect(weightWith(0.3).logLikelihoodRatio).not.toBeCloseTo(weightWith(0.1).logLikelihoodRatio, 3);
    for (const baseRate of [0.3, 0.1, 0.3])
      expect(weightWith(baseRate).logLikelihoodRatio).toBeCloseTo(
        Math.min(Math.log(200), Math.log(fever.frequency / (1 - absentGivenOther(baseRate)))),
        12,
      );
  });
});
