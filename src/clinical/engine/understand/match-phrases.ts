import { looseGap, type Phrase, type PhraseIndex } from './phrase-index';
import { manyInKiswahili } from './read-tablet-counts';
import { isSiteWord } from './read-body-site-states';
import { crossesIntoAResult, crossesOutOfAStatement } from './comma-parts';
import { stemWord } from './stem';
import type { Token } from './tokenise';
import { clauseBreakWords, negationCues, trailingNegationCues } from './word-lists/negation-words';
import { stopWords } from './word-lists/stop-words';

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
  // Kiswahili adverbs inside a telling: 'haoni (vizuri) pembeni', 'amevimba (tena) mwili', 'ana (pia) homa'.
  'vizuri',
  'tena',
  'pia',
  // 'Even' before the last thing a patient can no longer do: 'hawezi kumeza (hata) mate', 'cannot swallow
  // (even) saliva', 'n'avale (même) plus sa salive'.
  'even',
  'hata',
  'meme',
  // 'All', 'whole' after the part in Kiswahili and before it in French: 'uso (wote) umevimba', '(tout) le
  // visage gonfle'.
  ...['wote', 'yote', 'zote', 'lote', 'kote', 'chote', 'vyote', 'tout', 'toute', 'tous', 'toutes'],
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
export const optionalPhraseWords = new Set(['the', 'a', 'an', 's', ...connectives()]);
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
function amountRunAt(slots: readonly WordSlot[], position: number, wanted?: string): number {
  const first = slots[position]?.token.text;
  if (first === 'much') return amountFits(slots, position, 1, wanted);
  const second = slots[position + 1]?.token.text;
  if ((first === 'lot' || first === 'lots' || first === 'plenty') && second === 'of')
    return amountFits(slots, position, 2, wanted);
  if ((first === 'so' || first === 'too') && second === 'much') return amountFits(slots, position, 2, wanted);
  return 0;
}
/**
 * The amount's length when it ends in its part and no word of blood follows it, else 0: 'a lot of blood' is
 * a wording of its own (heavy bleeding), so 'lost a lot of blood' keeps it. A wording whose next word is the
 * blood itself steps over the amount all the same: 'vomited a lot of blood' is vomiting blood
 * (haematemesis, WHO IMAI District Clinician Manual 2011, upper gastrointestinal bleeding), as 'il a vomi
 * beaucoup de sang' and 'anatapika damu nyingi' are, and its heavy bleeding is still read.
 */
function amountFits(slots: readonly WordSlot[], position: number, length: number, wanted?: string): number {
  const isInPart = slots[position + length - 1]?.segment === slots[position]?.segment;
  const after = slots[position + length]?.token.text ?? '';
  return isInPart &&
    (!bloodWords.has(after) ||
      wanted === anyBloodWord ||
      (wanted !== undefined && stemWord(after) === wanted))
    ? length
    : 0;
}
/** A wanted word that any word of blood answers (secondWordKeys' loose reading). */
const anyBloodWord = '*';
/** Words of blood: an amount before one is a wording of its own, and one told after a wording qualifies it. */
export const bloodWords = new Set(['blood', 'damu', 'sang']);

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
      const step = gapWords.has(slots[position]?.token.text ?? '') ? 1 : amountRunAt(slots, position, word);
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
    // Read loosely: an amount before blood is stepped over too, as matchSpan does for a wording of blood.
    const step = gapWords.has(slot.token.text) ? 1 : amountRunAt(slots, position, anyBloodWord);
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
        crossesIntoAResult(slots, start, length) ||
        crossesOutOfAStatement(slots, start, length)
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
    // The face is its own site: 'le côté gauche du visage est paralysé' is no paralysed side of the body.
    'visage',
    // Pus or a discharge: 'yellow … eyes' in 'yellow pus from the eyes' is no yellow eye.
    ...dischargeWords,
    // A degree taken away: 'saignements un peu plus abondants' is no 'saignement … abondant' (heavy bleeding).
    'peu',
    // 'Whatever I give her she eats, nothing comes back up': nothing of it, no vomiting of everything.
    ...['nothing', 'rien'],
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
/** French contractions of 'à le' that are also Kiswahili 'or' ('au'): before a body site they are French. */
const frenchSiteArticles = new Set(['au', 'aux']);
/**
 * Verbs of intending: after 'and' they start a second act of the same person, not a second noun
 * ('has the poison and plans to take it', 'a la corde et compte s'en servir', 'ana sumu na anapanga …').
 */
const intendingVerbs = new Set(
  [
    'plans',
    'planning',
    'intends',
    'intending',
    'compte',
    'prévoit',
    'projette',
    'anapanga',
    'amepanga',
    'ananuia',
    'amekusudia',
  ].map(stemWord),
);

/**
 * Words that put what is taken first, as a whole, before the comma that tells what becomes of it: 'tout ce
 * qu'elle avale, elle le vomit', 'whatever she eats, she vomits it', 'kila anachokula, anakitapika'
 * (Grevisse, Le bon usage, the detached relative 'tout ce que' taken up by a pronoun).
 */
const frontedWholeWords = new Set(['tout', 'whatever', 'kila', 'chochote']);

/** An aside naming one of the whole: 'whatever we give her, even water (or: milk or water), she vomits it'. */
const evenWords = new Set(['even', 'including', 'meme', 'hata']); // folded: 'même' is 'meme'
const asideJoiners = new Set(['or', 'ou', 'au', 'wala']);

/** Whether the part after the fronted whole is only an 'even …' aside, so the statement goes on after it. */
function isEvenAside(slots: readonly WordSlot[], segment: number): boolean {
  const words = slots.filter((slot) => slot.segment === segment);
  if (words.length === 3 && asideJoiners.has(words[1]?.token.text ?? '')) return true;
  return words.length > 0 && words.length <= 4 && evenWords.has(words[0]?.token.text ?? '');
}

/** Whether a loose wording's gap at `slot` stays in the statement its first word began. */
function inFirstStatement(
  slot: WordSlot | undefined,
  first: WordSlot | undefined,
  slots: readonly WordSlot[],
): boolean {
  if (slot === undefined || first === undefined) return false;
  if (slot.segment === first.segment) return true;
  if (!frontedWholeWords.has(first.token.text)) return false;
  if (slot.segment === first.segment + 1) return true;
  return slot.segment === first.segment + 2 && isEvenAside(slots, first.segment + 1);
}

/**
 * French 'ni … ni' denies both its members ('l'œil n'est ni rouge ni douloureux'): a 'ni' repeated in its part
 * is a negation, so a loose wording may not step over it. A lone Kiswahili 'ni' ('it is': 'jicho ni jekundu')
 * is not (the same test as the clause reader's).
 */
function isFrenchNi(slots: readonly WordSlot[], position: number): boolean {
  const slot = slots[position];
  if (slot?.token.text !== 'ni') return false;
  return slots.filter((other) => other.segment === slot.segment && other.token.text === 'ni').length >= 2;
}

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
          !inFirstStatement(slots[position], first, slots) ||
          negationCues.has(text) ||
          isFrenchNi(slots, position) ||
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
      // French 'au' / 'aux' before a body site is 'to the', not Kiswahili 'or': 'coup de couteau au ventre'.
      const putsAtASite =
        gap.length === 1 && frenchSiteArticles.has(gap[0]?.token.text ?? '') && isSiteWord(slots[position]);
      const startsAnAct = intendingVerbs.has(slots[position]?.stem ?? '');
      // A wording that opens with a denial denies the whole list after it: 'no stool … wind' holds 'no stool or
      // wind', as 'no A or B' denies both.
      const deniesAList = negationCues.has(first?.token.text ?? '');
      if (
        gap.length > 0 &&
        !joinsTwoSites &&
        !deniesAList &&
        !putsAtASite &&
        !startsAnAct &&
        gap.every((between) => coordinatingWords.has(between.token.text))
      )
        return undefined;
    }
    // Inside a run of words, a gap word is stepped over as in a wording without '…' (matchSpan):
    // 'gonflement (très) douloureux … aisselle', 'swelling (very) painful … armpit'.
    for (let gaps = 0; offset > 0 && phrase.words[offset - 1] !== looseGap && gaps < maximumGaps; gaps += 1) {
      const slot = slots[position];
      if (
        !slot ||
        slotMatches(slot, word) ||
        !gapWords.has(slot.token.text) ||
        slot.segment !== first?.segment
      )
        break;
      position += 1;
    }
    // A connective the text adds where the wording has none: 'madoa … kama (ya) chui', 'yellow … (of the) palms'.
    if (
      offset > 0 &&
      !slotMatches(slots[position], word) &&
      optionalPhraseWords.has(slots[position]?.token.text ?? '') &&
      slotMatches(slots[position + 1], word)
    )
      position += 1;
    const slot = slots[position];
    if (!slotMatches(slot, word) || !inFirstStatement(slot, first, slots)) return undefined;
    position += 1;
  }
  return position;
}
