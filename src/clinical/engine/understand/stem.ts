import { frenchVerbBase } from './french-verbs';
import { baseForm } from './irregular-forms';
import { swahiliAdjectiveRoot } from './swahili-verbs';

/**
 * British and American spellings of medical words read alike ('diarrhoea' and 'diarrhea', 'haemoptysis'
 * and 'hemoptysis', 'oedema' and 'edema', 'tumour' and 'tumor', 'paralysed' and 'paralyzed'): both sides
 * are brought to one spelling before stemming.
 */
function oneSpelling(word: string): string {
  if (word.length < 5) return word;
  // Each step runs only on a word holding the letters its pattern needs: most words hold none of them,
  // and the vocabulary and context terms bring tens of thousands of words to stem when the engine starts.
  let spelt = word;
  if (spelt.includes('ae') || spelt.includes('oe'))
    spelt = spelt
      .replace(/aem/g, 'em')
      .replace(/^oe(?=[dsn])/, 'e')
      .replace(/rrhoe/g, 'rrhe')
      .replace(/pnoe/g, 'pne')
      .replace(/^(coel|foet|faec|paed|aetiol)/, (prefix) => prefix.replace(/oe|ae/, 'e'))
      .replace(/(orthop|gyn)aed/, '$1ed');
  if (spelt.includes('our')) spelt = spelt.replace(/(tum|col|behavi|lab|od)our/, '$1or');
  if (spelt.includes('s') && /(?:e|ed|es|ing|ation)$/.test(spelt))
    spelt = spelt.replace(/(?<=.{4})(ys|is)(e|ed|es|ing|ation)$/, (_whole, stem: string, ending: string) =>
      stem === 'ys' ? `yz${ending}` : `iz${ending}`,
    );
  return spelt;
}

/**
 * A light stemmer applied alike to the vocabulary and the input, so 'stools', 'vomited' and 'sneezing'
 * meet 'stool', 'vomiting' and 'sneeze'; irregular forms are first brought to their base ('bled' to
 * 'bleed', 'swollen' to 'swell'), so they meet 'bleeding' and 'swelling'. Deliberately crude: both sides go through it, so it only has to
 * be consistent, not linguistically right.
 */
export function stemWord(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const stem = computeStem(word);
  if (stems.size >= maximumRememberedStems) stems.clear();
  stems.set(word, stem);
  return stem;
}

/** Stems already computed: the vocabulary's 10,000 wordings repeat the same few thousand words. */
const stems = new Map<string, string>();
const maximumRememberedStems = 50_000;

/**
 * Words whose ending carries their meaning, kept whole so they never meet their stem: qualities of pain whose
 * verb names an injury ('a stabbing pain in the chest' is no stab wound, so 'stabbing' never meets
 * 'stabbed'), and a trade named after what it takes ('fishing' is work in the water, 'ate fish' a meal).
 */
const wordsKeepingTheirEnding = new Set(['stabbing', 'fishing']);

/**
 * French feminine and plural adjectives and participles meet their masculine singular: 'gonflée' and
 * 'gonflé', 'douloureuse' and 'douloureux', 'productive' and 'productif', 'abdominaux' and 'abdominal',
 * 'habituelle' and 'habituel' (Grevisse, Le Bon Usage, feminine and plural of adjectives). Runs after
 * the plural -s is off; the English words of these shapes ('active', 'agree') take the same stem on both
 * sides of the matcher.
 */
function frenchMasculine(word: string): string {
  if (word.length < 5) return word;
  if (word.endsWith('ee')) return word.slice(0, -1);
  if (word.length < 6) return word;
  if (word.endsWith('euse')) return `${word.slice(0, -4)}eux`;
  if (word.endsWith('ive')) return `${word.slice(0, -3)}if`;
  if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('elle')) return word.slice(0, -2);
  return word;
}

/**
 * Kiswahili test results read as the English the wordings are mostly written in: 'VVU chanya', 'HIV chanya'
 * (positive) and 'malaria hasi' (negative) meet 'hiv positive' and 'malaria negative' (TUKI Kamusi ya
 * Kiswahili Sanifu, 2004: 'chanya', 'hasi'; Kenya MoH HIV testing services guidelines, Kiswahili client forms).
 */
const resultWordsInEnglish = new Map([
  ['chanya', 'positive'],
  ['hasi', 'negative'],
]);

function computeStem(typed: string): string {
  const word = frenchVerbBase(baseForm(resultWordsInEnglish.get(typed) ?? typed));
  if (wordsKeepingTheirEnding.has(word)) return word;
  // 'mwekundu', 'nyekundu', 'jekundu': one Kiswahili adjective in the agreement of each noun class.
  const adjective = swahiliAdjectiveRoot(word);
  if (adjective !== undefined) return adjective;
  if (word.length <= 3 || /\d/.test(word) || word.includes('/')) return word;
  let stem = oneSpelling(word);
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  stem = frenchMasculine(stem);
  if (stem.length >= 6 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length >= 6 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  if (stem.length >= 5 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}
