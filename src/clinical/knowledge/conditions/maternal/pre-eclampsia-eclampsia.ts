import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'pre-eclampsia-eclampsia',
  name: 'Pre-eclampsia / eclampsia',
  icd10: ['O14.9', 'O14.1', 'O15.0', 'O11', 'O14', 'O15'],
  // Without severe features: same-day hospital assessment; severe features (emergency) and fits or
  // abruption (critical) raise it through the red flags and the pregnancy danger-sign rules.
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0, female: 1 },
    pregnancy: { pregnant: 5, notPregnant: 0.02 },
    citations: [
      {
        sourceId: 'who-pre-eclampsia-2011',
        section: 'Introduction: burden of hypertensive disorders of pregnancy',
      },
      {
        sourceId: 'who-mcpc-2017',
        section: 'Elevated blood pressure, headache, blurred vision, convulsions or loss of consciousness',
      },
    ],
  },
  findings: [
    { findingId: 'tachycardia', frequency: 0.25 },
    { findingId: 'face-hand-oedema', frequency: 0.3 },
    { findingId: 'headache-aura', frequency: 0.1 },
    { findingId: 'stopped-antihypertensive-medicine', frequency: 0.01 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.98 },
    { findingId: 'hypertension-reading', frequency: 0.98 },
    { findingId: 'severe-hypertension-reading', frequency: 0.4 },
    { findingId: 'proteinuria-lab', frequency: 0.85 },
    { findingId: 'headache', frequency: 0.6 },
    { findingId: 'severe-headache', frequency: 0.45 },
    { findingId: 'visual-disturbance', frequency: 0.35 },
    { findingId: 'epigastric-pain', frequency: 0.25 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.15 },
    { findingId: 'nausea', frequency: 0.25 },
    { findingId: 'vomiting', frequency: 0.2 },
    { findingId: 'leg-swelling', frequency: 0.6 },
    { findingId: 'convulsions', frequency: 0.1 },
    { findingId: 'confusion', frequency: 0.08 },
    { findingId: 'unconscious', frequency: 0.04 },
    { findingId: 'shortness-of-breath', frequency: 0.1 },
    { findingId: 'reduced-urine', frequency: 0.1 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.15 },
    { findingId: 'raised-alt-lab', frequency: 0.15 },
    { findingId: 'raised-creatinine-lab', frequency: 0.12 },
    { findingId: 'vaginal-bleeding', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.04 },
    { findingId: 'dysuria', frequency: 0.04 },
    { findingId: 'neck-stiffness', frequency: 0.003 },
    { findingId: 'hypoxaemia', frequency: 0.05 },
    { findingId: 'abdominal-pain', frequency: 0.35 },
  ],
  redFlags: [
    {
      findingIds: ['convulsions', 'unconscious'],
      finding: 'Fits or coma in pregnancy or after delivery: eclampsia',
      urgency: 'critical',
      actionRequired:
        'Call for help, protect the airway, left lateral position, oxygen; magnesium sulfate loading dose now; control BP; plan delivery once stable.',
      citations: [
        {
          sourceId: 'who-mcpc-2017',
          section: 'Convulsions: management of eclampsia (magnesium sulfate regimens)',
        },
      ],
    },
    {
      findingIds: [
        'severe-hypertension-reading',
        'severe-headache',
        'visual-disturbance',
        'epigastric-pain',
        'right-upper-quadrant-pain',
        'hypoxaemia',
        'thrombocytopenia-lab',
      ],
      finding:
        'Pre-eclampsia with severe features: BP >= 160/110, headache, visual disturbance, epigastric pain, pulmonary oedema or low platelets',
      urgency: 'emergency',
      actionRequired:
        'Magnesium sulfate to prevent eclampsia, antihypertensive (hydralazine, labetalol or nifedipine) to keep BP below 160/110, and transfer for delivery.',
      citations: [
        {
          sourceId: 'who-pre-eclampsia-2011',
          section: 'Recommendations: magnesium sulfate, antihypertensives, timing of delivery',
        },
      ],
    },
    {
      findingIds: ['vaginal-bleeding', 'hypotension'],
      finding: 'Bleeding or shock with pre-eclampsia: placental abruption',
      urgency: 'critical',
      actionRequired: 'Resuscitate, crossmatch blood, check clotting, emergency obstetric care.',
      citations: [
        { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in later pregnancy: abruptio placentae' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Repeat blood pressure after rest; urine dipstick for protein',
      urgency: 'stat',
      rationale:
        'Pre-eclampsia: BP >= 140/90 after 20 weeks with proteinuria (>= 2+ dipstick) or organ dysfunction.',
      expectedFindings: 'Diastolic >= 90 mmHg on two readings and proteinuria.',
    },
    {
      test: 'Platelets, creatinine, ALT/AST, LDH where available; clotting test (20WBCT) if bleeding',
      urgency: 'urgent',
      rationale: 'HELLP syndrome and kidney injury are severe features.',
      expectedFindings: 'Platelets < 100 x 10^9/L, raised transaminases or creatinine in severe disease.',
    },
    {
      test: 'Fetal assessment: fetal heart, growth, ultrasound if available',
      urgency: 'urgent',
      rationale: 'Timing of delivery depends on gestation and fetal condition.',
      expectedFindings: 'Growth restriction or distress in severe disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood pressure',
      frequency: 'Every 15 minutes until stable, then hourly',
      alertCriteria: 'Systolic >= 160 or diastolic >= 110 mmHg',
    },
    {
      parameter: 'Respiratory rate, patellar reflexes and urine output during magnesium sulfate',
      frequency: 'Hourly',
      alertCriteria:
        'Respiratory rate < 16/min, absent reflexes or urine < 30 mL/hour: withhold magnesium, give calcium gluconate if respiratory depression',
    },
    {
      parameter: 'Symptoms and BP after delivery',
      frequency: '4-hourly for at least 24 to 72 hours',
      alertCriteria: 'Eclampsia can occur up to 6 weeks postpartum',
    },
  ],
  referrals: [
    {
      specialist: 'Obstetric unit with caesarean and neonatal care',
      urgency: 'emergency',
      reason: 'Severe pre-eclampsia or eclampsia: stabilise, then deliver.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Attend every antenatal visit for a blood pressure and urine check.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation:
        'Come at once for severe headache, blurred vision, upper tummy pain, swelling of face or hands, or fits.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'In the next pregnancy, start low-dose aspirin from 12 weeks and calcium where diet is low in calcium.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Severe pre-eclampsia and eclampsia: magnesium sulfate (WHO full regimen, IV loading with IM or IV maintenance for 24 hours after delivery or the last fit); antihypertensive for severe hypertension (hydralazine IV, labetalol IV or oral nifedipine); deliver once stabilised (any gestation for eclampsia or severe disease at >= 34 weeks; corticosteroids for fetal lungs if < 34 weeks and delivery can be delayed). Pre-eclampsia without severe features: close monitoring, methyldopa or nifedipine for BP >= 150/100, delivery at 37 weeks.',
    supportiveCare: [
      'Left lateral position',
      'Careful fluid balance (risk of pulmonary oedema)',
      'Calcium gluconate ready at the bedside',
    ],
    followUpSchedule:
      'Postnatal BP checks at 3 to 5 days and 6 weeks; long-term cardiovascular risk follow-up.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-pre-eclampsia-2011', section: 'Recommendations 1-23' },
      {
        sourceId: 'who-mcpc-2017',
        section: 'Elevated blood pressure, headache, blurred vision, convulsions or loss of consciousness',
      },
    ],
  },
  citations: [
    { sourceId: 'who-pre-eclampsia-2011', section: 'Definitions and recommendations' },
    { sourceId: 'who-mcpc-2017', section: 'Elevated blood pressure and convulsions in pregnancy' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'pre-eclampsia-eclampsia',
    conditionId: 'pre-eclampsia-eclampsia',
    population: {},
    items: [
      {
        medicineId: 'magnesium-sulfate',
        route: 'intravenous',
        dose: fixed(4000, '4 g IV (20 mL of 20% solution) over 5 minutes', 4000, 4000),
        frequency: 'once (loading)',
        dosesPerDay: 1,
        duration: 'loading dose',
        indication: 'severe pre-eclampsia or eclampsia (Pritchard regimen)',
        alternativeIds: [],
        phase: { name: 'loading dose', when: 'now, IV over 5 minutes', startsNow: true },
        citations: [
          cite('who-pre-eclampsia-2011', 'Full Pritchard regimen: 4 g IV loading'),
          cite('who-mcpc-2017', 'Magnesium sulfate schedules'),
        ],
      },
      {
        medicineId: 'magnesium-sulfate',
        route: 'intramuscular',
        dose: fixed(
          10000,
          '10 g IM: 5 g (10 mL of 50%) deep into each buttock with 1 mL 2% lidocaine',
          10000,
          10000,
        ),
        frequency: 'once, with the IV loading dose',
        dosesPerDay: 1,
        duration: 'loading dose',
        indication: 'severe pre-eclampsia or eclampsia (Pritchard regimen)',
        alternativeIds: [],
        phase: { name: 'loading dose', when: 'now, straight after the IV loading dose', startsNow: true },
        citations: [cite('who-pre-eclampsia-2011', 'Full Pritchard regimen: 10 g IM loading')],
      },
      {
        medicineId: 'magnesium-sulfate',
        route: 'intramuscular',
        dose: fixed(5000, '5 g (10 mL of 50%) deep IM, alternate buttocks', 5000, 30000),
        frequency:
          'every 4 hours if patellar reflex present, breathing 16/min or more and urine 30 mL/hour or more',
        dosesPerDay: 6,
        duration: '24 hours after delivery or the last convulsion',
        indication: 'maintenance (Pritchard regimen)',
        alternativeIds: [],
        phase: {
          name: 'maintenance',
          when: 'first dose 4 hours after the loading dose, then every 4 hours',
          startsNow: false,
        },
        citations: [
          cite('who-pre-eclampsia-2011', 'Pritchard maintenance: 5 g IM every 4 hours for 24 hours'),
        ],
      },
      {
        medicineId: 'hydralazine',
        route: 'intravenous',
        dose: fixed(5, '5 mg slowly IV', 10, 20),
        frequency: 'if diastolic 110 mmHg or more; repeat every 20-30 minutes',
        dosesPerDay: 4,
        duration: 'until diastolic 90-100 mmHg',
        indication: 'severe hypertension in pre-eclampsia',
        alternativeIds: ['labetalol', 'nifedipine'],
        citations: [
          cite('who-mcpc-2017', 'Antihypertensives: hydralazine 5 mg IV slowly'),
          cite('sogc-hdp-2022', 'Hydralazine maximum 20 mg IV'),
        ],
      },
    ],
    note: 'Antidote for magnesium toxicity: calcium gluconate 1 g (10 mL of 10%) IV over 10 minutes. Deliver within 12 hours of eclampsia (24 hours of severe pre-eclampsia). Zuspan alternative: 4 g IV then 1 g/hour infusion.',
    citations: [
      cite('who-pre-eclampsia-2011', 'Recommendations'),
      cite(
        'who-mcpc-2017',
        'Headache, blurred vision, convulsions or loss of consciousness, elevated blood pressure',
      ),
    ],
  },
  {
    id: 'pre-eclampsia-eclampsia-alternatives',
    conditionId: 'pre-eclampsia-eclampsia',
    population: {},
    items: [
      {
        medicineId: 'labetalol',
        route: 'intravenous',
        dose: fixed(20, '20 mg IV over 2 minutes (then 40 mg, then 80 mg every 10 minutes)', 80, 300),
        frequency: 'every 10 minutes, escalating, until controlled',
        dosesPerDay: 1,
        duration: 'until controlled (max 300 mg)',
        indication: 'severe hypertension in pre-eclampsia',
        alternativeIds: [],
        citations: [cite('sogc-hdp-2022', 'Labetalol 20 mg IV, then 20-80 mg, max 300 mg')],
      },
      {
        // Oral, so it can be given where no IV line or IV antihypertensive is available. The line is one dose:
        // the guideline repeats it every 30 minutes while the pressure stays severe and states no daily maximum
        // for the capsule, so none is computed here.
        medicineId: 'nifedipine',
        route: 'oral',
        dose: fixed(
          10,
          '10 mg immediate-release capsule, swallowed (5 mg where available: a gentler fall)',
          10,
          10,
        ),
        frequency: 'once; repeat after 30 minutes while BP is 160/110 or more, checking BP every 15 minutes',
        dosesPerDay: 1,
        duration: 'until BP below 160/110 (never the prolonged-release tablet for this)',
        indication: 'acute severe hypertension in pregnancy (BP 160/110 or more)',
        alternativeIds: [],
        citations: [
          cite(
            'sogc-hdp-2022',
            'Severe hypertension: short-acting nifedipine capsule 5-10 mg orally, repeated every 30 minutes as needed',
          ),
        ],
      },
    ],
    citations: [cite('sogc-hdp-2022', 'Severe hypertension')],
  },
] satisfies readonly Regimen[];
