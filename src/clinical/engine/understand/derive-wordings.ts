import type { Finding } from '../../knowledge/types';
import type { Phrase } from './phrase-index';
import { frenchInabilityVariant, mayTellFrenchInability } from './french-inability';
import { stemWord } from './stem';
import { stopWords } from './word-lists/stop-words';

/**
 * Wordings the matcher derives from a written synonym, so the vocabulary need not spell out every
 * negative or reworded form: a lab result's negative, 'able to drink' from 'unable to drink', and
 * 'eyes not sunken' from 'eyes sunken'.
 */
const positiveResultWords = new Set([
  'positive',
  'positif',
  'positifs',
  'chanya',
  'reactive',
  'reactif',
  'detected',
  'detecte',
]);
const negativeResults = [
  ['negative'],
  ['negatif'],
  ['hasi'],
  ['non', 'reactive'],
  ['not', 'detected'],
  ['nil'],
];
const copulas = new Set(['is', 'are', 'est', 'sont']);
/**
 * The abdominal regions clinicians abbreviate: a wording written with the abbreviation ('RUQ pain') also
 * reads the region spelt out ('right upper quadrant pain'), so the vocabulary holds one form of each.
 */
const regionAbbreviations = new Map<string, readonly string[]>([
  ['ruq', ['right', 'upper', 'quadrant']],
  ['luq', ['left', 'upper', 'quadrant']],
  ['rlq', ['right', 'lower', 'quadrant']],
  ['llq', ['left', 'lower', 'quadrant']],
  ['rif', ['right', 'iliac', 'fossa']],
  ['lif', ['left', 'iliac', 'fossa']],
]);

const cannotStem = stemWord('hawezi');
const unableStem = stemWord('unable');
/** The typed words that may start a derived wording (a region, a copula); French inabilities are asked apart. */
const derivingWords = new Set([...regionAbbreviations.keys(), ...copulas]);

/**
 * Whether a wording derives nothing: most do not, and the engine reads every wording when it starts. Two
 * words, a lab result, or a word some rule below starts from may derive one.
 */
function derivesNothing(finding: Finding, folded: readonly string[], words: readonly string[]): boolean {
  if (folded.length === 2 || finding.kind === 'lab') return false;
  for (const word of folded) if (derivingWords.has(word)) return false;
  if (mayTellFrenchInability(folded) || folded.includes('ne')) return false;
  for (const word of words) if (word === cannotStem || word === unableStem) return false;
  return true;
}

function phrase(finding: Finding, words: string[], present: boolean): Phrase {
  return { findingId: finding.id, words, present, needsCapitals: false };
}

const [frenchNe, frenchCan, frenchNot, frenchNoLonger] = ['ne', 'peut', 'pas', 'plus'].map(stemWord);

/**
 * A French 'cannot' wording ('ne peut pas boire') is also told 'ne peut plus boire' (no longer can, the
 * way a sign that came is told), and 'peut boire' (can drink) says the opposite, as 'able to' does.
 */
function frenchCannotTwins(finding: Finding, words: readonly string[]): Phrase[] {
  const at = words.findIndex(
    (word, k) => word === frenchNe && words[k + 1] === frenchCan && words[k + 2] === frenchNot,
  );
  if (at < 0) return [];
  return [
    phrase(finding, replaceAt(words, at + 2, [frenchNoLonger as string]), true),
    phrase(finding, [...words.slice(0, at), ...words.slice(at + 1, at + 2), ...words.slice(at + 3)], false),
  ];
}

/**
 * French closes a negated verb with 'pas' (not) or 'plus' (no longer), and a sign is told either way: a
 * wording 'ne se réveille plus' also reads 'ne se réveille pas', and 'ne respire pas' also 'ne respire
 * plus' (Grevisse, Le Bon Usage, 16th ed. 2016, §1022-1024: 'ne … pas', 'ne … plus'). 'plus de'
 * (more than) is no negation and derives nothing; 'ne peut pas' has its own twins above.
 */
/**
 * Whether the finding is also told by its verb without a negation ('voit flou' beside 'ne voit plus'): then
 * 'ne voit pas …' may deny that telling ('ne voit pas flou', does not see blurred) and derives no 'pas' twin.
 */
function toldPlainly(finding: Finding, verb: string | undefined): boolean {
  if (verb === undefined) return false;
  return finding.synonyms.fr.some((wording) => {
    const [first] = wording.toLowerCase().split(/[\s'’]+/);
    return first !== undefined && stemWord(first) === verb;
  });
}

function frenchNotAndNoLongerTwins(finding: Finding, words: readonly string[]): Phrase[] {
  const ne = words.indexOf(frenchNe as string);
  if (ne < 0 || words[ne + 1] === frenchCan) return [];
  for (let at = ne + 2; at <= ne + 3 && at < words.length; at += 1) {
    const closing = words[at];
    if (closing === frenchNot)
      return [phrase(finding, replaceAt(words, at, [frenchNoLonger as string]), true)];
    if (closing === frenchNoLonger && words[at + 1] !== 'de' && words[at + 1] !== 'd')
      return toldPlainly(finding, words[ne + 1])
        ? []
        : [phrase(finding, replaceAt(words, at, [frenchNot as string]), true)];
  }
  return [];
}

function replaceAt(words: readonly string[], at: number, replacement: readonly string[]): string[] {
  return [...words.slice(0, at), ...replacement, ...words.slice(at + 1)];
}

/**
 * A named examination sign is written by its name and result, without the word 'sign': 'Murphy's +ve',
 * 'Kernig -ve', 'Rovsing positive'. A wording 'murphy sign' or 'kernig sign positive' also reads
 * 'murphy positive' (present) and 'murphy negative' (absent).
 */
function eponymResults(finding: Finding, folded: readonly string[], words: readonly string[]): Phrase[] {
  if (finding.kind !== 'sign') return [];
  const at = folded.indexOf('sign');
  const rest = folded.slice(at + 1);
  if (at <= 0 || !(rest.length === 0 || (rest.length === 1 && positiveResultWords.has(rest[0] ?? ''))))
    return [];
  const name = words.slice(0, at);
  return [
    phrase(finding, [...name, stemWord('positive')], true),
    phrase(finding, [...name, stemWord('negative')], false),
  ];
}

/** `folded` holds the synonym's words as typed, `words` the same words stemmed. */
export function deriveWordings(
  finding: Finding,
  folded: readonly string[],
  words: readonly string[],
): Phrase[] {
  if (derivesNothing(finding, folded, words)) return [];
  const derived: Phrase[] = [];
  const region = folded.findIndex((word) => regionAbbreviations.has(word));
  if (region >= 0)
    derived.push(
      phrase(
        finding,
        replaceAt(words, region, (regionAbbreviations.get(folded[region] ?? '') ?? []).map(stemWord)),
        true,
      ),
    );
  const last = folded[folded.length - 1] ?? '';
  derived.push(...eponymResults(finding, folded, words));
  if (finding.kind === 'lab' && positiveResultWords.has(last)) {
    // 'malaria rdt positive' also teaches 'malaria rdt negative' (and '-ve'): the test was done and was negative.
    for (const negative of negativeResults)
      derived.push(phrase(finding, [...words.slice(0, -1), ...negative.map(stemWord)], false));
  }
  // Swahili 'hawezi kunyonya' (cannot breastfeed): 'anaweza kunyonya' says the opposite.
  const cannot = words.indexOf(cannotStem);
  if (cannot >= 0) {
    derived.push(phrase(finding, replaceAt(words, cannot, [stemWord('anaweza')]), false));
    // 'anashindwa kunyonya', 'ameshindwa kunywa' (fails to) say 'hawezi': read through 'kushindwa'.
    derived.push(phrase(finding, replaceAt(words, cannot, [stemWord('kushindwa')]), true));
  }
  // French 'n'arrive pas à', 'incapable de', 'du mal à' are read as 'ne peut pas', 'difficulte a'.
  let cannotWords = words;
  if (mayTellFrenchInability(folded)) {
    const variant = frenchInabilityVariant(folded);
    if (variant) {
      cannotWords = variant.map((word) => (word === '*' ? word : stemWord(word)));
      derived.push(phrase(finding, [...cannotWords], true));
    }
  }
  derived.push(...frenchCannotTwins(finding, cannotWords));
  derived.push(...frenchNotAndNoLongerTwins(finding, words));
  const unable = words.indexOf(unableStem);
  if (unable >= 0) {
    // 'not able to drink' and 'cannot drink' say the same; 'able to drink' says the opposite.
    derived.push(phrase(finding, replaceAt(words, unable, ['not', 'able']), true));
    derived.push(phrase(finding, replaceAt(words, unable, ['cannot']), true));
    derived.push(phrase(finding, replaceAt(words, unable, ['able']), false));
  }
  // A sign written as 'subject state' is denied as 'subject not state': 'eyes not sunken', 'neck is not stiff'.
  const copula = folded.findIndex((word) => copulas.has(word));
  if (copula > 0 && copula < folded.length - 1) {
    derived.push(phrase(finding, [...words.slice(0, copula + 1), 'not', ...words.slice(copula + 1)], false));
  } else if (folded.length === 2 && !folded.some((word) => stopWords.has(word) || /\d/.test(word))) {
    derived.push(phrase(finding, [words[0] ?? '', 'not', words[1] ?? ''], false));
  }
  return derived;
}
