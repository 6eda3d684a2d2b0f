import {
  bowelSoundContext,
  breathSoundContext,
  clinicAbbreviations,
  nerveNames,
  slashUnitWords,
} from './clinic-abbreviations';
import { intraocularPressureThreshold } from '../../knowledge/written-thresholds';
import type { Token } from './tokenise';

/**
 * 'LAP' and 'LAD' are lymphadenopathy beside a lymph node site or quality ('cervical LAP', 'generalised
 * LAD', 'LAP: axillary'); 'LAP' alone is also lower abdominal pain, which the vocabulary reads.
 */
const lymphNodeAbbreviations = new Set(['lap', 'lad']);
const lymphNodeContext = new Set([
  'cervical',
  'axillary',
  'inguinal',
  'submandibular',
  'occipital',
  'supraclavicular',
  'epitrochlear',
  'hilar',
  'mediastinal',
  'generalised',
  'generalized',
  'matted',
  'rubbery',
  'shotty',
  'posterior',
  'neck',
  'groin',
]);
/**
 * The general signs a clinician lists together on examination ('pallor -, jaundice -, cyanosis -, LAP -'):
 * two of them in the same line make its 'LAP' the lymph nodes of that list, not a pain.
 */
const generalExaminationSigns = new Set([
  'pallor',
  'jaundice',
  'icterus',
  'cyanosis',
  'clubbing',
  'oedema',
  'edema',
  'dehydration',
]);

/** Sides written as one capital before the part they name: 'L forearm', 'R chest stony dull'. */
const sideLetters: ReadonlyMap<string, string> = new Map([
  ['r', 'right'],
  ['l', 'left'],
]);

function expanded(token: Token, words: readonly string[]): Token[] {
  return words.map((text) => ({ ...token, text, isUpperCase: false }));
}

function wordAt(tokens: readonly Token[], index: number): Token | undefined {
  const token = tokens[index];
  return token?.kind === 'word' ? token : undefined;
}

/** Whether the line around `index` (up to its line breaks) lists two or more general examination signs. */
function inExaminationList(tokens: readonly Token[], index: number): boolean {
  const seen = new Set<string>();
  for (const step of [-1, 1]) {
    for (let at = index + step; at >= 0 && at < tokens.length; at += step) {
      const token = tokens[at] as Token;
      if (token.text === '\n') break;
      if (generalExaminationSigns.has(token.text)) seen.add(token.text);
    }
  }
  return seen.size >= 2;
}

function isLymphNodeContext(tokens: readonly Token[], index: number): boolean {
  const before = wordAt(tokens, index - 1)?.text;
  const after = wordAt(tokens, index + 1)?.text;
  if ((before && lymphNodeContext.has(before)) || (after && lymphNodeContext.has(after))) return true;
  return inExaminationList(tokens, index);
}

/** Whether a word of `words` is within `reach` tokens of `index` on its line. */
function isNear(tokens: readonly Token[], index: number, words: ReadonlySet<string>, reach: number): boolean {
  for (const step of [-1, 1]) {
    for (let at = index + step; Math.abs(at - index) <= reach && at >= 0 && at < tokens.length; at += step) {
      const text = (tokens[at] as Token).text;
      if (text === '\n') break;
      if (words.has(text)) return true;
    }
  }
  return false;
}

/** The next token, and the one after, as written: 'AFP 3000', 'FH 31 cm'. */
const isNumberAt = (tokens: readonly Token[], index: number) => tokens[index]?.kind === 'number';

/**
 * 'LOC' is a loss of consciousness ('brief LOC', 'LOC x 2 min', '+LOC') and also the level of consciousness an
 * examination records ('LOC normal', 'LOC: alert', 'GCS/LOC 15'): the level when a state of alertness or a
 * score follows it, or a score's name or a normal level comes before it ('reduced LOC' keeps the loss reading) (Oxford Handbook of
 * Clinical Medicine, 11th ed. 2024, abbreviations: LOC, loss or level of consciousness).
 */
const levelOfConsciousnessAfter = new Set([
  'normal',
  'alert',
  'intact',
  'good',
  'ok',
  'okay',
  'fine',
  'clear',
  'full',
  'fully',
  'conscious',
  'awake',
  'oriented',
  'orientated',
  'stable',
  'unchanged',
  'gcs',
  'avpu',
  // AVPU 'A' is alert; 'V', 'P' and 'U' are levels lowered, left to the loss reading.
  'a',
]);
const levelOfConsciousnessBefore = new Set(['gcs', 'avpu', 'normal', 'good', 'full']);
/** Units after a count that make 'LOC 2 min' the length of a loss of consciousness, not a score. */
const timeUnitsAfterCount = new Set([
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
]);

function isLevelOfConsciousness(tokens: readonly Token[], index: number): boolean {
  const after = tokens[index + 1];
  if (after?.kind === 'word' && levelOfConsciousnessAfter.has(after.text)) return true;
  if (after?.kind === 'number' && !timeUnitsAfterCount.has(tokens[index + 2]?.text ?? '')) return true;
  return levelOfConsciousnessBefore.has(wordAt(tokens, index - 1)?.text ?? '');
}

/**
 * Words of a mental state note around 'HI' that make it homicidal ideation (Oxford Handbook of Psychiatry,
 * 4th ed. 2019, risk assessment: SI/HI), not a head injury.
 */
const mentalStateContext = new Set([
  'si',
  'suicidal',
  'psychotic',
  'psychosis',
  'depressed',
  'depression',
  'manic',
  'mania',
  'bipolar',
  'schizophrenia',
  'paranoid',
  'voices',
  'hallucinations',
  'delusions',
  'mood',
  'mse',
  'ideation',
  'intent',
]);

/** What is written after 'PV' when it is per vaginam. */
const pvFollowers = new Set(['bleeding', 'bleed', 'discharge', 'd/c', 'loss', 'spotting', 'leaking']);

/** Words that qualify a chest's air entry: '↓ AE R', 'AE equal bilat', 'poor AE'. */
const airEntryQualifiers = new Set([
  'reduced',
  'decreased',
  'poor',
  'good',
  'equal',
  'absent',
  '↓',
  'bilat',
  'r',
  'l',
]);

/** Words between 'IOP' and its values: the eye's side and the unit ('IOP R 14, L 15 mmHg', 'IOP 28/30 OU'). */
const eyePressureFillers = new Set([
  'r',
  'l',
  'right',
  'left',
  're',
  'le',
  'od',
  'os',
  'ou',
  'both',
  'eyes',
  'mmhg',
  ',',
  '/',
  'and',
]);

/**
 * 'IOP' followed by its values is judged by them (AAO POAG PPP 2020: normal up to about 21 mmHg): 'IOP 14'
 * is a normal pressure, 'IOP R 28, L 32' a raised one. Undefined when no value follows.
 */
function readEyePressure(tokens: readonly Token[], index: number): readonly string[] | undefined {
  const values: number[] = [];
  for (let at = index + 1; at < tokens.length && at <= index + 8; at += 1) {
    const token = tokens[at] as Token;
    if (token.kind === 'number') {
      values.push(...token.text.split('/').map(Number));
      continue;
    }
    if (!eyePressureFillers.has(token.text)) break;
  }
  if (values.length === 0 || values.some((value) => !Number.isFinite(value))) return undefined;
  const raised = values.some((value) => value > intraocularPressureThreshold.normalAtMostMmHg);
  return raised ? ['raised', 'iop'] : ['normal', 'iop'];
}

/**
 * Abbreviations whose meaning their neighbours give: 'BS' (breath sounds on the chest, bowel sounds on the
 * abdomen), 'AFP' (alpha-fetoprotein before a value, acute flaccid paralysis otherwise), 'FH' (fundal height
 * in cm, else the fetal heart), 'nn' (nerves after a nerve's name), 'AE' (air entry), 'FM' (fetal
 * movements), 'cx' before a dilatation (the cervix). Undefined when the context settles nothing.
 */
function readInContext(tokens: readonly Token[], index: number): readonly string[] | undefined {
  const token = tokens[index] as Token;
  switch (token.text) {
    case 'bs': {
      const chest = isNear(tokens, index, breathSoundContext, 4);
      const bowel = isNear(tokens, index, bowelSoundContext, 4);
      if (chest === bowel) return undefined;
      return chest ? ['breath', 'sounds'] : ['bowel', 'sounds'];
    }
    case 'iop':
      return readEyePressure(tokens, index);
    case 'afp':
      return isNumberAt(tokens, index + 1) ? ['alpha', 'fetoprotein'] : undefined;
    case 'fh':
      return isNumberAt(tokens, index + 1) && tokens[index + 2]?.text === 'cm'
        ? ['fundal', 'height']
        : ['fetal', 'heart'];
    case 'nn':
      return nerveNames.has(tokens[index - 1]?.text ?? '') ? ['nerves'] : undefined;
    case 'ae':
      return token.isUpperCase && isNear(tokens, index, airEntryQualifiers, 2) ? ['air', 'entry'] : undefined;
    case 'fm':
      return token.isUpperCase ? ['fetal', 'movements'] : undefined;
    // 'PV bleeding', 'heavy PV loss': per vaginam, so that 'heavy' reaches the vaginal bleeding.
    case 'pv':
      return pvFollowers.has(tokens[index + 1]?.text ?? '') ? ['vaginal'] : undefined;
    // French 'DRS', douleur rétrosternale (chest pain behind the breastbone); 'drs' in lower case are doctors.
    case 'drs':
      return token.isUpperCase ? ['douleur', 'retrosternale'] : undefined;
    case 'loc':
      return isLevelOfConsciousness(tokens, index) ? ['level', 'of', 'consciousness'] : undefined;
    case 'gcs/loc':
    case 'loc/gcs':
      return ['gcs'];
    case 'cx':
      return isNumberAt(tokens, index + 1) || tokens[index + 1]?.text === 'dilated' ? ['cervix'] : undefined;
    // A mental state note's 'SI/HI' (suicidal or homicidal ideation); 'HI' is a head injury elsewhere.
    case 'si/hi':
    case 'hi/si':
      return ['suicidal', 'ideation', 'or', 'homicidal', 'ideation'];
    case 'hi':
      return token.isUpperCase && isNear(tokens, index, mentalStateContext, 6)
        ? ['homicidal', 'ideation']
        : undefined;
    default:
      return undefined;
  }
}

/**
 * Signs listed with slashes, 'no fever/cough/DIB', read as 'fever or cough or DIB' so that the list's
 * negation or duration reaches each of them. Only words of three letters or more: 'n/v', 'c/o', 'h/o' are
 * abbreviations of their own, and a unit over a unit ('breaths/min', 'mmol/l') is a measure.
 */
function splitSlashList(token: Token): Token[] | undefined {
  if (!token.text.includes('/')) return undefined;
  const parts = token.text.split('/');
  if (parts.some((part) => !/^[a-z]{3,}$/.test(part) || slashUnitWords.has(part))) return undefined;
  return parts.flatMap((part, index) => {
    const words = clinicAbbreviations.get(part);
    const read = words ? expanded(token, words) : [{ ...token, text: part }];
    return index === 0 ? read : [{ ...token, text: 'or', isUpperCase: false }, ...read];
  });
}

/** The case text's tokens with its word shorthand spelt out; each new word keeps its shorthand's place. */
export function expandShorthand(tokens: readonly Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.kind !== 'word') {
      result.push(token);
      continue;
    }
    const words = clinicAbbreviations.get(token.text) ?? readInContext(tokens, index);
    if (words) {
      result.push(...expanded(token, words));
      continue;
    }
    const listed = splitSlashList(token);
    if (listed) {
      result.push(...listed);
      continue;
    }
    if (lymphNodeAbbreviations.has(token.text) && isLymphNodeContext(tokens, index)) {
      result.push(...expanded(token, ['lymphadenopathy']));
      continue;
    }
    const side = sideLetters.get(token.text);
    const previous = tokens[index - 1];
    if (
      side !== undefined &&
      token.isUpperCase &&
      previous?.kind !== 'number' &&
      wordAt(tokens, index + 1) !== undefined
    ) {
      result.push(...expanded(token, [side]));
      continue;
    }
    // 'cap refill' is the capillary refill ('cap' alone is many things).
    if (token.text === 'cap' && wordAt(tokens, index + 1)?.text === 'refill') {
      result.push(...expanded(token, ['capillary']));
      continue;
    }
    result.push(token);
  }
  return result;
}
