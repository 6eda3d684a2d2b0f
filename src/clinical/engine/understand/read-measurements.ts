import type { ComaScaleThreshold } from '../../knowledge/written-thresholds';
import type { Vitals } from '../types';
import { foldText } from './tokenise';

/**
 * Vital signs typed into free text by clinicians ('BP 190/120', 'SpO2 85% on room air', 'RR 40',
 * 'fever 39.5', 'T 35.2', 'PR 120'): read so the same thresholds apply as to the vitals fields.
 */
const patterns: Array<{ vital: keyof Vitals; pattern: RegExp; min: number; max: number }> = [
  {
    vital: 'spo2',
    pattern:
      /\b(?:spo2|sp02|sao2|sats?|saturation|oxygen saturation|o2 sat)\s*(?:of|is|was|=)?\s*(\d{2,3})\s*%?/,
    min: 40,
    max: 100,
  },
  {
    vital: 'respiratoryRate',
    pattern:
      /\b(?:rr|resp(?:iratory)? rate|resp|respirations?|breathing rate|fr|kupumua)\s*(?:of|is|was|=|at)?\s*(\d{1,3})\b/,
    min: 3,
    max: 120,
  },
  {
    vital: 'heartRate',
    pattern:
      /\b(?:hr|pr|pulse(?: rate)?|heart rate|fc|pouls|mapigo ya moyo)\s*(?:of|is|was|=)?\s*(\d{2,3})\b/,
    min: 20,
    max: 250,
  },
  // A rate named by its unit: 'tachypnoeic at 36 rpm', '65 breaths per minute', '135 beats per minute'.
  {
    vital: 'respiratoryRate',
    pattern: /\b(\d{1,3})\s*(?:rpm|breaths?\s*(?:\/|per|a)\s*min(?:ute)?)\b/,
    min: 3,
    max: 120,
  },
  {
    vital: 'heartRate',
    pattern: /\b(\d{2,3})\s*(?:bpm|beats?\s*(?:\/|per|a)\s*min(?:ute)?)\b/,
    min: 20,
    max: 250,
  },
  { vital: 'muacMm', pattern: /\bmuac\s*(?:of|is|was|=)?\s*(\d{2,3})\s*mm\b/, min: 60, max: 400 },
];

/**
 * Temperatures as written, in Celsius or Fahrenheit ('temp 38.5', '39 °C', 'temperature is 101.5',
 * '100.9F'): a value marked F, or unmarked and in the Fahrenheit range of a body temperature, is converted.
 */
const temperaturePatterns = [
  /\b(?:temp(?:erature)?|t|fever|fevers|febrile|pyrexia|homa|joto|fievre)\s*(?:of|ya|de|la|is|was|=|up to|to|at)?\s*(\d{2,3}(?:[.,]\d+)?)\s*(°\s*[cf]?|deg(?:rees?)?\s*[cf]?|deg[cf]|[cf]\b)?/,
  /\b(\d{2,3}(?:[.,]\d+)?)\s*(°\s*[cf]?|deg(?:rees?)?\s*[cf]?|deg[cf]|[cf]\b)(?![a-z])/,
];
const bodyTemperatureF = { min: 86, max: 113 };

function readTemperature(folded: string): number | undefined {
  for (const pattern of temperaturePatterns) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const value = Number((match[1] ?? '').replace(',', '.'));
    const unit = (match[2] ?? '').replace(/[^a-z]/g, '');
    const isFahrenheit =
      unit.endsWith('f') ||
      (!unit.endsWith('c') && value >= bodyTemperatureF.min && value <= bodyTemperatureF.max);
    const celsius = isFahrenheit ? Math.round((((value - 32) * 5) / 9) * 10) / 10 : value;
    if (celsius >= 30 && celsius <= 44) return celsius;
  }
  return undefined;
}

export function readMeasurements(text: string): Vitals {
  // 'RR–45/min', 'HR: 130': a dash or colon between a vital's name and its value is a separator.
  const folded = foldText(text)
    .folded.replace(/:/g, ' ')
    .replace(/\b(rr|hr|pr|bp|spo2|sats?|temp|t|pulse|rate)\s*[-\u2013\u2014=]\s*(?=\d)/g, '$1 ');
  const vitals: Vitals = {};
  const temperature = readTemperature(folded);
  if (temperature !== undefined) vitals.temperatureC = temperature;
  for (const { vital, pattern, min, max } of patterns) {
    if (vitals[vital] !== undefined) continue;
    const match = pattern.exec(folded);
    const value = match ? Number((match[1] ?? '').replace(',', '.')) : undefined;
    if (value !== undefined && value >= min && value <= max) vitals[vital] = value;
  }
  const pressure = /(\d{2,3})\s*\/\s*(\d{2,3})\s*(?:mm\s*hg)?/.exec(folded);
  if (pressure && /\bbp\b|blood pressure|mm\s*hg|\bta\b|tension|shinikizo|presha/.test(folded)) {
    const systolic = Number(pressure[1]);
    const diastolic = Number(pressure[2]);
    if (systolic > diastolic && systolic >= 50 && systolic <= 300)
      Object.assign(vitals, { systolicBP: systolic, diastolicBP: diastolic });
  }
  return vitals;
}

export type ComaScores = Partial<Record<ComaScaleThreshold['scale'], number>>;

/** Coma scores typed in notes: 'GCS 9/15', 'GCS E2V2M4', 'Blantyre 2/5', 'BCS 2'. */
export function readComaScores(text: string): ComaScores {
  const folded = foldText(text).folded.replace(/:/g, ' ');
  const scores: ComaScores = {};
  const glasgow =
    /\b(?:gcs|glasgow(?: coma (?:scale|score))?)\s*(?:of|is|was|=)?\s*(\d{1,2})(?:\s*\/\s*15)?\b/.exec(
      folded,
    );
  const parts = /\bgcs\s*e(\d)\s*v(\d)\s*m(\d)\b/.exec(folded);
  const glasgowScore = parts
    ? Number(parts[1]) + Number(parts[2]) + Number(parts[3])
    : glasgow
      ? Number(glasgow[1])
      : undefined;
  if (glasgowScore !== undefined && glasgowScore >= 3 && glasgowScore <= 15) scores.glasgow = glasgowScore;
  const blantyre =
    /\b(?:bcs|blantyre(?: coma (?:scale|score))?)\s*(?:of|is|was|=)?\s*(\d)(?:\s*\/\s*5)?\b/.exec(folded);
  const blantyreScore = blantyre ? Number(blantyre[1]) : undefined;
  if (blantyreScore !== undefined && blantyreScore <= 5) scores.blantyre = blantyreScore;
  return scores;
}

/** A capillary refill time written in notes, in seconds: 'capillary refill 4 s', 'CRT > 3 sec'. */
export function readCapillaryRefillSeconds(text: string): number | undefined {
  const folded = foldText(text).folded.replace(/:/g, ' ');
  const match =
    /\b(?:capillary refill(?:ing)?(?: time)?|crt)\s*(?:of|is|was|=)?\s*(>|more than|over)?\s*(\d{1,2}(?:[.,]\d)?)\s*(?:s|secs?|seconds?)\b/.exec(
      folded,
    );
  // 'CRT > 3 s' says longer than 3 seconds.
  const seconds = match ? Number((match[2] ?? '').replace(',', '.')) + (match[1] ? 0.5 : 0) : undefined;
  return seconds !== undefined && seconds >= 0 && seconds <= 20 ? seconds : undefined;
}

/** A medicine swallowed, as written: 'swallowed 20 tablets of 500 mg paracetamol', '30 x 500mg tabs', '12 g'. */
export interface IngestedDose {
  totalMg: number;
  /** The word right after or before the amount that names the medicine, when one does ('paracetamol'). */
  medicine?: string;
}

const tabletWords = '(?:tablets?|tabs?|pills?|capsules?|caps?|vidonge|comprimes?)';
const massUnits: Record<string, number> = { mg: 1, g: 1000, gm: 1000, gram: 1000, grams: 1000 };

/**
 * The amount of a medicine swallowed: tablets times strength ('20 tablets of 500 mg', '20 x 500 mg
 * tablets', '20 500mg tablets') or a total written in grams after a word of swallowing ('took 10 g of').
 */
export function readIngestedDose(text: string): IngestedDose | undefined {
  const folded = foldText(text).folded;
  const count = '(\\d{1,3})';
  const strength = '(\\d{2,4}(?:[.,]\\d+)?)\\s*(mg|g)\\b';
  const patterns = [
    new RegExp(
      `${count}\\s*${tabletWords}\\s*(?:of|x|each of|ya|de)?\\s*(?:([a-z]+)\\s+)?${strength}(?:\\s+(?:of\\s+)?([a-z]+))?`,
    ),
    new RegExp(`${count}\\s*(?:x|×)\\s*${strength}\\s*(?:([a-z]+)\\s+)?${tabletWords}?`),
    new RegExp(`${count}\\s+${strength}\\s*(?:([a-z]+)\\s+)?${tabletWords}`),
  ];
  for (const [position, pattern] of patterns.entries()) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const tablets = Number(match[1]);
    // First pattern: count, name-before, strength, unit, name-after; the others: count, strength, unit, name.
    const [value, unit, name] =
      position === 0 ? [match[3], match[4], match[2] ?? match[5]] : [match[2], match[3], match[4]];
    const mg = Number((value ?? '').replace(',', '.')) * (massUnits[unit ?? ''] ?? Number.NaN);
    if (!Number.isFinite(mg) || tablets < 1) continue;
    const dose: IngestedDose = { totalMg: tablets * mg };
    const medicine =
      name ?? /\b(paracetamol|acetaminophen|panadol|ibuprofen|aspirin|iron)\b/.exec(folded)?.[1];
    if (medicine) dose.medicine = medicine;
    return dose;
  }
  const total =
    /\b(?:swallowed|ingested|took|taken|ate|drank|overdosed? (?:on|of|with))\s+(?:about |around |approximately |up to )?(\d{1,3}(?:[.,]\d+)?)\s*(g|gm|grams?)\b(?:\s+of)?(?:\s+([a-z]+))?/.exec(
      folded,
    );
  if (!total) return undefined;
  const dose: IngestedDose = { totalMg: Number((total[1] ?? '').replace(',', '.')) * 1000 };
  const medicine = total[3] ?? /\b(paracetamol|acetaminophen|panadol)\b/.exec(folded)?.[1];
  if (medicine) dose.medicine = medicine;
  return dose;
}

/** The share of the body surface burned: '30% TBSA', '25 % of the body', 'burns over 40%', 'BSA 18%'. */
export function readBurnPercent(text: string): number | undefined {
  const folded = foldText(text).folded;
  if (
    !/\b(?:burn|burns|burned|burnt|scald|scalds|scalded|tbsa|bsa|brulure|brulures|kuungua|ameungua)\b/.test(
      folded,
    )
  )
    return undefined;
  const match =
    /\b(\d{1,3}(?:[.,]\d+)?)\s*%\s*(?:of\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:total\s+)?(?:body|bsa|tbsa|surface)|t?bsa\b|burns?\b|de\s+(?:la\s+)?surface)/.exec(
      folded,
    ) ??
    /\b(?:t?bsa|burns?\s+(?:over|of|covering|involving))\s*(?:of\s+)?(\d{1,3}(?:[.,]\d+)?)\s*%/.exec(folded);
  const percent = match ? Number((match[1] ?? '').replace(',', '.')) : undefined;
  return percent !== undefined && percent > 0 && percent <= 100 ? percent : undefined;
}
