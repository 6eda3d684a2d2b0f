/**
 * How findings of the vocabulary imply one another, so that the reasoning sees 'high fever' as fever too.
 * These are meanings of words, not clinical thresholds: a more specific finding present makes its broader
 * finding present; a broader finding absent makes its more specific findings absent.
 */
export const broaderFinding: Record<string, string> = {
  // A birth in the 6-week postnatal period is within the 5-month peripartum window (written-thresholds.ts).
  'recent-childbirth': 'birth-in-last-5-months',
  'high-fever': 'fever',
  'swallowed-button-battery': 'swallowed-foreign-body',
  // The broken bone's site is a fracture (knowledge/findings/fractures.ts).
  'forearm-wrist-fracture': 'limb-deformity-fracture',
  'hip-thigh-fracture': 'limb-deformity-fracture',
  'lower-leg-fracture': 'limb-deformity-fracture',
  'upper-arm-elbow-fracture': 'limb-deformity-fracture',
  'shoulder-dislocation': 'limb-deformity-fracture',
  'mitral-stenosis-signs': 'heart-murmur',
  'very-fast-heart-rate': 'tachycardia',
  'foul-vaginal-discharge': 'vaginal-discharge',
  'prolonged-fever': 'fever',
  'recurrent-fever': 'fever',
  'severe-headache': 'headache',
  'sudden-severe-headache': 'severe-headache',
  'unilateral-throbbing-headache': 'headache',
  'band-like-headache': 'headache',
  'vomiting-everything': 'vomiting',
  'productive-cough': 'cough',
  'dry-cough': 'cough',
  'chronic-cough': 'cough-over-a-week',
  'cough-over-a-week': 'cough',
  'psa-over-10-lab': 'raised-psa-lab',
  'known-breast-cancer': 'known-cancer',
  'markedly-raised-alt-lab': 'raised-alt-lab',
  'exertional-dyspnoea': 'shortness-of-breath',
  orthopnoea: 'shortness-of-breath',
  'crushing-chest-pain': 'chest-pain',
  'severe-chest-pain': 'chest-pain',
  'pleuritic-chest-pain': 'chest-pain',
  'massive-haemoptysis': 'haemoptysis',
  'watery-diarrhoea': 'diarrhoea',
  'profuse-rice-water-stool': 'watery-diarrhoea',
  'bloody-diarrhoea': 'diarrhoea',
  'chronic-diarrhoea': 'diarrhoea',
  'epigastric-pain': 'abdominal-pain',
  'right-lower-quadrant-pain': 'abdominal-pain',
  'right-upper-quadrant-pain': 'abdominal-pain',
  'lower-abdominal-pain': 'abdominal-pain',
  'periumbilical-pain-migrating': 'abdominal-pain',
  'suprapubic-pain': 'abdominal-pain',
  'very-slow-skin-pinch': 'slow-skin-pinch',
  'maculopapular-rash': 'rash',
  'vesicular-rash': 'rash',
  'petechial-rash': 'rash',
  'rash-face-spreading-down': 'rash',
  'rash-palms-soles': 'rash',
  'vesicles-different-stages': 'vesicular-rash',
  'umbilicated-pustules': 'rash',
  'itching-worse-at-night': 'itching',
  'severe-pallor': 'pallor',
  'bilateral-pitting-oedema': 'leg-swelling',
  'severe-hypertension-reading': 'hypertension-reading',
  unconscious: 'confusion',
  'acute-monoarthritis-toe': 'joint-swelling',
  'purulent-nasal-discharge': 'runny-nose',
  'tonsillar-exudate': 'sore-throat',
  // A birth told is not a pregnancy: recent-childbirth implies no 'pregnancy-over-20-weeks', whose bleeding
  // rules are antepartum; what holds both before and after delivery names both findings.
  'heavy-postpartum-bleeding': 'vaginal-bleeding',
  'bleeding-late-pregnancy': 'vaginal-bleeding',
  'light-vaginal-bleeding': 'vaginal-bleeding',
  'respiratory-rate-30-or-more': 'tachypnoea',
  'epigastric-pain-radiating-back': 'epigastric-pain',
  'colicky-abdominal-pain': 'abdominal-pain',
  'murphy-sign': 'right-upper-quadrant-pain',
  'no-stool-or-flatus': 'constipation',
  'loin-to-groin-pain': 'flank-pain',
  'sudden-breathlessness': 'shortness-of-breath',
  'unilateral-calf-swelling': 'leg-swelling',
  'chest-pain-better-leaning-forward': 'chest-pain',
  'painful-bubo': 'lymphadenopathy',
  'painless-enlarging-lymph-nodes': 'lymphadenopathy',
  'acute-fluctuating-confusion': 'confusion',
  'hot-swollen-joint': 'joint-swelling',
  'chronic-ear-discharge': 'ear-discharge',
  'behind-ear-redness-tenderness': 'ear-pain',
  'gradual-vision-loss': 'visual-disturbance',
  'peripheral-vision-loss': 'gradual-vision-loss',
  'progressive-dysphagia-solids-liquids': 'dysphagia',
  'panic-attacks': 'stress-anxiety',
  'excessive-worry': 'stress-anxiety',
  'flexural-rash': 'rash',
  'facial-weakness-forehead-involved': 'facial-droop',
  'jaundice-first-day': 'jaundice',
  'jaundice-palms-soles': 'jaundice',
  'moves-only-when-stimulated': 'lethargy',
  'hard-to-rouse': 'lethargy',
  'sudden-vision-loss': 'visual-disturbance',
  'newborn-eye-discharge': 'eye-discharge',
  'umbilical-redness-extending': 'umbilical-infection',
  'umbilical-infection': 'dirty-wound',
  'paroxysmal-cough-whoop': 'cough',
  'low-muac': 'muac-below-125',
  burn: 'dirty-wound',
  'extensive-burn': 'burn',
  'face-or-airway-burn': 'burn',
  'circumferential-burn': 'burn',
  'open-fracture': 'limb-deformity-fracture',
  // A stab or gunshot is an assault, which the high-energy injury finding names.
  'penetrating-chest-injury': 'road-traffic-injury',
  'paracetamol-ingestion': 'medicine-overdose',
  'iron-ingestion': 'medicine-overdose',
  'lucid-interval': 'head-injury',
  // A rate measured below the limit for age is slow breathing; triage alarms on the measured rate itself
  // (triage-rules/adult-breathing.ts), on slow breathing with drowsiness, and on gasping or apnoea.
  'respiratory-rate-below-limit-for-age': 'bradypnoea',
};

/**
 * What a finding's words say besides its broader finding, for telling apart reasons that say the same thing
 * in other words (a referral note lists one haemorrhage once): heavy bleeding after a birth is heavy bleeding,
 * and after a birth. Not used to read or score: 'heavy-bleeding' and 'recent-childbirth' keep their own words.
 */
export const alsoSaysFindings: Record<string, readonly string[]> = {
  'heavy-postpartum-bleeding': ['heavy-bleeding', 'recent-childbirth'],
};

/**
 * Findings that a sleeping patient's breathing shows normally: breathing slows in sleep. Stridor is not among
 * them: a sleeping child is calm, and stridor in a calm child is the severe sign (who-imci-2014, 'Does the
 * child have cough or difficult breathing?'; who-pocket-book-2013 4.1); plain snoring reads no stridor anyway.
 * Told of a patient asleep, their wordings are not read.
 */
export const normalInSleep: ReadonlySet<string> = new Set(['bradypnoea']);

/**
 * Findings whose presence says another is absent now: a woman who gave birth in the last weeks ('since the
 * baby came') is postpartum, not pregnant. Words that say the other finding outright still win.
 */
export const excludedFinding: Record<string, string> = {
  'recent-childbirth': 'pregnant',
};

/**
 * Findings told without their site that the woman's state places: 'bleeding' ('anatoka damu', 'elle saigne')
 * in a pregnant or recently delivered woman is vaginal bleeding, the danger sign asked of every one of them
 * (who-pcpnc-2015, B: quick check — vaginal bleeding). Only while one of `whenAnyOf` is present.
 */
export const placedByState: readonly { findingId: string; whenAnyOf: readonly string[]; placedAs: string }[] =
  [
    {
      findingId: 'bleeding-site-not-named',
      whenAnyOf: ['pregnant', 'recent-childbirth'],
      placedAs: 'vaginal-bleeding',
    },
    // Heavy bleeding in a woman who has just given birth is postpartum haemorrhage until shown otherwise
    // (who-mcpc-2017 S-25: vaginal bleeding after childbirth, more than 500 mL or soaking pads).
    {
      findingId: 'heavy-bleeding',
      whenAnyOf: ['recent-childbirth'],
      placedAs: 'heavy-postpartum-bleeding',
    },
    // Foul-smelling discharge in the weeks after a birth or an abortion is foul lochia, the sign of metritis
    // or septic abortion (who-mcpc-2017 S-105 to S-116: fever after childbirth; S-7: septic abortion).
    {
      findingId: 'foul-vaginal-discharge',
      whenAnyOf: ['recent-childbirth', 'recent-abortion'],
      placedAs: 'foul-lochia',
    },
  ];

/**
 * Findings whose wording names a state the woman is not in: heavy bleeding read as 'after birth' (soaking
 * pads) in a woman pregnant now, no birth told, is heavy vaginal bleeding in pregnancy (who-mcpc-2017 S-18).
 */
export const restatedByState: readonly {
  findingId: string;
  whenAnyOf: readonly string[];
  unlessAnyOf: readonly string[];
  restatedAs: readonly string[];
}[] = [
  {
    findingId: 'heavy-postpartum-bleeding',
    whenAnyOf: ['pregnant'],
    unlessAnyOf: ['recent-childbirth', 'retained-placenta'],
    restatedAs: ['heavy-bleeding', 'vaginal-bleeding'],
  },
];

/** Onset and pattern words that sharpen a finding: a sudden severe headache, a fever that comes and goes. */
export interface PatternRule {
  pattern: 'sudden' | 'intermittent';
  fromFindingIds: readonly string[];
  /** Only when the finding is also severe (by the structured field or the words). */
  needsSevere: boolean;
  findingId: string;
}

export const patternRules: readonly PatternRule[] = [
  {
    pattern: 'sudden',
    fromFindingIds: ['headache', 'severe-headache'],
    needsSevere: true,
    findingId: 'sudden-severe-headache',
  },
  {
    pattern: 'sudden',
    fromFindingIds: ['focal-weakness', 'facial-droop', 'speech-difficulty'],
    needsSevere: false,
    findingId: 'sudden-onset-neuro',
  },
  // Breathlessness told with a word of sudden onset in its part ('ghafla anashindwa kupumua', 'd'un coup il
  // manque de souffle') is the sudden breathlessness of a pulmonary embolism (ESC 2019 acute PE guidelines,
  // clinical presentation: dyspnoea of sudden onset).
  {
    pattern: 'sudden',
    fromFindingIds: ['shortness-of-breath'],
    needsSevere: false,
    findingId: 'sudden-breathlessness',
  },
  {
    pattern: 'intermittent',
    fromFindingIds: ['fever', 'high-fever'],
    needsSevere: false,
    findingId: 'recurrent-fever',
  },
  {
    pattern: 'intermittent',
    fromFindingIds: ['headache', 'severe-headache'],
    needsSevere: false,
    findingId: 'recurrent-headache-episodes',
  },
  {
    pattern: 'intermittent',
    fromFindingIds: ['convulsions'],
    needsSevere: false,
    findingId: 'recurrent-seizures',
  },
];

/**
 * A bare word that another finding told in the same input owns. Where coughing fits (paroxysms: WHO pertussis
 * surveillance standards 2018; WHO Pocket Book 2013 4.8) are told, 'fits' alone ('between the fits she plays',
 * 'the cough comes in long fits') are the cough's fits, not convulsions; words that name a seizure itself
 * ('convulsion', 'jerking', 'had a fit', 'fitting') still read as convulsions.
 */
export const ownedByAnother: readonly {
  findingId: string;
  whenAnyOf: readonly string[];
  /** The clause says the finding only through this word... */
  bareWord: RegExp;
  /** ...and none of these. */
  unlessWords: RegExp;
}[] = [
  {
    findingId: 'convulsions',
    whenAnyOf: ['paroxysmal-cough-whoop'],
    bareWord: /\bfits\b/i,
    unlessWords:
      /convuls|seizure|jerk|shak|stiff|fitting|fitted|a fit\b|eyes? (rolled|rolling|turned)|unconscious|degedege|kifafa|crise (convulsive|d.?épilepsie)/i,
  },
];
