import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

const nice = (section: string) => cite('nice-eczema-2023', section);

export const condition = {
  id: 'eczema-dermatitis',
  name: 'Eczema (atopic) and contact dermatitis',
  icd10: ['L30.9', 'L20', 'L23', 'L24', 'L30', 'L23.9'],
  // Itchy dermatitis confined to where the skin touched a substance (nickel in jewellery and buckles, hair dye,
  // cosmetics, chromate in cement, rubber) is allergic contact dermatitis (L23.9); in the skin creases or with
  // atopy it is atopic dermatitis (L20.9).
  icd10ByFinding: [
    {
      findingIds: ['rash-at-contact-site'],
      icd10: 'L23.9',
      citation: {
        sourceId: 'who-icd10-2019',
        section: 'L23.9 Allergic contact dermatitis, unspecified cause',
      },
    },
    {
      findingIds: ['flexural-rash', 'personal-family-atopy'],
      icd10: 'L20.9',
      citation: { sourceId: 'who-icd10-2019', section: 'L20.9 Atopic dermatitis, unspecified' },
    },
  ],
  icd11: 'EA80',
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 5, multiplier: 1.8 },
      { minYears: 5, maxYears: 15, multiplier: 1.2 },
      { minYears: 15, multiplier: 0.8 },
    ],
    citations: [
      nice('Context: prevalence of atopic eczema'),
      cite('who-eml-2023', '13.3 Anti-inflammatory and antipruritic medicines'),
    ],
  },
  findings: [
    { findingId: 'dry-itchy-scaly-patches', frequency: 0.85 },
    { findingId: 'itching', frequency: 0.9 },
    { findingId: 'rash', frequency: 0.8 },
    { findingId: 'flexural-rash', frequency: 0.4 },
    { findingId: 'rash-at-contact-site', frequency: 0.3 },
    { findingId: 'personal-family-atopy', frequency: 0.5 },
    { findingId: 'known-asthma', frequency: 0.2 },
    { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.15 },
    { findingId: 'vesicular-rash', frequency: 0.1 },
    // Eczema herpeticum, a complication of atopic eczema (NICE CG57 1.5.4).
    { findingId: 'punched-out-erosions', frequency: 0.02 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'itchy-web-spaces', frequency: 0.03 },
    { findingId: 'household-itching', frequency: 0.03 },
    { findingId: 'ring-shaped-patch', frequency: 0.03 },
    { findingId: 'urticaria', frequency: 0.03 },
    { findingId: 'fluctuant-swelling', frequency: 0.03 },
    { findingId: 'scalp-scaling-hair-loss', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['vesicular-rash', 'punched-out-erosions'],
      allOf: ['fever'],
      finding: 'Fever with painful clustered blisters or punched-out erosions on eczema: eczema herpeticum',
      urgency: 'emergency',
      actionRequired: 'Start aciclovir and refer the same day.',
      citations: [nice('1.5 Eczema herpeticum: urgent treatment and referral')],
    },
    {
      findingIds: ['fluctuant-swelling', 'red-hot-swollen-skin'],
      finding: 'Weeping, crusted or spreading red skin: secondary bacterial infection',
      urgency: 'urgent',
      actionRequired: 'Treat the infection; continue emollients.',
      citations: [nice('1.5 Infected eczema')],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; skin scraping if a ring-shaped or scaly patch suggests fungal infection',
      urgency: 'routine',
      rationale: 'Excludes tinea and scabies.',
      expectedFindings: 'No fungal elements.',
    },
    {
      test: 'Patch testing (specialist) for suspected allergic contact dermatitis',
      urgency: 'routine',
      rationale: 'Identifies the allergen.',
      expectedFindings: 'Positive reaction to nickel, chromate, fragrance or hair dye.',
    },
  ],
  monitoring: [
    {
      parameter: 'Skin, sleep, itch, steroid use',
      frequency: 'Every 2 to 4 weeks during a flare',
      alertCriteria: 'Infection, skin thinning, poor sleep.',
    },
  ],
  referrals: [
    {
      specialist: 'Dermatology',
      urgency: 'routine',
      reason:
        'Severe or widespread eczema not responding, suspected contact allergy, eczema on the face not settling.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Use an emollient (petroleum jelly or aqueous cream) all over several times a day, and instead of soap.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation:
        'Avoid the substance that causes contact dermatitis; wear gloves for wet work and cement.',
      category: 'prevention',
      importance: 'high',
    },
    { recommendation: 'Keep nails short; cotton clothing.', category: 'hygiene', importance: 'medium' },
  ],
  protocol: {
    primaryTreatment:
      'Emollients for everyone, every day, continued when clear. Flares: topical corticosteroid once or twice daily, potency matched to severity and site (mild: hydrocortisone 1%, face and flexures; moderate to severe on the body: betamethasone valerate 0.1% in adults, short courses). Contact dermatitis: identify and avoid the irritant or allergen plus the same steroid treatment. Treat infection.',
    supportiveCare: ['Sedating antihistamine at night only for sleep in severe flares'],
    followUpSchedule: 'Review in 2 to 4 weeks during a flare.',
    antibioticsIndicated: false,
    citations: [
      nice('1.5 Treatment: emollients and topical corticosteroids by potency'),
      bnf('Topical corticosteroids: choice of potency'),
    ],
  },
  citations: [nice('Atopic eczema'), bnf('Eczema')],
} satisfies Condition;

export const regimens = [
  {
    id: 'eczema-dermatitis',
    conditionId: 'eczema-dermatitis',
    population: {},
    items: [
      {
        medicineId: 'hydrocortisone-cream',
        route: 'topical',
        dose: { ...fixed(1, 'thin layer to the affected skin', 1, 2), unit: 'application' },
        frequency: 'once or twice daily',
        dosesPerDay: 2,
        duration: 'until the flare settles, then stop (use emollients daily)',
        indication: 'mild eczema or contact dermatitis, face and skin folds',
        alternativeIds: ['betamethasone-cream'],
        citations: [
          nice('1.5.2 Mild potency for mild eczema and the face'),
          bnf('Hydrocortisone cream 1%: apply thinly 1 to 2 times daily'),
        ],
      },
    ],
    note: 'With generous emollients.',
    citations: [nice('1.5 Topical corticosteroids')],
  },
  {
    id: 'eczema-dermatitis-alternatives',
    conditionId: 'eczema-dermatitis',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'betamethasone-cream',
        route: 'topical',
        dose: { ...fixed(1, 'thin layer to the affected skin (not the face)', 1, 2), unit: 'application' },
        frequency: 'once or twice daily',
        dosesPerDay: 2,
        duration: 'short course of up to 2 weeks for a flare',
        indication: 'moderate to severe eczema on the body',
        alternativeIds: [],
        citations: [bnf('Betamethasone valerate 0.1%: apply thinly 1 to 2 times daily')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [bnf('Topical corticosteroids')],
  },
] satisfies readonly Regimen[];
