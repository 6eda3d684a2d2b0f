/**
 * Abbreviations of clinic notes with one meaning there, spelt out so that the vocabulary's own wordings
 * reach them. Sources: the abbreviation lists of the Oxford Handbook of Clinical Medicine, 11th ed. 2024
 * (front matter), and of the Oxford Handbook of Obstetrics and Gynaecology, 4th ed. 2020; the Kenya
 * Ministry of Health Basic Paediatric Protocols, 5th ed. 2022 (admission record), and Kenya National
 * Guidelines for Quality Obstetrics and Perinatal Care, 2022 (partograph and delivery record); the Uganda
 * Clinical Guidelines 2023 (abbreviations). An abbreviation with two meanings in clinic notes is read by
 * its context in expand-shorthand.ts, or left unread: a wrong reading is worse than none.
 */
export const clinicAbbreviations: ReadonlyMap<string, readonly string[]> = new Map([
  // Words.
  ['abd', ['abdominal']],
  ['abdo', ['abdominal']],
  ['conj', ['conjunctival']],
  ['wt', ['weight']],
  ['ln', ['lymph', 'node']],
  ['lns', ['lymph', 'nodes']],
  ['lnn', ['lymph', 'nodes']],
  ['d/c', ['discharge']],
  ['tabs', ['tablets']],
  ['resp', ['respiratory']],
  ['incr', ['increased']],
  ['incl', ['including']],
  ['decr', ['decreased']],
  ['bilat', ['bilateral']],
  ['sx', ['symptoms']],
  ['hx', ['history']],
  ['pmh', ['past', 'medical', 'history']],
  ['pmhx', ['past', 'medical', 'history']],
  ['crepts', ['crackles']],
  ['uss', ['ultrasound']],
  ['u/s', ['ultrasound']],
  ['ttp', ['tender']],
  // Conditions named in a history (each stays history where the history puts it).
  ['uti', ['urinary', 'tract', 'infection']],
  ['urti', ['upper', 'respiratory', 'tract', 'infection']],
  ['lrti', ['lower', 'respiratory', 'tract', 'infection']],
  ['aom', ['acute', 'otitis', 'media']],
  // 'ATT' is the anti-tuberculosis treatment: 'sister on ATT' is a contact of a case.
  ['att', ['tb', 'treatment']],
  ['nkda', ['no', 'known', 'drug', 'allergies']],
  ['nkfda', ['no', 'known', 'drug', 'allergies']],
  // Obstetric and newborn record.
  ['pvb', ['vaginal', 'bleeding']],
  ['fhs', ['fetal', 'heart', 'sounds']],
  ['fhr', ['fetal', 'heart', 'rate']],
  ['fms', ['fetal', 'movements']],
  ['svd', ['spontaneous', 'vaginal', 'delivery']],
  ['ebl', ['estimated', 'blood', 'loss']],
  ['bba', ['born', 'before', 'arrival']],
  ['nnu', ['newborn', 'unit']],
  ['u/o', ['urine', 'output']],
  ['uo', ['urine', 'output']],
  ['pu/pd', ['polyuria', 'polydipsia']],
  ['nof', ['neck', 'of', 'femur']],
  ['unvacc', ['unvaccinated']],
  ['unimmunised', ['unvaccinated']],
  // Examination: normal findings, told so that they are read as examined, never as a sign.
  // ('no abnormality detected' is not spelt out: its 'no' would deny the next sign in the line).
  ['nad', ['normal']],
  ['perrl', ['pupils', 'normal']],
  ['perrla', ['pupils', 'normal']],
  // Examination headings that list the general signs at once: 'JACCOLD nil', 'no PICCLE' (the A of JACCOLD,
  // anaemia, is judged on examination as pallor).
  ['jaccold', ['jaundice', 'pallor', 'cyanosis', 'clubbing', 'oedema', 'lymphadenopathy', 'dehydration']],
  ['pjaccold', ['pallor', 'jaundice', 'cyanosis', 'clubbing', 'oedema', 'lymphadenopathy', 'dehydration']],
  ['piccle', ['pallor', 'icterus', 'cyanosis', 'clubbing', 'lymphadenopathy', 'oedema']],
  // French observations of francophone Africa, as the French WHO Pocket Book (Soins hospitaliers
  // pédiatriques, 2nd ed. 2015) and the MSF Guide clinique et thérapeutique (2023) write the examination:
  // 'OMI' (oedèmes des membres inférieurs), 'HMG' / 'SMG' / 'HSMG' (hépato-, spléno-, hépatosplénomégalie),
  // 'AEG' (altération de l'état général), 'BDC' (bruits du cœur), 'ATCD' (antécédents). 'DRS' is read in
  // capitals only (expand-shorthand.ts): 'drs' are doctors.
  ['omi', ['oedemes', 'des', 'membres', 'inferieurs']],
  ['hmg', ['hepatomegalie']],
  ['smg', ['splenomegalie']],
  ['hsmg', ['hepatosplenomegalie']],
  ['aeg', ['alteration', 'de', 'l', 'etat', 'general']],
  ['bdc', ['bruits', 'du', 'coeur']],
  ['atcd', ['antecedents']],
  ['atcds', ['antecedents']],
]);

/** Nerves named before 'nn' ('ulnar nn', 'cranial nn'): there 'nn' is nerves. */
export const nerveNames = new Set([
  'ulnar',
  'median',
  'radial',
  'peroneal',
  'tibial',
  'auricular',
  'cranial',
  'facial',
  'sural',
  'digital',
  'peripheral',
]);

/**
 * Words around 'BS' that say which sounds are meant: breath sounds on the chest ('↓ BS R base', 'BS
 * bronchial'), bowel sounds on the abdomen ('BS absent, abd distended'). Written with neither, 'BS' stays
 * unread ('RBS' and 'blood sugar' are read elsewhere).
 */
export const breathSoundContext = new Set([
  'chest',
  'lung',
  'lungs',
  'base',
  'bases',
  'basal',
  'apex',
  'zone',
  'air',
  'entry',
  'bronchial',
  'vesicular',
  'crackles',
  'creps',
  'crepitations',
  'wheeze',
  'hemithorax',
  'dull',
  'dullness',
  'rs',
]);
export const bowelSoundContext = new Set([
  'abdomen',
  'abdominal',
  'bowel',
  'distended',
  'distension',
  'guarding',
  'rigid',
  'tympanic',
  'tinkling',
  'hyperactive',
  'sluggish',
  'pa',
]);

/**
 * Measures written as a unit over another ('breaths/min', 'ml/hr', 'mmol/l'), never a list of signs told
 * with a slash.
 */
export const slashUnitWords = new Set([
  'min',
  'mins',
  'minute',
  'hr',
  'hrs',
  'hour',
  'day',
  'days',
  'week',
  'kg',
  'ml',
  'mls',
  'litre',
  'liter',
  'mmol',
  'umol',
  'mmhg',
  'cells',
  'cm',
  'mm',
  'sec',
  'secs',
  'and',
]);
