import type { Condition, Regimen } from '../../types';
import { perKg, fixed, perKgNoSourceMax } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'diabetic-ketoacidosis',
  name: 'Diabetic ketoacidosis',
  icd10: ['E10.1', 'E11.1', 'E14.1'],
  urgency: 'critical',
  // DKA is hyperglycaemia with ketonaemia and acidosis (ISPAD 2022); a raised glucose alone in a known diabetic
  // who is alert and not vomiting (a refill visit) is a same-day review, not a resuscitation. The signs of
  // ketosis, acidosis, dehydration or a clouded mind make it the emergency.
  emergencyOnlyWith: {
    anyOf: [
      'ketones-lab',
      'kussmaul-breathing',
      'deep-breathing-air-hunger',
      'fruity-breath',
      'respiratory-distress',
      'tachypnoea',
      'vomiting',
      'abdominal-pain',
      'sunken-eyes',
      'slow-skin-pinch',
      'lethargy',
      'confusion',
      'unconscious',
      'hypotension',
      'weak-pulse-cold-hands',
    ],
    otherwise: 'urgent',
    citation: {
      sourceId: 'ispad-dka-2022',
      section: 'Definition and diagnosis: biochemical criteria; clinical signs of DKA',
    },
  },
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 1, multiplier: 0.1 },
      { minYears: 1, maxYears: 25, multiplier: 1.6 },
      { minYears: 25, multiplier: 0.9 },
    ],
    citations: [
      { sourceId: 'ispad-dka-2022', section: 'Epidemiology: DKA at diagnosis of type 1 diabetes' },
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.05 },
    { findingId: 'missed-insulin-doses', frequency: 0.35 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.99 },
    { findingId: 'ketones-lab', frequency: 0.98 },
    { findingId: 'kussmaul-breathing', frequency: 0.7 },
    // Kussmaul breathing told in everyday words ('deep breathing', 'air hunger').
    {
      findingId: 'deep-breathing-air-hunger',
      frequency: 0.5,
      citation: {
        sourceId: 'jbds-dka-2023',
        section:
          'Diagnosis and initial assessment: ketonaemia, hyperglycaemia and acidosis (Kussmaul breathing)',
      },
    },
    { findingId: 'fruity-breath', frequency: 0.4 },
    { findingId: 'respiratory-distress', frequency: 0.5 },
    { findingId: 'tachypnoea', frequency: 0.7 },
    { findingId: 'vomiting', frequency: 0.75 },
    { findingId: 'nausea', frequency: 0.7 },
    { findingId: 'abdominal-pain', frequency: 0.5 },
    { findingId: 'polyuria', frequency: 0.85 },
    { findingId: 'polydipsia', frequency: 0.85 },
    { findingId: 'weight-loss', frequency: 0.5 },
    { findingId: 'sunken-eyes', frequency: 0.6 },
    { findingId: 'slow-skin-pinch', frequency: 0.5 },
    { findingId: 'tachycardia', frequency: 0.8 },
    { findingId: 'lethargy', frequency: 0.6 },
    { findingId: 'confusion', frequency: 0.4 },
    { findingId: 'unconscious', frequency: 0.12 },
    { findingId: 'hypotension', frequency: 0.15 },
    { findingId: 'known-diabetes', frequency: 0.65 },
    { findingId: 'fever', frequency: 0.2 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.001 },
    { findingId: 'wheeze', frequency: 0.02 },
    { findingId: 'thirsty', frequency: 0.6 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'anorexia', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.2 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'visual-disturbance', frequency: 0.15 },
    { findingId: 'on-insulin-or-sulfonylurea', frequency: 0.5 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['unconscious'],
      finding: 'Falling consciousness in DKA: cerebral oedema (especially in children)',
      urgency: 'critical',
      actionRequired:
        'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.',
      citations: [{ sourceId: 'ispad-dka-2022', section: 'Cerebral oedema: recognition and treatment' }],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Shock in DKA',
      urgency: 'critical',
      actionRequired: 'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.',
      citations: [{ sourceId: 'ispad-dka-2022', section: 'Fluid and sodium replacement' }],
    },
    {
      findingIds: ['kussmaul-breathing', 'fruity-breath'],
      finding: 'Acidotic (Kussmaul) breathing or ketotic breath',
      urgency: 'critical',
      actionRequired:
        'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.',
      citations: [{ sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' }],
    },
  ],
  investigations: [
    {
      test: 'Capillary or plasma glucose and blood or urine ketones',
      urgency: 'stat',
      rationale: 'DKA: glucose > 11 mmol/L with ketonaemia or ketonuria and acidosis.',
      expectedFindings: 'Glucose usually > 14 mmol/L; ketones ++ or blood beta-hydroxybutyrate >= 3 mmol/L.',
    },
    {
      test: 'Venous blood gas (pH, bicarbonate), sodium, potassium, creatinine',
      urgency: 'stat',
      rationale: 'Grades severity and guides potassium replacement.',
      expectedFindings:
        'pH < 7.3 or bicarbonate < 15 mmol/L (severe if pH < 7.1); potassium may be high at first though total body potassium is low.',
    },
    {
      test: 'Look for a trigger: malaria test, urine dipstick and culture, chest X-ray, blood culture',
      urgency: 'urgent',
      rationale: 'Infection and missed insulin are the usual triggers.',
      expectedFindings: 'Infection, or no trigger with missed insulin doses.',
    },
  ],
  monitoring: [
    {
      parameter: 'Capillary glucose',
      frequency: 'Hourly',
      alertCriteria: 'Fall > 5 mmol/L per hour, or < 14 mmol/L: add dextrose to fluids',
    },
    {
      parameter: 'Potassium, sodium, bicarbonate or pH',
      frequency: 'Every 2 to 4 hours',
      alertCriteria: 'Potassium < 3.5 or > 5.5 mmol/L',
    },
    {
      parameter: 'Consciousness, headache, heart rate, fluid balance',
      frequency: 'Hourly',
      alertCriteria: 'Headache, falling GCS, slowing heart rate with rising BP: cerebral oedema',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with high-dependency care',
      urgency: 'emergency',
      reason: 'Insulin infusion and hourly monitoring are needed.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Never stop insulin during illness; check glucose and ketones more often and seek care early if vomiting.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Keep insulin cool (clay pot or cool place) and carry sugar at all times.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'IV 0.9% sodium chloride resuscitation then rehydration (in children replace the deficit over 24 to 48 hours, as ISPAD 2022); start IV insulin infusion (soluble insulin) after the first hour of fluids; add potassium once urine output is confirmed and potassium is not high; add dextrose when glucose falls below about 14 mmol/L; no routine bicarbonate. Treat the trigger (antibiotics if infection).',
    supportiveCare: [
      'Nil by mouth until vomiting settles',
      'Nasogastric tube if drowsy and vomiting',
      'Strict fluid balance chart',
    ],
    followUpSchedule:
      'Switch to subcutaneous insulin when ketones clear and the patient eats; diabetes education before discharge; review within 1 week.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ispad-dka-2022', section: 'Management: fluids, insulin, potassium' },
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' },
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 1: Emergency conditions (diabetic ketoacidosis)',
      },
    ],
  },
  citations: [
    { sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' },
    { sourceId: 'ispad-dka-2022', section: 'Diagnosis and severity' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'diabetic-ketoacidosis-child',
    conditionId: 'diabetic-ketoacidosis',
    population: { maxAgeYears: 18 },
    items: [
      {
        medicineId: 'sodium-chloride-0-9',
        route: 'intravenous',
        dose: { ...perKg(10, 1000, 1000, 10), unit: 'mL' },
        frequency: 'over 30-60 minutes (20 mL/kg fast only in shock)',
        dosesPerDay: 1,
        duration: 'initial bolus, then deficit replacement over 24-48 hours',
        indication: 'fluid resuscitation in DKA',
        alternativeIds: [],
        phase: { name: 'initial fluid bolus', when: 'now, over 30-60 minutes', startsNow: true },
        citations: [cite('ispad-dka-2022', 'Fluid therapy: 10-20 mL/kg 0.9% saline over 20-30 minutes')],
      },
      {
        medicineId: 'insulin-soluble',
        route: 'intravenous',
        dose: { ...perKg(0.1, 10, 240, 0.1), unit: 'IU' },
        frequency: 'per hour by continuous infusion, starting 1 hour after fluids',
        dosesPerDay: 24,
        duration: 'until ketoacidosis resolves',
        indication: 'insulin in DKA (0.05 IU/kg/hour in young children may suffice)',
        alternativeIds: [],
        phase: { name: 'insulin infusion', when: '1 hour after the fluids start', startsNow: false },
        citations: [cite('ispad-dka-2022', 'Insulin therapy: 0.05-0.1 unit/kg/hour')],
      },
    ],
    note: 'Add potassium once urine is passed and potassium is known; check glucose hourly; watch for cerebral oedema (headache, slowing pulse).',
    citations: [cite('ispad-dka-2022', 'Management of DKA'), cite('ke-diabetes-2018', 'DKA in children')],
  },
  {
    id: 'diabetic-ketoacidosis',
    conditionId: 'diabetic-ketoacidosis',
    population: {},
    items: [
      {
        medicineId: 'sodium-chloride-0-9',
        route: 'intravenous',
        dose: { ...fixed(1000, '1 litre', 1000, 1000), unit: 'mL' },
        frequency: 'over the first hour',
        dosesPerDay: 1,
        duration: 'first hour, then about 1 litre every 2-4 hours by response',
        indication: 'fluid resuscitation in DKA',
        alternativeIds: [],
        citations: [cite('ke-diabetes-2018', 'DKA: 0.9% saline 1 L in the first hour')],
      },
      {
        medicineId: 'insulin-soluble',
        route: 'intravenous',
        dose: { ...perKgNoSourceMax(0.1, 24, 0.1), unit: 'IU' },
        frequency: 'per hour by continuous infusion (fixed rate)',
        dosesPerDay: 24,
        duration: 'until ketoacidosis resolves',
        indication: 'insulin in DKA',
        alternativeIds: [],
        citations: [cite('ke-diabetes-2018', 'DKA: soluble insulin 0.1 IU/kg/hour')],
      },
    ],
    note: 'Check potassium before insulin (hold insulin if below 3.3 mmol/L and replace); add glucose 5-10% when glucose falls below 14 mmol/L.',
    citations: [
      cite('ke-diabetes-2018', 'Diabetic ketoacidosis'),
      cite('who-iatt-2011', 'Diabetic ketoacidosis'),
    ],
  },
] satisfies readonly Regimen[];
