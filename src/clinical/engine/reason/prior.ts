import type { ConditionEntry } from '../../knowledge/load-knowledge';
import type { PatientFacts } from '../types';

/**
 * The prior probability of a condition for this patient: the baseline share of clinic presentations,
 * adjusted by country, season (month of `now`), age band, sex and pregnancy (knowledge/types.ts priorSchema).
 */
export function priorFor(condition: ConditionEntry, patient: PatientFacts, now: Date): number {
  const { prior } = condition;
  let value = prior.baseline;
  if (patient.country) value *= prior.byCountry?.[patient.country] ?? 1;
  const month = now.getUTCMonth() + 1;
  for (const season of prior.bySeason ?? []) {
    if (patient.country && season.countries.includes(patient.country) && season.months.includes(month))
      value *= season.multiplier;
  }
  if (patient.ageYears !== undefined) {
    const age = patient.ageYears;
    const band = prior.byAge?.find(
      (entry) => (entry.minYears ?? 0) <= age && (entry.maxYears === undefined || age < entry.maxYears),
    );
    if (band) value *= band.multiplier;
  }
  if (patient.sex === 'male' || patient.sex === 'female') value *= prior.bySex?.[patient.sex] ?? 1;
  const isPregnant = patient.sex === 'male' ? false : patient.pregnant;
  if (isPregnant === true) value *= prior.pregnancy?.pregnant ?? 1;
  if (isPregnant === false) value *= prior.pregnancy?.notPregnant ?? 1;
  return value;
}
