/**
 * Swahili conjugated verbs to the infinitive the vocabulary is written in: 'anaharisha' (he has diarrhoea)
 * and 'alitapika' (she vomited) meet 'kuharisha' and 'kutapika'. Subject prefix (a-, wa-, ni-, u-, tu-,
 * m-) + tense marker (-na-, -li-, -me-, -ta-, -ki-, -ka- 'and then') + root. Spoken first person present
 * drops the 'ni-' ('natapika', 'nakohoa' for 'ninatapika', 'ninakohoa'). Only used for words the
 * vocabulary does not know.
 */
const conjugated = /^(?:a|wa|ni|u|tu|m|ki|i)(?:na|li|me|ta|ki|ja|ka)([a-z]{3,})$/;
const spokenFirstPerson = /^na([a-z]{4,})$/;

export function swahiliInfinitive(word: string): string | undefined {
  const match = conjugated.exec(word) ?? spokenFirstPerson.exec(word);
  return match ? `ku${match[1]}` : undefined;
}

/**
 * Sheng and everyday Kiswahili put the Swahili subject and tense on an English verb: 'anavomit' (he is
 * vomiting), 'amefaint' (she has fainted), 'anacough', 'imeswell'. The English verb the prefix carries.
 */
const prefixedEnglishVerb = /^(?:a|wa|ni|u|tu|m|ki|i|n)?(?:na|li|me|ta|ki|ka)([a-z]{4,})$/;

export function shengEnglishVerb(word: string): string | undefined {
  return prefixedEnglishVerb.exec(word)?.[1];
}

/**
 * The verb forms people say, read back to the forms a vocabulary is written in. A Kiswahili verb is
 * subject + tense + (relative) + (object) + root: 'ki-na-ni-uma' (it hurts me), 'a-li-ye-zimia' (who
 * fainted), 'vi-me-vimba' (they are swollen). Every class takes a subject prefix (a-, wa-, ki-, vi-, li-,
 * ya-, i-, zi-, u-, ku-, pa-), so 'kichwa kinauma', 'tumbo linauma', 'mguu unauma' and 'miguu inauma' all
 * meet 'kuuma'. Negative verbs open with si- (I), hu- (you), ha- (he, she), hatu-, ham-, hawa- and the
 * classes' ha- forms, and in the present end in -i: 'hakohoi' (he does not cough) is the negative of
 * 'kukohoa', 'hauumi' (it does not hurt) of 'kuuma', 'sijazimia' (I have not yet fainted) of 'kuzimia'.
 * Monosyllabic verbs keep their 'ku' in most tenses ('anakula', 'amekunywa') and drop it elsewhere
 * ('hali', 'nikila'). Sources: Ashton, Swahili Grammar (1944), lessons on the verb, negatives and noun
 * classes; TUKI Kamusi ya Kiswahili Sanifu (2004).
 */
export interface SwahiliVerbReading {
  /** The verb's root as said, without prefixes: 'uma' in 'kinaniuma', 'kohoi' in 'hakohoi'. */
  root: string;
  /** A negative form: 'hakohoi', 'sijazimia', 'hatapiki'. */
  negative: boolean;
  /** A negative present, whose root ends in -i where the infinitive ends in -a. */
  negativePresent: boolean;
}

/** Subject prefixes of persons and noun classes (positive). */
const subjects = ['ni', 'u', 'a', 'tu', 'm', 'mu', 'wa', 'ki', 'vi', 'li', 'ya', 'i', 'zi', 'ku', 'pa', 'yu'];
/** Negative subject prefixes: persons and classes. */
const negativeSubjects = [
  'si',
  'hu',
  'ha',
  'hatu',
  'ham',
  'hamu',
  'hawa',
  'haki',
  'havi',
  'hali',
  'haya',
  'hai',
  'hazi',
  'hau',
  'haku',
  'hapa',
];
/** Tense and aspect markers after a positive subject. */
const tenses = ['na', 'li', 'me', 'ta', 'ki', 'ka', 'nge', 'ngali', 'mesha', 'lisha', 'nasha'];
/** Tense markers after a negative subject: -ku- (did not), -ja- (not yet), -ta- (will not), -nge-. */
const negativeTenses = ['ku', 'ja', 'ta', 'nge'];
/** Relative markers after the tense: 'a-na-ye-tapika' (who vomits), 'ki-na-cho-uma' (which hurts). */
const relatives = ['ye', 'o', 'cho', 'vyo', 'yo', 'lo', 'zo', 'po', 'ko', 'mo', 'wo'];
/** Object markers before the root: 'ki-na-ni-uma' (it hurts me), 'a-me-m-piga' (he hit him). */
// Not the reflexive 'ji-': it makes verbs of their own ('kujifungua', to give birth; 'kujiua').
const objects = ['ni', 'ku', 'm', 'mw', 'mu', 'tu', 'wa', 'ki', 'vi', 'li', 'ya', 'i', 'zi', 'u', 'pa'];
/** Roots of one syllable, read after the 'ku' they drop: 'hali' (does not eat), 'nikila' (when I eat). */
const monosyllabicRoots = new Set(['la', 'fa', 'ja', 'pa', 'nywa', 'wa', 'cha', 'nya']);

/** No object marker, then each object marker: 'a-me-piga', 'a-me-m-piga' (he hit him). */
const noObjectOrObjects = ['', ...objects];

/**
 * From `at` (after the tense and relative): the root after each of `markers` the word holds there. Every
 * root read is the end of one word, so two roots are the same when their lengths are: the root is sliced
 * only when it is kept (the engine reads thousands of words at start).
 */
function addRootsAt(
  readings: SwahiliVerbReading[],
  word: string,
  at: number,
  negative: boolean,
  negativePresent: boolean,
  markers: readonly string[] = noObjectOrObjects,
): void {
  for (const marker of markers) {
    if (!word.startsWith(marker, at)) continue;
    const start = at + marker.length;
    const length = word.length - start;
    if (length < 3) {
      const root = word.slice(start);
      if (!monosyllabicRoots.has(negativePresent ? `${root.slice(0, -1)}a` : root)) continue;
    }
    // No letter test here: readSwahiliVerb has found all the word's letters a-z.
    if (readings.some((reading) => reading.root.length === length && reading.negative === negative)) continue;
    readings.push({ root: word.slice(start), negative, negativePresent });
  }
}

const remembered = new Map<string, readonly SwahiliVerbReading[]>();
const maximumRemembered = 20_000;

/**
 * Every way a word parses as a conjugated Kiswahili verb, longest root first. Most parses are wrong; a
 * reader keeps the one whose infinitive the vocabulary knows.
 */
export function readSwahiliVerb(word: string): readonly SwahiliVerbReading[] {
  const known = remembered.get(word);
  if (known) return known;
  const readings: SwahiliVerbReading[] = [];
  if (word.length >= 4 && /^[a-z]+$/.test(word)) {
    for (const subject of subjects) {
      if (!word.startsWith(subject)) continue;
      const afterSubject = subject.length;
      for (const tense of tenses) {
        if (!word.startsWith(tense, afterSubject)) continue;
        const afterTense = afterSubject + tense.length;
        addRootsAt(readings, word, afterTense, false, false);
        for (const relative of relatives)
          if (word.startsWith(relative, afterTense))
            addRootsAt(readings, word, afterTense + relative.length, false, false);
      }
      // Negative relative: 'a-si-ye-weza' (who cannot), 'ki-si-cho-uma'.
      if (word.startsWith('si', afterSubject))
        for (const relative of relatives)
          if (word.startsWith(relative, afterSubject + 2))
            addRootsAt(readings, word, afterSubject + 2 + relative.length, true, false);
    }
    // Habitual 'hu-' takes no subject: 'hutapika' (he vomits, as a habit). Spoken first person 'na-'. An
    // infinitive with an object: 'kuyafungua' (to open them), 'kuusogeza' (to move it).
    if (word.startsWith('hu')) addRootsAt(readings, word, 2, false, false);
    if (word.startsWith('ku')) addRootsAt(readings, word, 2, false, false, objects);
    if (word.startsWith('na')) addRootsAt(readings, word, 2, false, false);
    for (const subject of negativeSubjects) {
      if (!word.startsWith(subject)) continue;
      const afterSubject = subject.length;
      if (word.length > afterSubject && word.endsWith('i'))
        addRootsAt(readings, word, afterSubject, true, true);
      for (const tense of negativeTenses)
        if (word.startsWith(tense, afterSubject))
          addRootsAt(readings, word, afterSubject + tense.length, true, false);
    }
  }
  // Longest root first, but an object 'ni-' (me) is read off before a root: 'inaniuma' (it hurts me) is
  // 'kuuma', though a wording may hold 'kuniuma'. Few verbs start with 'ni'.
  const rank = (reading: SwahiliVerbReading) =>
    reading.root.startsWith('ni') ? reading.root.length - 2.5 : reading.root.length;
  readings.sort((a, b) => rank(b) - rank(a));
  if (remembered.size >= maximumRemembered) remembered.clear();
  remembered.set(word, readings);
  return readings;
}

/**
 * Verb extensions, read off a root when the vocabulary holds the plainer verb, or put on when it holds the
 * extended one: passive 'gongwa' (was hit) and 'gonga', stative 'vunjika' (is broken) and 'vunja',
 * applicative 'lilia', causative 'ongezesha', reciprocal 'gongana'.
 */
const extensionEndings: ReadonlyArray<readonly [string, string]> = [
  ['iwa', 'a'],
  ['ewa', 'a'],
  ['wa', 'a'],
  ['ika', 'a'],
  ['eka', 'a'],
  ['isha', 'a'],
  ['esha', 'a'],
  ['ana', 'a'],
  ['ia', 'a'],
  ['ea', 'a'],
];

/**
 * The infinitives a reading may stand for, most likely first: the root as said, then without or with an
 * extension. A negative present's final -i is the infinitive's -a ('hakohoi', 'kukohoa'); roots that end
 * in -i, -e or -u in the infinitive ('kuhisi', 'kusahau') keep it.
 */
export function infinitivesOf(reading: SwahiliVerbReading): string[] {
  const roots = reading.negativePresent ? [`${reading.root.slice(0, -1)}a`, reading.root] : [reading.root];
  const forms: string[] = [];
  for (const root of roots) {
    // 'anakula', 'amekunywa': the 'ku' of a monosyllabic verb is still there.
    if (root.startsWith('ku') && monosyllabicRoots.has(root.slice(2))) forms.push(root);
    forms.push(`ku${root}`);
    // 'ku-' before e- and i- is said 'kw-': 'kwenda' (to go), 'kwisha' (to end).
    if (/^[ei]/.test(root)) forms.push(`kw${root}`);
  }
  for (const root of roots) {
    for (const [ending, plain] of extensionEndings)
      if (root.endsWith(ending) && root.length - ending.length >= 2)
        forms.push(`ku${root.slice(0, -ending.length)}${plain}`);
    // Only the stative and the passive are put on: they tell the state of the same act ('amevunja',
    // 'kuvunjika'). A causative or applicative makes another verb: 'kuenda' (go), 'kuendesha' (purge).
    if (root.endsWith('a'))
      for (const ending of ['ika', 'eka', 'wa']) forms.push(`ku${root.slice(0, -1)}${ending}`);
  }
  return forms;
}

/**
 * A negative verb with the vocabulary's own negative form of the same verb: 'sikojoi' (I do not pass
 * urine) meets 'hakojoi', 'siwezi' meets 'hawezi', 'hatujazimia' meets 'hajazimia'.
 */
export function thirdPersonNegativesOf(word: string, reading: SwahiliVerbReading): string[] {
  if (!reading.negative) return [];
  const cut = word.length - reading.root.length;
  const before = word.slice(0, cut);
  const tense = negativeTenses.find((candidate) => before.endsWith(candidate)) ?? '';
  return [`ha${tense}${reading.root}`];
}

/**
 * Noun class agreement on adjectives: 'mwekundu', 'nyekundu', 'jekundu', 'wekundu' and 'vyekundu' are one
 * word (red) in the classes of 'mtu', 'ngozi', 'jicho', 'ulimi' and 'vidonda'. The stem is the same on both
 * sides of the matcher, so a vocabulary written in one class meets the others. Closed list of the
 * adjectives clinical talk uses (Ashton 1944, adjectives; TUKI 2004).
 */
const adjectiveRoots = [
  'ekundu',
  'eusi',
  'eupe',
  'kubwa',
  'dogo',
  'ingi',
  'gumu',
  'zito',
  'refu',
  'fupi',
  'kavu',
  'baya',
  'zuri',
  'embamba',
  'nene',
  'pya',
  'bichi',
  'chache',
  'kali',
];
/** Class prefixes an adjective takes, longest first; 'ny-' and 'j-' before a vowel, 'n-'/'m-' before a consonant. */
const adjectivePrefixes = [
  'mw',
  'ny',
  'vy',
  'ch',
  'ki',
  'vi',
  'ma',
  'mi',
  'wa',
  'm',
  'n',
  'j',
  'w',
  'y',
  'l',
  'z',
];
const adjectiveRootByForm = new Map<string, string>();
for (const root of adjectiveRoots) {
  for (const prefix of adjectivePrefixes) {
    const vowelInitial = /^[aeiou]/.test(root);
    // 'mwekundu', 'nyekundu', 'jekundu', 'wekundu', 'vyekundu', 'chekundu', 'mekundu' (ma- + e);
    // 'mkubwa', 'kikubwa', 'vikubwa', 'makubwa', 'mikubwa' and 'kubwa' (n- drops before k).
    if (vowelInitial && ['ny', 'mw', 'vy', 'ch', 'j', 'w', 'y', 'l', 'z'].includes(prefix))
      adjectiveRootByForm.set(`${prefix}${root}`, root);
    if (!vowelInitial && ['m', 'ki', 'vi', 'ma', 'mi', 'wa', 'n'].includes(prefix))
      adjectiveRootByForm.set(`${prefix}${root}`, root);
  }
  // ma- before a vowel contracts to m-: 'mekundu', 'meusi', 'mengi' (ma- + -ingi).
  if (/^[aeiou]/.test(root)) adjectiveRootByForm.set(`m${root}`, root);
  else adjectiveRootByForm.set(root, root);
}
adjectiveRootByForm.set('mengi', 'ingi');
adjectiveRootByForm.set('mingi', 'ingi');
adjectiveRootByForm.set('nyingi', 'ingi');
adjectiveRootByForm.set('wengi', 'ingi');
adjectiveRootByForm.set('vingi', 'ingi');
adjectiveRootByForm.set('jingi', 'ingi');
adjectiveRootByForm.set('kingi', 'ingi');
adjectiveRootByForm.set('ndogo', 'dogo');
adjectiveRootByForm.set('ndefu', 'refu');
adjectiveRootByForm.set('mbaya', 'baya');
adjectiveRootByForm.set('nzuri', 'zuri');
adjectiveRootByForm.set('nzito', 'zito');
adjectiveRootByForm.set('ngumu', 'gumu');
adjectiveRootByForm.set('mpya', 'pya');

/** The agreement-free stem of a Kiswahili adjective, or undefined for any other word. */
export function swahiliAdjectiveRoot(word: string): string | undefined {
  return adjectiveRootByForm.get(word);
}

/**
 * The noun a locative stands for: 'tumboni' (in the belly) is 'tumbo', 'miguuni' (on the legs) 'miguu',
 * 'mgongoni' 'mgongo'. Returns undefined for a word that is no locative.
 */
export function swahiliLocativeNoun(word: string): string | undefined {
  return word.length >= 5 && word.endsWith('ni') ? word.slice(0, -2) : undefined;
}

/**
 * Kiswahili says 'not' mostly inside the verb, so the negation cues are the negative forms of a few verbs in
 * every person and noun class: 'to have' ('hana', 'sina', 'hatuna', 'hawana', 'haina', 'hayana', 'hauna',
 * 'hakina': has not), 'to be' in the past ('hakuwa', 'sikuwa', 'haikuwa', 'hakikuwa', 'hakukuwa': was
 * not), and 'ever' or 'get' not yet or not then ('hajawahi', 'sijawahi', 'hatujawahi', 'hakuwahi',
 * 'sikupata', 'hajapata': has never, did not get); 'sio' and 'siyo' (is not) are the copula's. Each is read
 * as the cue the lists hold for its meaning. Sources: Ashton, Swahili Grammar (1944), the negative
 * conjugation and '-na' (have); TUKI Kamusi ya Kiswahili Sanifu (2004), '-wahi', 'sio'.
 */
const negativePersonOrClass = '(?:ha|si)(?:tu|mu|m|wa|ki|vi|li|ya|i|zi|u|ku|pa)?';
const negativeCueForms: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`^${negativePersonOrClass}na$`), 'hana'],
  [new RegExp(`^${negativePersonOrClass}ku(?:wa|wepo)$`), 'hakuwa'],
  [new RegExp(`^${negativePersonOrClass}(?:ja|ku)(?:wahi|pata)$`), 'hajapata'],
  [/^si(?:y)?o$/, 'si'],
];

/** The negation cue a Kiswahili negative of 'have', 'be', 'ever' or 'get' stands for, or undefined. */
export function swahiliNegationCue(word: string): string | undefined {
  if (word.length > 11 || !(word.startsWith('h') || word.startsWith('s'))) return undefined;
  for (const [form, cue] of negativeCueForms) if (form.test(word)) return cue;
  return undefined;
}

/**
 * Kiswahili repeats a verb or adverb to say it goes on or comes in bouts: 'vinawasha-washa' (keep
 * tingling), 'anatetemeka-tetemeka', 'haraka haraka', 'kidogo kidogo'. The repeat adds no finding, so it is
 * read once (Ashton, Swahili Grammar, 1944, reduplication). For one word written whole ('vinawashawasha'),
 * the word without its repeated end; undefined when it repeats nothing.
 */
export function withoutRepeatedEnd(word: string): string | undefined {
  for (let length = Math.floor(word.length / 2); length >= 3; length -= 1)
    if (word.slice(-length) === word.slice(-2 * length, -length)) return word.slice(0, -length);
  return undefined;
}

/** Whether `word` repeats the word before it, whole or its end: 'haraka haraka', 'vinawasha washa'. */
export function repeatsWordBefore(word: string, before: string | undefined): boolean {
  return before !== undefined && word.length >= 3 && /^[a-z]+$/.test(word) && before.endsWith(word);
}

/**
 * The other number of a Kiswahili noun, and the plain noun of a diminutive, so a vocabulary written in one
 * meets the others: ki-/vi- ('kipele', 'vipele'; 'kidonda', 'vidonda'), ch-/vy- before a vowel ('chakula',
 * 'vyakula'), ji-/ma- ('jipu', 'majipu') and ma- on a bare stem ('madoa', 'doa'); a diminutive ki-/vi- of a u- or bare noun ('kivimbe', 'vivimbe': a small 'uvimbe';
 * 'kinundu': a small 'nundu'). The m-/mi- class is left alone: its nouns are mostly body parts, whose number
 * is a sign ('mguu umevimba', one swollen leg, is a clot or an infection; 'miguu imevimba', both, oedema). Irregular pairs ('jicho', 'macho'; 'jino', 'meno') are the vocabulary's.
 * Sources: Ashton, Swahili Grammar (1944), noun classes; TUKI Kamusi ya Kiswahili Sanifu (2004).
 */
export function swahiliNounForms(word: string, withDiminutive = true): string[] {
  if (word.length < 5) return [];
  const stem = word.slice(2);
  const forms: string[] = [];
  if (word.startsWith('vi')) forms.push(`ki${stem}`);
  else if (word.startsWith('ki')) forms.push(`vi${stem}`);
  else if (word.startsWith('vy')) forms.push(`ch${stem}`);
  else if (word.startsWith('ch') && /^[aeiou]/.test(stem)) forms.push(`vy${stem}`);
  else if (word.startsWith('ma')) forms.push(stem, `ji${stem}`);
  else if (word.startsWith('ji')) forms.push(`ma${stem}`);
  // A diminutive's plain noun is another word ('vipele', spots; 'upele', scabies): only for a word that
  // names nothing as said.
  if (withDiminutive && (word.startsWith('vi') || word.startsWith('ki'))) forms.push(`u${stem}`, stem);
  return forms.filter((form) => form.length >= 3);
}

/** Verbs of phase that take the told verb as an infinitive: '-anza' (begin), '-endelea' (go on). */
const aspectRoots = new Set(['anza', 'endelea']);

/**
 * A conjugated 'begin' or 'go on' ('ulianza', 'ameanza', 'anaendelea', 'vimeanza'): the infinitive after it
 * is what is told, as 'started vomiting' tells vomiting (Ashton, Swahili Grammar, 1944, the infinitive).
 */
export function isAspectVerb(word: string): boolean {
  return readSwahiliVerb(word).some((reading) => !reading.negative && aspectRoots.has(reading.root));
}

/**
 * A negative 'begin' or 'go on' ('hajaanza', has not yet begun; 'hakuanza', 'sijaanza', 'hawajaanza'): the
 * infinitive after it is denied, as 'has not started vomiting' denies vomiting (Ashton 1944, the negative
 * conjugation and the infinitive). The negative present of '-endelea' is left out: 'haendelei' is 'no
 * longer goes on', a state that stopped, read by its own words.
 */
export function isNegativeAspectVerb(word: string): boolean {
  return readSwahiliVerb(word).some(
    (reading) => reading.negative && !reading.negativePresent && aspectRoots.has(reading.root),
  );
}

/**
 * 'usiouma', 'visivyouma', 'isiyouma', 'kisichouma' (which does not hurt): the negative relative of '-uma'
 * qualifies a lump or sore as painless, as English 'painless' does, and denies no pain told apart.
 */
const painlessRelative = /^(?:a|u|i|ki|vi|li|ya|zi|ku|pa|wa|m|tu)si(?:ye|yo|o|cho|vyo|lo|zo|po|ko|mo|wo)uma$/;

export function isPainlessRelative(word: string): boolean {
  return painlessRelative.test(word);
}

/**
 * Nouns made from a verb, with the verb: 'uvimbe chini ya sikio' (a swelling below the ear) is told
 * 'limevimba chini ya sikio' (it has swollen below the ear), 'kikohozi' 'anakohoa', 'mwasho' 'inawasha'.
 * A bare noun's plural is left alone: 'mashavu' (both cheeks) tells more than 'shavu' (Ashton, Swahili
 * Grammar, 1944, nouns formed from verbs).
 */
const verbOfNoun = new Map([
  ['uvimbe', 'kuvimba'],
  ['kikohozi', 'kukohoa'],
  ['mwasho', 'kuwasha'],
]);

export function swahiliVerbOfNoun(word: string): string | undefined {
  return verbOfNoun.get(word);
}

/**
 * Whether `word` is a conjugated passive ('ameletwa', 'alipelekwa', 'amepigwa') whose root `corrected` does
 * not hold: a spelling fix would turn one verb into another ('ameletwa', was brought, into 'amelewa', is drunk).
 */
export function isSwahiliPassiveOfOtherRoot(word: string, corrected: string): boolean {
  return readSwahiliVerb(word).some(
    (reading) =>
      !reading.negative &&
      reading.root.length >= 5 &&
      /[^aeiou]wa$/.test(reading.root) &&
      !corrected.includes(reading.root),
  );
}
