import { frenchVerbForms } from './french-verbs';
import { correctSpelling, readKiswahiliVerbs, type PhraseIndex } from './phrase-index';
import { stemWord } from './stem';
import {
  infinitivesOf,
  readSwahiliVerb,
  shengEnglishVerb,
  swahiliInfinitive,
  swahiliLocativeNoun,
  swahiliNounForms,
  isSwahiliPassiveOfOtherRoot,
  thirdPersonNegativesOf,
} from './swahili-verbs';
import { readSwahiliFunctionWords } from './swahili-function-words';
import type { Token } from './tokenise';

/**
 * The forms a word of the text may stand for when the vocabulary does not hold it as typed: a Kiswahili
 * verb's infinitive or the vocabulary's own conjugated form, a Sheng English verb, a French verb's base form,
 * or a spelling fix.
 */

/** Alternative forms already worked out, by index (pure: the same word always gets the same answer). */
const alternativeForms = new WeakMap<PhraseIndex, Map<string, string | undefined>>();
const maximumRememberedForms = 20_000;

/** For a word the vocabulary does not know: its Swahili infinitive if the vocabulary has it, else a spelling fix. */
export function alternativeForm(word: string, index: PhraseIndex): string | undefined {
  let remembered = alternativeForms.get(index);
  if (!remembered) {
    remembered = new Map();
    alternativeForms.set(index, remembered);
  }
  if (remembered.has(word)) return remembered.get(word);
  const form = workOutAlternativeForm(word, index);
  if (remembered.size >= maximumRememberedForms) remembered.clear();
  remembered.set(word, form);
  return form;
}

function workOutAlternativeForm(word: string, index: PhraseIndex): string | undefined {
  const infinitive = swahiliInfinitive(word);
  if (infinitive !== undefined && index.knownWords.has(infinitive)) return infinitive;
  const swahili = swahiliFormOf(word, index);
  if (swahili !== undefined && !swahili.negated) return swahili.form;
  if (index.knownWords.has(word)) return undefined;
  const englishVerb = shengEnglishVerb(word);
  if (englishVerb !== undefined && index.knownWords.has(englishVerb)) return englishVerb;
  // Read back only to a word of the French wordings: 'urgent' and 'later' are no 'urge' or 'late'.
  const french = frenchVerbForms(word).find((form) => index.frenchWords.has(form));
  if (french !== undefined) return french;
  const corrected = correctSpelling(index, word) ?? undefined;
  // 'ameletwa' (was brought) is no misspelt 'amelewa' (is drunk): a passive verb is a word of its own.
  return corrected !== undefined && isSwahiliPassiveOfOtherRoot(word, corrected) ? undefined : corrected;
}

/**
 * A Kiswahili word read to the form the vocabulary holds, and whether the word denies it: 'kinaniuma' (it
 * hurts me) is 'kuuma', 'tumboni' (in the belly) 'tumbo', 'sikojoi' (I do not pass urine) the vocabulary's
 * own 'hakojoi', and 'hakohoi' (he does not cough) 'kukohoa' denied.
 */
export interface SwahiliForm {
  form: string;
  negated: boolean;
  /** A verb ('kinaniuma'), not a noun ('tumboni'). */
  isVerb: boolean;
}

const swahiliForms = new WeakMap<PhraseIndex, Map<string, SwahiliForm | undefined>>();

export function swahiliFormOf(word: string, index: PhraseIndex): SwahiliForm | undefined {
  let remembered = swahiliForms.get(index);
  if (!remembered) {
    remembered = new Map();
    swahiliForms.set(index, remembered);
  }
  if (remembered.has(word)) return remembered.get(word);
  const form = workOutSwahiliForm(word, index);
  if (remembered.size >= maximumRememberedForms) remembered.clear();
  remembered.set(word, form);
  return form;
}

function workOutSwahiliForm(word: string, index: PhraseIndex): SwahiliForm | undefined {
  const isKnown = index.knownWords.has(word);
  const readings = readSwahiliVerb(word);
  // The verbs the vocabulary holds only conjugated (swahiliInfinitives) are read with its verb wordings.
  if (readings.length > 0) readKiswahiliVerbs(index);
  for (const reading of readings) {
    if (reading.negative)
      for (const form of thirdPersonNegativesOf(word, reading))
        if (form !== word && index.knownWords.has(form)) return { form, negated: false, isVerb: true };
    // A known negative form is the vocabulary's own ('hakojoi', 'siwezi'): read as it is, and as the
    // third person above, so 'siwezi kunywa' (I cannot drink) meets 'hawezi kunywa'.
    if (reading.negative && isKnown) continue;
    for (const form of infinitivesOf(reading))
      if (form !== word && index.knownWords.has(form))
        return { form, negated: reading.negative, isVerb: true };
  }
  // Then a verb the vocabulary holds only conjugated: 'yananuka' meets 'inanuka' and 'unanuka'.
  for (const reading of readings) {
    if (reading.negative && isKnown) continue;
    const form = `ku${reading.negativePresent ? `${reading.root.slice(0, -1)}a` : reading.root}`;
    if (index.swahiliInfinitives.has(form)) return { form, negated: reading.negative, isVerb: true };
  }
  // 'kiunoni' may be a word of the vocabulary and still meet 'kiuno': the locative adds to it.
  const noun = swahiliLocativeNoun(word);
  if (noun !== undefined && index.knownWords.has(noun)) return { form: noun, negated: false, isVerb: false };
  // 'kipele' meets 'vipele', 'mikononi' 'mkono': another number, or for a word that opens no wording the
  // plain noun of a diminutive ('vivimbe', 'uvimbe'). The word as said keeps its own wordings besides.
  const opensWording = (candidate: string) => index.byFirstWord.has(stemWord(candidate));
  const plain = !opensWording(word);
  const nouns = [
    ...swahiliNounForms(word, plain),
    ...(noun === undefined ? [] : swahiliNounForms(noun, plain)),
  ];
  const form = nouns.find((candidate) => index.knownWords.has(candidate) && opensWording(candidate));
  return form === undefined ? undefined : { form, negated: false, isVerb: false };
}

/**
 * Whether a wording opening with `first` runs on over the words from `from`: 'kutoka damu puani' over 'damu
 * puani'. Only wordings of two words or more, read word by word (stem or the word's Kiswahili form).
 */
function wordingRunsOn(index: PhraseIndex, first: string, tokens: readonly Token[], from: number): boolean {
  const readsAs = (token: Token | undefined, word: string) => {
    if (token?.kind !== 'word') return false;
    if (stemWord(token.text) === word) return true;
    const form = swahiliFormOf(token.text, index);
    return form !== undefined && !form.negated && stemWord(form.form) === word;
  };
  return (index.byFirstWord.get(stemWord(first)) ?? []).some(
    (phrase) =>
      phrase.present &&
      phrase.words.length >= 2 &&
      phrase.words.slice(1).every((word, offset) => readsAs(tokens[from + offset], word)),
  );
}

/** The infinitive a negative verb denies, when the vocabulary knows it: 'hajatoka' 'kutoka'. */
function deniedInfinitive(word: string, index: PhraseIndex): string | undefined {
  for (const reading of readSwahiliVerb(word)) {
    if (!reading.negative) continue;
    const form = infinitivesOf(reading).find((candidate) => index.knownWords.has(candidate));
    if (form !== undefined) return form;
  }
  return undefined;
}

/**
 * A Kiswahili negative verb the vocabulary holds only as positive is read as a negation and that verb:
 * 'hakohoi' (he does not cough) as 'si kukohoa', so the cough is denied and nothing after the verb's own
 * statement is. Where the vocabulary names the inability ('hawezi kunyonya', cannot suck), 'hanyonyi'
 * (does not suck) says it: 'hawezi kunyonya'.
 *
 * A negative verb with its object is the denial of the verb and object wherever the positive verb and the
 * object make a wording and the negative and the object none: 'hajatoka damu puani' (has not bled from the
 * nose) denies the nosebleed, though 'hajatoka' alone is a sign of its own ('mtoto hajatoka', the baby is
 * not yet born), 'hakojoi damu' (passes no blood in the urine) denies blood in the urine, though 'hakojoi'
 * alone is no urine, and 'hajapumua kwa shida' (has not breathed with difficulty) is no inability. A
 * negative that is a sign by itself ('hanyonyi', 'haamki', 'hakojoi') keeps its reading (Ashton, Swahili
 * Grammar, 1944, the negative conjugation; TUKI 2004).
 */
export function splitSwahiliNegatives(tokens: readonly Token[], index: PhraseIndex): Token[] {
  const cannot = stemWord('hawezi');
  const isKnown = (word: string) => index.knownWords.has(word);
  const read = readSwahiliFunctionWords(tokens, isKnown);
  return read.flatMap((token, at) => {
    if (token.kind !== 'word' || token.text.length < 4) return [token];
    const swahili = swahiliFormOf(token.text, index);
    // The vocabulary's own negative, as said ('hajatoka') or in another person ('sitoki' for 'hatoki').
    const ownNegative =
      swahili === undefined ? token.text : !swahili.negated && swahili.isVerb ? swahili.form : undefined;
    if (ownNegative !== undefined && isKnown(ownNegative) && /^(?:ha|si)/.test(ownNegative)) {
      const denied = deniedInfinitive(ownNegative, index);
      if (
        denied !== undefined &&
        wordingRunsOn(index, denied, read, at + 1) &&
        !wordingRunsOn(index, ownNegative, read, at + 1)
      )
        return [
          { ...token, text: 'si' },
          { ...token, text: denied },
        ];
      return [token];
    }
    if (swahili === undefined || !swahili.negated) return [token];
    const verb = stemWord(swahili.form);
    const namesInability =
      !wordingRunsOn(index, swahili.form, read, at + 1) &&
      (index.byFirstWord.get(cannot) ?? []).some((phrase) => phrase.words[1] === verb);
    return [
      { ...token, text: namesInability ? 'hawezi' : 'si' },
      { ...token, text: swahili.form },
    ];
  });
}
