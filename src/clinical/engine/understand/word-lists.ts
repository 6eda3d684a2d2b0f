/**
 * The small closed word lists of the three languages that the matcher needs besides the vocabulary:
 * negation cues, clause breaks, severity and onset words, numbers and time units. Folded (lower case,
 * no accents), written as they are typed.
 */

/** Words that negate what follows them, up to the end of the clause. */
export const negationCues = new Set([
  'no', 'not', 'nil', 'never', 'without', 'denies', 'denied', 'deny', 'denying', 'negative', 'absent', 'nor', 'neither',
  'non', 'w/o', 'hakuna', 'bila', 'hana', 'sina', 'hakuwa', 'hajawa', 'haina', 'hakuna', 'hapana', 'si', 'hajapata',
  'sans', 'pas', 'aucun', 'aucune', 'jamais', 'absence', 'nie',
]);

/** Multi-word negation cues (checked before single words). */
export const negationPhrases = [
  ['free', 'of'], ['negative', 'for'], ['no', 'history', 'of'], ['no', 'evidence', 'of'], ['ruled', 'out'], ['rules', 'out'],
  ['does', 'not', 'have'], ['did', 'not', 'have'], ['has', 'not', 'had'], ['no', 'complaint', 'of'],
];

/**
 * Negation words that deny no finding (NegEx's pseudo-negations): 'fever not responding to treatment',
 * 'no improvement on antibiotics', 'not only cough'. Read before the negation cues.
 */
export const pseudoNegationPhrases = [
  ['not', 'responding'], ['not', 'responded'], ['not', 'respond'], ['no', 'response'], ['not', 'improving'], ['not', 'improved'], ['no', 'improvement'],
  ['not', 'better'], ['no', 'better'], ['not', 'only'], ['no', 'change'], ['not', 'resolved'], ['not', 'resolving'], ['not', 'settling'], ['not', 'relieved'],
  ['no', 'relief'], ['not', 'done'], ['hakuna', 'nafuu'], ['bila', 'nafuu'], ['hajapata', 'nafuu'], ['sans', 'amelioration'], ['pas', 'd', 'amelioration'],
  ['pas', 'de', 'reponse'], ['pas', 'mieux'],
];

/** Words naming a treatment: a state 'unresponsive to' them is about the treatment, not the patient. */
export const treatmentWords = new Set([
  'treatment', 'treatments', 'therapy', 'medication', 'medications', 'medicine', 'medicines', 'drug', 'drugs', 'tablets', 'antibiotic', 'antibiotics',
  'antimalarial', 'antimalarials', 'coartem', 'al', 'act', 'acts', 'artemether', 'artesunate', 'quinine', 'paracetamol', 'panadol', 'ors', 'fluids', 'oxygen',
  'antacids', 'analgesics', 'painkillers', 'dawa', 'matibabu', 'tiba', 'traitement', 'traitements', 'medicament', 'medicaments', 'antibiotiques', 'antipaludiques', 'antipaludeens',
]);

/** Words that, after a finding in the same clause, say it is absent: 'cough: nil', 'fever absent'. */
export const trailingNegationCues = new Set([
  'absent', 'nil', 'none', 'denied', 'negative', 'haipo', 'hakuna', 'absente', 'negatif', 'negative', 'aucune', 'aucun',
  // What has passed is absent now: 'vomiting resolved', 'rash has gone', 'homa imeisha', 'fièvre disparue'.
  'resolved', 'subsided', 'settled', 'gone', 'imeisha', 'imekwisha', 'zimeisha', 'disparu', 'disparue', 'disparus', 'resolue',
]);

/** Words that end a negation's reach, as punctuation does. */
export const clauseBreakWords = new Set(['but', 'however', 'although', 'though', 'except', 'yet', 'lakini', 'ila', 'ingawa', 'mais', 'cependant', 'sauf', 'toutefois']);

export const severityWords: Record<string, 'mild' | 'moderate' | 'severe'> = {
  mild: 'mild', slight: 'mild', slightly: 'mild', minor: 'mild', little: 'mild', kidogo: 'mild', leger: 'mild', legere: 'mild', discret: 'mild',
  moderate: 'moderate', moderately: 'moderate', wastani: 'moderate', modere: 'moderate', moderee: 'moderate',
  severe: 'severe', severely: 'severe', intense: 'severe', excruciating: 'severe', unbearable: 'severe', terrible: 'severe', worst: 'severe',
  extreme: 'severe', extremely: 'severe', serious: 'severe', kali: 'severe', sana: 'severe', sevère: 'severe', severes: 'severe', violent: 'severe', violente: 'severe', atroce: 'severe',
};

/** Words that say a symptom began suddenly. */
export const suddenOnsetWords = new Set(['sudden', 'suddenly', 'abrupt', 'abruptly', 'acute', 'thunderclap', 'ghafla', 'soudain', 'soudaine', 'soudainement', 'brutal', 'brutale', 'brusque', 'brusquement']);

/** Words that say a symptom comes and goes. */
export const intermittentWords = new Set(['intermittent', 'intermittently', 'recurrent', 'recurring', 'periodic', 'episodic', 'cyclical', 'occasional', 'mara', 'intermittente', 'recurrente', 'off']);

export const numberWords: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, couple: 2, few: 3, several: 3,
  moja: 1, mmoja: 1, mbili: 2, miwili: 2, wawili: 2, tatu: 3, mitatu: 3, watatu: 3, nne: 4, minne: 4, tano: 5, mitano: 5, sita: 6, saba: 7, nane: 8, tisa: 9, kumi: 10,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, quinze: 15, vingt: 20,
};

/** Time units in days. Swahili puts the unit first ('siku tatu'), English and French after the number. */
export const timeUnitDays: Record<string, number> = {
  minute: 1 / 1440, minutes: 1 / 1440, min: 1 / 1440, mins: 1 / 1440, dakika: 1 / 1440,
  hour: 1 / 24, hours: 1 / 24, hr: 1 / 24, hrs: 1 / 24, h: 1 / 24, saa: 1 / 24, masaa: 1 / 24, heure: 1 / 24, heures: 1 / 24,
  day: 1, days: 1, d: 1, dys: 1, siku: 1, jour: 1, jours: 1, j: 1, nights: 1, night: 1,
  week: 7, weeks: 7, wk: 7, wks: 7, w: 7, wiki: 7, semaine: 7, semaines: 7, sem: 7,
  month: 30, months: 30, mo: 30, mths: 30, mth: 30, mwezi: 30, miezi: 30, mois: 30,
  year: 365, years: 365, yr: 365, yrs: 365, mwaka: 365, miaka: 365, an: 365, ans: 365, annee: 365, annees: 365,
};

/** Words that carry no clinical meaning alone: never reported as unrecognised. */
export const stopWords = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'with', 'for', 'since', 'from', 'by', 'as', 'is', 'are', 'was', 'were', 'be', 'been',
  'has', 'have', 'had', 'having', 'patient', 'pt', 'pts', 'c/o', 'complains', 'complaining', 'complaint', 'complaints', 'presents', 'presenting',
  'reports', 'reported', 'reporting', 'history', 'hx', 'he', 'she', 'his', 'her', 'him', 'it', 'its', 'they', 'their', 'i', 'my', 'me', 'we', 'very',
  'some', 'about', 'approximately', 'around', 'ago', 'last', 'past', 'over', 'this', 'that', 'these', 'those', 'also', 'then', 'now', 'today',
  'yesterday', 'tonight', 'morning', 'evening', 'night', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours',
  'times', 'time', 'x', 'since', 'for', 'more', 'than', 'less', 'still', 'again', 'both', 'all', 'any', 'same', 'which', 'who', 'when', 'while',
  'associated', 'noted', 'seen', 'mild', 'moderate', 'severe', 'new', 'old', 'child', 'baby', 'infant', 'mother', 'so', 'too', 'only', 'just',
  'na', 'ya', 'wa', 'kwa', 'la', 'cha', 'za', 'vya', 'ana', 'ni', 'mtoto', 'mgonjwa', 'yake', 'wake', 'sana', 'kidogo', 'tangu', 'kwa', 'muda', 'pia',
  'feeling', 'feels', 'felt', 'onset', 'began', 'begun', 'started', 'starting', 'start', 'including', 'because', 'getting', 'worse', 'better', 'noticed',
  'using', 'uses', 'used', 'after', 'before', 'during', 'until', 'every', 'each', 'per', 'once', 'twice', 'can', 'could', 'does', 'did', 'do', 'not',
  'age', 'aged', 'old', 'apres', 'nuit', 'usiku', 'childhood', 'utotoni', 'enfance', 'chez', 'many', 'much', 'lot', 'parfois', 'soir', 'matin', 'connu', 'connue', 'petits', 'petites', 'petit', 'petite', 'beaucoup', 'bado',
  'positive', 'positif', 'positive', 'chanya', 'bp', 'rr', 'hr', 'pr', 'temp', 'spo2', 'sats', 'mmhg', 'room', 'air', 'kg', 'kgs', 'mg', 'ml', 'mmol',
  'gcs', 'bcs', 'blantyre', 'lmp', 'ddr', 'resp', 'pulse', 'lasted', 'lasting',
  'sec', 'secs', 'seconds', 'min', 'o/e', 'oe', 'hb', 'rbs', 'fbs', 'presented', 'presents', 'presenting', 'iliyopita', 'jana', 'leo', 'juzi', 'hier', 'aujourd', 'hui', 'home', 'nyumbani', 'maison',
  'de', 'du', 'des', 'la', 'le', 'les', 'et', 'ou', 'avec', 'depuis', 'un', 'une', 'il', 'elle', 'est', 'a', 'au', 'aux', 'en', 'patient', 'patiente', 'plus', 'tres', 'qui', 'que', 'd', 'l', 's', 'y',
]);

/**
 * Frequent words of clinical notes that name no finding: known, so never 'corrected' into a look-alike
 * ('infection' is not 'injection', 'treated' is not 'tested'). Unmatched, they are still reported.
 */
export const commonClinicalWords = new Set([
  'infection', 'infections', 'infected', 'medication', 'medications', 'medicine', 'medicines', 'treatment', 'treated', 'treating', 'hospital',
  'admitted', 'admission', 'diagnosed', 'diagnosis', 'tablets', 'tablet', 'drugs', 'drug', 'doctor', 'clinic', 'nurse', 'pharmacy', 'referred',
  'tested', 'testing', 'result', 'results', 'normal', 'abnormal', 'examination', 'examined', 'finding', 'findings', 'symptoms', 'symptom',
  'previous', 'previously', 'recently', 'recent', 'started', 'stopped', 'continues', 'continuing', 'improving', 'improved', 'worsening',
  'condition', 'illness', 'disease', 'problem', 'problems', 'family', 'mother', 'father', 'brother', 'sister', 'husband', 'wife', 'children',
  'school', 'work', 'farming', 'farmer', 'village', 'travel', 'months', 'evening', 'evenings', 'mornings', 'nights', 'weekly', 'daily',
  'traitement', 'hopital', 'medicament', 'medicaments', 'examen', 'maladie', 'dawa', 'hospitali', 'ugonjwa', 'matibabu', 'kliniki',
  'triage', 'coastal', 'overnight', 'women', 'setting', 'sustained', 'stable', 'single', 'county', 'dropping', 'healed', 'works', 'sheet', 'check', 'heard',
  'mchana', 'kisumu', 'causes', 'goals', 'plain', 'shore', 'shook', 'progressing', 'derniere',
  'visit', 'visits', 'review', 'follow', 'screening', 'booking', 'antenatal', 'vaccinated', 'vaccination', 'vaccines', 'weight', 'height',
]);
