import type { Condition, Regimen } from '../../types';
import { fixed, perKgNoSourceMax } from '../../dose-rules';
import { cite, pocketBook } from '../../regimens-shared/citations';

export const condition = {
  id: 'hypoglycaemia',
  name: 'Hypoglycaemia',
  icd10: ['E16.0', 'E16.1', 'E16.2'],
  urgency: 'emergency',
  prior: {
    baseline: 0.001,
    // The first days of life: low birth weight, infants of diabetic mothers, sick or cold newborns.
    byAge: [{ maxYears: 7 / 365, multiplier: 10 }],
    citations: [
      pocketBook(
        'Chapter 3: Problems of the neonate, hypoglycaemia (low birth weight, diabetic mother, sepsis)',
      ),
      { sourceId: 'who-etat-2016', section: 'Emergency signs: hypoglycaemia' },
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Hypoglycaemia' },
    ],
  },
  findings: [
    { findingId: 'speech-difficulty', frequency: 0.15 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.99 },
    { findingId: 'sweating', frequency: 0.65 },
    { findingId: 'tremor-shakiness', frequency: 0.55 },
    { findingId: 'palpitations', frequency: 0.4 },
    { findingId: 'tachycardia', frequency: 0.45 },
    { findingId: 'confusion', frequency: 0.6 },
    { findingId: 'agitation', frequency: 0.25 },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'lethargy', frequency: 0.4 },
    { findingId: 'unconscious', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.15 },
    // A newborn's risk group (WHO Pocket Book 2013, chapter 3), cited with the prior above.
    { findingId: 'infant-of-diabetic-mother', frequency: 0.2 },
    { findingId: 'on-insulin-or-sulfonylurea', frequency: 0.7 },
    { findingId: 'known-diabetes', frequency: 0.75 },
    { findingId: 'missed-meal', frequency: 0.5 },
    { findingId: 'alcohol-use', frequency: 0.12 },
    { findingId: 'focal-weakness', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.001 },
    { findingId: 'ketones-lab', frequency: 0.05 },
    { findingId: 'kussmaul-breathing', frequency: 0.002 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'nausea', frequency: 0.15 },
    { findingId: 'visual-disturbance', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['unconscious', 'convulsions', 'confusion'],
      finding: 'Neuroglycopenia: confusion, fits or coma with low glucose',
      urgency: 'emergency',
      actionRequired:
        'Give IV glucose now (IM glucagon if no IV access), recheck glucose after 15 minutes, then feed once awake.',
      citations: [{ sourceId: 'who-etat-2016', section: 'Emergency treatments: give glucose' }],
    },
  ],
  investigations: [
    {
      test: 'Capillary blood glucose',
      urgency: 'stat',
      rationale: 'Check in every patient with altered consciousness, fits or sweating on diabetes treatment.',
      expectedFindings:
        'Glucose < 3.9 mmol/L (< 3.0 mmol/L clinically significant; < 2.5 mmol/L in a sick child).',
    },
    {
      test: 'Malaria test, creatinine, review of medicines and alcohol',
      urgency: 'urgent',
      rationale:
        'Severe malaria, sepsis, kidney failure (slower drug clearance) and alcohol cause or prolong hypoglycaemia.',
      expectedFindings: 'Reduced eGFR on a sulfonylurea, or malaria in a child.',
    },
  ],
  monitoring: [
    {
      parameter: 'Capillary glucose',
      frequency: '15 minutes after treatment, then hourly for 4 to 6 hours (24 hours on a sulfonylurea)',
      alertCriteria: 'Glucose < 4 mmol/L again: repeat glucose and start a dextrose infusion',
    },
    {
      parameter: 'Level of consciousness',
      frequency: 'Every 15 minutes until fully awake',
      alertCriteria: 'Not awake 30 minutes after normal glucose: look for another cause',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital admission',
      urgency: 'emergency',
      reason: 'Sulfonylurea-induced or recurrent hypoglycaemia, or slow recovery.',
    },
    {
      specialist: 'Diabetes clinic',
      urgency: 'routine',
      reason: 'Review of the treatment plan to prevent recurrence.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Never skip meals when taking insulin or a sulfonylurea; eat extra before heavy work.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Carry sugar or sweets and take them at the first signs (sweating, shaking, hunger).',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Family members should know how to give sugar and when to bring the patient in.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Avoid drinking alcohol on an empty stomach.',
      category: 'safety',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Awake and able to swallow: 15 to 20 g of fast sugar (glucose tablets, sugar in water, soda), repeat after 15 minutes if glucose is still low, then a meal. Unconscious or fitting: IV glucose (10% dextrose; in children 5 mL/kg of 10% glucose as ETAT), or IM glucagon if no IV access; then a glucose infusion if the cause is long-acting. Reduce or stop the sulfonylurea or insulin that caused it.',
    supportiveCare: [
      'Recovery position if drowsy',
      'Feed as soon as awake',
      'Treat the underlying cause (malaria, sepsis, kidney failure)',
    ],
    followUpSchedule: 'Diabetes review within 1 week to adjust treatment.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-etat-2016', section: 'Emergency treatments: give glucose' },
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Hypoglycaemia' },
      { sourceId: 'who-pen-2020', section: 'Diabetes: management of hypoglycaemia' },
    ],
  },
  citations: [
    { sourceId: 'ke-diabetes-2018', section: 'Chapter: Hypoglycaemia' },
    { sourceId: 'who-etat-2016', section: 'Emergency signs: hypoglycaemia' },
  ],
} satisfies Condition;

export const regimens = [
  {
    // A newborn gets 2 mL/kg of 10% glucose, not the child's 5 mL/kg (WHO Pocket Book 2013, chapter 3).
    id: 'hypoglycaemia-newborn',
    conditionId: 'hypoglycaemia',
    population: { maxAgeDays: 29 },
    items: [
      {
        medicineId: 'glucose-10',
        route: 'intravenous',
        dose: { ...perKgNoSourceMax(2, 1, 0.1), maxMgPerDose: 10, maxMgPerDay: 10, unit: 'mL' },
        frequency: 'slowly IV, then recheck glucose after 30 minutes',
        dosesPerDay: 1,
        duration: 'once, then a maintenance glucose infusion or feeds',
        indication: 'hypoglycaemia in a newborn',
        alternativeIds: [],
        citations: [pocketBook('Chapter 3, Hypoglycaemia (newborn): 10% glucose 2 mL/kg IV')],
      },
    ],
    note: 'Breastfeed or give expressed milk by nasogastric tube as soon as possible; keep warm; look for sepsis.',
    citations: [pocketBook('Chapter 3, Hypoglycaemia (newborn)')],
  },
  {
    id: 'hypoglycaemia-child',
    conditionId: 'hypoglycaemia',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'glucose-10',
        route: 'intravenous',
        dose: { ...perKgNoSourceMax(5, 1, 1), unit: 'mL' },
        frequency: 'rapidly, then recheck glucose after 30 minutes',
        dosesPerDay: 1,
        duration: 'once; repeat if glucose stays low',
        indication: 'hypoglycaemia (glucose below 2.5 mmol/L, or below 3 mmol/L in severe malnutrition)',
        alternativeIds: [],
        citations: [
          pocketBook('1.6 Hypoglycaemia: 5 mL/kg of 10% glucose IV'),
          cite('who-etat-2016', 'Hypoglycaemia: 5 mL/kg 10% glucose'),
        ],
      },
    ],
    note: 'If no IV access: sugar or glucose solution under the tongue or by nasogastric tube; then feed.',
    citations: [pocketBook('1.6 Hypoglycaemia')],
  },
  {
    id: 'hypoglycaemia',
    conditionId: 'hypoglycaemia',
    population: {},
    items: [
      {
        medicineId: 'glucose-50',
        route: 'intravenous',
        dose: { ...fixed(50, '50 mL of 50% glucose (25 g) into a large vein', 50, 100), unit: 'mL' },
        frequency: 'once, repeat once if glucose still low after 15 minutes',
        dosesPerDay: 2,
        duration: 'once',
        indication: 'severe hypoglycaemia in an adult',
        alternativeIds: [],
        citations: [cite('who-iatt-2011', 'Hypoglycaemia: 25-50 mL of 50% glucose IV')],
      },
    ],
    note: 'Conscious and able to swallow: 15-20 g of sugar by mouth. Find the cause (sulfonylurea, quinine, sepsis, alcohol).',
    citations: [cite('who-iatt-2011', 'Hypoglycaemia'), cite('who-pen-2020', 'Protocol 4: hypoglycaemia')],
  },
] satisfies readonly Regimen[];
