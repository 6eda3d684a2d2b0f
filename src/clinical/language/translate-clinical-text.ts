import type {
  ClinicalTranslations,
  SentenceTranslation,
  TranslationGroup,
} from '../knowledge/translations/types';

/** What the translator needs of the English knowledge base: the names it writes, by id. */
export interface EnglishClinicalNames {
  conditions: ReadonlyArray<{ id: string; name: string }>;
  findings: ReadonlyArray<{ id: string; label: string; question?: string | undefined }>;
}

/** One piece of text in the clinician's language; `isReviewed` false when any part is a machine draft. */
export interface TranslatedPiece {
  text: string;
  isReviewed: boolean;
}

type PlaceholderKind =
  'number' | 'condition' | 'finding' | 'findingLower' | 'sentence' | 'list' | 'medicine' | 'copied';

interface CompiledSentence {
  pattern: RegExp;
  /** The English wording's fixed text around the placeholders: one more than there are placeholders. */
  literals: string[];
  kinds: PlaceholderKind[];
  names: string[];
  entry: SentenceTranslation;
}

const placeholder = /\{([a-zA-Z]+)(\d*)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function kindOf(name: string): PlaceholderKind {
  if (name === 'n') return 'number';
  if (name === 'condition' || name === 'finding' || name === 'findingLower') return name;
  if (name === 'sentence' || name === 'part') return 'sentence';
  if (name === 'list') return 'list';
  if (name === 'drug') return 'medicine'; // an international non-proprietary name, copied
  return 'copied'; // {quote}: the clinician's words
}

// A number as the engine and the knowledge write it: '6', '2.5', and the tablet fractions '½', '1½'.
const numberPattern = '\\d+(?:\\.\\d+)?[½¼¾]?|[½¼¾⅛]';
const isNumber = new RegExp(`^(?:${numberPattern})$`);

const groupFor: Record<PlaceholderKind, string> = {
  number: `(${numberPattern})`,
  list: '(.+?)',
  medicine: '(.+?)',
  copied: '(.+?)',
  condition: '(.+?)',
  finding: '(.+?)',
  findingLower: '(.+?)',
  sentence: '(.+?)',
};

function compile(entry: SentenceTranslation): CompiledSentence {
  const kinds: PlaceholderKind[] = [];
  const names: string[] = [];
  const literals: string[] = [];
  let source = '^';
  let last = 0;
  for (const match of entry.en.matchAll(placeholder)) {
    const kind = kindOf(match[1]!);
    literals.push(entry.en.slice(last, match.index));
    source += escapeRegExp(literals.at(-1)!) + groupFor[kind];
    kinds.push(kind);
    names.push(match[0]);
    last = match.index + match[0].length;
  }
  literals.push(entry.en.slice(last));
  source += `${escapeRegExp(literals.at(-1)!)}$`;
  return { pattern: new RegExp(source), literals, kinds, names, entry };
}

const hasBalancedBrackets = (text: string) => {
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth += 1;
    else if (character === ')' && --depth < 0) return false;
  }
  return depth === 0;
};

const maximumReadings = 32;

// A medicine's name ('amoxicillin + clavulanic acid', 'tetracycline (eye ointment)'): never a clause of a
// sentence, so a {drug} that would swallow ':' or '|' is a wrong reading.
const isMedicineName = (text: string) => text.length <= 60 && !/[:;|]/.test(text);

/**
 * Every way the text fills the sentence's placeholders, shortest first: a finding's label may itself hold
 * brackets ('Low blood pressure (systolic < 90 mmHg) or shock (HR 128)'), so the first reading is not
 * always the right one. Each value is non-empty with balanced brackets; numbers are numbers.
 */
function readingsOf(sentence: CompiledSentence, text: string): string[][] {
  const { literals, kinds } = sentence;
  if (!sentence.pattern.test(text)) return [];
  if (kinds.length === 0) return [[]];
  const readings: string[][] = [];
  const end = text.length - literals.at(-1)!.length;
  const extend = (position: number, values: string[]): void => {
    if (readings.length >= maximumReadings) return;
    const index = values.length;
    if (index === kinds.length) {
      if (position === end) readings.push(values);
      return;
    }
    const isLast = index === kinds.length - 1;
    const after = literals[index + 1]!;
    for (let stop = position + 1; stop <= end; stop += 1) {
      if (isLast ? stop !== end : !text.startsWith(after, stop)) continue;
      const value = text.slice(position, stop);
      if (kinds[index] === 'number' ? !isNumber.test(value) : !hasBalancedBrackets(value)) continue;
      if (kinds[index] === 'medicine' && !isMedicineName(value)) continue;
      extend(stop + (isLast ? 0 : after.length), [...values, value]);
    }
  };
  extend(literals[0]!.length, []);
  return readings;
}

function indexGroups(groups: readonly TranslationGroup[]): Map<string, TranslatedPiece> {
  const index = new Map<string, TranslatedPiece>();
  for (const group of groups)
    for (const [key, text] of Object.entries(group.texts))
      index.set(key, { text, isReviewed: group.reviewer !== null });
  return index;
}

const literalLength = (entry: SentenceTranslation) => entry.en.replace(placeholder, '').length;
const shortLabelOf = (label: string) => label.replace(/\s*\(.*\)$/, '');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
// A new sentence starts after . ! or ? and a space, before a capital letter ('P. falciparum' stays whole),
// and never inside brackets (a clinician's words quoted after a finding stay with it).
const sentenceBoundary = /(?<=[.!?])\s+(?=\p{Lu})/u;

function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.split(sentenceBoundary)) {
    const last = sentences.at(-1);
    if (last !== undefined && !hasBalancedBrackets(last))
      sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/**
 * Translates what the engine wrote in English into one clinician language, from the knowledge base's
 * translation data only. A piece of text is translated whole or not at all: a sentence whose every part
 * is known comes back in the language, any other sentence stays wholly in English (never a mixture).
 */
export function createClinicalTranslator(translations: ClinicalTranslations, english: EnglishClinicalNames) {
  const conditionIdByName = new Map(english.conditions.map((condition) => [condition.name, condition.id]));
  // Evidence lines name a finding by its label without a trailing parenthesis (engine/reason/explain.ts).
  const findingByLabel = new Map<string, { id: string; isShort: boolean }>();
  for (const finding of english.findings) {
    const short = shortLabelOf(finding.label);
    if (short !== finding.label && !findingByLabel.has(short))
      findingByLabel.set(short, { id: finding.id, isShort: true });
  }
  for (const finding of english.findings)
    findingByLabel.set(finding.label, { id: finding.id, isShort: false });
  // The most specific wording first, so 'every 6 hours as needed' wins over 'every {n1} hours'.
  const compiled = [...translations.sentences]
    .sort((a, b) => literalLength(b) - literalLength(a))
    .map(compile);

  const labelById = indexGroups(translations.findingLabels);
  const questionById = indexGroups(translations.findingQuestions);
  const findingIdByQuestion = new Map(
    english.findings.flatMap((finding) =>
      finding.question ? [[finding.question, finding.id] as const] : [],
    ),
  );
  const question = (text: string): TranslatedPiece | undefined => {
    const id = findingIdByQuestion.get(text);
    return id === undefined ? undefined : questionById.get(id);
  };
  const phraseByEnglish = indexGroups(translations.phrases);

  const conditionName = (name: string): TranslatedPiece | undefined => {
    const id = conditionIdByName.get(name);
    const translated = id === undefined ? undefined : translations.conditionNames[id];
    return translated && { text: translated.text, isReviewed: translated.reviewer !== null };
  };

  const findingLabel = (label: string): TranslatedPiece | undefined => {
    const found = findingByLabel.get(label);
    const translated = found && labelById.get(found.id);
    return translated && found?.isShort ? { ...translated, text: shortLabelOf(translated.text) } : translated;
  };

  /**
   * What stands in brackets after a finding: the engine's own measurement words ('respiratory rate 44 /min')
   * are catalogued sentences and translated; the clinician's words are copied as written.
   */
  const quoted = (value: string, depth: number): TranslatedPiece =>
    (depth < 3 ? translateWhole(value, depth + 1) : undefined) ?? { text: value, isReviewed: true };

  /** A list the engine joins with ', ' (the conditions a contraindication names): every item translated. */
  function listed(text: string, depth: number): TranslatedPiece | undefined {
    const items = text.split(', ').map((item) => translateWhole(item, depth, false));
    if (items.some((item) => item === undefined)) return undefined;
    return {
      text: items.map((item) => item!.text).join(', '),
      isReviewed: items.every((item) => item!.isReviewed),
    };
  }

  function fill(sentence: CompiledSentence, values: string[], depth: number): TranslatedPiece | undefined {
    let isReviewed = sentence.entry.reviewer !== null;
    let text = sentence.entry.text;
    for (const [index, kind] of sentence.kinds.entries()) {
      const value = values[index]!;
      let piece: TranslatedPiece | undefined;
      if (kind === 'number') piece = { text: value, isReviewed: true };
      else if (kind === 'copied') piece = quoted(value, depth);
      else if (kind === 'medicine') piece = { text: value, isReviewed: true };
      else if (kind === 'list') piece = depth < 3 ? listed(value, depth + 1) : undefined;
      else if (kind === 'condition') piece = conditionName(value);
      else if (kind === 'finding') piece = findingLabel(value);
      else if (kind === 'findingLower') {
        const found = findingLabel(value.charAt(0).toUpperCase() + value.slice(1));
        piece = found && { ...found, text: lowerFirst(found.text) };
      } else piece = depth < 3 ? translateWhole(value, depth + 1) : undefined;
      if (piece === undefined) return undefined;
      isReviewed &&= piece.isReviewed;
      text = text.replace(sentence.names[index]!, () => piece.text);
    }
    return { text, isReviewed };
  }

  function translateWhole(text: string, depth = 0, isJoinable = true): TranslatedPiece | undefined {
    const named = conditionName(text) ?? findingLabel(text) ?? question(text) ?? phraseByEnglish.get(text);
    if (named !== undefined) return named;
    for (const sentence of compiled) {
      for (const values of readingsOf(sentence, text)) {
        const piece = fill(sentence, values, depth);
        if (piece !== undefined) return piece;
      }
    }
    return isJoinable ? translateJoined(text, depth) : undefined;
  }

  /**
   * Texts the engine joins with '; ' (a red flag's actions): translated when they split into catalogued
   * texts, each whole (a catalogued text may itself hold a '; ').
   */
  function translateJoined(text: string, depth: number): TranslatedPiece | undefined {
    const parts = text.split('; ');
    if (parts.length < 2) return undefined;
    const upTo: Array<TranslatedPiece | undefined> = [{ text: '', isReviewed: true }];
    for (let end = 1; end <= parts.length; end += 1) {
      for (let start = 0; start < end && upTo[end] === undefined; start += 1) {
        const before = upTo[start];
        if (before === undefined || (start === 0 && end === parts.length)) continue;
        const piece = translateWhole(parts.slice(start, end).join('; '), depth, false);
        if (piece === undefined) continue;
        upTo[end] = {
          text: start === 0 ? piece.text : `${before.text}; ${piece.text}`,
          isReviewed: before.isReviewed && piece.isReviewed,
        };
      }
    }
    return upTo[parts.length];
  }

  /** Each sentence of the text with its translation, or undefined where that sentence stays in English. */
  function translateBySentence(text: string): Array<{ english: string; piece: TranslatedPiece | undefined }> {
    const whole = translateWhole(text);
    if (whole !== undefined) return [{ english: text, piece: whole }];
    return sentencesOf(text).map((english) => ({ english, piece: translateWhole(english) }));
  }

  /**
   * The text in the language, sentence by sentence; undefined when no sentence of it could be translated.
   * A text of several sentences may come back with some of them in English, each sentence whole.
   */
  function translate(text: string): TranslatedPiece | undefined {
    const parts = translateBySentence(text);
    if (parts.every(({ piece }) => piece === undefined)) return undefined;
    return {
      text: parts.map(({ english, piece }) => piece?.text ?? english).join(' '),
      isReviewed: parts.every(({ piece }) => piece === undefined || piece.isReviewed),
    };
  }

  return {
    language: translations.language,
    translate,
    translateBySentence,
    draftNotice: translations.draftNotice,
  };
}

export type ClinicalTranslator = ReturnType<typeof createClinicalTranslator>;
