/**
 * French verbs of the body, conjugated, brought to one form so every tense and person meets the vocabulary's
 * wording: 'il vomissait', 'ils vomissent', 'je ne vomis plus', 'vomir' and 'vomissements' meet 'vomit';
 * 'elle toussait', 'ils toussent', 'tousser' meet 'tousse'; 'il crachait', 'cracher' and 'crachats' meet
 * 'crache'. The words are folded (no accents, lower case), as the matcher reads them: 'toussé' is 'tousse',
 * which the stemmer already joins with 'tousse'; the forms it cannot join are the imperfect (-ait, -aient),
 * the plural present (-ent), the infinitive (-er, -ir), the present participle (-ant) and the -iss- forms of
 * the second group. Conjugation from Bescherelle, La conjugaison pour tous (Hatier, 2012), tables 6
 * (aimer, first group), 19 (finir, second group), 'boire', 'dormir', 'perdre', 'sentir' and 'souffrir'; the verbs are
 * those the lay and clinician French of the MSF Guide clinique et thérapeutique (2023) and the French WHO
 * Pocket Book (Soins hospitaliers pédiatriques, 2nd ed., 2015) tell symptoms with.
 *
 * Only these listed verbs are brought together at the stem, never a rule on every word's ending: English
 * words end in -er, -ent and -ant too ('fever', 'patient', 'pregnant'). A form that is also an English word
 * keeps its English stem by being the form the others are brought to ('vomit', 'urine', 'tremble'). Other
 * verbs are read by their regular endings (frenchVerbForms, below) only when the vocabulary does not hold
 * the word, and only back to a word of its French wordings (word-forms.ts).
 */

/** First-group verbs (-er) by their stem: the third person singular (stem + 'e') is the form they meet. */
const firstGroupStems = [
  'touss', // tousser: to cough
  'crach', // cracher: to spit, bring up sputum
  'saign', // saigner: to bleed
  'gratt', // se gratter: to scratch
  'demang', // démanger: to itch
  'enfl', // enfler: to swell
  'gonfl', // gonfler: to swell
  'transpir', // transpirer: to sweat
  'trembl', // trembler: to shake
  'respir', // respirer: to breathe
  'etouff', // étouffer: to choke, be breathless
  'siffl', // siffler: to wheeze, whistle
  'urin', // uriner: to pass urine
  'aval', // avaler: to swallow
  'tet', // téter: to suckle
  'mang', // manger: to eat
  'march', // marcher: to walk
  'tomb', // tomber: to fall
  'convuls', // convulser: to convulse
  'brul', // brûler: to burn
  'coul', // couler: to run, discharge
  'pleur', // pleurer: to cry
  'delir', // délirer: to be delirious
  'bav', // baver: to drool
  'frissonn', // frissonner: to shiver
  'somnol', // somnoler: to be drowsy
  'reveill', // se réveiller: to wake ('ne se réveillait plus')
];
const firstGroupEndings = ['ent', 'er', 'ez', 'ons', 'ait', 'ais', 'aient', 'ant', 'era', 'erait', 'eront'];

/** Second-group verbs (-ir, -iss-) by their stem: the third person singular (stem + 'it') is the form they meet. */
const secondGroupStems = [
  'vom', // vomir: to vomit
  'maigr', // maigrir: to lose weight
  'gross', // grossir: to put on weight, to grow
  'jaun', // jaunir: to turn yellow
  'evanou', // s'évanouir: to faint
  'reag', // réagir: to respond ('il ne réagissait plus')
];
const secondGroupEndings = [
  'i',
  'is',
  'ie',
  'ies',
  'ir',
  'issent',
  'issait',
  'issais',
  'issaient',
  'issant',
  'issons',
  'issez',
];

/** Irregular verbs and the nouns of the same act: every form listed to the one it meets. */
const irregularForms: Record<string, readonly string[]> = {
  // boire: to drink.
  boit: ['bois', 'boivent', 'buvait', 'buvais', 'buvaient', 'buvant', 'boire', 'bu', 'bue'],
  // dormir: to sleep.
  dort: ['dors', 'dorment', 'dormait', 'dormais', 'dormaient', 'dormir', 'dormi', 'dormant'],
  // perdre: to lose ('a perdu 5 kg', 'perd du poids').
  perd: ['perds', 'perdent', 'perdait', 'perdais', 'perdaient', 'perdre', 'perdu', 'perdue', 'perdus'],
  // répondre: to answer ('il ne répondait plus').
  repond: [
    'reponds',
    'repondent',
    'repondait',
    'repondais',
    'repondaient',
    'repondre',
    'repondu',
    'repondue',
  ],
  // se sentir: to feel ('je me sens faible').
  sent: ['sens', 'sentent', 'sentait', 'sentais', 'sentaient', 'sentir', 'senti', 'sentie'],
  // souffrir: to suffer, be in pain.
  souffre: ['souffres', 'souffrent', 'souffrait', 'souffrais', 'souffraient', 'souffrir', 'souffert'],
  // The nouns of the act said as the verb: 'des vomissements' is 'il vomit', 'des crachats' 'il crache'.
  vomit: ['vomissement', 'vomissements'],
  crache: ['crachat', 'crachats'],
  // The foam coughed up: 'crachats mousseux' and 'il crache de la mousse' (MSF Guide clinique, acute pulmonary
  // oedema: 'expectoration mousseuse').
  mousse: ['mousseux', 'mousseuse', 'mousseuses'],
};

const baseOf = new Map<string, string>();
for (const stem of firstGroupStems)
  for (const ending of firstGroupEndings) baseOf.set(`${stem}${ending}`, `${stem}e`);
for (const stem of secondGroupStems)
  for (const ending of secondGroupEndings) baseOf.set(`${stem}${ending}`, `${stem}it`);
for (const [base, forms] of Object.entries(irregularForms)) for (const form of forms) baseOf.set(form, base);

/** The one form a conjugated French verb of the body meets ('vomissaient' → 'vomit'), else the word. */
export function frenchVerbBase(word: string): string {
  return baseOf.get(word) ?? word;
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
 * A French verb of the body in a finite form, or an auxiliary: 'vomit', 'toussait', 'saignent', 'a', 'est'.
 * After 'et' it opens a statement of its own, so 'pas de fièvre et vomit depuis hier' denies the fever and
 * tells the vomiting (Grevisse, Le bon usage, coordination; the negation 'pas de' governs the nouns it
 * introduces, repeated with 'ni' or 'ni de'). Nouns of the act ('vomissements', 'crachats') are not verbs.
 */
const frenchAuxiliaries = new Set(['a', 'ont', 'est', 'sont', 'avait', 'etait', 'fait', 'se', 'presente']);
// voir: to see ('ne supporte pas la lumière et voit flou' tells the blurred sight), kept out of the forms
// above so that the vocabulary's 'voir' wordings are matched as they are written.
const seeingForms = new Set(['voit', 'voient', 'voyait', 'voyaient']);
const finiteEndings = ['ent', 'ait', 'aient', 'issent', 'issait', 'issaient'];
const finiteBases = new Set([
  ...firstGroupStems.map((stem) => `${stem}e`),
  ...secondGroupStems.map((stem) => `${stem}it`),
  ...Object.keys(irregularForms).filter((base) => base !== 'mousse'),
]);

export function isFrenchFiniteVerb(word: string): boolean {
  if (frenchAuxiliaries.has(word) || finiteBases.has(word) || seeingForms.has(word)) return true;
  return baseOf.has(word) && finiteEndings.some((ending) => word.endsWith(ending));
}
