import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'tinea',
  name: 'Tinea (dermatophytosis): tinea corporis, capitis, pedis',
  icd10: ['B35.4', 'B35.0', 'B35.3', 'B35.1', 'B35'],
  icd11: '1F28',
  urgency: 'routine',
  prior: {
    baseline: 0.02,
    byAge: [
      { maxYears: 3, multiplier: 0.6 },
      { minYears: 3, maxYears: 15, multiplier: 1.5 },
      { minYears: 15, multiplier: 0.9 },
    ],
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Fungal skin infections (tinea)' },
    ],
  },
  findings: [
    { findingId: 'ring-shaped-patch', frequency: 0.7 },
    { findingId: 'itching', frequency: 0.65 },
    { findingId: 'rash', frequency: 0.85 },
    { findingId: 'scalp-scaling-hair-loss', frequency: 0.25 },
    { findingId: 'toe-web-scaling-nail-changes', frequency: 0.25 },
    { findingId: 'itching-worse-at-night', frequency: 0.1 },
    { findingId: 'itchy-web-spaces', frequency: 0.01 },
    { findingId: 'household-itching', frequency: 0.12 },
    { findingId: 'vesicular-rash', frequency: 0.02 },
    { findingId: 'fluctuant-swelling', frequency: 0.005 },
    { findingId: 'maculopapular-rash', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'known-diabetes', frequency: 0.08 },
    { findingId: 'known-hiv', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['fluctuant-swelling'],
      finding: 'Boggy tender scalp swelling with pus points (kerion)',
      urgency: 'urgent',
      actionRequired:
        'Start oral antifungal; do not incise a kerion; treat secondary bacterial infection if present.',
      citations: [
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Skin conditions: Fungal infections of the scalp (tinea capitis)',
        },
      ],
    },
    {
      findingIds: ['known-hiv', 'hiv-test-positive'],
      finding: 'Extensive or recurrent tinea with HIV',
      urgency: 'routine',
      actionRequired: 'Check ART adherence and CD4; extensive disease usually needs oral antifungal.',
      citations: [
        {
          sourceId: 'ke-arv-2022',
          section: 'Management of common skin conditions in people living with HIV',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; potassium hydroxide (KOH) microscopy of skin, hair or nail scrapings where available',
      urgency: 'routine',
      rationale:
        'Confirms a dermatophyte before long oral treatment (scalp, nails) and separates tinea from eczema or psoriasis.',
      expectedFindings: 'Branching fungal hyphae on KOH preparation.',
    },
    {
      test: 'Blood glucose and HIV test if extensive or recurrent',
      urgency: 'routine',
      rationale: 'Diabetes and HIV predispose to extensive fungal skin infection.',
      expectedFindings: 'Raised glucose or a positive HIV test.',
    },
  ],
  monitoring: [
    {
      parameter: 'Size of the lesions',
      frequency: 'Review at 2 to 4 weeks',
      alertCriteria: 'Spreading despite correct topical treatment: consider oral antifungal',
    },
  ],
  referrals: [
    {
      specialist: 'Dermatology',
      urgency: 'routine',
      reason: 'Extensive disease not responding to oral treatment, or nail disease needing long courses.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Keep skin folds and feet clean and dry; dry well between the toes after washing.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation:
        'Do not share combs, caps, towels or shoes; check and treat siblings with scalp ringworm.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation: 'Continue the cream for 2 weeks after the rash has cleared.',
      category: 'adherence',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      "Body, groin and foot tinea: topical azole (clotrimazole 1% or miconazole 2%) or Whitfield's ointment twice daily, continued 2 weeks after clearing (usually 4 weeks). Scalp tinea and nail tinea need oral antifungal (griseofulvin for 6 to 8 weeks in children, or terbinafine); oral treatment also for extensive disease.",
    supportiveCare: [
      'Keep lesions dry',
      'Wear open shoes or cotton socks',
      'Treat any secondary bacterial infection',
    ],
    followUpSchedule: 'Review after 2 to 4 weeks; scalp tinea at the end of the oral course.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Fungal skin infections (tinea)' },
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Skin conditions: Fungal infections of the skin, scalp and nails',
      },
    ],
  },
  citations: [
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Fungal skin infections (tinea)' },
    { sourceId: 'ke-clinical-guidelines-2009', section: 'Skin conditions: Fungal infections' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'tinea',
    conditionId: 'tinea',
    population: {},
    items: [
      {
        medicineId: 'clotrimazole',
        route: 'topical',
        dose: { ...fixed(1, 'thin layer over the lesion and 2 cm around it', 1, 3), unit: 'application' },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'until 2 weeks after the skin has healed (usually 4 weeks)',
        indication: 'tinea corporis, cruris or pedis',
        alternativeIds: ['whitfields-ointment'],
        citations: [
          bnf('Clotrimazole: fungal skin infections, apply 2-3 times daily'),
          cite('who-model-formulary-2008', 'Section 13.1 Antifungal medicines (dermatological)'),
        ],
      },
    ],
    note: 'Tinea capitis and extensive or nail infection need oral griseofulvin (10 mg/kg daily for 6-8 weeks; not in pregnancy).',
    citations: [cite('who-model-formulary-2008', 'Section 13.1 Antifungal medicines')],
  },
  {
    id: 'tinea-alternatives',
    conditionId: 'tinea',
    population: {},
    items: [
      {
        medicineId: 'whitfields-ointment',
        route: 'topical',
        dose: { ...fixed(1, 'thin layer over the lesion', 1, 2), unit: 'application' },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'until 2 weeks after healing',
        indication: 'tinea of the skin',
        alternativeIds: [],
        citations: [
          cite(
            'who-model-formulary-2008',
            'Section 13.1 Benzoic acid + salicylic acid ointment, apply twice daily',
          ),
        ],
      },
    ],
    citations: [cite('who-model-formulary-2008', 'Section 13.1 Antifungal medicines')],
  },
] satisfies readonly Regimen[];
