import type { Token } from './tokenise';

/**
 * The word shorthand of a clinic book read as the words it stands for, so that every wording of the
 * vocabulary is reached however it is abbreviated: 'Conj suffusion' is 'conjunctival suffusion', 'Wt loss'
 * is 'weight loss', 'cervical LN' is 'cervical lymph node', 'urethral d/c' is 'urethral discharge'.
 * Only abbreviations with one meaning in clinical notes are here (the abbreviation lists of the Oxford
 * Handbook of Clinical Medicine, 11th ed. 2024, and the terms of the partograph and MCH handbook); those
 * with two meanings are read by their context below, or left unread: a wrong reading is worse than none.
 */
const shorthandWords: ReadonlyMap<string, readonly string[]> = new Map([
  ['abd', ['abdominal']],
  ['abdo', ['abdominal']],
  ['conj', ['conjunctival']],
  ['wt', ['weight']],
  ['ln', ['lymph', 'node']],
  ['lns', ['lymph', 'nodes']],
  ['lnn', ['lymph', 'nodes']],
  ['d/c', ['discharge']],
  ['tabs', ['tablets']],
  ['resp', ['respiratory']],
  ['incr', ['increased']],
  ['decr', ['decreased']],
  ['bilat', ['bilateral']],
  ['fhs', ['fetal', 'heart', 'sounds']],
  ['fhr', ['fetal', 'heart', 'rate']],
  ['fh', ['fetal', 'heart']],
  ['fms', ['fetal', 'movements']],
  ['u/o', ['urine', 'output']],
  ['uo', ['urine', 'output']],
  ['nof', ['neck', 'of', 'femur']],
  ['unvacc', ['unvaccinated']],
  ['unimmunised', ['unvaccinated']],
  // Examination headings that list the general signs at once: 'JACCOLD nil', 'no PICCLE' (the A of JACCOLD,
  // anaemia, is judged on examination as pallor).
  ['jaccold', ['jaundice', 'pallor', 'cyanosis', 'clubbing', 'oedema', 'lymphadenopathy', 'dehydration']],
  ['pjaccold', ['pallor', 'jaundice', 'cyanosis', 'clubbing', 'oedema', 'lymphadenopathy', 'dehydration']],
  ['piccle', ['pallor', 'icterus', 'cyanosis', 'clubbing', 'lymphadenopathy', 'oedema']],
]);

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

/** The case text's tokens with its word shorthand spelt out; each new word keeps its shorthand's place. */
export function expandShorthand(tokens: readonly Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.kind !== 'word') {
      result.push(token);
      continue;
    }
    const words = shorthandWords.get(token.text);
    if (words) {
      result.push(...expanded(token, words));
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
