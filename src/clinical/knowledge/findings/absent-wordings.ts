/**
 * Wordings that say a finding is absent without a negation word: IMCI's reassuring signs as clinicians
 * note them ('drinking well', 'playing normally', 'alert'). Each names the finding it rules out.
 */
export interface AbsentWording {
  findingId: string;
  en: readonly string[];
  sw: readonly string[];
  fr: readonly string[];
}

/**
 * 'Vitals: all within normal limits', as exam reports and clerking notes summarise a normal set of
 * observations (temperature, pulse, respiratory rate, blood pressure): each of those findings is absent.
 */
const normalVitalSigns = {
  en: [
    'vital signs … normal',
    'vitals … normal',
    'vital signs … stable',
    'vitals … stable',
    'vital signs … unremarkable',
    'vital signs … within normal limits',
    'vitals … within normal limits',
    'vital signs … within normal range',
  ],
  sw: ['vipimo muhimu … kawaida'],
  fr: ['constantes … normales', 'signes vitaux … normaux', 'constantes … stables'],
} as const;

export const absentWordings: readonly AbsentWording[] = [
  // A normal eye pressure measured rules raised pressure out (glaucoma suspect needs IOP > 21 mmHg, AAO PPP 2020).
  {
    findingId: 'raised-eye-pressure-lab',
    en: ['normal iop', 'iop normal', 'iop … normal', 'normal intraocular pressure', 'normal eye pressure'],
    sw: ['presha ya jicho … kawaida'],
    fr: ['pression intraoculaire normale', 'tension oculaire normale', 'tonus oculaire normal'],
  },
  { findingId: 'fever', ...normalVitalSigns },
  // Pale or clear urine is urine of normal colour (no dark urine), never the pallor of skin or palms.
  {
    findingId: 'dark-urine',
    en: ['pale urine', 'urine is pale', 'urine … pale', 'clear urine', 'urine is clear', 'pale yellow urine'],
    sw: ['mkojo mweupe', 'mkojo … mweupe', 'mkojo … safi'],
    fr: ['urines claires', 'urine claire', 'urines … claires', 'urines pâles'],
  },
  // Exam shorthand for a normal temperature.
  { findingId: 'fever', en: ['afebrile', 'apyrexial'], sw: [], fr: ['apyrétique', 'apyrexie'] },
  {
    findingId: 'respiratory-distress',
    // 'Not breathing hard' tells the manner, not an arrest (not-breathing-or-no-pulse): the longer wording wins.
    en: [
      'breathing comfortably',
      'breathing normally',
      'eupnoeic',
      'eupneic',
      'not breathing hard',
      'not breathing heavily',
    ],
    sw: ['anapumua vizuri', 'anapumua kawaida', 'hapumui kwa shida'],
    fr: ['eupnéique', 'respire normalement', 'respire bien'],
  },
  {
    findingId: 'tachypnoea',
    en: ['not breathing fast'],
    sw: ['hapumui haraka'],
    fr: ['ne respire pas vite'],
  },
  { findingId: 'tachycardia', ...normalVitalSigns },
  { findingId: 'tachypnoea', ...normalVitalSigns },
  { findingId: 'hypotension', ...normalVitalSigns },
  { findingId: 'hypertension-reading', ...normalVitalSigns },
  {
    findingId: 'unable-to-drink',
    en: [
      'drinking well',
      'drinks well',
      'drinking normally',
      'feeding well',
      'feeds well',
      'breastfeeding well',
      'breastfeeds well',
      'sucking well',
      'sucks well',
      'drinking eagerly',
      'drinks eagerly',
      'feeding normally',
    ],
    sw: ['anakunywa vizuri', 'ananyonya vizuri', 'anakula na kunywa vizuri', 'ananyonya kama kawaida'],
    fr: ['boit bien', 'tète bien', 'boit normalement', 'tète normalement', 's alimente bien'],
  },
  {
    findingId: 'lethargy',
    en: [
      'playing normally',
      'playing well',
      'playful',
      'active and alert',
      'alert and active',
      'alert',
      'fully alert',
      'wide awake',
      'interactive',
    ],
    sw: [
      'anacheza',
      'anacheza vizuri',
      'anacheza kama kawaida',
      'anacheza kawaida',
      'ana nguvu',
      'yuko macho',
      'anaamka akiitwa',
    ],
    // 'Conscience claire', 'conscient' as French observations note an alert patient (MSF Guide clinique et
    // thérapeutique 2023, examen clinique; Glasgow 15).
    fr: [
      'joue normalement',
      'joue bien',
      'éveillé',
      'éveillée',
      'actif',
      'active et éveillée',
      'conscient',
      'consciente',
      'conscience claire',
      'répond aux questions',
    ],
  },
  {
    findingId: 'anorexia',
    en: [
      'eating well',
      'eats well',
      'good appetite',
      'appetite normal',
      'appetite is normal',
      'eating normally',
    ],
    sw: ['anakula vizuri', 'hamu ya kula iko sawa'],
    fr: ['mange bien', 'bon appétit', 'appétit conservé'],
  },
  {
    findingId: 'failed-appetite-test',
    en: [
      'passed the appetite test',
      'appetite test passed',
      'eats the rutf well',
      'ate the rutf test portion',
      'eats … rutf … well',
    ],
    sw: ['amekula rutf yote', 'anakula rutf vizuri'],
    fr: ['test de l appétit réussi', 'mange bien l atpe'],
  },
  {
    findingId: 'no-bed-net',
    en: [
      'sleeps under a net',
      'sleeps under a bed net',
      'sleeps under a treated net',
      'sleeps under a mosquito net',
      'uses a bed net',
      'uses a mosquito net',
      'uses a net every night',
    ],
    sw: ['analala kwenye chandarua', 'analala chini ya chandarua', 'anatumia chandarua'],
    fr: ['dort sous moustiquaire', 'dort sous une moustiquaire', 'utilise une moustiquaire'],
  },
  {
    // A social history that says the patient keeps off alcohol: no alcohol use, and no inability to drink.
    findingId: 'alcohol-use',
    en: [
      'not drink alcohol',
      'does not take alcohol',
      'never drinks alcohol',
      'does not drink or smoke',
      'does not smoke or drink',
      'neither drinks nor smokes',
      'neither smokes nor drinks',
      'non-drinker',
      'teetotal',
      'teetotaller',
    ],
    sw: ['hanywi pombe', 'hatumii pombe'],
    fr: ['ne boit pas d alcool', 'ne consomme pas d alcool', 'ne boit pas et ne fume pas'],
  },
  {
    // 'sukari' alone is not a diabetes (history-conditions.ts), so its denial is written here.
    findingId: 'known-diabetes',
    en: [],
    sw: ['hana sukari', 'sina sukari'],
    fr: [],
  },
  {
    findingId: 'known-copd-or-smoker',
    en: [
      'does not drink or smoke',
      'does not smoke or drink',
      'neither drinks nor smokes',
      'neither smokes nor drinks',
    ],
    sw: ['havuti sigara', 'wala kuvuta sigara'],
    fr: ['ne fume pas', 'ne boit pas et ne fume pas'],
  },
  {
    // A person with epilepsy told free of fits, or their fits well controlled: none is happening now. A fit
    // 'controlled' alone may have been stopped minutes ago ('fits controlled with diazepam'): still a fit now.
    findingId: 'convulsions',
    en: [
      'seizure free',
      'seizure-free',
      'seizures free',
      'fit free',
      'fit-free',
      'fits free',
      'convulsion free',
      'free from fits',
      'free from seizures',
      'seizures well controlled',
      'fits well controlled',
    ],
    sw: ['hajapata kifafa', 'hajapata degedege'],
    fr: ['sans crise', 'sans crises', 'libre de crises', 'crises bien contrôlées'],
  },
  // A neurological examination's normal speech and limbs (WHO Stroke PEN 2020: FAST, face arm speech).
  {
    findingId: 'speech-difficulty',
    en: ['speaking normally', 'speech normal', 'speech is normal', 'normal speech', 'talking normally'],
    sw: ['anaongea vizuri', 'anaongea kawaida'],
    fr: ['parle bien', 'parle normalement', 'parole normale'],
  },
  {
    findingId: 'focal-weakness',
    en: ['moves all limbs', 'moving all limbs', 'power normal in all limbs', 'limbs … normal power'],
    sw: ['anasogeza viungo vyote', 'nguvu ya mikono na miguu … kawaida'],
    fr: ['bouge ses quatre membres', 'force normale aux quatre membres', 'membres … force normale'],
  },
  {
    findingId: 'confusion',
    en: [
      'oriented',
      'fully oriented',
      'oriented in time place and person',
      'orientated',
      'gcs 15',
      'gcs 15/15',
      'conscious and oriented',
    ],
    sw: ['anajielewa', 'fahamu zake ziko sawa', 'anajua yuko wapi', 'akili timamu'],
    fr: ['conscient et orienté', 'bien orienté', 'orienté dans le temps et l espace'],
  },
];
