/**
 * The closed word lists of negation in the three languages (NegEx's cues): what denies the words after it,
 * what denies the finding before it, what denies nothing, and what ends a negation's reach. Folded (lower
 * case, no accents), written as they are typed.
 */

/** Words that negate what follows them, up to the end of the clause. */
export const negationCues = new Set([
  'no',
  'not',
  'nil',
  'never',
  'without',
  'denies',
  'denied',
  'deny',
  'denying',
  'negative',
  'absent',
  'nor',
  'neither',
  'non',
  'w/o',
  'hakuna',
  'bila',
  'hana',
  'sina',
  'hakuwa',
  'hajawa',
  'haina',
  'hakuna',
  'hapana',
  'si',
  'hajapata',
  'sans',
  'pas',
  // French 'ne … pas / plus / jamais' around a verb: 'il ne convulse plus', 'n'a pas de fièvre' (the
  // elided 'n' is read as 'ne' when its closing word follows, clause-context readStoppedStates).
  'ne',
  'aucun',
  'aucune',
  'jamais',
  'absence',
  'nie',
]);

/** Multi-word negation cues (checked before single words). */
export const negationPhrases = [
  ['free', 'of'],
  ['negative', 'for'],
  ['no', 'history', 'of'],
  ['no', 'evidence', 'of'],
  ['ruled', 'out'],
  ['rules', 'out'],
  ['does', 'not', 'have'],
  ['did', 'not', 'have'],
  ['has', 'not', 'had'],
  ['no', 'complaint', 'of'],
];

/**
 * Negation words that deny no finding (NegEx's pseudo-negations): 'fever not responding to treatment',
 * 'no improvement on antibiotics', 'not only cough'. Read before the negation cues.
 */
export const pseudoNegationPhrases = [
  ['not', 'responding'],
  ['not', 'responded'],
  ['not', 'respond'],
  ['no', 'response'],
  ['not', 'improving'],
  ['not', 'improved'],
  ['no', 'improvement'],
  ['not', 'better'],
  ['no', 'better'],
  ['not', 'only'],
  ['no', 'change'],
  ['not', 'resolved'],
  ['not', 'resolving'],
  ['not', 'settling'],
  ['not', 'relieved'],
  ['no', 'relief'],
  ['not', 'done'],
  // A pulse that is absent on breathing in is a sign present (pulsus paradoxus), not a sign denied.
  ['absent', 'during', 'inspiration'],
  ['absent', 'on', 'inspiration'],
  ['absent', 'in', 'inspiration'],
  ['hakuna', 'nafuu'],
  ['bila', 'nafuu'],
  ['hajapata', 'nafuu'],
  ['sans', 'amelioration'],
  ['pas', 'd', 'amelioration'],
  ['pas', 'de', 'reponse'],
  ['pas', 'mieux'],
  // French 'cannot' (every form is first read as 'ne peut pas / plus', french-inability.ts) says a thing is
  // present, as 'unable to' does: 'ne peut pas se coucher à plat' is orthopnoea, not orthopnoea denied.
  ['ne', 'peut', 'pas'],
  ['ne', 'peut', 'plus'],
];

/**
 * Words that, after a finding in the same part, say it was looked for and not found (NegEx's
 * post-negations): 'gallstones were not seen', 'meningitis ruled out', 'liver not palpable'. Before a
 * finding they are ordinary negations ('ruled out malaria', in negationPhrases).
 */
export const trailingNegationPhrases = [
  ['not', 'seen'],
  ['not', 'found'],
  ['not', 'detected'],
  ['not', 'identified'],
  ['not', 'visualised'],
  ['not', 'visualized'],
  ['not', 'present'],
  ['not', 'palpable'],
  ['not', 'felt'],
  ['not', 'elicited'],
  ['ruled', 'out'],
  ['was', 'excluded'],
  ['were', 'excluded'],
  // What has gone is absent now: 'la fièvre est partie / tombée', 'la douleur a disparu'.
  ['est', 'partie'],
  ['est', 'parti'],
  ['sont', 'parties'],
  ['sont', 'partis'],
  ['est', 'tombee'],
  ['a', 'disparu'],
  ['ont', 'disparu'],
  ['pas', 'retrouve'],
  ['pas', 'retrouvee'],
  ['non', 'retrouve'],
  ['non', 'retrouvee'],
  ['haikuonekana'],
  ['hazikuonekana'],
  // What passed on its own is absent now: 'coughed a little, then it passed', 'puis c'est passé', 'kisha ikaisha'.
  ['then', 'it', 'passed'],
  ['then', 'it', 'stopped'],
  ['then', 'it', 'settled'],
  ['then', 'it', 'went', 'away'],
  ['c', 'est', 'passe'],
  ['ca', 'est', 'passe'],
  ['ca', 's', 'est', 'arrete'],
  ['ca', 's', 'est', 'calme'],
  ['ikaisha'],
  ['ikapita'],
  ['ikakoma'],
];

/** Words that, after a finding in the same clause, say it is absent: 'cough: nil', 'fever absent'. */
export const trailingNegationCues = new Set([
  'absent',
  'nil',
  'none',
  'excluded',
  'exclu',
  'exclue',
  'denied',
  'negative',
  'haipo',
  'hakuna',
  'absente',
  'negatif',
  'negative',
  'aucune',
  'aucun',
  // What has passed is absent now: 'vomiting resolved', 'rash has gone', 'homa imeisha', 'fièvre disparue'.
  'resolved',
  'subsided',
  'settled',
  'gone',
  'imeisha',
  'imekwisha',
  'zimeisha',
  'disparu',
  'disparue',
  'disparus',
  'resolue',
]);

/** Words that end a negation's reach, as punctuation does. */
export const clauseBreakWords = new Set([
  'but',
  'however',
  'although',
  'though',
  'except',
  'yet',
  'lakini',
  'ila',
  'ingawa',
  'mais',
  'cependant',
  'sauf',
  'toutefois',
]);

/**
 * Wordings that open a new statement of what the patient has now, inside one part with no comma: a
 * negation before them stops there. 'was not on treatment during pregnancy presents with cough' denies the
 * treatment, not the cough (NegEx's termination terms; ConText, Harkema et al., J Biomed Inform 2009).
 */
export const negationEndingPhrases = [
  ['presents', 'with'],
  ['presented', 'with'],
  ['presenting', 'with'],
  ['came', 'with'],
  ['comes', 'with'],
  ['coming', 'with'],
  ['brought', 'with'],
  ['admitted', 'with'],
  ['now', 'has'],
  ['now', 'having'],
  ['now', 'with'],
  ['now', 'complains'],
  ['complains', 'of'],
  ['complaining', 'of'],
  ['presente', 'une'],
  ['presente', 'des'],
  ['presente', 'un'],
  ['consulte', 'pour'],
  ['vient', 'pour'],
  ['amene', 'pour'],
  ['amenee', 'pour'],
  ['se', 'plaint'],
  ['maintenant', 'a'],
  ['sasa', 'ana'],
  ['amekuja', 'na'],
  ['ameletwa', 'na'],
  ['analalamika'],
  // A reason given for the denied thing is asserted: 'never felt the nail because his feet are numb'.
  ['because'],
  ['parce', 'que'],
  ['kwa', 'sababu'],
];
