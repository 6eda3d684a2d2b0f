import type { FindingEntry } from '../../knowledge/load-knowledge';
import type { PatientFacts } from '../types';

type Band = NonNullable<FindingEntry['askedOf']>[number];

function bandFits(band: Band, patient: PatientFacts): boolean {
  const sex = patient.sex === 'male' || patient.sex === 'female' ? patient.sex : undefined;
  if (band.sex !== undefined && sex !== undefined && band.sex !== sex) return false;
  const age = patient.ageYears;
  if (age !== undefined && band.minAgeYears !== undefined && age < band.minAgeYears) return false;
  if (age !== undefined && band.maxAgeYears !== undefined && age >= band.maxAgeYears) return false;
  return !(band.notPregnant && patient.pregnant === true);
}

/**
 * Whether a finding's question fits this patient: a woman is not asked about a discharge from the penis,
 * a man about pregnancy, a newborn about alcohol. What is not known about the patient never excludes.
 */
export function isAskedOf(finding: Pick<FindingEntry, 'askedOf'>, patient: PatientFacts): boolean {
  return finding.askedOf === undefined || finding.askedOf.some((band) => bandFits(band, patient));
}
