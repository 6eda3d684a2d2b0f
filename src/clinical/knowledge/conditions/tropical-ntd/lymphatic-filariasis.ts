import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const ida = (section: string) => cite('who-lf-ida-2017', section);
const mmdp = (section: string) => cite('who-lf-mmdp-2013', section);

export const condition = {
  id: 'lymphatic-filariasis',
  name: 'Lymphatic filariasis (lymphoedema, hydrocele, acute attacks)',
  icd10: ['B74.0', 'B74', 'B74.9'],
  icd11: '1F66',
  urgency: 'routine',
  prior: {
    // Endemic on the Kenyan and Tanzanian coast, in Nigeria, Ghana, Malawi, Ethiopia foci and West Africa.
    baseline: 0.001,
    byCountry: {
      KE: 0.8,
      TZ: 2,
      UG: 0.3,
      ET: 0.5,
      NG: 2,
      GH: 1.5,
      MW: 1,
      ML: 1,
      BF: 1,
      ZM: 0.5,
      ZW: 0.3,
      SO: 0.1,
      ZA: 0.01,
      BW: 0.01,
    },
    byAge: [
      { maxYears: 10, multiplier: 0.1 },
      { minYears: 10, maxYears: 25, multiplier: 0.6 },
      { minYears: 25, multiplier: 1.3 },
    ],
    bySex: { male: 1.3, female: 0.8 },
    citations: [ida('Background: global burden of lymphatic filariasis'), mmdp('Chapter 1: the disease')],
  },
  findings: [
    { findingId: 'limb-lymphoedema', frequency: 0.6 },
    { findingId: 'leg-swelling', frequency: 0.7 },
    { findingId: 'scrotal-swelling', frequency: 0.4 },
    { findingId: 'filaria-test-positive-lab', frequency: 0.8, specificity: 0.99 },
    { findingId: 'lymphadenopathy', frequency: 0.25 },
    { findingId: 'itching', frequency: 0.1 },
    { findingId: 'no-bed-net', frequency: 0.5 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.05 },
    { findingId: 'shortness-of-breath', frequency: 0.02 },
    { findingId: 'orthopnoea', frequency: 0.01 },
    { findingId: 'raised-jvp', frequency: 0.01 },
    { findingId: 'proteinuria-lab', frequency: 0.05 },
    {
      // Lymphoedema usually affects one leg at first; acute attacks recur several times a year.
      findingId: 'unilateral-calf-swelling',
      frequency: 0.3,
      citation: mmdp('Lymphoedema: clinical stages'),
    },
    // Acute attacks (acute dermatolymphangioadenitis) are what brings most people with lymphoedema to a clinic,
    // several times a year: fever and chills, a red, hot, painful, swollen limb with tender glands (listed above),
    // usually through an entry lesion (a crack or wound between the toes).
    ...(
      [
        ['fever', 0.5],
        ['chills-rigors', 0.35],
        ['red-hot-swollen-skin', 0.45],
        ['recurrent-fever', 0.3],
        ['dirty-wound', 0.25],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: mmdp('Acute attacks (adenolymphangitis): signs, entry lesions and frequency'),
    })),
    { findingId: 'wheeze', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['high-fever', 'red-hot-swollen-skin'],
      finding: 'Acute attack (adenolymphangitis) with spreading cellulitis',
      urgency: 'urgent',
      actionRequired:
        'Rest and elevate the limb, cool the skin, paracetamol, antibiotics for bacterial infection of entry lesions.',
      citations: [mmdp('Chapter 3: managing acute attacks')],
    },
  ],
  investigations: [
    {
      test: 'Filarial antigen rapid test (FTS) by day; night blood film (22:00 to 02:00) for microfilariae',
      urgency: 'routine',
      rationale: 'Confirms infection; often negative in established lymphoedema.',
      expectedFindings: 'Antigen positive; Wuchereria bancrofti microfilariae at night.',
    },
    {
      test: 'Scrotal ultrasound in hydrocele',
      urgency: 'routine',
      rationale: 'Confirms hydrocele before surgery; filarial dance sign.',
      expectedFindings: 'Fluid around the testis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Limb circumference, skin folds, entry lesions, acute attacks',
      frequency: 'Every 3 months',
      alertCriteria: 'Frequent acute attacks, wounds, worsening stage.',
    },
  ],
  referrals: [
    { specialist: 'Surgery', urgency: 'routine', reason: 'Hydrocelectomy.' },
    {
      specialist: 'NTD programme (morbidity management and mass drug administration)',
      urgency: 'routine',
      reason: 'Limb care training; community treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Wash the affected limb twice daily with soap and clean water, dry carefully between toes and folds.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation:
        'Raise the leg at night, exercise the ankle, wear comfortable shoes; treat small wounds and fungal infection early.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Sleep under a treated bed net; take the community tablets every year.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Morbidity management: limb hygiene, skin care, elevation, exercise and treatment of entry lesions; acute attacks: rest, cooling, paracetamol and antibiotics for bacterial infection. Hydrocele: surgery. Antifilarial treatment (kills microfilariae, not the deformity): a single dose of albendazole with diethylcarbamazine where onchocerciasis is not co-endemic (or albendazole with ivermectin where it is; triple IDA in programme settings).',
    supportiveCare: [
      'Paracetamol for acute attacks',
      'Antifungal for toe-web infection',
      'Compression bandaging when trained',
    ],
    followUpSchedule: 'Every 3 months for limb care; yearly treatment round.',
    antibioticsIndicated: false,
    citations: [
      mmdp('Chapters 2-4: lymphoedema management, acute attacks, hydrocele'),
      ida('Recommendations: DA and IDA regimens'),
    ],
  },
  citations: [mmdp('Managing morbidity'), ida('Mass drug administration regimens')],
} satisfies Condition;

export const regimens = [
  {
    id: 'lymphatic-filariasis',
    conditionId: 'lymphatic-filariasis',
    population: { minAgeYears: 2, pregnant: false },
    items: [
      {
        medicineId: 'albendazole',
        route: 'oral',
        dose: fixed(400, '1 tablet (400 mg)', 400, 400),
        frequency: 'single dose',
        dosesPerDay: 1,
        duration: 'single dose, yearly',
        indication: 'lymphatic filariasis',
        alternativeIds: [],
        citations: [ida('Recommendation: albendazole 400 mg single dose')],
      },
      {
        medicineId: 'diethylcarbamazine',
        route: 'oral',
        dose: perKg(6, 900, 900, 50),
        frequency: 'single dose',
        dosesPerDay: 1,
        duration: 'single dose, yearly',
        indication: 'lymphatic filariasis (only where onchocerciasis and loiasis are not endemic)',
        alternativeIds: ['ivermectin'],
        citations: [ida('Recommendation: diethylcarbamazine 6 mg/kg single dose')],
      },
    ],
    note: 'Where onchocerciasis is co-endemic give ivermectin 150 micrograms/kg with albendazole instead of DEC. The source states no maximum for DEC; the cap is the dose at 150 kg.',
    citations: [ida('Recommendations')],
  },
  {
    id: 'lymphatic-filariasis-alternatives',
    conditionId: 'lymphatic-filariasis',
    population: {},
    items: [
      {
        medicineId: 'ivermectin',
        route: 'oral',
        dose: perKg(0.15, 22.5, 22.5, 3),
        frequency: 'single dose',
        dosesPerDay: 1,
        duration: 'single dose, yearly',
        indication: 'lymphatic filariasis where onchocerciasis is co-endemic (with albendazole)',
        alternativeIds: [],
        citations: [
          ida(
            'Recommendation: ivermectin 200 micrograms/kg in IDA; 150 micrograms/kg with albendazole in onchocerciasis areas',
          ),
        ],
      },
      paracetamol('acute filarial attack (adenolymphangitis)'),
    ],
    note: 'Doses of the alternatives.',
    citations: [ida('Recommendations')],
  },
] satisfies readonly Regimen[];
