import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'hypothyroidism',
  name: 'Hypothyroidism',
  icd10: ['E03.9', 'E03'],
  icd11: '5A00',
  urgency: 'routine',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 15, multiplier: 0.2 },
      { minYears: 15, maxYears: 40, multiplier: 0.7 },
      { minYears: 40, multiplier: 1.4 },
    ],
    bySex: { female: 1.7, male: 0.35 },
    citations: [
      bnf('Thyroid hormones: hypothyroidism'),
      cite('za-phc-stg-2020', 'Endocrine conditions: hypothyroidism'),
    ],
  },
  findings: [
    { findingId: 'fatigue', frequency: 0.8 },
    { findingId: 'weight-gain', frequency: 0.5 },
    { findingId: 'cold-intolerance', frequency: 0.5 },
    { findingId: 'constipation', frequency: 0.4 },
    { findingId: 'coarse-dry-skin-hair', frequency: 0.5 },
    { findingId: 'goitre', frequency: 0.3 },
    { findingId: 'hoarse-voice', frequency: 0.2 },
    { findingId: 'bradycardia', frequency: 0.3 },
    { findingId: 'low-mood', frequency: 0.3 },
    { findingId: 'memory-loss', frequency: 0.2 },
    { findingId: 'heavy-menstrual-bleeding', frequency: 0.2 },
    { findingId: 'face-hand-oedema', frequency: 0.3 },
    { findingId: 'myalgia', frequency: 0.25 },
    { findingId: 'raised-tsh-lab', frequency: 0.97, specificity: 0.97 },
    // Most hypothyroidism in clinic is known and treated (or follows thyroidectomy or radioiodine): stopping
    // thyroxine is the usual road to myxoedema coma. Congenital hypothyroidism: a large tongue, prolonged
    // jaundice, constipation, umbilical hernia, hoarse cry, floppiness.
    {
      findingId: 'known-hypothyroidism',
      frequency: 0.3,
      specificity: 0.998,
      citation: cite('za-phc-stg-2020', 'Endocrine conditions: hypothyroidism'),
    },
    {
      findingId: 'large-protruding-tongue',
      frequency: 0.05,
      citation: cite('harrison-2022', 'Ch. 383 hypothyroidism: congenital hypothyroidism, clinical features'),
    },
    { findingId: 'low-tsh-lab', frequency: 0.01 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    { findingId: 'heat-intolerance', frequency: 0.02 },
    { findingId: 'weight-loss', frequency: 0.05 },
    { findingId: 'tachycardia', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'tremor-shakiness', frequency: 0.03 },
    // Decompensated hypothyroidism (myxoedema coma): drowsiness or confusion, low temperature, low blood
    // pressure, low sodium; uncommon, but these are the findings that bring it to an emergency room.
    ...(['confusion', 'hypothermia', 'hypotension', 'hyponatraemia-lab'] as const).map((findingId) => ({
      findingId,
      frequency: 0.06,
      citation: bnf('Levothyroxine/liothyronine: myxoedema coma'),
    })),
  ],
  redFlags: [
    {
      findingIds: ['hypothermia', 'confusion', 'unconscious', 'bradypnoea'],
      finding: 'Drowsiness, low temperature, slow breathing: myxoedema coma',
      urgency: 'critical',
      actionRequired:
        'Warm slowly, support breathing, IV hydrocortisone and thyroid hormone in hospital; refer at once.',
      citations: [bnf('Levothyroxine/liothyronine: myxoedema coma')],
    },
  ],
  investigations: [
    {
      test: 'TSH and free T4',
      urgency: 'routine',
      rationale: 'Raised TSH with low free T4 confirms primary hypothyroidism.',
      expectedFindings: 'TSH above the reference range; low or low-normal free T4.',
    },
    {
      test: 'Full blood count, lipids; pregnancy test in women of reproductive age',
      urgency: 'routine',
      rationale: 'Anaemia and dyslipidaemia; dose needs rise in pregnancy.',
      expectedFindings: 'Normocytic anaemia, raised cholesterol.',
    },
  ],
  monitoring: [
    {
      parameter: 'TSH',
      frequency: '6 to 8 weeks after each dose change, then yearly',
      alertCriteria: 'TSH outside range; palpitations or angina on treatment.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / endocrinology',
      urgency: 'routine',
      reason: 'Children (congenital hypothyroidism), pregnancy, heart disease, central hypothyroidism.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Take levothyroxine every morning on an empty stomach, 4 hours apart from iron or calcium tablets.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Treatment is usually lifelong; tell the clinic if you become pregnant (the dose needs increasing).',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Levothyroxine once daily: 50 to 100 micrograms in adults, adjusted by 25 to 50 micrograms every 3 to 4 weeks by TSH; start at 25 micrograms in older people and those with heart disease. Pregnancy: increase the dose and aim for a trimester-specific TSH (specialist).',
    supportiveCare: ['Treat anaemia'],
    followUpSchedule: 'TSH 6 to 8 weeks after each change, then yearly.',
    antibioticsIndicated: false,
    citations: [bnf('Levothyroxine sodium: hypothyroidism, adult dosing')],
  },
  citations: [bnf('Levothyroxine sodium'), cite('za-phc-stg-2020', 'Endocrine conditions: hypothyroidism')],
} satisfies Condition;

export const regimens = [
  {
    id: 'hypothyroidism-older',
    conditionId: 'hypothyroidism',
    population: { minAgeYears: 65 },
    items: [
      {
        medicineId: 'levothyroxine',
        route: 'oral',
        dose: fixed(0.025, '1 tablet (25 micrograms)', 0.2, 0.2),
        frequency: 'once daily before breakfast',
        dosesPerDay: 1,
        duration: 'lifelong, adjusted by TSH in 25 microgram steps every 4 weeks',
        indication: 'hypothyroidism in an older adult or with heart disease',
        alternativeIds: [],
        citations: [bnf('Levothyroxine sodium: elderly or cardiac disease, initially 25 micrograms daily')],
      },
    ],
    citations: [bnf('Levothyroxine sodium')],
  },
  {
    id: 'hypothyroidism',
    conditionId: 'hypothyroidism',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'levothyroxine',
        route: 'oral',
        dose: fixed(0.05, '1 tablet (50 micrograms)', 0.2, 0.2),
        frequency: 'once daily before breakfast',
        dosesPerDay: 1,
        duration: 'lifelong, adjusted by TSH in 25 to 50 microgram steps every 3 to 4 weeks',
        indication: 'hypothyroidism',
        alternativeIds: [],
        citations: [bnf('Levothyroxine sodium: adults, initially 50 to 100 micrograms once daily')],
      },
    ],
    note: 'Usual maintenance 100 to 200 micrograms daily; the cap is the top of that range. Children and pregnancy: specialist.',
    citations: [bnf('Levothyroxine sodium')],
  },
] satisfies readonly Regimen[];
