import type { Condition, Regimen } from '../../types';

const mcpcLabour = {
  sourceId: 'who-mcpc-2017',
  section: 'Unsatisfactory progress of labour (S-57 to S-66): obstructed labour',
} as const;
const mcpcRupture = { sourceId: 'who-mcpc-2017', section: 'Ruptured uterus (S-30)' } as const;
const pcpncLabour = {
  sourceId: 'who-pcpnc-2015',
  section: 'D: Childbirth — labour, partograph, and referral for prolonged labour',
} as const;

/** 80. Obstructed or prolonged labour: labour > 12 hours or no descent despite good contractions. */
export const condition = {
  id: 'obstructed-labour',
  name: 'Obstructed or prolonged labour',
  // Labour told only as long or not progressing is long labour (O63); signs of obstruction (a retraction
  // ring, moulding, fetal distress: MCPC S-57) make it obstructed labour (O66).
  icd10: ['O63', 'O66', 'O64', 'O65'],
  icd10ByFinding: [{ findingIds: ['bandl-ring-or-fetal-distress'], icd10: 'O66', citation: mcpcLabour }],
  urgency: 'emergency',
  // Labour is why she is brought: a note on a woman in labour says so (MCPC S-57: diagnosed in established labour).
  definedBy: {
    anyOf: ['prolonged-labour', 'bandl-ring-or-fetal-distress'],
    isAlwaysTold: true,
    citation: mcpcLabour,
  },
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 18, multiplier: 2.5 },
      { minYears: 18, maxYears: 50, multiplier: 1.4 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 8, notPregnant: 0.02 },
    citations: [mcpcLabour],
  },
  findings: [
    { findingId: 'prolonged-labour', frequency: 0.9 },
    { findingId: 'pregnant', frequency: 0.95 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.99 },
    { findingId: 'lower-abdominal-pain', frequency: 0.8 },
    { findingId: 'abdominal-pain', frequency: 0.85 },
    { findingId: 'ruptured-membranes', frequency: 0.6 },
    { findingId: 'bandl-ring-or-fetal-distress', frequency: 0.4, citation: mcpcLabour },
    { findingId: 'reduced-fetal-movements', frequency: 0.25 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.3 },
    { findingId: 'thirsty', frequency: 0.4 },
    // A woman in obstructed labour is exhausted, breathes fast, passes little or bloody urine (bladder
    // compressed by the head) (MCPC S-57 to S-58: signs of obstructed labour, maternal exhaustion).
    { findingId: 'fatigue', frequency: 0.6, citation: mcpcLabour },
    { findingId: 'tachypnoea', frequency: 0.3, citation: mcpcLabour },
    { findingId: 'reduced-urine', frequency: 0.3, citation: mcpcLabour },
    { findingId: 'haematuria', frequency: 0.15, citation: mcpcLabour },
    { findingId: 'sunken-eyes', frequency: 0.2 },
    { findingId: 'ketones-lab', frequency: 0.5 },
    { findingId: 'vaginal-bleeding', frequency: 0.15, citation: mcpcRupture },
    { findingId: 'hypotension', frequency: 0.1, citation: mcpcRupture },
    { findingId: 'foul-lochia', frequency: 0.1 },
    { findingId: 'recent-childbirth', frequency: 0.005 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'vaginal-bleeding'],
      finding: 'Labour with shock, bleeding or contractions that stop suddenly (ruptured uterus)',
      urgency: 'critical',
      actionRequired: 'IV fluids fast, and immediate transfer for laparotomy; do not give oxytocin.',
      citations: [mcpcRupture],
    },
    {
      findingIds: ['prolonged-labour', 'bandl-ring-or-fetal-distress'],
      finding: 'Labour longer than 12 hours, not progressing, or signs of obstruction',
      urgency: 'emergency',
      actionRequired:
        'IV fluids, catheterise the bladder, antibiotics if membranes ruptured > 18 hours or fever; never augment an obstructed labour with oxytocin; refer for caesarean or assisted delivery.',
      citations: [mcpcLabour, pcpncLabour],
    },
  ],
  investigations: [
    {
      test: 'Partograph: cervical dilatation, descent, contractions, fetal heart',
      urgency: 'stat',
      rationale: 'Crossing the action line or no descent with good contractions means obstruction.',
      expectedFindings: 'Dilatation to the right of the action line; caput and moulding.',
    },
    {
      test: 'Urine for ketones; haemoglobin',
      urgency: 'urgent',
      rationale: 'Dehydration and anaemia before surgery.',
      expectedFindings: 'Ketonuria.',
    },
  ],
  monitoring: [
    {
      parameter: 'Maternal pulse, BP, temperature; fetal heart',
      frequency: 'Every 15-30 minutes until delivery',
      alertCriteria: 'Fetal heart < 100 or > 180, maternal pulse > 110, fever, bleeding',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with caesarean section capacity',
      urgency: 'emergency',
      reason:
        'Obstructed labour needs operative delivery; delay causes uterine rupture, fistula and fetal death.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Give birth in a health facility; first labours and adolescent mothers especially.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'After the birth, report urine or stool leaking from the vagina (fistula) — it can be repaired.',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Rehydrate (IV Ringer\u2019s lactate), catheterise, give antibiotics if infection or prolonged rupture of membranes, and deliver by caesarean section (or vacuum/symphysiotomy where indicated and skilled); do not augment with oxytocin when obstructed.',
    supportiveCare: [
      'Left lateral position during transfer',
      'Continuous bladder drainage for 14 days after obstructed labour (fistula prevention)',
    ],
    followUpSchedule: 'Postnatal review for fistula, infection and anaemia at 1 and 6 weeks.',
    antibioticsIndicated: false,
    citations: [mcpcLabour, pcpncLabour],
  },
  citations: [mcpcLabour, pcpncLabour],
} satisfies Condition;

export const regimens = [
  {
    id: 'obstructed-labour',
    conditionId: 'obstructed-labour',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'ringers-lactate',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 1000,
          amount: '1 litre',
          maxMgPerDose: 1000,
          maxMgPerDay: 3000,
          unit: 'mL',
        },
        frequency: 'over 1 hour if dehydrated, then by response',
        dosesPerDay: 1,
        duration: 'during referral',
        indication: 'dehydration and ketosis in prolonged labour',
        alternativeIds: [],
        citations: [mcpcLabour],
      },
    ],
    note: 'Delivery is surgical; antibiotics follow the puerperal sepsis regimen when there is fever or prolonged rupture of membranes.',
    citations: [mcpcLabour],
  },
] satisfies readonly Regimen[];
