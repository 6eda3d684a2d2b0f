import type { ConditionEntry } from '../../knowledge/load-knowledge';
import type { PatientFacts } from '../types';

type Prior = ConditionEntry['prior'];

/**
 * A condition's prior in objects of one shape, made once per prior: the knowledge's priors differ in which
 * optional parts they have, and reading a hundred and fifty differently shaped objects on every assessment is
 * slow in V8 (megamorphic property reads). Absent parts are the multipliers that change nothing (1, none).
 */
interface PriorTable {
  baseline: number;
  byCountry: Prior['byCountry'];
  bySeason: NonNullable<Prior['bySeason']>;
  byAge: ReadonlyArray<{ minYears: number; maxYears: number | undefined; multiplier: number }>;
  male: number;
  female: number;
  pregnant: number;
  notPregnant: number;
}

const tables = new WeakMap<Prior, PriorTable>();

function priorTableOf(prior: Prior): PriorTable {
  let table = tables.get(prior);
  if (table === undefined) {
    table = {
      baseline: prior.baseline,
      byCountry: prior.byCountry,
      bySeason: prior.bySeason ?? [],
      byAge: (prior.byAge ?? []).map((band) => ({
        minYears: band.minYears ?? 0,
        maxYears: band.maxYears,
        multiplier: band.multiplier,
      })),
      male: prior.bySex?.male ?? 1,
      female: prior.bySex?.female ?? 1,
      pregnant: prior.pregnancy?.pregnant ?? 1,
      notPregnant: prior.pregnancy?.notPregnant ?? 1,
    };
    tables.set(prior, table);
  }
  return table;
}

/**
 * The prior probability of a condition for this patient: the baseline share of clinic presentations,
 * adjusted by country, season (month of `now`), age band, sex and pregnancy (knowledge/types.ts priorSchema).
 */
export function priorFor(condition: ConditionEntry, patient: PatientFacts, now: Date): number {
  const prior = priorTableOf(condition.prior);
  let value = prior.baseline;
  const { country } = patient;
  if (country) value *= prior.byCountry?.[country] ?? 1;
  const month = now.getUTCMonth() + 1;
  for (const season of prior.bySeason) {
    if (country && season.countries.includes(country) && season.months.includes(month))
      value *= season.multiplier;
  }
  const age = patient.ageYears;
  if (age !== undefined) {
    for (const band of prior.byAge)
      if (band.minYears <= age && (band.maxYears === undefined || age < band.maxYears)) {
        value *= band.multiplier;
        break;
      }
  }
  if (patient.sex === 'male') value *= prior.male;
  else if (patient.sex === 'female') value *= prior.female;
  const isPregnant = patient.sex === 'male' ? false : patient.pregnant;
  if (isPregnant === true) value *= prior.pregnant;
  if (isPregnant === false) value *= prior.notPregnant;
  return value;
}
