import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { idsr } from '../citations';

const whoAnthrax = (section: string) => cite('who-anthrax-2008', section);
const cdcAnthrax = (section: string) => cite('cdc-anthrax-adults-2014', section);
const cdcAnthraxChildren = (section: string) => cite('cdc-anthrax-children-2014', section);

export const condition = {
  id: 'anthrax',
  name: 'Anthrax (cutaneous, gastrointestinal, inhalational)',
  icd10: ['A22.0', 'A22', 'A22.1', 'A22.2', 'A22.9'],
  icd11: '1B97',
  urgency: 'urgent',
  // Systemic anthrax (gastrointestinal, inhalational, injection, or spread from the skin) is a bacteraemia
  // with septic shock: named and treated as anthrax, with antitoxin and two or three antibiotics.
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.1,
      whenAnyOf: ['dead-animal-carcass-exposure', 'eschar', 'raw-milk-livestock'],
      citation: cdcAnthrax(
        'Systemic anthrax: signs of sepsis, shock, meningitis; combination intravenous therapy',
      ),
    },
  ],
  prior: {
    // Human cases follow livestock outbreaks: handling or eating animals that died suddenly.
    baseline: 0.0001,
    byCountry: {
      KE: 1,
      UG: 1,
      ET: 1.5,
      TZ: 1,
      ZM: 1.5,
      ZW: 1.5,
      MW: 0.5,
      ZA: 0.2,
      SO: 0.5,
      NG: 0.5,
      GH: 0.5,
      ML: 0.5,
      BF: 0.5,
      BW: 0.3,
    },
    bySex: { male: 1.5, female: 0.7 },
    citations: [whoAnthrax('Chapter 2: epidemiology, anthrax in humans'), idsr],
  },
  findings: [
    { findingId: 'eschar', frequency: 0.85 },
    { findingId: 'dead-animal-carcass-exposure', frequency: 0.8 },
    { findingId: 'itching', frequency: 0.4 },
    { findingId: 'vesicular-rash', frequency: 0.3 },
    { findingId: 'rash', frequency: 0.6 },
    { findingId: 'face-hand-oedema', frequency: 0.3 },
    // WHO Anthrax 2008 ch. 7: extensive oedema in a minority of cutaneous cases, mostly on the head and neck.
    { findingId: 'spreading-oedema', frequency: 0.1 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.4 },
    { findingId: 'lymphadenopathy', frequency: 0.4 },
    { findingId: 'fever', frequency: 0.5 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'malaise', frequency: 0.4 },
    // Gastrointestinal anthrax after eating meat of an animal that died: where people eat such meat it is a
    // large share of an outbreak's cases: abdominal pain, vomiting (often of blood), bloody diarrhoea, ascites,
    // then shock. Lesions of the face swell the eyelids shut.
    ...(
      [
        ['abdominal-pain', 0.3],
        ['vomiting', 0.25],
        ['diarrhoea', 0.2],
        ['bloody-diarrhoea', 0.1],
        ['melaena', 0.1],
        ['abdominal-distension', 0.1],
        ['hypotension', 0.08],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: whoAnthrax('Chapter 3: gastrointestinal anthrax'),
    })),
    ...(
      [
        ['tachycardia', 0.3],
        ['fatigue', 0.3],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: whoAnthrax('Chapter 3: systemic features and progression to shock'),
    })),
    {
      // Handling livestock, hides, wool or butchering is the usual exposure (farmers, herders, butchers).
      findingId: 'raw-milk-livestock',
      frequency: 0.5,
      citation: whoAnthrax('Chapter 2: epidemiology, occupational and household exposure to animals'),
    },
    {
      findingId: 'periorbital-swelling',
      frequency: 0.1,
      citation: whoAnthrax('Chapter 3: cutaneous anthrax, oedema of the face and eyelids'),
    },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'shortness-of-breath', frequency: 0.03 },
    { findingId: 'neck-stiffness', frequency: 0.01 },
    { findingId: 'fluctuant-swelling', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.02 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['neck-stiffness', 'confusion', 'hypotension', 'shortness-of-breath', 'bloody-diarrhoea'],
      finding: 'Systemic, meningeal, gastrointestinal or inhalational anthrax',
      urgency: 'critical',
      actionRequired:
        'Resuscitate, start IV antibiotics (a combination including ciprofloxacin), refer to hospital critical care, notify surveillance the same day.',
      citations: [cdcAnthrax('Systemic anthrax: combination intravenous treatment'), idsr],
    },
    {
      findingIds: ['face-hand-oedema', 'periorbital-swelling', 'spreading-oedema'],
      finding: 'Eschar on the face or neck with extensive swelling: airway risk',
      urgency: 'emergency',
      actionRequired: 'Treat as systemic anthrax with IV antibiotics; watch the airway; refer.',
      citations: [whoAnthrax('Chapter 7: cutaneous anthrax with extensive oedema')],
    },
  ],
  investigations: [
    {
      test: 'Gram stain and culture of vesicle fluid or eschar edge (swab under the eschar)',
      urgency: 'urgent',
      rationale: 'Large Gram-positive rods confirm the case; take swabs before antibiotics where possible.',
      expectedFindings: 'Large Gram-positive bacilli in chains; Bacillus anthracis on culture or PCR.',
    },
    {
      test: 'Blood culture when febrile or systemically unwell',
      urgency: 'urgent',
      rationale: 'Systemic spread.',
      expectedFindings: 'Bacillus anthracis in systemic disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Size of swelling around the eschar, airway, temperature, blood pressure',
      frequency: 'Daily (every 4 hours if on the face or neck)',
      alertCriteria: 'Spreading oedema, stridor, hypotension, headache with neck stiffness.',
    },
  ],
  referrals: [
    {
      specialist: 'District surveillance and veterinary services (One Health)',
      urgency: 'urgent',
      reason: 'Notifiable: trace the animal source and others exposed.',
    },
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Systemic, gastrointestinal, inhalational or meningeal anthrax, or head and neck lesions.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Do not eat, skin or sell meat from animals that died suddenly; bury or burn carcasses without opening them.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Cover the sore with a dry dressing; do not cut or drain it.',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation: 'Vaccinate livestock through the veterinary services.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Uncomplicated cutaneous anthrax: oral ciprofloxacin or doxycycline for 7 to 10 days (60 days if from aerosol exposure). Do not excise or drain the eschar. Systemic disease (fever with spreading oedema, gastrointestinal, inhalational, meningitis): IV combination therapy in hospital. Notify surveillance and veterinary services.',
    supportiveCare: ['Dry dressing on the lesion', 'Elevate the limb', 'Paracetamol for fever'],
    followUpSchedule:
      'Review at 48 hours and at the end of treatment; the eschar heals slowly whatever the treatment.',
    antibioticsIndicated: true,
    citations: [
      whoAnthrax('Chapter 7: treatment and prophylaxis'),
      cdcAnthrax('Naturally acquired cutaneous anthrax: oral treatment'),
    ],
  },
  citations: [whoAnthrax('Anthrax in humans: clinical forms'), cdcAnthrax('Clinical management')],
} satisfies Condition;

export const regimens = [
  {
    id: 'anthrax-cutaneous-child',
    conditionId: 'anthrax',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: perKg(15, 500, 1000, 50),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 to 10 days',
        indication: 'uncomplicated cutaneous anthrax',
        alternativeIds: ['doxycycline'],
        citations: [
          cdcAnthraxChildren(
            'Pediatric anthrax: cutaneous anthrax without systemic involvement, ciprofloxacin 15 mg/kg every 12 hours, max 500 mg a dose',
          ),
        ],
      },
    ],
    note: 'Systemic or head and neck disease: IV treatment in hospital.',
    citations: [cdcAnthraxChildren('Pediatric anthrax clinical management')],
  },
  {
    id: 'anthrax-cutaneous',
    conditionId: 'anthrax',
    population: {},
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: fixed(500, '1 tablet (500 mg)', 500, 1000),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 to 10 days',
        indication: 'uncomplicated cutaneous anthrax',
        alternativeIds: ['doxycycline'],
        citations: [
          cdcAnthrax(
            'Adults: cutaneous anthrax without systemic involvement, ciprofloxacin 500 mg every 12 hours',
          ),
        ],
      },
    ],
    note: 'Doxycycline 100 mg every 12 hours is the alternative (not in pregnancy). Systemic disease: IV combination in hospital.',
    citations: [cdcAnthrax('Adults: oral treatment'), whoAnthrax('Chapter 7: treatment')],
  },
  {
    id: 'anthrax-alternatives',
    conditionId: 'anthrax',
    population: {},
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 to 10 days',
        indication: 'uncomplicated cutaneous anthrax (alternative)',
        alternativeIds: [],
        citations: [cdcAnthrax('Adults: doxycycline 100 mg every 12 hours')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [cdcAnthrax('Alternatives')],
  },
] satisfies readonly Regimen[];
