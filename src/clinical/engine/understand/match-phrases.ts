import { correctSpelling, looseGap, readKiswahiliVerbs, type Phrase, type PhraseIndex } from './phrase-index';
import { isSiteWord } from './read-body-site-states';
import { stemWord } from './stem';
import {
  infinitivesOf,
  readSwahiliVerb,
  shengEnglishVerb,
  swahiliInfinitive,
  swahiliLocativeNoun,
  thirdPersonNegativesOf,
} from './swahili-verbs';
import type { Token } from './tokenise';
import { clauseBreakWords, negationCues, stopWords, trailingNegationCues } from './word-lists';

/**
 * Matching vocabulary phrases against the words of a clause: longest phrase first, tolerant of side and
 * severity words inside a phrase, of Swahili conjugation and of misspellings, and of coordination.
 */
export interface WordSlot {
  token: Token;
  stem: string;
  corrected?: string;
  /** Which comma-separated part of the clause it is in. */
  segment: number;
}

export function slotMatches(slot: WordSlot | undefined, word: string): boolean {
  return (
    slot !== undefined &&
    (slot.stem === word ||
      slot.corrected === word ||
      (slot.corrected === 'many' && manyInKiswahili.has(word)))
  );
}

/** Abbreviations are compared with the word as typed: 'does' is not 'DOE', 'sob' is 'SOB'. */
function slotMatchesPhrase(phrase: Phrase, slot: WordSlot | undefined, word: string): boolean {
  return phrase.isAbbreviation === true ? slot?.token.text === word : slotMatches(slot, word);
}

/** Words a phrase may step over: 'red bulging (right) eardrum', 'pain in (the) lower abdomen'. */
export const gapWords = new Set([
  // The possessive of a named sign: 'Kernig('s) sign positive'.
  's',
  'right',
  'left',
  'both',
  'bilateral',
  'painful',
  'painless',
  'tender',
  // How a lump or node feels on examination: 'tender (fluctuant) inguinal node'.
  'fluctuant',
  'rubbery',
  'matted',
  'gently',
  'two',
  'three',
  'four',
  'several',
  '2',
  '3',
  '4',
  'the',
  'a',
  'an',
  'his',
  'her',
  'my',
  'their',
  'very',
  'little',
  'all',
  'severe',
  'mild',
  'bad',
  'sharp',
  'dull',
  'makali',
  'kali',
  'sana',
  'kidogo',
  'gauche',
  'droit',
  'droite',
  'soudaine',
  'soudain',
  'brutale',
  'brutal',
  'sudden',
  'intense',
  'intenses',
  'severe',
  'forte',
  'fort',
  'legere',
  'tres',
  'peu',
  'un',
  'bilat',
  'kimoja',
  'moja',
  'single',
  'one',
  'small',
  'large',
  'kubwa',
  'kikubwa',
  'worse',
  // Possessives between a noun and its state: 'kichwa (chake) kinauma', 'mal à (sa) tête'. Not those that
  // are also English words ('wake', 'lake', 'son'): 'cannot wake her, breathing' holds no 'cannot breathe'.
  ...['yake', 'chake', 'zake', 'vyake', 'yangu', 'wangu', 'changu', 'langu', 'zangu'],
  ...['vyangu', 'yako', 'wako', 'chako', 'lako', 'zako', 'yao', 'wao', 'chao', 'lao', 'zao'],
  ...['sa', 'ses', 'mon', 'ma', 'mes', 'leur', 'leurs'],
  // French object and reflexive pronouns before the verb: 'ça (me) gratte', 'il (se) gratte', 'ça (lui) brûle'.
  ...['me', 'm', 'te', 'se', 'lui'],
  // French copulas between a noun and its state: 'veines du cou (sont) gonflées', 'jambe (est devenue) rouge'.
  ...['est', 'sont', 'etait', 'etaient', 'devenu', 'devenue', 'devenus', 'devenues'],
  // Kiswahili size and firmness in the class of 'uvimbe', 'mguu': 'uvimbe (mgumu) kwenye titi'.
  ...['mgumu', 'mkubwa', 'mdogo'],
  ...connectives(),
]);

/**
 * The small words that join a noun to its owner or part in Kiswahili ('maumivu ya kichwa', 'damu ya
 * hedhi', 'tumbo la uzazi') and French ('mal de tête', 'mal à la tête', 'perte du poids'): a wording holding
 * one still reads when the text has another or none ('maumivu kiunoni', 'mal au ventre').
 */
function connectives(): string[] {
  return ['ya', 'wa', 'la', 'cha', 'vya', 'za', 'de', 'du', 'des', 'd', 'l', 'le', 'les', 'au', 'aux'];
}
/** Words a written phrase may miss in the text: 'rash between (the) fingers', 'maumivu (ya) kiunoni'. */
// The possessive 's of a named sign is one too: 'Murphy's sign' and 'murphy sign' read alike.
const optionalPhraseWords = new Set(['the', 'a', 'an', 's', ...connectives()]);
const maximumGaps = 2;

/**
 * A wording may run over a comma ('red, hot, swollen skin') but not over one that closes a statement:
 * 'cough absent, reflexes present' holds no 'absent reflexes'.
 */
function endsAStatement(slots: readonly WordSlot[], position: number): boolean {
  const before = slots[position - 1];
  return (
    before !== undefined &&
    before.segment !== slots[position]?.segment &&
    (trailingNegationCues.has(before.token.text) || negationCues.has(before.token.text))
  );
}

/**
 * Words of amount or degree a wording may end in ('anakojoa sana', passes urine a lot): a word stepped over
 * before one is the word it qualifies, so none is. 'anakojoa kidogo sana' (passes very little urine) holds
 * no 'anakojoa sana'.
 */
const amountStems = new Set(
  ['sana', 'mno', 'kabisa', 'mengi', 'nyingi', 'very', 'much', 'lot', 'lots', 'tres', 'beaucoup', 'trop'].map(
    stemWord,
  ),
);

/**
 * An amount told inside a wording, stepped over as one gap: 'lost (a lot of) weight', 'vomited (lots of)
 * blood', 'drinks (so much) water'. The slots it takes, or 0.
 */
function amountRunAt(slots: readonly WordSlot[], position: number): number {
  const text = (offset: number) => slots[position + offset]?.token.text;
  const segment = slots[position]?.segment;
  // 'a lot of blood' is a wording of its own (heavy bleeding): 'vomited a lot of blood' keeps it.
  const fits = (length: number) =>
    slots[position + length - 1]?.segment === segment && !bloodWords.has(text(length) ?? '') ? length : 0;
  if ((text(0) === 'lot' || text(0) === 'lots' || text(0) === 'plenty') && text(1) === 'of') return fits(2);
  if ((text(0) === 'so' || text(0) === 'too') && text(1) === 'much') return fits(2);
  return text(0) === 'much' ? fits(1) : 0;
}
/** Words of blood: an amount before one is a wording of its own, and one told after a wording qualifies it. */
const bloodWords = new Set(['blood', 'damu', 'sang']);

/** How many slots the phrase covers from `start` (gap words included), or 0 when it does not match. */
function matchSpan(phrase: Phrase, slots: readonly WordSlot[], start: number): number {
  let position = start;
  let gaps = 0;
  const { words } = phrase;
  for (let offset = 0; offset < words.length; offset += 1) {
    const word = words[offset] as string;
    while (
      offset > 0 &&
      gaps < maximumGaps &&
      !amountStems.has(word) &&
      !slotMatchesPhrase(phrase, slots[position], word)
    ) {
      const step = gapWords.has(slots[position]?.token.text ?? '') ? 1 : amountRunAt(slots, position);
      if (step === 0) break;
      position += step;
      gaps += 1;
    }
    if (
      !slotMatchesPhrase(phrase, slots[position], word) ||
      (offset > 0 && endsAStatement(slots, position))
    ) {
      if (offset > 0 && optionalPhraseWords.has(word)) continue;
      return 0;
    }
    position += 1;
  }
  return position - start;
}

/**
 * A wording may run over a comma ('red, hot, swollen skin', 'ghafla, hawezi'), but not into a part that
 * starts a longer wording about another body site or output: 'vomiting, blood in the stool' holds no
 * 'vomiting blood'.
 */
function crossesIntoLongerWording(
  slots: readonly WordSlot[],
  start: number,
  length: number,
  index: PhraseIndex,
): boolean {
  for (let position = start + 1; position < start + length; position += 1) {
    if (slots[position]?.segment === slots[position - 1]?.segment) continue;
    const next = phrasesAt(slots, position, index);
    if (next.span === 0 || position + next.span <= start + length) return false;
    const ownSites = slots.slice(start, start + length).filter(isSiteWord);
    return slots
      .slice(start + length, position + next.span)
      .some((slot) => isSiteWord(slot) && !ownSites.some((own) => own.stem === slot.stem));
  }
  return false;
}

/** Words that tell an examined part's result: 'feet checked', 'chest clear', 'abdomen normal'. */
const resultWords = new Set(
  [
    'checked',
    'examined',
    'fine',
    'ok',
    'okay',
    'normal',
    'intact',
    'clear',
    'healthy',
    'unremarkable',
  ].concat(['sawa', 'salama', 'normale', 'normaux', 'normales', 'examine', 'examines', 'bien']),
);

/**
 * A wording may run over a comma as a list ('red, hot, swollen skin', 'diastolic, rumbling murmur'), but
 * not into a part that tells an examination's result ('diabetic, feet checked, no ulcers', 'diabetic, feet
 * fine'): that part is a statement of its own, and holds no 'diabetic foot'.
 */
function crossesIntoAResult(slots: readonly WordSlot[], start: number, length: number): boolean {
  const last = slots[start + length - 1];
  if (last === undefined || last.segment === slots[start]?.segment) return false;
  const next = slots[start + length];
  return next !== undefined && next.segment === last.segment && resultWords.has(next.token.text);
}

/**
 * Each phrase's second word, when matchSpan needs the text to hold it within the gap words after the first
 * (undefined for a one-word phrase and for an optional second word): a quick test before trying a phrase.
 */
const secondWordsByList = new WeakMap<
  readonly Phrase[],
  { length: number; seconds: Array<string | undefined> }
>();

function secondWordsOf(phrases: readonly Phrase[]): ReadonlyArray<string | undefined> {
  const known = secondWordsByList.get(phrases);
  if (known?.length === phrases.length) return known.seconds;
  // The first word after the first that the text must hold: 'maumivu ya kiuno' needs 'kiuno', and
  // its 'ya' is a gap word when written, so the word is within the gap words after the first.
  const seconds = phrases.map((phrase) =>
    phrase.words.slice(1).find((word) => !optionalPhraseWords.has(word)),
  );
  secondWordsByList.set(phrases, { length: phrases.length, seconds });
  return seconds;
}

/**
 * Every word a phrase's second word could be matched with when its first is at `start`: the next word's
 * forms and, over up to `maximumGaps` gap words, the words after (matchSpan's rules, read loosely).
 */
function secondWordKeys(slots: readonly WordSlot[], start: number): string[] {
  const keys: string[] = [];
  let position = start + 1;
  for (let gaps = 0; gaps <= maximumGaps; gaps += 1) {
    const slot = slots[position];
    if (!slot) break;
    keys.push(slot.stem, slot.token.text);
    if (slot.corrected !== undefined) keys.push(slot.corrected);
    if (slot.corrected === 'many') keys.push(...manyInKiswahili);
    const step = gapWords.has(slot.token.text) ? 1 : amountRunAt(slots, position);
    if (step === 0) break;
    position += step;
  }
  return keys;
}

/**
 * What `phrasesAt` found at each position of a clause's slots: a clause asks again for the same positions
 * (a wording's neighbours, 'and' joining two wordings), and the answer depends only on the slots and index.
 */
const foundBySlots = new WeakMap<
  readonly WordSlot[],
  { index: PhraseIndex; found: Array<{ phrases: readonly Phrase[]; span: number } | undefined> }
>();

/** The longest phrases matching at `start`: several when one wording names several findings ('N/V'). */
export function phrasesAt(
  slots: readonly WordSlot[],
  start: number,
  index: PhraseIndex,
): { phrases: readonly Phrase[]; span: number } {
  let remembered = foundBySlots.get(slots);
  if (remembered?.index !== index) {
    remembered = { index, found: [] };
    foundBySlots.set(slots, remembered);
  }
  const known = remembered.found[start];
  if (known) return known;
  const found = findPhrasesAt(slots, start, index);
  remembered.found[start] = found;
  return found;
}

function findPhrasesAt(
  slots: readonly WordSlot[],
  start: number,
  index: PhraseIndex,
): { phrases: readonly Phrase[]; span: number } {
  const first = slots[start];
  if (!first) return { phrases: [], span: 0 };
  const candidateLists = [
    index.byFirstWord.get(first.stem),
    first.token.text !== first.stem ? index.byFirstWord.get(first.token.text) : undefined,
    first.corrected ? index.byFirstWord.get(first.corrected) : undefined,
  ];
  const keys = secondWordKeys(slots, start);
  let span = 0;
  let phrases: Phrase[] = [];
  // Lower-case letters after a number, or letters stuck to it, are its unit: '36 rpm' and '28rpm' are
  // rates, not the abbreviation RPM (while 'BP 90/60 SOB' keeps its SOB).
  const before = slots[start - 1];
  const isUnit =
    before?.token.kind === 'number' &&
    before.segment === first.segment &&
    (!first.token.isUpperCase || before.token.end === first.token.start);
  for (const candidates of candidateLists) {
    if (!candidates) continue;
    const seconds = secondWordsOf(candidates);
    for (let position = 0; position < candidates.length; position += 1) {
      // A phrase whose second word none of the next words can be never matches here (see matchSpan).
      const second = seconds[position];
      if (second !== undefined && !keys.includes(second)) continue;
      const phrase = candidates[position] as Phrase;
      if (phrase.needsCapitals && !first.token.isUpperCase) continue;
      if (phrase.isAbbreviation === true && isUnit) continue;
      const length = matchSpan(phrase, slots, start);
      if (
        length === 0 ||
        length < span ||
        crossesIntoLongerWording(slots, start, length, index) ||
        crossesIntoAResult(slots, start, length)
      )
        continue;
      if (length > span) phrases = [];
      span = length;
      if (!phrases.some((chosen) => chosen.findingId === phrase.findingId)) phrases.push(phrase);
    }
  }
  return { phrases, span };
}

/** How many words of the text a loose phrase's '…' may stand for. */
const maximumLooseGap = 8;
/** ...of which at most this many carry meaning ('bitten on the leg by a stray dog': leg, stray). */
const maximumLooseContentWords = 3;
const dischargeWords = ['pus', 'discharge', 'usaha', 'ecoulement'];
/** Words that move the subject to another body output or site: 'diarrhoea and vomiting blood' is no bloody stool. */
const looseBarriers = new Set(
  [
    'vomit',
    'vomiting',
    'vomited',
    'vomitus',
    'cough',
    'coughing',
    'sputum',
    'phlegm',
    'urine',
    'urinating',
    'nose',
    'gums',
    'mouth',
    'ear',
    'ears',
    'eye',
    'eyes',
    'kutapika',
    'kukohoa',
    'makohozi',
    'mkojo',
    'puani',
    'mdomoni',
    'vomissement',
    'vomissements',
    'toux',
    'crachats',
    'urines',
    'nez',
    'bouche',
    // Pus or a discharge: 'yellow … eyes' in 'yellow pus from the eyes' is no yellow eye.
    ...dischargeWords,
  ].map(stemWord),
);
/** Pus or a discharge, which a colour or amount after it qualifies: 'usaha mwingi wa njano unatoka machoni'. */
const dischargeStems = new Set(dischargeWords.map(stemWord));

/** Whether a discharge word stands just before `start` in its part: the wording there speaks of it. */
function qualifiesADischarge(slots: readonly WordSlot[], start: number): boolean {
  for (let position = start - 1; position >= Math.max(0, start - 3); position -= 1) {
    const slot = slots[position];
    if (!slot || slot.segment !== slots[start]?.segment) return false;
    if (dischargeStems.has(slot.stem)) return true;
  }
  return false;
}

/**
 * Loose phrases starting at `start`: their words in order within one comma-separated part, with up to a
 * few other words where the phrase has '…' ('bitten on the leg by a stray dog' is 'bitten … dog'). The
 * words between may not negate or change the subject ('diarrhoea but no blood').
 */
export function loosePhrasesAt(
  slots: readonly WordSlot[],
  start: number,
  index: PhraseIndex,
): { phrases: Phrase[]; end: number } {
  const first = slots[start];
  const found = { phrases: [] as Phrase[], end: start };
  if (!first || qualifiesADischarge(slots, start)) return found;
  const candidates = [
    ...(index.looseByFirstWord.get(first.stem) ?? []),
    ...(first.corrected ? (index.looseByFirstWord.get(first.corrected) ?? []) : []),
  ];
  for (const phrase of candidates) {
    const end = looseMatchEnd(phrase, slots, start);
    if (end === undefined) continue;
    found.phrases.push(phrase);
    found.end = Math.max(found.end, end);
  }
  return found;
}

/** Words that join two nouns: 'blood and urine tests' names two specimens, not blood in the urine. */
const coordinatingWords = new Set(['and', 'or', '&', 'na', 'au', 'et', 'ou']);

function looseMatchEnd(phrase: Phrase, slots: readonly WordSlot[], start: number): number | undefined {
  const first = slots[start];
  let position = start;
  const { words } = phrase;
  for (let offset = 0; offset < words.length; offset += 1) {
    const word = words[offset] as string;
    if (word === looseGap) continue;
    if (offset > 0 && phrase.words[offset - 1] === looseGap) {
      let contentWords = 0;
      const gapStart = position;
      const limit = position + maximumLooseGap;
      while (position < limit && !slotMatches(slots[position], word)) {
        const text = slots[position]?.token.text ?? '';
        if (!stopWords.has(text) && !gapWords.has(text)) contentWords += 1;
        if (contentWords > maximumLooseContentWords) return undefined;
        const stem = slots[position]?.stem ?? '';
        if (
          slots[position]?.segment !== first?.segment ||
          negationCues.has(text) ||
          clauseBreakWords.has(text) ||
          looseBarriers.has(stem) ||
          looseBarriers.has(slots[position]?.corrected ?? '')
        )
          return undefined;
        position += 1;
      }
      // Two sites joined as a list ('chest and tummy') stay the list the wording names.
      const gap = slots.slice(gapStart, position);
      const joinsTwoSites = isSiteWord(slots[gapStart - 1]) && isSiteWord(slots[position]);
      if (
        gap.length > 0 &&
        !joinsTwoSites &&
        gap.every((between) => coordinatingWords.has(between.token.text))
      )
        return undefined;
    }
    const slot = slots[position];
    if (!slotMatches(slot, word) || slot?.segment !== first?.segment) return undefined;
    position += 1;
  }
  return position;
}

/** For a word the vocabulary does not know: its Swahili infinitive if the vocabulary has it, else a spelling fix. */
/**
 * A count of ten or more read as the word 'many', so that wordings of amounts hold for numbers too: '30
 * tablets' is 'many tablets', 'ten paracetamol' is 'many paracetamol'. Ten tablets is above any single dose of
 * a tablet medicine (paracetamol: 1 g a dose, 4 g a day in an adult; WHO Model Formulary 2008).
 */
const countWords = new Set(['ten', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred']);
/** 'vidonge 40 vya panadol' is 'vidonge vingi vya panadol': the count stands where Kiswahili puts 'many'. */
const manyInKiswahili = new Set(['vingi', 'nyingi', 'mengi', 'wengi'].map(stemWord));
/**
 * A count is an amount swallowed at once only in a clause that tells one ingestion. Tablets given, prescribed or
 * collected, or taken over days, daily, this month, as prescribed or by habit ('is using', 'anatumia') are a
 * supply or a course, not an overdose: 'given 30 iron tablets at the clinic', 'took 12 tablets over three days'.
 */
const supplyOrCourseWords = new Set([
  'given',
  'gave',
  'prescribed',
  'dispensed',
  'collected',
  'issued',
  'supplied',
  'refill',
  'daily',
  'nightly',
  'weekly',
  'monthly',
  'regularly',
  'routinely',
  'usually',
  'using',
  'uses',
  'takes',
  'tds',
  'tid',
  'bd',
  'bid',
  'od',
  'qds',
  'anatumia',
  'hutumia',
  'alipewa',
  'amepewa',
  'ulipewa',
]);
const supplyOrCoursePairs = new Set([
  'a day',
  'per day',
  'each day',
  'every day',
  'a week',
  'per week',
  'this month',
  'this week',
  'last month',
  'so far',
  'as prescribed',
  'as directed',
  'as advised',
  'kila siku',
  'kwa siku',
  'kwa wiki',
  'par jour',
  'chaque jour',
]);
const timeUnitWords = new Set(['days', 'weeks', 'months', 'day', 'week', 'month', 'siku', 'wiki', 'jours']);

/** Whether a clause tells a supply or a course of tablets, so its counts are not read as 'many' at once. */
export function tellsSupplyOrCourse(tokens: readonly { text: string }[]): boolean {
  return tokens.some((token, index) => {
    if (supplyOrCourseWords.has(token.text)) return true;
    const next = tokens[index + 1]?.text;
    // 'a day' is a rate, 'a day ago' a time.
    if (
      next !== undefined &&
      supplyOrCoursePairs.has(`${token.text} ${next}`) &&
      tokens[index + 2]?.text !== 'ago'
    )
      return true;
    // 'over the three days', 'over 2 weeks': a span of time, not one swallowing.
    return (
      (token.text === 'over' || token.text === 'throughout') &&
      tokens.slice(index + 1, index + 4).some((later) => timeUnitWords.has(later.text))
    );
  });
}

export function countAsMany(token: { text: string; kind: string }): string | undefined {
  if (token.kind === 'word') return countWords.has(token.text) ? 'many' : undefined;
  return token.kind === 'number' && /^\d+$/.test(token.text) && Number(token.text) >= 10 ? 'many' : undefined;
}

/** Alternative forms already worked out, by index (pure: the same word always gets the same answer). */
const alternativeForms = new WeakMap<PhraseIndex, Map<string, string | undefined>>();
const maximumRememberedForms = 20_000;

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
  return correctSpelling(index, word) ?? undefined;
}

/**
 * French verb endings, most specific first, with the endings of the forms a vocabulary is written in:
 * the imperfect and third person plural of the first group ('toussait', 'saignent': 'tousse', 'saigne'),
 * the second group's '-iss-' ('vomissait', 'grossissent': 'vomit', 'vomi', 'grossit'), the present
 * participle and the infinitive ('toussant', 'tousser'). (Bescherelle, La conjugaison pour tous.)
 */
const frenchVerbEndings: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['issaient', ['it', 'i', 'ir']],
  ['issait', ['it', 'i', 'ir']],
  ['issais', ['it', 'i', 'ir']],
  ['issent', ['it', 'i', 'ir']],
  ['issant', ['it', 'i', 'ir']],
  ['issons', ['it', 'i', 'ir']],
  ['issez', ['it', 'i', 'ir']],
  ['aient', ['e', 'er', '']],
  ['ait', ['e', 'er', '']],
  ['ais', ['e', 'er', '']],
  ['ent', ['e', 'er']],
  ['ant', ['e', 'er']],
  ['ons', ['e', 'er']],
  ['ez', ['e', 'er']],
  ['er', ['e']],
];

/** The base forms a French verb form may stand for ('toussaient': 'tousse', 'tousser'), most likely first. */
export function frenchVerbForms(word: string): string[] {
  for (const [ending, replacements] of frenchVerbEndings) {
    const base = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || base.length < 3) continue;
    // 'mangeait' is 'mange' + 'ait': the base keeps its 'e'.
    return replacements.map((replacement) => `${base}${replacement}`).filter((form) => form !== word);
  }
  return [];
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
  return undefined;
}

/**
 * A Kiswahili negative verb the vocabulary holds only as positive is read as a negation and that verb:
 * 'hakohoi' (he does not cough) as 'si kukohoa', so the cough is denied and nothing after the verb's own
 * statement is. Where the vocabulary names the inability ('hawezi kunyonya', cannot suck), 'hanyonyi'
 * (does not suck) says it: 'hawezi kunyonya'.
 */
export function splitSwahiliNegatives(tokens: readonly Token[], index: PhraseIndex): Token[] {
  const cannot = stemWord('hawezi');
  return tokens.flatMap((token) => {
    if (token.kind !== 'word' || token.text.length < 4) return [token];
    const swahili = swahiliFormOf(token.text, index);
    if (swahili === undefined || !swahili.negated) return [token];
    const verb = stemWord(swahili.form);
    const namesInability = (index.byFirstWord.get(cannot) ?? []).some((phrase) => phrase.words[1] === verb);
    return [
      { ...token, text: namesInability ? 'hawezi' : 'si' },
      { ...token, text: swahili.form },
    ];
  });
}

export interface AcceptedSpan {
  start: number;
  end: number;
  words: readonly string[];
  /** Whether a negation cue governed the phrase (not the phrase's own polarity). */
  negated: boolean;
}

const conjunctions = new Set(['and', 'or', 'nor', 'na', 'au', 'wala', 'et', 'ou']);

export function phrasesWithWords(words: readonly string[], index: PhraseIndex): Phrase[] {
  const essential = words.filter((word) => !optionalPhraseWords.has(word));
  return (index.byFirstWord.get(words[0] ?? '') ?? []).filter((phrase) => {
    const phraseWords = phrase.words.filter((word) => !optionalPhraseWords.has(word));
    return (
      !phrase.needsCapitals &&
      phraseWords.length === essential.length &&
      phraseWords.every((word, offset) => word === essential[offset])
    );
  });
}

/**
 * A word joined by 'and' to a phrase shares its other words: 'maumivu ya kichwa na viungo' (pain of the
 * head and the joints) also names joint pain; 'joint and muscle aches' names joint aches.
 */
export function readCoordinated(
  slots: readonly WordSlot[],
  at: number,
  spans: readonly AcceptedSpan[],
  index: PhraseIndex,
  negatedHere: boolean,
): { phrases: Phrase[]; negated: boolean } | undefined {
  const slot = slots[at];
  if (!slot) return undefined;
  const substitutes = [slot.stem, ...(slot.corrected ? [slot.corrected] : [])];
  // The coordinated word takes the place of the phrase's word beside it: the first word of a phrase after
  // it ('weakness or numbness in the legs'), the last of one before it ('maumivu ya kichwa na viungo').
  // 'vomiting and blood in stool' is no 'blood in vomit'.
  const trySpan = (words: readonly string[], negated: boolean, side: 'first' | 'last') => {
    const position = side === 'first' ? 0 : words.length - 1;
    for (const substitute of substitutes) {
      const phrases = phrasesWithWords(
        words.map((word, offset) => (offset === position ? substitute : word)),
        index,
      );
      if (phrases.length > 0) return { phrases, negated };
    }
    return undefined;
  };
  const before = spans.find((span) => span.end === at - 1);
  if (before && conjunctions.has(slots[at - 1]?.token.text ?? '')) {
    const found = trySpan(before.words, before.negated, 'last');
    if (found) return found;
  }
  if (conjunctions.has(slots[at + 1]?.token.text ?? '')) {
    const after = phrasesAt(slots, at + 2, index);
    if (after.phrases[0]) return trySpan(after.phrases[0].words, negatedHere, 'first');
  }
  return undefined;
}

/** The small words a bloody form of a wording is written with: 'diarrhoea with blood', 'kuhara kwa damu'. */
const bloodLinks = ['with', 'kwa', 'avec', 'na', 'yenye'];

/**
 * 'diarrhoea without blood', 'diarrhée sans sang', 'kuhara, hakuna damu': the blood word at `at`, told
 * just after a wording, names that wording's bloody form ('diarrhoea with blood'), for the cue before it
 * to deny. The phrases of that form, or none.
 */
export function readBloodQualifier(
  slots: readonly WordSlot[],
  at: number,
  spans: readonly AcceptedSpan[],
  index: PhraseIndex,
): Phrase[] {
  const slot = slots[at];
  if (!slot || !bloodWords.has(slot.token.text)) return [];
  const before = spans.findLast((span) => span.end <= at && at - span.end <= 3 && !span.negated);
  if (!before) return [];
  for (const link of ['', ...bloodLinks]) {
    const words = link === '' ? [...before.words, slot.stem] : [...before.words, link, slot.stem];
    const phrases = phrasesWithWords(words, index).filter((phrase) => phrase.present);
    if (phrases.length > 0) return phrases;
  }
  // A loose wording of the bloody form: 'diarrhoea … blood'.
  const loose = [...before.words, looseGap, slot.stem];
  return (index.looseByFirstWord.get(loose[0] ?? '') ?? []).filter(
    (phrase) =>
      phrase.present &&
      phrase.words.length === loose.length &&
      phrase.words.every((word, offset) => word === loose[offset]),
  );
}
