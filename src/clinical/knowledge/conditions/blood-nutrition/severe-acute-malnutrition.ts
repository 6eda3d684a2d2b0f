import type { Condition, Regimen } from '../../types';
import { perKg, perKgNoSourceMax } from '../../dose-rules';
import { bnfc, cite, pocketBook } from '../../regimens-shared/citations';

export const condition = {
  id: 'severe-acute-malnutrition',
  name: 'Severe acute malnutrition (marasmus, kwashiorkor)',
  icd10: ['E43', 'E40', 'E41', 'E42'],
  urgency: 'urgent',
  // WHO defines severe acute malnutrition by the body: very low weight-for-height or MUAC, or oedema of both
  // feet. A description without wasting, a low MUAC, poor growth or oedema is not one of it.
  definedBy: {
    anyOf: [
      'low-muac',
      'muac-below-125',
      'visible-wasting',
      'bilateral-pitting-oedema',
      'leg-swelling',
      'face-hand-oedema',
      'hair-skin-changes-kwashiorkor',
      'poor-growth',
      'weight-loss',
    ],
    citation: { sourceId: 'who-sam-2013', section: 'Criteria for identifying severe acute malnutrition' },
  },
  prior: {
    baseline: 0.005,
    byAge: [
      { maxYears: 0.5, multiplier: 0.6 },
      { minYears: 0.5, maxYears: 5, multiplier: 3 },
      { minYears: 5, maxYears: 18, multiplier: 0.15 },
      { minYears: 18, multiplier: 0.02 },
    ],
    byCountry: {
      KE: 1,
      SO: 3,
      ET: 2,
      UG: 0.9,
      TZ: 1,
      NG: 1.5,
      GH: 0.7,
      ZA: 0.3,
      MW: 1,
      ZW: 0.8,
      ML: 2,
      BF: 2,
      BW: 0.5,
      ZM: 1,
    },
    citations: [
      { sourceId: 'who-sam-2013', section: 'Introduction: burden of severe acute malnutrition' },
      { sourceId: 'ke-basic-paediatric-2022', section: 'Severe acute malnutrition' },
    ],
  },
  findings: [
    { findingId: 'tachypnoea', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.35 },
    { findingId: 'face-hand-oedema', frequency: 0.1 },
    { findingId: 'low-muac', frequency: 0.85 },
    { findingId: 'visible-wasting', frequency: 0.7 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.35 },
    { findingId: 'hair-skin-changes-kwashiorkor', frequency: 0.25 },
    { findingId: 'poor-growth', frequency: 0.85 },
    { findingId: 'weight-loss', frequency: 0.6 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'failed-appetite-test', frequency: 0.3 },
    { findingId: 'diarrhoea', frequency: 0.5 },
    { findingId: 'chronic-diarrhoea', frequency: 0.2 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.4 },
    { findingId: 'cough', frequency: 0.35 },
    { findingId: 'lethargy', frequency: 0.35 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'hypothermia', frequency: 0.08 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.1 },
    { findingId: 'anaemia-lab', frequency: 0.6 },
    { findingId: 'severe-pallor', frequency: 0.15 },
    { findingId: 'oral-thrush', frequency: 0.2 },
    { findingId: 'sunken-eyes', frequency: 0.25 },
    { findingId: 'hiv-test-positive', frequency: 0.15 },
    { findingId: 'obesity', frequency: 0.001 },
    { findingId: 'leg-swelling', frequency: 0.35 },
    { findingId: 'pallor', frequency: 0.4 },
  ],
  redFlags: [
    {
      findingIds: [
        'failed-appetite-test',
        'bilateral-pitting-oedema',
        'lethargy',
        'unconscious',
        'convulsions',
        'unable-to-drink',
        'vomiting-everything',
      ],
      finding: 'Complicated SAM: failed appetite test, oedema, or a danger sign',
      urgency: 'emergency',
      actionRequired:
        'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.',
      citations: [
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 7: Severe acute malnutrition (criteria for admission)',
        },
      ],
    },
    {
      findingIds: ['hypoglycaemia-lab', 'hypothermia'],
      finding: 'Hypoglycaemia or hypothermia in SAM',
      urgency: 'critical',
      actionRequired:
        'Give 10% glucose (oral or by nasogastric tube, IV if unconscious), warm the child skin-to-skin, start feeds and antibiotics.',
      citations: [
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 7: Severe acute malnutrition (hypoglycaemia, hypothermia)',
        },
      ],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'very-slow-skin-pinch'],
      finding: 'Shock or severe dehydration in a child with SAM',
      urgency: 'critical',
      actionRequired:
        'Use the SAM shock protocol (slower IV fluid, e.g. Ringer lactate with 5% dextrose at 15 mL/kg over 1 hour, as WHO Pocket Book); ReSoMal for dehydration without shock; never standard rapid boluses.',
      citations: [
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 7: Severe acute malnutrition (dehydration and shock)',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'MUAC, weight-for-height z-score, check both feet for pitting oedema, appetite test with RUTF',
      urgency: 'urgent',
      rationale:
        'SAM: MUAC < 115 mm, WHZ < -3, or bilateral pitting oedema (children 6-59 months); the appetite test decides inpatient or outpatient care.',
      expectedFindings:
        'MUAC < 115 mm or oedema; a child who eats the RUTF without difficulty can go to outpatient care.',
    },
    {
      test: 'Blood glucose, haemoglobin, malaria test, HIV test, urine dipstick; TB screening',
      urgency: 'urgent',
      rationale: 'Hypoglycaemia, severe anaemia, malaria, HIV and TB are common and change treatment.',
      expectedFindings: 'Low glucose, anaemia, positive HIV test in some.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight, oedema, appetite',
      frequency: 'Daily inpatient; weekly in the outpatient programme',
      alertCriteria: 'No weight gain for 2 weeks or weight loss: medical review',
    },
    {
      parameter: 'Temperature, glucose, pulse and respiratory rate',
      frequency: 'Every 4 hours during stabilisation',
      alertCriteria:
        'Temperature < 35.5 C, glucose < 3 mmol/L, rising pulse and breathing rate (refeeding or fluid overload)',
    },
  ],
  referrals: [
    {
      specialist: 'Inpatient stabilisation centre',
      urgency: 'emergency',
      reason: 'Complicated SAM, infants under 6 months, or failed appetite test.',
    },
    {
      specialist: 'Outpatient therapeutic programme (OTP)',
      urgency: 'urgent',
      reason: 'Uncomplicated SAM with good appetite.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Give only the therapeutic food (RUTF) as prescribed, in small frequent amounts, with clean water; keep breastfeeding.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Keep the child warm and covered, especially at night.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Wash hands before feeding; use safe water.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Play with and stimulate the child every day.',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation:
        'Return every week to the programme and at once if the child stops eating or becomes sick.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Complicated SAM: WHO ten steps as inpatient: treat or prevent hypoglycaemia, hypothermia and dehydration (ReSoMal), correct electrolytes, give broad-spectrum antibiotics (ampicillin and gentamicin IV/IM), micronutrients, cautious feeding with F-75, then catch-up with F-100 or RUTF, stimulation, and prepare for follow-up. Uncomplicated SAM: outpatient RUTF by weight with oral amoxicillin, measles vaccination and deworming per protocol.',
    supportiveCare: [
      'Vitamin A per protocol (not if oedematous at admission)',
      'Folic acid',
      'Treat malaria, HIV and TB as found',
    ],
    followUpSchedule:
      'Weekly OTP visits until discharge criteria (MUAC >= 125 mm and no oedema for 2 weeks), then supplementary feeding follow-up.',
    antibioticsIndicated: true,
    citations: [
      {
        sourceId: 'who-sam-2013',
        section: 'Recommendations: antibiotics, therapeutic feeding, discharge criteria',
      },
      { sourceId: 'who-pocket-book-2013', section: 'Chapter 7: Severe acute malnutrition' },
      { sourceId: 'ke-basic-paediatric-2022', section: 'Severe acute malnutrition' },
    ],
  },
  citations: [
    { sourceId: 'who-pocket-book-2013', section: 'Chapter 7: Severe acute malnutrition' },
    { sourceId: 'who-sam-2013', section: 'Identification and admission criteria' },
  ],
} satisfies Condition;

/**
 * The complicated-SAM red flag's findings (failed appetite test, oedema, danger signs), and hypoglycaemia or
 * hypothermia. A child with SAM told as not eating has poor appetite, which admits (WHO SAM 2013: poor
 * appetite or a failed appetite test; IMCI 2014: not able to finish the RUTF is complicated SAM).
 */
const complicatedSigns = [
  'failed-appetite-test',
  'anorexia',
  'bilateral-pitting-oedema',
  'lethargy',
  'unconscious',
  'convulsions',
  'unable-to-drink',
  'vomiting-everything',
  'hypoglycaemia-lab',
  'hypothermia',
];
const complicated = 'complicated severe acute malnutrition (inpatient)';
const sam7Antibiotics = (text: string) =>
  `7 Severe acute malnutrition, antibiotics for complications: ${text}`;

export const regimens = [
  {
    // Complicated SAM (inpatient stabilisation), first so the red flag's findings get it, not the outpatient
    // amoxicillin: antibiotics by injection, then the starter formula by feed; RUTF is not dosed (see the note).
    id: 'severe-acute-malnutrition-inpatient-stabilisation',
    conditionId: 'severe-acute-malnutrition',
    population: { presentFindings: { anyOf: complicatedSigns } },
    items: [
      {
        medicineId: 'ampicillin',
        route: 'intramuscular',
        dose: perKg(50, 2000, 8000, 25),
        frequency: 'every 6 hours (IM or IV)',
        dosesPerDay: 4,
        duration: '2 days, then oral amoxicillin 15 mg/kg every 8 hours for 5 days',
        indication: complicated,
        alternativeIds: [],
        citations: [
          pocketBook(
            sam7Antibiotics('ampicillin 50 mg/kg IM/IV every 6 hours for 2 days, then oral amoxicillin'),
          ),
          bnfc('Ampicillin: max 2 g per dose'),
        ],
      },
      {
        medicineId: 'gentamicin',
        route: 'intramuscular',
        dose: perKgNoSourceMax(7.5, 1, 5),
        frequency: 'once daily (IM or IV)',
        dosesPerDay: 1,
        duration: '7 days',
        indication: complicated,
        alternativeIds: [],
        citations: [pocketBook(sam7Antibiotics('gentamicin 7.5 mg/kg IM/IV once daily for 7 days'))],
      },
      {
        medicineId: 'f-75',
        route: 'oral',
        dose: { ...perKgNoSourceMax(11, 12, 1), unit: 'mL' },
        frequency:
          'every 2 hours day and night on days 1-2 (12 feeds); then 16 mL/kg every 3 hours on days 3-5 and 22 mL/kg every 4 hours from day 6, by cup or nasogastric tube',
        dosesPerDay: 12,
        duration:
          'until appetite returns and oedema resolves (usually 2-7 days), then transition to RUTF or F-100',
        indication:
          'initial re-feeding in complicated severe acute malnutrition (130 mL/kg/day; 100 mL/kg/day with severe oedema)',
        alternativeIds: [],
        citations: [
          pocketBook(
            '7 Severe acute malnutrition, initial re-feeding: F-75 130 mL/kg/day, 11 mL/kg every 2 hours on days 1-2',
          ),
          cite('who-sam-2013', 'Inpatient management: F-75 in the stabilisation phase'),
        ],
      },
    ],
    note: "Give the first feed at once (prevents hypoglycaemia); feed through the night; breastfeed between feeds. Severe oedema: 100 mL/kg/day. RUTF in the rehabilitation phase aims at 150-220 kcal/kg/day (Pocket Book chapter 7, catch-up growth); the number of sachets a day is not computed here because the knowledge base does not hold the national programme's weight-band sachet table: use it.",
    citations: [
      pocketBook('7 Severe acute malnutrition: initial re-feeding and catch-up growth'),
      cite('who-sam-2013', 'Inpatient management of complicated SAM'),
    ],
  },
  {
    id: 'severe-acute-malnutrition',
    conditionId: 'severe-acute-malnutrition',
    population: {},
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: perKg(40, 1000, 2000, 125),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'routine antibiotic in uncomplicated severe acute malnutrition',
        alternativeIds: [],
        citations: [
          cite('who-sam-2013', 'Antibiotics in the outpatient management of SAM: oral amoxicillin'),
          cite(
            'ke-basic-paediatric-2022',
            'Severe acute malnutrition: amoxicillin 40 mg/kg twice daily for 5 days',
          ),
        ],
      },
    ],
    note: 'RUTF (about 200 kcal/kg/day) for outpatients with appetite. Complicated SAM: admit; F-75, treat hypoglycaemia and hypothermia, IV ampicillin and gentamicin, careful fluids (ReSoMal); vitamin A only with eye signs or measles; folic acid; no iron until recovering.',
    citations: [cite('who-sam-2013', 'Management of SAM'), pocketBook('7 Severe acute malnutrition')],
  },
] satisfies readonly Regimen[];
