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
