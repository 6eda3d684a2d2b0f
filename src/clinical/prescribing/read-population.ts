/**
 * The patient's population read from free text (symptoms and history) before anything is assumed:
 * "my 1 year old", "10 months old and weighs 8 kg", "32 weeks pregnant", "breastfeeding", "day 3 after
 * delivery". Used only where the profile leaves a field empty; the profile always wins.
 */
export interface PopulationFromText {
  ageYears?: number;
  ageDays?: number;
  weightKg?: number;
  pregnant?: boolean;
  gestationWeeks?: number;
  postpartumDays?: number;
  breastfeeding?: boolean;
}

const daysPerYear = 365.25;

const ageUnits: Record<string, number> = {
  day: 1 / daysPerYear,
  days: 1 / daysPerYear,
  siku: 1 / daysPerYear,
  jours: 1 / daysPerYear,
  jour: 1 / daysPerYear,
  week: 7 / daysPerYear,
  weeks: 7 / daysPerYear,
  wk: 7 / daysPerYear,
  wks: 7 / daysPerYear,
  month: 1 / 12,
  months: 1 / 12,
  mo: 1 / 12,
  mths: 1 / 12,
  miezi: 1 / 12,
  mois: 1 / 12,
  year: 1,
  years: 1,
  yr: 1,
  yrs: 1,
  y: 1,
  miaka: 1,
  mwaka: 1,
  ans: 1,
  an: 1,
};

const unitWords = Object.keys(ageUnits)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** '10 months old', '1-year-old', '3 yr old', '18-month-old boy', 'aged 4 years', 'enfant de 2 ans', 'miezi 9'. */
const agePatterns = [
  new RegExp(String.raw`\b(\d{1,3}(?:\.\d+)?)[\s-]*(${unitWords})[\s-]*old\b`, 'i'),
  new RegExp(String.raw`\baged?\s+(\d{1,3}(?:\.\d+)?)\s*(${unitWords})\b`, 'i'),
  new RegExp(String.raw`\b(?:enfant|bébé|nourrisson)\s+de\s+(\d{1,3})\s*(ans|an|mois|jours)\b`, 'i'),
  new RegExp(String.raw`\b(?:mtoto|mwenye)\s+(?:wa\s+)?(miezi|miaka|mwaka|siku)\s+(\d{1,3})\b`, 'i'),
];
const newbornWords = /\b(newborn|new-born|neonate|born (?:yesterday|today)|day[- ]old)\b/i;
/** A weight in kg that is not part of a dose rate ('mg/kg', 'mL/kg'). */
const weightPattern = /(?<![/\w.])(\d{1,3}(?:\.\d+)?)\s*(?:kg|kgs|kilos?|kilograms?)\b(?!\s*\/)/i;
const gestationPatterns = [
  /\b(\d{1,2})\s*(?:weeks?|wks?|\/40)\s*(?:pregnant|of pregnancy|gestation|gravid|amenorrh)/i,
  /\b(?:pregnant|gestation|ga|pregnancy)\D{0,20}?(\d{1,2})\s*(?:weeks?|wks?|\/40)\b/i,
  /\bwiki\s+(\d{1,2})\s+(?:ya\s+)?ujauzito\b/i,
];
const pregnantWords = /\b(pregnant|pregnancy|gravid|mjamzito|ujauzito|enceinte|grossesse)\b/i;
const notPregnantWords =
  /\b(not pregnant|pregnancy test negative|negative pregnancy test|non enceinte|si mjamzito)\b/i;
const postpartumPattern =
  /\b(?:day\s+(\d{1,3})\s+(?:post-?partum|after delivery)|(\d{1,3})\s*days?\s+(?:post-?partum|after (?:delivery|giving birth|birth))|(\d{1,3})\s*weeks?\s+(?:post-?partum|after (?:delivery|giving birth)))\b/i;
const breastfeedingWords =
  /\b(breast-?feeding|breastfeeds|lactating|nursing (?:her|a) (?:baby|infant)|ananyonyesha|anyonyesha|allaite|allaitement)\b/i;
const notBreastfeedingWords = /\b(not breast-?feeding|no longer breast-?feeding|hanyonyeshi)\b/i;

/** 'breastfeeding her 2-month-old': the age of someone else's baby, not the patient's. */
const someoneElsesBefore = /\b(her|their|his)\s+$/i;

function readAge(text: string): { ageYears: number; ageDays?: number } | undefined {
  for (const [index, pattern] of agePatterns.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (someoneElsesBefore.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const [numberText, unit] = index === 3 ? [match[2], match[1]] : [match[1], match[2]];
    const value = Number(numberText);
    const perUnit = ageUnits[(unit ?? '').toLowerCase()];
    if (!Number.isFinite(value) || perUnit === undefined) continue;
    const ageYears = value * perUnit;
    if (ageYears > 120) continue;
    return ageYears < 1 ? { ageYears, ageDays: Math.round(ageYears * daysPerYear) } : { ageYears };
  }
  if (newbornWords.test(text)) return { ageYears: 0, ageDays: 0 };
  return undefined;
}

/** What the texts say about age, weight, pregnancy, delivery and breastfeeding. */
export function readPopulationFromText(texts: readonly string[]): PopulationFromText {
  const text = texts.join(' . ');
  const found: PopulationFromText = {};
  const pregnant = pregnantWords.test(text) && !notPregnantWords.test(text);
  const gestation = gestationPatterns.map((pattern) => pattern.exec(text)).find((match) => match);
  if (gestation) {
    const weeks = Number(gestation[1]);
    if (weeks >= 1 && weeks <= 44) found.gestationWeeks = weeks;
  }
  if (pregnant || found.gestationWeeks !== undefined) found.pregnant = true;
  const postpartum = postpartumPattern.exec(text);
  if (postpartum) {
    const days = postpartum[1] ?? postpartum[2];
    found.postpartumDays = days !== undefined ? Number(days) : Number(postpartum[3]) * 7;
  }
  // A pregnant or recently delivered patient is the mother: an age in her text is her baby's.
  const isMother = found.pregnant === true || found.postpartumDays !== undefined;
  if (!isMother) Object.assign(found, readAge(text));
  const isChild = found.ageYears !== undefined && found.ageYears < 9;
  // 'Still breastfeeding' said of a baby is how the baby feeds, not a nursing mother.
  if (!isChild && breastfeedingWords.test(text) && !notBreastfeedingWords.test(text))
    found.breastfeeding = true;
  const weight = weightPattern.exec(text);
  if (weight && !isMother) {
    const kg = Number(weight[1]);
    if (kg >= 0.3 && kg <= 300) found.weightKg = kg;
  }
  return found;
}
