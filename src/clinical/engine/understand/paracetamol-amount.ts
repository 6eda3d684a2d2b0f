import type { Observation } from './collect-observations';
import { readIngestedDose } from './read-measurements';
import { tellsSupplyOrCourse } from './read-tablet-counts';
import { foldText, tokenise } from './tokenise';
import { numberWords } from './word-lists/number-words';

/**
 * Paracetamol swallowed, judged by its amount when the amount is written. WHO Pocket Book 2013 ch. 1 (common
 * poisoning, paracetamol) and TOXBASE: treat from 150 mg/kg; one dose is 10-15 mg/kg (WHO Model Formulary
 * for Children 2010), and 0.5-1 g in an adult or a child over 12 years, at most 4 g a day (WHO Model Formulary
 * 2008). A tablet whose strength is not written is the 500 mg tablet of the essential medicines lists (Kenya
 * Essential Medicines List 2023, analgesics), the larger reading and so the safer one.
 */
export const paracetamolToxicMgPerKg = 150;
const oneDoseMgPerKg = 15;
const adultFromYears = 12;
const adultOneDoseMg = 1000;
const adultDailyMaximumMg = 4000;
const tabletMgWhenNotWritten = 500;

const names = '(?:paracetamol|acetaminophen|panadol)';
const tablets = '(?:tablets?|tabs?|pills?|caplets?|vidonge|comprimes?)';
/** 'two paracetamol', '2 panadol tablets', '2 tablets of paracetamol', 'vidonge 2 vya panadol'. */
const countPatterns = [
  new RegExp(`\\b(\\d{1,3})\\s+(?:${tablets}\\s+(?:of\\s+|ya\\s+|vya\\s+|de\\s+)?)?${names}\\b`),
  new RegExp(`\\b(\\d{1,3})\\s+${names}\\s+${tablets}\\b`),
  new RegExp(`\\b${tablets}\\s+(\\d{1,3})\\s+(?:ya|vya|de)\\s+${names}\\b`),
];

/** Words of a vague amount ('a few', 'quelques'), not a count to multiply by a tablet's strength. */
const vagueAmounts = new Set([
  'a',
  'an',
  'couple',
  'few',
  'several',
  'quelques',
  'plusieurs',
  'dizaine',
  'quinzaine',
]);
/** Counts written in words, in English, Kiswahili and French ('two', 'mbili', 'deux', 'trente'). */
const countedWords = Object.keys(numberWords).filter((word) => !vagueAmounts.has(word));
const countedWord = new RegExp(`\\b(${countedWords.join('|')})\\b`, 'g');

/** The milligrams of paracetamol tablets counted without their strength ('swallowed 2 panadol'), if any. */
export function readParacetamolTabletsMg(text: string): number | undefined {
  const folded = foldText(text).folded.replace(countedWord, (word) => String(numberWords[word]));
  for (const pattern of countPatterns) {
    const match = pattern.exec(folded);
    const count = Number(match?.[1]);
    if (match && count >= 1) return count * tabletMgWhenNotWritten;
  }
  return undefined;
}

/**
 * What an amount of paracetamol says: 'toxic' (to treat), 'below' (an overdose below the toxic dose), 'one dose'
 * (no overdose at all) or 'unknown' (a child whose weight is not known: the words are read as they stand).
 */
export type ParacetamolAmount = 'toxic' | 'below' | 'one dose' | 'unknown';

export function judgeParacetamolAmount(
  totalMg: number,
  weightKg: number | undefined,
  ageYears: number | undefined,
): ParacetamolAmount {
  const isAdult = ageYears !== undefined && ageYears >= adultFromYears;
  if (weightKg !== undefined && weightKg > 0) {
    const mgPerKg = totalMg / weightKg;
    if (mgPerKg >= paracetamolToxicMgPerKg) return 'toxic';
    return mgPerKg <= oneDoseMgPerKg || (isAdult && totalMg <= adultOneDoseMg) ? 'one dose' : 'below';
  }
  // Weight unknown: an adult's day's maximum is the line.
  if (isAdult) {
    if (totalMg > adultDailyMaximumMg) return 'toxic';
    return totalMg <= adultOneDoseMg ? 'one dose' : 'below';
  }
  // A child's amount is toxic from 150 mg/kg of the weight the APLS formula gives for the age (an estimate
  // above most children's weight, so never an alarm too many); below it the words are read as they stand.
  if (ageYears === undefined) return 'unknown';
  return totalMg / apparentChildWeightKg(ageYears) >= paracetamolToxicMgPerKg ? 'toxic' : 'unknown';
}

/** APLS 2016 (6th ed.), weight by age: 0.5 x months + 4 under 1 year, 2 x (years + 4) to 5, 3 x years + 7 to 12. */
function apparentChildWeightKg(ageYears: number): number {
  if (ageYears < 1) return 0.5 * ageYears * 12 + 4;
  if (ageYears <= 5) return 2 * (ageYears + 4);
  return 3 * ageYears + 7;
}

/** The amount of paracetamol a line tells, judged by the patient's weight or age (paracetamol-amount.ts). */
export function judgeParacetamolInLine(
  text: string,
  weightKg: number | undefined,
  ageYears: number | undefined,
): ParacetamolAmount | undefined {
  const dose = readIngestedDose(text);
  const totalMg = dose
    ? dose.medicine !== undefined && paracetamolMedicines.has(dose.medicine)
      ? dose.totalMg
      : undefined
    : readParacetamolTabletsMg(text);
  if (totalMg === undefined || tellsSupplyOrCourse(tokenise(text))) return undefined;
  return judgeParacetamolAmount(totalMg, weightKg, ageYears);
}

/**
 * A line's words of a paracetamol overdose weighed against the amount it tells: a single dose ('took 2
 * paracetamol for a headache' in an adult) is no overdose; an amount below 150 mg/kg is an overdose that needs
 * no antidote; a toxic amount is the paracetamol overdose, however it was worded.
 */
export function byParacetamolAmount(
  observations: Observation[],
  amount: ParacetamolAmount | undefined,
  told: Pick<Observation, 'source' | 'evidence'>,
): Observation[] {
  if (amount === undefined || amount === 'unknown') return observations;
  if (amount === 'toxic') {
    const named = observations.some((o) => o.findingId === 'paracetamol-ingestion' && o.present);
    return named
      ? observations
      : [...observations, { findingId: 'paracetamol-ingestion', present: true, ...told }];
  }
  const notNow = amount === 'one dose' ? overdoseFindings : paracetamolOverdoseFindings;
  const kept = observations.filter((o) => !(o.present && notNow.has(o.findingId)));
  // Below the toxic dose it is still more than a dose: an overdose to observe.
  if (amount === 'below' && !kept.some((o) => o.findingId === 'medicine-overdose' && o.present))
    kept.push({ findingId: 'medicine-overdose', present: true, ...told });
  return kept;
}
const paracetamolMedicines: ReadonlySet<string> = new Set([
  'paracetamol',
  'acetaminophen',
  'panadol',
  'painkiller',
]);
const paracetamolOverdoseFindings: ReadonlySet<string> = new Set(['paracetamol-ingestion']);
const overdoseFindings: ReadonlySet<string> = new Set(['paracetamol-ingestion', 'medicine-overdose']);
