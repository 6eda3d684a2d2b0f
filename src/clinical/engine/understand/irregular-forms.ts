/**
 * Irregular English verb forms and plurals, each mapped to its base form, so a wording written with the
 * base ('bleeding', 'cannot wake', 'swelling', 'falls') also meets the past tense or participle a person
 * writes ('bled', 'has not woken', 'swollen', 'fell'). Forms are from the standard table of irregular
 * verbs and nouns in English grammars (R. Quirk et al., A Comprehensive Grammar of the English Language,
 * Longman 1985, its lists of irregular verbs and of irregular and foreign plurals; the Latin and Greek
 * plurals of anatomy likewise).
 *
 * Left out on purpose, because the form is also a common word of another meaning in a clinic:
 * 'left' (side), 'bit' (a little), 'shot' (injection), 'wound' (injury), 'ground', 'thought(s)', 'known'
 * (known diabetic), 'born' and 'bear' (bearing down), 'tore'/'torn' (tears from the eyes), 'laid', 'met',
 * 'led', 'went'/'gone', 'burnt' (a burn injury, while 'burning' is a quality of pain), 'drunk'
 * (intoxicated), 'felt' ('felt faint' is told of a faint, 'feeling faint' of dizziness), 'became' (a
 * child who 'became stiff' and shook tells of a fit, 'becomes stiff' of tetanus spasms), and the
 * auxiliaries ('was', 'had', 'did'), which the negation lists read as typed.
 */
const verbForms: Record<string, readonly string[]> = {
  arise: ['arose', 'arisen'],
  wake: ['woke', 'woken', 'awoke', 'awoken'],
  beat: ['beaten'],
  begin: ['began', 'begun'],
  bend: ['bent'],
  bite: ['bitten'],
  bleed: ['bled'],
  blow: ['blew', 'blown'],
  break: ['broke', 'broken'],
  bring: ['brought'],
  catch: ['caught'],
  come: ['came'],
  creep: ['crept'],
  die: ['dying'],
  drink: ['drank'],
  eat: ['ate', 'eaten'],
  fall: ['fell', 'fallen'],
  feed: ['fed'],
  fight: ['fought'],
  find: ['found'],
  forget: ['forgot', 'forgotten'],
  freeze: ['froze', 'frozen'],
  get: ['got', 'gotten'],
  give: ['gave', 'given'],
  grow: ['grew', 'grown'],
  hang: ['hung'],
  hear: ['heard'],
  hold: ['held'],
  keep: ['kept'],
  lie: ['lay', 'lain', 'lying'],
  lose: ['lost'],
  rise: ['rose', 'risen'],
  run: ['ran'],
  see: ['saw', 'seen'],
  shake: ['shook', 'shaken'],
  sink: ['sank', 'sunk', 'sunken'],
  sit: ['sat'],
  sleep: ['slept'],
  speak: ['spoke', 'spoken'],
  spin: ['spun'],
  spit: ['spat'],
  stand: ['stood'],
  stick: ['stuck'],
  sting: ['stung'],
  strike: ['struck', 'stricken'],
  swell: ['swelled', 'swollen'],
  sweep: ['swept'],
  swing: ['swung'],
  take: ['took', 'taken'],
  throw: ['threw', 'thrown'],
  weep: ['wept'],
  write: ['wrote', 'written'],
};

const pluralForms: Record<string, readonly string[]> = {
  foot: ['feet'],
  tooth: ['teeth'],
  child: ['children'],
  man: ['men'],
  woman: ['women'],
  louse: ['lice'],
  mouse: ['mice'],
  calf: ['calves'],
  half: ['halves'],
  knife: ['knives'],
  life: ['lives'],
  wife: ['wives'],
  bacterium: ['bacteria'],
  vertebra: ['vertebrae'],
  bronchus: ['bronchi'],
  fungus: ['fungi'],
  alveolus: ['alveoli'],
  nucleus: ['nuclei'],
  embolus: ['emboli'],
  thrombus: ['thrombi'],
  calculus: ['calculi'],
  stimulus: ['stimuli'],
  diagnosis: ['diagnoses'],
  metastasis: ['metastases'],
  crisis: ['crises'],
  testis: ['testes'],
  ovum: ['ova'],
  bulla: ['bullae'],
  fistula: ['fistulae'],
  axilla: ['axillae'],
  sclera: ['sclerae'],
  conjunctiva: ['conjunctivae'],
  apex: ['apices'],
  cervix: ['cervices'],
  appendix: ['appendices'],
  phalanx: ['phalanges'],
  ganglion: ['ganglia'],
  // French plurals in -x (Grevisse, Le Bon Usage): 'maux de tête' is 'mal de tête', 'les yeux' 'l'œil'.
  mal: ['maux'],
  oeil: ['yeux'],
  genou: ['genoux'],
  cheveu: ['cheveux'],
};

const baseOf = new Map<string, string>(
  [...Object.entries(verbForms), ...Object.entries(pluralForms)].flatMap(([base, forms]) =>
    forms.map((form): [string, string] => [form, base]),
  ),
);

/** The base form of an irregular verb form or plural ('bled' → 'bleed', 'feet' → 'foot'), else the word. */
export function baseForm(word: string): string {
  return baseOf.get(word) ?? word;
}
