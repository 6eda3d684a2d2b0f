import { readPopulationFromText } from './read-population';
import { readRenalFunction } from './renal-function';
import type { PrescribingPatient } from './types';

/** What prescribing adds to the understood patient: days of life, gestation, delivery, breastfeeding, eGFR. */
export type PrescribingPopulation = Partial<Omit<PrescribingPatient, 'allergies' | 'medicalHistory'>>;

export interface PopulationSources {
  /** The patient as the profile (or the engine's understanding of it) gives it. */
  ageYears?: number;
  ageDays?: number;
  weightKg?: number;
  heightCm?: number;
  sex?: 'male' | 'female' | 'other';
  pregnant?: boolean;
  gestationWeeks?: number;
  postpartumDays?: number;
  breastfeeding?: boolean;
  birthWeightKg?: number;
  gestationAtBirthWeeks?: number;
  /** Symptom and history texts, read for age, weight, pregnancy and breastfeeding the profile leaves out. */
  texts: readonly string[];
  labs: readonly { testType: string; result: string }[];
}

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;

/** The population facts for prescribing: the profile first, then what the texts say, then the kidney function from labs. */
export function buildPrescribingPopulation(sources: PopulationSources): PrescribingPopulation {
  const text = readPopulationFromText(sources.texts);
  const hasAge = sources.ageYears !== undefined || sources.ageDays !== undefined;
  const ageDays = sources.ageDays ?? (hasAge ? undefined : text.ageDays);
  const ageYears = sources.ageYears ?? (ageDays !== undefined ? ageDays / 365.25 : text.ageYears);
  const pregnant = sources.pregnant ?? (sources.gestationWeeks !== undefined ? true : text.pregnant);
  const renal = readRenalFunction(sources.labs, { ageYears, sex: sources.sex, heightCm: sources.heightCm });
  return defined({
    ageYears: hasAge ? sources.ageYears : ageYears,
    ageDays,
    weightKg: sources.weightKg ?? text.weightKg,
    pregnant,
    gestationWeeks: sources.gestationWeeks ?? (pregnant === true ? text.gestationWeeks : undefined),
    postpartumDays: sources.postpartumDays ?? text.postpartumDays,
    breastfeeding: sources.breastfeeding ?? text.breastfeeding,
    birthWeightKg: sources.birthWeightKg,
    gestationAtBirthWeeks: sources.gestationAtBirthWeeks,
    egfr: renal?.egfr,
    egfrBasis: renal?.basis,
  });
}
