import type { LabPatient } from './lab-types';

/**
 * Ranges printed by age in one cell, as paediatric wards print them: '1-5 yrs: 0.2-0.5; 6-12 yrs:
 * 0.3-0.7; Adult M: 0.7-1.3', '6 mo-5 yrs: 11.0-14.0; Adult: 13.0-17.0', '<1 yr: 5-15, >12 yrs: 7-20'.
 * The band that applies to the patient is chosen; the age labels are never read as bounds.
 */

interface PrintedBand {
  /** The band's label as printed ('1-5 yrs', 'Adult M'). */
  label: string;
  minYears: number;
  /** Exclusive. */
  maxYears: number;
  sex?: 'male' | 'female';
  values: string;
}

const unitWord = '(d|days?|wk|wks|weeks?|mo|mos|months?|m|y|yr|yrs|years?|ans?)\\b\\.?';
const ageNumber = '(\\d+(?:[.,]\\d+)?)';
const bandRange = new RegExp(
  `^${ageNumber}\\s*(?:${unitWord})?\\s*(?:-|–|—|to)\\s*${ageNumber}\\s*${unitWord}`,
  'i',
);
const bandBelow = new RegExp(`^(?:<|under|below)\\s*${ageNumber}\\s*${unitWord}`, 'i');
const bandAbove = new RegExp(`^(?:>|≥|>=|over|above)\\s*${ageNumber}\\s*${unitWord}`, 'i');
/**
 * Where the next band's label starts on a line that runs the bands together ('1–6 m: 9.5–13.5 6 m – 2 y:
 * 10.5–13.5', as a wrapped table cell is flattened): after a value, an age (or age span) and a colon.
 */
const ageUnit = unitWord.replace('(', '(?:');
const labelAfterValues = new RegExp(
  `(?<=\\d)\\s+(?=(?:[<>≤≥]=?\\s*)?\\d+(?:[.,]\\d+)?\\s*(?:${ageUnit})?\\s*(?:(?:-|–|—|to)\\s*\\d+(?:[.,]\\d+)?\\s*${ageUnit})?\\s*:)`,
  'i',
);
const adultWords = /^(adults?|adulte?s?)\b/i;
const childWords = /^(child(ren)?|enfants?|paed(iatric)?s?)\b/i;
const sexWord = /\b(m|male|men|f|female|women|h|homme|femme)\b/i;

function toYears(value: string, unit: string | undefined): number {
  const number = Number(value.replace(',', '.'));
  const word = (unit ?? 'y').toLowerCase();
  if (/^d/.test(word)) return number / 365.25;
  if (/^w/.test(word)) return (number * 7) / 365.25;
  if (/^m/.test(word)) return number / 12;
  return number;
}

/** An inclusive upper age in whole units ('1-5 yrs') covers the whole last year: up to 6. */
function exclusiveEnd(value: string, unit: string | undefined): number {
  return toYears(String(Number(value.replace(',', '.')) + 1), unit);
}

function readSex(label: string): PrintedBand['sex'] {
  const match = sexWord.exec(label);
  if (match === null) return undefined;
  return /^(m|male|men|h|homme)$/i.test(match[1] ?? '') ? 'male' : 'female';
}

function readBand(segment: string): PrintedBand | undefined {
  const colon = segment.indexOf(':');
  if (colon <= 0) return undefined;
  const label = segment.slice(0, colon).trim();
  const values = segment.slice(colon + 1).trim();
  if (!/\d/.test(values)) return undefined;
  const sex = readSex(label.replace(bandRange, '').replace(adultWords, ''));
  const withSex = (band: Omit<PrintedBand, 'sex' | 'values' | 'label'>): PrintedBand => ({
    ...band,
    label,
    values,
    ...(sex === undefined ? {} : { sex }),
  });
  const range = bandRange.exec(label);
  if (range !== null) {
    const fromUnit = range[2] ?? range[4];
    return withSex({
      minYears: toYears(range[1] ?? '0', fromUnit),
      maxYears: exclusiveEnd(range[3] ?? '0', range[4]),
    });
  }
  const below = bandBelow.exec(label);
  if (below !== null) return withSex({ minYears: 0, maxYears: toYears(below[1] ?? '0', below[2]) });
  const above = bandAbove.exec(label);
  if (above !== null)
    return withSex({ minYears: toYears(above[1] ?? '0', above[2]), maxYears: Number.POSITIVE_INFINITY });
  if (adultWords.test(label)) return withSex({ minYears: 18, maxYears: Number.POSITIVE_INFINITY });
  if (childWords.test(label)) return withSex({ minYears: 0, maxYears: 18 });
  return undefined;
}

/** The bands of an age-banded range, or undefined when the text is not one (at least one age band). */
export function readPrintedBands(text: string): PrintedBand[] | undefined {
  const segments = text
    .split(/\s*[;|\n]\s*|\s+\/\s+/)
    .flatMap((segment) => segment.split(labelAfterValues))
    .filter((segment) => segment !== '');
  if (segments.length === 0) return undefined;
  const bands = segments.map(readBand);
  if (bands.some((band) => band === undefined)) return undefined;
  const read = bands as PrintedBand[];
  return read.some((band) => Number.isFinite(band.maxYears) || band.minYears > 0) ? read : undefined;
}

/**
 * The printed values for this patient from an age-banded range: the band holding the patient's age
 * (and sex, when the band names one). With the age unknown, or no band fitting, every band with its
 * label, so that no envelope of two bands is taken for the patient's range and no age label as a bound.
 */
export function selectPrintedBand(
  text: string,
  patient: LabPatient,
): { values: string } | { bands: { label: string; values: string }[] } | undefined {
  const bands = readPrintedBands(text);
  if (bands === undefined) return undefined;
  const age = patient.ageYears;
  // The only printed band is for another age ('0–1 mo: 3.7–5.9' for a child of 2): no printed range applies.
  if (bands.length === 1 && age !== undefined && !(age >= bands[0]!.minYears && age < bands[0]!.maxYears))
    return { values: '' };
  const fitting =
    age === undefined
      ? []
      : bands.filter(
          (band) =>
            age >= band.minYears &&
            age < band.maxYears &&
            (band.sex === undefined || patient.sex === undefined || band.sex === patient.sex),
        );
  // Bands that share a limit ('6 m – 2 y' then '2–6 y') both hold a child of 2 y 3 mo: the later one applies.
  const latestStart = Math.max(...fitting.map((band) => band.minYears));
  const applying = fitting.filter((band) => band.minYears === latestStart);
  if (applying.length === 1) return { values: applying[0]?.values ?? '' };
  const chosen = applying.length > 1 ? applying : bands;
  return { bands: chosen.map((band) => ({ label: band.label, values: band.values })) };
}
