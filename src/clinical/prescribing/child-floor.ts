import type { Medicine, Regimen } from '../knowledge/types';
import type { PatientFacts } from './patient-facts';

type RegimenItem = Regimen['items'][number];

/**
 * An adult fixed dose never reaches a child. A fixed dose in a regimen written for all ages (no upper age
 * and no adult floor of 12 years or 35 kg) is an adult dose (WHO Pocket Book 2013 and BNF for Children dose
 * children by weight): below 12 years, or below 35 kg when the age is unknown, it is withheld with the
 * reason, and the condition's child regimens or the listed alternatives are used instead.
 * Topical applications and vaccines are given at the same dose at every age.
 */
export const adultFloorYears = 12;
export const adultFloorKg = 35;

function isWrittenForAllAges(regimen: Regimen): boolean {
  const population = regimen.population ?? {};
  return (
    population.maxAgeYears === undefined &&
    population.maxAgeDays === undefined &&
    population.maxWeightKg === undefined &&
    (population.minAgeYears ?? 0) < adultFloorYears &&
    (population.minWeightKg ?? 0) < adultFloorKg
  );
}

export function mayBeChild(facts: PatientFacts): boolean {
  if (facts.isAgeKnown) return facts.ageYears < adultFloorYears;
  return facts.weightSource === 'measured' && facts.weightKg < adultFloorKg;
}

/** The reason an item's dose is an adult dose this patient must not get, or undefined. */
export function findAdultDoseForChild(
  item: RegimenItem,
  regimen: Regimen | undefined,
  medicine: Medicine,
  facts: PatientFacts,
): string | undefined {
  if (item.dose.kind !== 'fixed' || item.dose.unit === 'application') return undefined;
  if (medicine.atc.startsWith('J07')) return undefined;
  if (regimen === undefined || !isWrittenForAllAges(regimen) || !mayBeChild(facts)) return undefined;
  return `the regimen's ${item.dose.amount} is an adult fixed dose and this patient may be a child (${facts.isAgeKnown ? `${Math.floor(facts.ageYears * 10) / 10} years` : `${facts.weightKg} kg, age not given`}): dose by weight from the Pocket Book or BNF for Children`;
}

const regimenOfItem = new WeakMap<RegimenItem, Regimen>();

/** Regimen lists already indexed, with how many regimens they held: each prescription asks again. */
const indexedLists = new WeakMap<readonly Regimen[], number>();

/** The regimen an item belongs to (indexed once per regimen list). */
export function indexRegimenItems(regimens: readonly Regimen[]): void {
  if (indexedLists.get(regimens) === regimens.length) return;
  indexedLists.set(regimens, regimens.length);
  for (const regimen of regimens)
    for (const item of regimen.items) if (!regimenOfItem.has(item)) regimenOfItem.set(item, regimen);
}

export function regimenOf(item: RegimenItem): Regimen | undefined {
  return regimenOfItem.get(item);
}
