import type { ComaScaleThreshold } from '../../knowledge/written-thresholds';
import type { Vitals } from '../types';
import { foldText } from './tokenise';
import { englishTensWords, englishUnitWords } from './word-lists/number-words';

/**
 * Words that may stand between a vital sign's name and its value in prose: 'her pulse was 124', 'a
 * temperature of 39.2', 'breathing fast at 60', 'temperature rose to 39.5', 'joto la mwili 39',
 * 'température à 39,5'. Up to four of them; any other word ends the search.
 */
const linkWord =
  '(?:of|is|was|were|has|have|had|be|been|at|to|up|about|around|approximately|approx|rose|risen|reading|' +
  'measured|recorded|noted|found|now|currently|fast|rapid|raised|high|elevated|low|only|still|' +
  'est|etait|a|de|du|ya|la|ni|kwa|wa|mwili)';
const link = `\\s*(?:[=:]\\s*)?(?:${linkWord}\\s+){0,4}`;
/** A number followed by a time unit is a duration ('breathing fast 5 days'), never a vital sign. */
const notDuration =
  '(?!\\s*(?:[.,]\\d)?\\s*(?:days?|d\\b|weeks?|wks?|hours?|hrs?|h\\b|months?|years?|yrs?|siku|wiki|saa|jours?|semaines?|mois|ans)\\b)';
/** The words of a vital sign's name, link and unit: understood in a part whose measurement was read. */
export const measurementWords = new Set([
  ...linkWord.replace(/[()?:]/g, '').split('|'),
  ...'pulse pouls heart beats beat beating heartbeat rate breathing breathes breaths breath respirations saturating saturated saturation saturations oxygen temperature temp times per minute min mmhg bpm rpm room air frequence cardiaque respiratoire mapigo moyo kupumua anapumua joto fievre ta bp tension arterielle spo2 sao2 sats sat rr hr pr fc fr'.split(
    ' ',
  ),
]);
/** Abbreviations ('t', 'rr', 'hr') take only a separator or 'of/is/was' before their value: 'TA 100/60' holds no 'T … 100'. */
const abbreviationLink = '\\s*(?:(?:of|is|was|=)\\s*)?';
const named = (names: string, value: string, abbreviations: string) =>
  new RegExp(`\\b(?:(?:${names})${link}|(?:${abbreviations})${abbreviationLink})${value}${notDuration}`);

/**
 * Vital signs typed into free text by clinicians ('BP 190/120', 'SpO2 85% on room air', 'RR 40',
 * 'fever 39.5', 'T 35.2', 'PR 120') or written in sentences ('her pulse was 124 beats per minute',
 * 'breathing 40 times a minute', 'saturating 88% on room air'): read so the same thresholds apply as to
 * the vitals fields.
 */
const patterns: Array<{ vital: keyof Vitals; pattern: RegExp; min: number; max: number }> = [
  {
    vital: 'spo2',
    pattern: named(
      'sats?|saturations?|saturating|saturated|oxygen saturation|o2 sats?|saturation en oxygene',
      '(\\d{2,3})\\s*%?',
      'spo2|sp02|sao2',
    ),
    min: 40,
    max: 100,
  },
  // A percentage on air needs no name: '88% on room air', '90% in air'.
  {
    vital: 'spo2',
    pattern: /\b(\d{2,3})\s*%\s*(?:on|in|sur|a l)\s*(?:room air|ra\b|air ambiant|air)/,
    min: 40,
    max: 100,
  },
  {
    vital: 'respiratoryRate',
    pattern: named(
      'resp(?:iratory)? rate|respirations?|breathing rate|breathing|breathes|breaths|frequence respiratoire|kupumua|anapumua',
      '(\\d{1,3})\\b',
      'rr|resp|fr',
    ),
    min: 3,
    max: 120,
  },
  {
    vital: 'heartRate',
    pattern: named(
      'pulse(?: rate)?|heart rate|heart beats?|heartbeat|heart beating|frequence cardiaque|pouls|mapigo ya moyo|mapigo',
      '(\\d{2,3})\\b',
      'hr|pr|fc',
    ),
    min: 20,
    max: 250,
  },
  // A rate named by its unit: 'tachypnoeic at 36 rpm', '65 breaths per minute', '135 beats per minute'.
  {
    vital: 'respiratoryRate',
    pattern:
      /\b(\d{1,3})\s*(?:rpm|breaths?\s*(?:\/|per|a|an)\s*min(?:ute)?|respirations?\s*(?:\/|per|a)\s*min(?:ute)?)\b/,
    min: 3,
    max: 120,
  },
  {
    vital: 'heartRate',
    pattern: /\b(\d{2,3})\s*(?:bpm|beats?\s*(?:\/|per|a|an)\s*min(?:ute)?)\b/,
    min: 20,
    max: 250,
  },
  // French 'PB' (périmètre brachial) is the MUAC.
  {
    vital: 'muacMm',
    pattern: /\b(?:muac|pb|perimetre brachial)\s*(?:of|is|was|=|:|de|a)?\s*(\d{2,3})\s*mm\b/,
    min: 60,
    max: 400,
  },
];

/** MUAC is as often written in centimetres ('MUAC 10.8 cm', 'MUAC of 11cm'): read into millimetres. */
const muacCentimetres =
  /\b(?:muac|pb|perimetre brachial)\s*(?:of|is|was|=|:|de|a)?\s*(\d{1,2}(?:[.,]\d)?)\s*cms?\b/;
/**
 * A weight-for-height (or length) z-score: 'WHZ -3.4', 'WFH < -3 SD', 'weight for height z-score below -3'.
 * 'below/under/less than/<' a value is read as just under it, so the same '< -3' threshold applies.
 */
const weightForHeightZ =
  /\b(?:whz|wfh|wlz|wfl|weight[- ]for[- ](?:height|length))(?:\s*z[- ]?scores?)?\s*(?:of|is|was|=)?\s*(below|under|less than|<)?\s*(?:-|minus\s*|\u2212)\s*(\d(?:[.,]\d+)?)\s*(?:sd|z)?\b/;

function readMuacCentimetres(folded: string): number | undefined {
  const match = muacCentimetres.exec(folded);
  if (!match) return undefined;
  const millimetres = Math.round(Number((match[1] ?? '').replace(',', '.')) * 10);
  return millimetres >= 60 && millimetres <= 400 ? millimetres : undefined;
}

function readWeightForHeightZ(folded: string): number | undefined {
  const match = weightForHeightZ.exec(folded);
  if (!match) return undefined;
  const magnitude = Number((match[2] ?? '').replace(',', '.'));
  if (!(magnitude <= 6)) return undefined;
  return match[1] ? -magnitude - 0.01 : -magnitude;
}

/**
 * Temperatures as written, in Celsius or Fahrenheit ('temp 38.5', '39 °C', 'temperature is 101.5',
 * '100.9F'): a value marked F, or unmarked and in the Fahrenheit range of a body temperature, is converted.
 */
const temperatureUnit = '(°\\s*[cf]?|deg(?:rees?)?\\s*[cf]?|deg[cf]|[cf]\\b)?';
const temperaturePatterns = [
  named(
    'temp(?:erature)?|fever|fevers|febrile|pyrexia|pyrexial|homa|joto|fievre',
    `(\\d{2,3}(?:[.,]\\d+)?)\\s*${temperatureUnit}`,
    't',
  ),
  // Not the weeks of a pregnancy before 'c/o': '32/40 c/o bleeding' is no temperature of 40 °C.
  /(?<!\/)\b(\d{2,3}(?:[.,]\d+)?)\s*(°\s*[cf]?|deg(?:rees?)?\s*[cf]?|deg[cf]|[cf]\b)(?![a-z/])/,
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

const isPlausibleBloodPressure = (systolic: number, diastolic: number) =>
  systolic > diastolic && systolic >= 50 && systolic <= 300 && diastolic >= 20;

/** The first pair that can be a blood pressure: '2/6 murmur' or 'GCS 10/15' before it is passed over. */
function readBloodPressure(folded: string): Pick<Vitals, 'systolicBP' | 'diastolicBP'> {
  if (!/\bbp\b|blood pressure|mm\s*hg|\bta\b|tension|shinikizo|presha/.test(folded)) return {};
  for (const pair of folded.matchAll(/\b(\d{2,3})\s*(?:\/|\bover\b|\bsur\b)\s*(\d{2,3})\b/g)) {
    const systolic = Number(pair[1]);
    const diastolic = Number(pair[2]);
    if (isPlausibleBloodPressure(systolic, diastolic))
      return { systolicBP: systolic, diastolicBP: diastolic };
  }
  return readBloodPressureInCmHg(folded);
}

/**
 * French notes give the blood pressure in centimetres of mercury after 'TA' or 'tension': 'TA 8/5' is
 * 80/50 mmHg, 'tension 12,5/8' is 125/80 (1 cmHg = 10 mmHg).
 */
function readBloodPressureInCmHg(folded: string): Pick<Vitals, 'systolicBP' | 'diastolicBP'> {
  const match =
    /\b(?:ta|tension(?: arterielle)?)\s+(?:(?:est|de|a)\s+)*(\d{1,2}(?:[.,]\d)?)\s*\/\s*(\d{1,2}(?:[.,]\d)?)(?![\d.,/])(?!\s*mm)/.exec(
      folded,
    );
  if (!match) return {};
  const systolic = Number((match[1] ?? '').replace(',', '.')) * 10;
  const diastolic = Number((match[2] ?? '').replace(',', '.')) * 10;
  if (isPlausibleBloodPressure(systolic, diastolic)) return { systolicBP: systolic, diastolicBP: diastolic };
  return {};
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
  for (const [vital, value] of readCountedRates(folded)) vitals[vital] ??= value;
  if (vitals.muacMm === undefined) {
    const muacMm = readMuacCentimetres(folded);
    if (muacMm !== undefined) vitals.muacMm = muacMm;
  }
  const zScore = readWeightForHeightZ(folded);
  if (zScore !== undefined) vitals.weightForHeightZ = zScore;
  return { ...vitals, ...readBloodPressure(folded) };
}

/** A count taken at the bedside: 'the nurse counted 196', 'I counted 136', 'nimehesabu 52', 'j'ai compté 120'. */
const countedValue =
  /\b(?:counted|counting|count|compte|comptes|nimehesabu|amehesabu|alihesabu|walihesabu)\s+(?:(?:his|her|its|the|it|them|at|up to|to|about|ni|a)\s+)?(\d{2,3})\b(?!\s*(?:tablets?|tabs?|pills?|capsules?|caps|comprimes?|vidonge|mg|ml|kg|g|%)\b)/g;
/** What was counted, named anywhere in the same sentence: the beat of the heart, or the breaths. */
const countedRates: ReadonlyArray<{
  vital: 'heartRate' | 'respiratoryRate';
  names: RegExp;
  min: number;
  max: number;
}> = [
  {
    vital: 'heartRate',
    names: /\b(?:pulse|beats?|heart ?beats?|heart|pouls|battements|coeur|mapigo|moyo)\b/,
    min: 20,
    max: 250,
  },
  {
    vital: 'respiratoryRate',
    names: /\b(?:breaths?|breathing|respirations?|kupumua|pumzi|respiration)\b/,
    min: 3,
    max: 120,
  },
];

/**
 * A number counted with no vital named before it, whose sentence names what was counted ('The nurse counted
 * 196, the beat is regular'; 'pulse fast and weak, I counted 136'): a heart rate or a breathing rate. A
 * sentence naming both, or neither, gives nothing: the count is not guessed.
 */
function readCountedRates(folded: string): Array<['heartRate' | 'respiratoryRate', number]> {
  const read: Array<['heartRate' | 'respiratoryRate', number]> = [];
  for (const sentence of folded.split(/[.;!?\n]/)) {
    for (const match of sentence.matchAll(countedValue)) {
      const value = Number(match[1]);
      const rest = sentence.slice(0, match.index) + ' ' + sentence.slice(match.index + match[0].length);
      const named = countedRates.filter((rate) => rate.names.test(rest));
      const only = named.length === 1 ? named[0] : undefined;
      if (only && value >= only.min && value <= only.max) read.push([only.vital, value]);
    }
  }
  return read;
}

/** A body weight written in prose: 'weighs 12 kg', 'weight 3.1 kg', 'uzito kilo 9', 'poids de 8 kg'. */
export function readWeightKg(text: string): number | undefined {
  const folded = foldText(text).folded.replace(/:/g, ' ');
  const match =
    /\b(?:weighs|weighing|weighed|weight|body weight|uzito|anapima|poids|pese)\s*(?:[=:]\s*)?(?:(?:of|is|was|now|today|only|about|around|de|kilo|ni|wa)\s+){0,2}(\d{1,3}(?:[.,]\d+)?)\s*(kg|kgs|kilos?|kilograms?)?\b/.exec(
      folded,
    );
  // A weight put in brackets after the patient ('child of 4 (18 kg)', 'enfant de 4 ans (18 kg)').
  const bracketed = /\((\d{1,3}(?:[.,]\d+)?)\s*(?:kg|kgs|kilos?|kilograms?)\)/.exec(folded);
  if (!match || (!match[2] && !/\bkilo\b/.test(match[0]))) {
    if (!bracketed) return undefined;
    const bracketedKg = Number((bracketed[1] ?? '').replace(',', '.'));
    return bracketedKg > 0.3 && bracketedKg <= 300 ? bracketedKg : undefined;
  }
  const kilograms = Number((match[1] ?? '').replace(',', '.'));
  return kilograms > 0.3 && kilograms <= 300 ? kilograms : undefined;
}

export type ComaScores = Partial<Record<ComaScaleThreshold['scale'], number>>;

/** Coma scores typed in notes: 'GCS 9/15', 'GCS E2V2M4', 'Blantyre 2/5', 'BCS 2'; and a newborn's Apgar score. */
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
  // The first Apgar score written is the one-minute score: 'APGAR 2/5/6 at 1/5/10 min', 'Apgar scores were 1, 3 and 5'.
  const apgar =
    /\bapgar(?: scores?)?(?: (?:of|is|was|were|=))?(?: (?:at )?(?:1|one) min(?:ute)?)?\s*(\d{1,2})\b(?!\s*min)/.exec(
      folded,
    );
  const apgarScore = apgar ? Number(apgar[1]) : undefined;
  if (apgarScore !== undefined && apgarScore <= 10) scores.apgar = apgarScore;
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

/** English counts written in words as digits ('thirty 500 mg tablets', 'twenty-five tablets'), for the dose patterns. */
const tensUnits = new RegExp(
  `\\b(${Object.keys(englishTensWords).join('|')})(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\\b`,
  'g',
);
const units = new RegExp(`\\b(${Object.keys(englishUnitWords).join('|')})\\b`, 'g');

function countsAsDigits(folded: string): string {
  return folded
    .replace(tensUnits, (_whole, tens: string, unit?: string) =>
      String((englishTensWords[tens] ?? 0) + (unit ? (englishUnitWords[unit] ?? 0) : 0)),
    )
    .replace(units, (_whole, unit: string) => String(englishUnitWords[unit] ?? unit));
}

/**
 * The amount of a medicine swallowed: tablets times strength ('20 tablets of 500 mg', '20 x 500 mg
 * tablets', '20 500mg tablets') or a total written in grams after a word of swallowing ('took 10 g of').
 */
const knownMedicineWords = new Set([
  'paracetamol',
  'acetaminophen',
  'panadol',
  'ibuprofen',
  'aspirin',
  'iron',
  'ferrous',
]);
/** The wordings of tablets times strength, made once (readIngestedDose). */
const doseCount = '(\\d{1,3})';
const doseStrength = '(\\d{2,4}(?:[.,]\\d+)?)\\s*(mg|g)\\b';
// A name of one or two words ('paracetamol', 'ferrous sulfate'): its first word names the medicine.
const doseNameWords = '([a-z]+(?:\\s+[a-z]+)?)';
const ingestedDosePatterns = [
  new RegExp(
    `${doseCount}\\s*${tabletWords}\\s*(?:of|x|each of|ya|vya|de)?\\s*(?:${doseNameWords}\\s+)?${doseStrength}(?:\\s+(?:of\\s+)?([a-z]+))?`,
  ),
  new RegExp(`${doseCount}\\s*(?:x|×)\\s*${doseStrength}\\s*(?:([a-z]+)\\s+)?${tabletWords}?`),
  new RegExp(`${doseCount}\\s+${doseStrength}\\s*(?:([a-z]+)\\s+)?${tabletWords}`),
  // '10 ferrous sulphate 200 mg tablets', '8 iron tablets of 200 mg'.
  new RegExp(`${doseCount}\\s+${doseNameWords}\\s+${doseStrength}\\s*${tabletWords}`),
  new RegExp(`${doseCount}\\s+([a-z]+)\\s+${tabletWords}\\s+(?:of\\s+)?${doseStrength}`),
  // Kiswahili and French put the count after the noun: 'vidonge 30 vya 500 mg', 'comprimés 20 de 500 mg'
  // (Ashton, Swahili Grammar, 1944: numerals follow the noun).
  new RegExp(`${tabletWords}\\s+${doseCount}\\s+(?:vya|ya|de)?\\s*${doseStrength}`),
];

/**
 * Tablets for pain told without their name ('her pain tablets', 'dawa za maumivu', 'ses antidouleurs'): of
 * 500 mg they are paracetamol's tablet (ingestedDoseThresholds: 'painkiller').
 */
const unnamedPainkillerWords =
  /\b(?:pain ?killers?|pain (?:tablets?|pills?|medicines?|relievers?)|dawa (?:ya|za) maumivu|vidonge vya maumivu|antidouleurs?|antalgiques?|contre la douleur)\b/;
const painkillerTabletMg = 500;

export function readIngestedDose(text: string): IngestedDose | undefined {
  const folded = countsAsDigits(foldText(text).folded);
  // Every wording of an amount holds a number.
  if (!/\d/.test(folded)) return undefined;
  for (const [position, pattern] of ingestedDosePatterns.entries()) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const tablets = Number(match[1]);
    // First pattern: count, name-before, strength, unit, name-after; the second, third and last: count,
    // strength, unit, name; the fourth and fifth: count, name, strength, unit.
    const [value, unit, written] =
      position === 0
        ? [match[3], match[4], match[2] ?? match[5]]
        : position === 3 || position === 4
          ? [match[3], match[4], match[2]]
          : [match[2], match[3], match[4]];
    const name = written?.split(/\s+/)[0];
    const mg = Number((value ?? '').replace(',', '.')) * (massUnits[unit ?? ''] ?? Number.NaN);
    if (!Number.isFinite(mg) || tablets < 1) continue;
    const dose: IngestedDose = { totalMg: tablets * mg };
    const named = /\b(paracetamol|acetaminophen|panadol|ibuprofen|aspirin|iron|ferrous)\b/.exec(folded)?.[1];
    const medicine =
      (name !== undefined && knownMedicineWords.has(name) ? name : undefined) ??
      named ??
      (mg === painkillerTabletMg && unnamedPainkillerWords.test(folded) ? 'painkiller' : name);
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

const burnWords =
  /\b(?:burn|burns|burned|burnt|scald|scalds|scalded|tbsa|bsa|brulure|brulures|brule|brules|brulee|brulees|kuungua|ameungua|imeungua|iliyoungua|ameunguzwa)\b/;
/** 'percent' as a sign or a word: '%', 'percent', 'per cent', 'pour cent'. */
const percentSign = '\\s*(?:%|(?:per\\s?cent|pour\\s?cent)\\b)';
const burnPercentPatterns = [
  // '12% of the body', '35 % TBSA', '20 % de la surface', '15 % du corps', 'twelve percent of the body'
  new RegExp(
    `\\b(\\d{1,3}(?:[.,]\\d+)?)${percentSign}\\s*(?:of\\s+(?:the\\s+|his\\s+|her\\s+|their\\s+)?(?:total\\s+)?(?:body|bsa|tbsa|surface)|t?bsa\\b|burns?\\b|de\\s+(?:la\\s+)?surface|du\\s+corps)`,
  ),
  /\b(?:t?bsa|burns?\s+(?:over|of|covering|involving))\s*(?:of\s+)?(\d{1,3}(?:[.,]\d+)?)\s*%/,
  // 'about 15%' beside words of burning: an estimate is how a burn area is told, not a saturation
  new RegExp(
    `\\b(?:about|around|approximately|roughly|nearly|estimated|environ|pres\\s+de|takriban|karibu)\\s+(\\d{1,3}(?:[.,]\\d+)?)${percentSign}`,
  ),
  // Kiswahili: 'asilimia 15 ya mwili'
  /\basilimia\s+(\d{1,3})\b/,
];
const bodySurfaceShare = new RegExp(
  `${percentSign}\\s*(?:of\\s+(?:the\\s+|his\\s+|her\\s+|their\\s+)?(?:total\\s+)?body\\s+surface|de\\s+(?:la\\s+)?surface\\s+corporelle)`,
);
/** A percentage just after these names is theirs ('SpO2 about 88%'), not a burn area. */
const otherPercentNamed = /\b(?:spo2|sats?|saturation|o2|hct|haematocrit|hematocrit|pcv)\b/;

/**
 * The share of the body surface burned, when the text speaks of a burn: '12% of the body', '35 % TBSA',
 * 'about twelve percent', 'environ 15 %', 'asilimia 15'. Other percentages (SpO2, haematocrit) are not read.
 */
export function readBurnPercent(text: string): number | undefined {
  const folded = countsAsDigits(foldText(text).folded);
  // The share of the body surface is a burn's measure: 'of the body surface', 'de la surface corporelle' say burn
  // even in a part of the note that does not repeat the word.
  if (!burnWords.test(folded) && !bodySurfaceShare.test(folded)) return undefined;
  for (const pattern of burnPercentPatterns) {
    const match = pattern.exec(folded);
    if (!match || otherPercentNamed.test(folded.slice(Math.max(0, match.index - 16), match.index))) continue;
    const percent = Number((match[1] ?? '').replace(',', '.'));
    if (percent > 0 && percent <= 100) return percent;
  }
  return undefined;
}
