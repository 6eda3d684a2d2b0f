import type { WordSlot } from './match-phrases';
import type { Phrase } from './phrase-index';
import { stemWord } from './stem';
import type { Token } from './tokenise';
import { treatmentWords } from './word-lists/treatment-words';

/**
 * What the words around a phrase say about it: whether it only names what makes a pain worse ('worse on
 * coughing'), whether its object is a treatment ('unresponsive to antimalarials'), and the contractions
 * and multi-word cues the clause reader looks for.
 */

/**
 * A list of phrases grouped by first word, each group in list order, so a lookup tries only the phrases
 * that can start at a word. An empty phrase matches anywhere: phrases listed after it are never reached.
 */
interface PhraseTable {
  byFirstWord: Map<string, ReadonlyArray<{ words: readonly string[]; order: number }>>;
  firstEmptyOrder: number;
}
const tables = new WeakMap<readonly string[][], PhraseTable>();

function tableOf(phrases: readonly string[][]): PhraseTable {
  let table = tables.get(phrases);
  if (table) return table;
  const byFirstWord = new Map<string, Array<{ words: readonly string[]; order: number }>>();
  let firstEmptyOrder = Number.POSITIVE_INFINITY;
  phrases.forEach((words, order) => {
    const first = words[0];
    if (first === undefined) firstEmptyOrder = Math.min(firstEmptyOrder, order);
    else {
      const group = byFirstWord.get(first);
      if (group) group.push({ words, order });
      else byFirstWord.set(first, [{ words, order }]);
    }
  });
  table = { byFirstWord, firstEmptyOrder };
  tables.set(phrases, table);
  return table;
}

/** Length of the first of `phrases` (stemmed words) that starts at `start`, or 0. */
export function phraseLengthAt(
  phrases: readonly string[][],
  slots: readonly WordSlot[],
  start: number,
): number {
  const table = tableOf(phrases);
  const stem = slots[start]?.stem;
  for (const { words, order } of (stem === undefined ? undefined : table.byFirstWord.get(stem)) ?? []) {
    if (order > table.firstEmptyOrder) break;
    if (words.every((word, offset) => slots[start + offset]?.stem === word)) return words.length;
  }
  return 0;
}

/**
 * 'nontender', 'nonbloody', 'nonpruritic': a word written with 'non' glued to a word the vocabulary
 * knows reads as 'non' and that word, so the prefix negation sees it ('non-tender' already does).
 */
export function splitNegatingPrefix(tokens: readonly Token[], isKnown: (word: string) => boolean): Token[] {
  return tokens.flatMap((token) => {
    const rest = token.text.slice(3);
    if (token.kind !== 'word' || !token.text.startsWith('non') || rest.length < 4) return [token];
    if (isKnown(token.text) || !isKnown(rest)) return [token];
    return [
      { ...token, text: 'non', end: token.start + 3 },
      { ...token, text: rest, start: token.start + 3 },
    ];
  });
}

/** Common endings of medicine names: amoxicillin, ciprofloxacin, artemether, metronidazole, chloroquine. */
const medicineEnding =
  /(?:cillin|mycin|floxacin|oxacin|azole|quine|ether|sunate|cycline|sulfa|trim|vir|mab)$/;
/**
 * Words that make a treatment the object of the wording before them ('unresponsive to', 'résistant aux').
 * 'despite', 'after' and 'on' only set the wording in time: 'diarrhoea after antibiotics', 'fever despite
 * antimalarials' are still the patient's diarrhoea and fever.
 */
const treatmentLinks = new Set(['to', 'kwa', 'a', 'au', 'aux']);

/**
 * Whether the words after a phrase make a treatment its object: 'unresponsive to antimalarials' says
 * the treatment failed, not that the patient is unconscious.
 */
export function isAboutTreatment(slots: readonly WordSlot[], end: number): boolean {
  if (!treatmentLinks.has(slots[end]?.token.text ?? '')) return false;
  for (let offset = 1; offset <= 3; offset += 1) {
    const slot = slots[end + offset];
    if (!slot || slot.segment !== slots[end]?.segment) return false;
    if (
      treatmentWords.has(slot.token.text) ||
      treatmentWords.has(slot.stem) ||
      medicineEnding.test(slot.token.text)
    )
      return true;
  }
  return false;
}

/** Contractions typed without their apostrophe ('cant walk', 'wont go back'): the verb before 'not'. */
const apostropheLess: Readonly<Record<string, string>> = {
  cant: 'cannot',
  wont: 'will',
  dont: 'do',
  doesnt: 'does',
  didnt: 'did',
  isnt: 'is',
  wasnt: 'was',
  couldnt: 'could',
  wouldnt: 'would',
  hasnt: 'has',
  havent: 'have',
};

/**
 * English contractions: "can't" reads as 'cannot', "doesn't" as 'does not' (so negation sees it), and so
 * do the same words typed without the apostrophe ('cant', 'doesnt'), as lay and quick typing writes them.
 */
export function expandContractions(tokens: readonly Token[]): Token[] {
  const expanded: Token[] = [];
  for (const token of tokens) {
    const previous = expanded[expanded.length - 1];
    const verb =
      token.kind === 'word' && Object.hasOwn(apostropheLess, token.text)
        ? apostropheLess[token.text]
        : undefined;
    if (verb !== undefined) {
      expanded.push({ ...token, text: verb });
      if (verb !== 'cannot') expanded.push({ ...token, text: 'not' });
      continue;
    }
    if (token.text === 't' && previous && /n$/.test(previous.text) && previous.kind === 'word') {
      if (previous.text === 'can')
        expanded[expanded.length - 1] = { ...previous, text: 'cannot', end: token.end };
      else {
        expanded[expanded.length - 1] = {
          ...previous,
          text: previous.text === 'won' ? 'will' : previous.text.slice(0, -1),
        };
        expanded.push({ ...token, text: 'not' });
      }
      continue;
    }
    expanded.push(token);
  }
  return withInabilityAsCannot(expanded);
}

/**
 * 'has not been able to pee', 'will not be able to walk': the inability told with 'not (been) able to' reads
 * as 'cannot', the form the vocabulary's inability wordings use ('cannot pee', 'cannot walk').
 */
function withInabilityAsCannot(tokens: Token[]): Token[] {
  const read: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const be = tokens[index + 1]?.text;
    if (
      token.text === 'not' &&
      (be === 'been' || be === 'be') &&
      tokens[index + 2]?.text === 'able' &&
      tokens[index + 3]?.text === 'to'
    ) {
      read.push({ ...token, text: 'cannot', end: tokens[index + 3]!.end });
      index += 3;
      continue;
    }
    read.push(token);
  }
  return read;
}

const aggravatingWords = new Set([
  'worse',
  'worsened',
  'aggravated',
  'exacerbated',
  'triggered',
  'brought',
  'provoked',
  'pire',
  'aggrave',
  'aggravee',
  'zaidi',
]);
const aggravatingLinks = new Set([
  'on',
  'with',
  'by',
  'when',
  'after',
  'during',
  'while',
  'upon',
  'par',
  'lors',
  'avec',
  'apres',
  'akiwa',
  'baada',
]);

/** Whether the phrase starting at `start` follows 'worse on' / 'aggravated by' closely ('worse on walking and coughing'). */
export function isAggravator(slots: readonly WordSlot[], start: number): boolean {
  const segment = slots[start]?.segment;
  for (let offset = 1; offset <= 4; offset += 1) {
    const link = slots[start - offset];
    const cue = slots[start - offset - 1];
    if (!link || !cue || link.segment !== segment || cue.segment !== segment) return false;
    // 'brought on by exertion' aggravates; 'brought with vomiting' is how a patient came to the clinic.
    if (cue.token.text === 'brought' && link.token.text !== 'on') continue;
    if (aggravatingLinks.has(link.token.text) && aggravatingWords.has(cue.token.text)) return true;
  }
  return false;
}

const inabilityWords = new Set(
  ['unable', 'cannot', 'able', 'hawezi', 'hashindwa', 'kushindwa', 'incapable', 'peut'].map(stemWord),
);
const causeWords = new Set(['because', 'due', 'sababu', 'cause', 'from']);
const painWords = new Set(
  ['pain', 'painful', 'pains', 'ache', 'maumivu', 'douleur', 'douleurs', 'injury', 'fracture', 'jeraha'].map(
    stemWord,
  ),
);

/**
 * Whether an inability is explained by pain or an injury ('unable to walk because of knee pain'): then
 * it is not the prostration or danger sign the wording names when it stands alone.
 */
export function isInabilityFromPain(
  phrases: readonly Phrase[],
  slots: readonly WordSlot[],
  end: number,
): boolean {
  if (!phrases.some((phrase) => phrase.words.some((word) => inabilityWords.has(word)))) return false;
  const segment = slots[end - 1]?.segment;
  for (let offset = 0; offset <= 2; offset += 1) {
    const slot = slots[end + offset];
    if (!slot || slot.segment !== segment) return false;
    if (!causeWords.has(slot.token.text)) continue;
    for (let after = 1; after <= 4; after += 1) {
      const word = slots[end + offset + after];
      if (word && word.segment === segment && painWords.has(word.stem)) return true;
    }
    return false;
  }
  return false;
}

/** Words that, closing a negated statement, say a state has stopped: 'not responding anymore', 'hajibu tena'. */
const stoppedWords = new Set(['anymore']);

/** Words closing a French negation: 'ne … pas', 'ne … plus', 'ne … jamais', 'ne … rien'. */
// 'ni' closes 'n'' too: 'l'œil n'est ni rouge ni douloureux' (neither red nor painful).
export const frenchNegationClosers = new Set([
  'pas',
  'plus',
  'jamais',
  'rien',
  'aucun',
  'aucune',
  'guere',
  'ni',
]);

/** Whether a closing word follows the 'n' at `index` within a few words of its part. */
function closesFrenchNegation(tokens: readonly Token[], index: number): boolean {
  for (let after = index + 1; after <= index + 4; after += 1) {
    const token = tokens[after];
    if (!token || token.kind === 'break') return false;
    if (frenchNegationClosers.has(token.text)) return true;
  }
  return false;
}

/**
 * A state that has stopped is read as a plain negation of it, since the stopping is the finding: 'no
 * longer responding' reads 'not responding' (unresponsive), 'no longer vomiting' reads 'not vomiting',
 * and the closing 'anymore' / 'any more' (English) or 'tena' after a negated Kiswahili verb ('hajibu
 * tena', he no longer answers) is dropped so the wording it closes is matched as written. French 'ne …
 * plus' is already a wording of its own ('ne répond plus').
 */
export function readStoppedStates(tokens: readonly Token[]): Token[] {
  const read: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    const previous = read[read.length - 1];
    if (token.text === 'no' && next?.text === 'longer') {
      read.push({ ...token, text: 'not', end: next.end });
      index += 1;
      continue;
    }
    if (stoppedWords.has(token.text)) continue;
    const afterNext = tokens[index + 2];
    if (token.text === 'any' && next?.text === 'more' && (!afterNext || afterNext.kind === 'break')) {
      index += 1;
      continue;
    }
    // French 'n'a plus de fièvre': the elided 'n' negates like 'ne' when its closing word follows.
    if (token.text === 'n' && closesFrenchNegation(tokens, index)) {
      read.push({ ...token, text: 'ne' });
      continue;
    }
    // 'hajibu tena', 'hanyonyi tena': a negated Kiswahili verb (ha- and a subject) closed by 'tena'.
    if (token.text === 'tena' && previous?.kind === 'word' && /^ha[a-z]{3,}$/.test(previous.text)) continue;
    read.push(token);
  }
  return read;
}

/** Words between a finding and what is said of it: 'fever is not responding', 'cough has still not settled'. */
const linkingWords = new Set(['is', 'was', 'are', 'were', 'has', 'have', 'had', 'been', 'still']);

/**
 * Whether a wording that opens with a negation of no finding ('not responding') is said of something
 * else, not of the patient: of the finding just before it ('fever not responding', 'fever is still not
 * responding'), or of a treatment named after it in its part ('not responding well to antimalarials').
 * Otherwise the patient is the one not responding: 'he is not responding', 'fitting and not responding'.
 */
export function isSaidOfAnother(
  slots: readonly WordSlot[],
  start: number,
  end: number,
  endsWording: (position: number) => boolean,
): boolean {
  const segment = slots[start]?.segment;
  let before = start;
  while (
    before > 0 &&
    slots[before - 1]?.segment === segment &&
    linkingWords.has(slots[before - 1]?.token.text ?? '')
  )
    before -= 1;
  if (before > 0 && slots[before - 1]?.segment === segment && endsWording(before)) return true;
  for (let after = end; after < slots.length && slots[after]?.segment === segment; after += 1) {
    const slot = slots[after] as WordSlot;
    if (
      treatmentWords.has(slot.token.text) ||
      treatmentWords.has(slot.stem) ||
      medicineEnding.test(slot.token.text)
    )
      return true;
  }
  return false;
}

/**
 * Verbs and nouns of prevention: what follows them is what a medicine or act keeps away, not what the patient
 * has ('vidonge vya kuzuia mimba' are contraceptive pills, 'to prevent malaria' a prophylaxis, 'kinga ya
 * pepopunda' a tetanus vaccine). Kiswahili 'kuzuia' (to prevent) and 'kinga' (protection) take their object
 * after them, as English 'prevent' and French 'éviter', 'prévenir' do (TUKI Kamusi ya Kiswahili-Kiingereza 2001).
 */
const preventionWords = new Set([
  'kuzuia',
  'kinga',
  'prevent',
  'prevents',
  'preventing',
  'prevention',
  'prophylaxis',
  'eviter',
  'prevenir',
]);
/** Small words between a prevention word and its object: 'prevention of malaria', 'kuzuia (ya) mimba'. */
const preventionLinks = new Set([
  'of',
  'against',
  'the',
  'a',
  'ya',
  'za',
  'dhidi',
  'de',
  'du',
  'la',
  'le',
  'les',
]);

/** Whether the wording starting at `start` is the object of a prevention word just before it. */
export function isPrevented(slots: readonly WordSlot[], start: number): boolean {
  const segment = slots[start]?.segment;
  for (let position = start - 1; position >= Math.max(0, start - 3); position -= 1) {
    const slot = slots[position];
    if (!slot || slot.segment !== segment) return false;
    if (preventionWords.has(slot.token.text)) return true;
    if (!preventionLinks.has(slot.token.text)) return false;
  }
  return false;
}
