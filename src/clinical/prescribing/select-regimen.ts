import type { Regimen } from '../knowledge/types';
import type { PatientFacts } from './patient-facts';

/** Whether a regimen's population includes this patient (age upper bound exclusive). */
export function isRegimenForPatient(regimen: Regimen, facts: PatientFacts): boolean {
  const population = regimen.population ?? {};
  if (population.minAgeYears !== undefined && facts.ageYears < population.minAgeYears) return false;
  if (population.maxAgeYears !== undefined && facts.ageYears >= population.maxAgeYears) return false;
  if (population.minWeightKg !== undefined && facts.weightKg < population.minWeightKg) return false;
  if (population.maxWeightKg !== undefined && facts.weightKg >= population.maxWeightKg) return false;
  if (population.minAgeDays !== undefined || population.maxAgeDays !== undefined) {
    if (facts.ageDays === undefined) return false;
    if (population.minAgeDays !== undefined && facts.ageDays < population.minAgeDays) return false;
    if (population.maxAgeDays !== undefined && facts.ageDays >= population.maxAgeDays) return false;
  }
  if (population.lowBirthWeight !== undefined && population.lowBirthWeight !== facts.isLowBirthWeight)
    return false;
  if (population.pregnant !== undefined && population.pregnant !== facts.pregnant) return false;
  if (population.maxEgfr !== undefined && !(facts.egfr !== undefined && facts.egfr < population.maxEgfr))
    return false;
  if (population.trimesters !== undefined) {
    if (!facts.pregnant || facts.trimester === undefined) return false;
    if (!population.trimesters.includes(facts.trimester)) return false;
  }
  if (population.presentFindings !== undefined && !hasPresentFindings(population.presentFindings, facts))
    return false;
  return true;
}

/** The patient's findings now include all of `allOf` and, when any are listed, one of `anyOf`. */
function hasPresentFindings(
  wanted: NonNullable<NonNullable<Regimen['population']>['presentFindings']>,
  facts: PatientFacts,
): boolean {
  // Patient facts hold finding ids with spaces for hyphens (patient-facts.ts), as contraindications read them.
  const present = new Set(facts.currentFindings);
  const isPresent = (findingId: string) => present.has(findingId.replace(/-/g, ' '));
  const anyOf = wanted.anyOf ?? [];
  return (wanted.allOf ?? []).every(isPresent) && (anyOf.length === 0 || anyOf.some(isPresent));
}

/** The condition's regimens that include this patient, in the order written (the first is the guideline's choice). */
export function findRegimensForPatient(
  regimens: readonly Regimen[],
  conditionId: string,
  facts: PatientFacts,
): Regimen[] {
  return regimens.filter(
    (regimen) => regimen.conditionId === conditionId && isRegimenForPatient(regimen, facts),
  );
}
