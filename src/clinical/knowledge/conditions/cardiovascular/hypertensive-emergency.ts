import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

const escEshEmergency = cite(
  'esc-esh-hypertension-2018',
  'Section 11.2: Hypertensive emergencies (acute organ damage: heart, brain, kidney, retina)',
);

export const condition = {
  id: 'hypertensive-emergency',
  name: 'Hypertensive emergency / hypertensive encephalopathy',
  icd10: ['I16.1', 'I67.4', 'I10'],
  icd11: 'BA03',
  urgency: 'emergency',
  // The emergency is severe hypertension (>= 180/110-120 mmHg) with acute organ damage: without a severely
  // raised reading written, the organ damage alone points elsewhere (stroke, heart failure, palsy).
  definedBy: { anyOf: ['severe-hypertension-reading'], citation: escEshEmergency },
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 18, multiplier: 0.05 },
      { minYears: 18, maxYears: 30, multiplier: 0.4 },
      { minYears: 30, multiplier: 1.2 },
    ],
    pregnancy: { pregnant: 0.3 },
    citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies' }],
  },
  findings: [
    { findingId: 'stopped-antihypertensive-medicine', frequency: 0.35 },
    { findingId: 'lethargy', frequency: 0.3 },
    { findingId: 'severe-hypertension-reading', frequency: 0.97 },
    { findingId: 'hypertension-reading', frequency: 0.99 },
    { findingId: 'known-hypertension', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.75 },
    { findingId: 'severe-headache', frequency: 0.6 },
    { findingId: 'confusion', frequency: 0.4 },
    { findingId: 'visual-disturbance', frequency: 0.45 },
    { findingId: 'vomiting', frequency: 0.35 },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.12 },
    { findingId: 'focal-weakness', frequency: 0.12 },
    { findingId: 'facial-droop', frequency: 0.06 },
    { findingId: 'speech-difficulty', frequency: 0.08 },
    { findingId: 'sudden-onset-neuro', frequency: 0.15 },
    { findingId: 'unconscious', frequency: 0.05 },
    { findingId: 'chest-pain', frequency: 0.27, citation: escEshEmergency },
    // Acute myocardial injury from the pressure load (a type-2 troponin rise) is one of the organ damages
    // that make severe hypertension an emergency; it does not by itself mean a coronary occlusion.
    { findingId: 'troponin-raised-lab', frequency: 0.3, citation: escEshEmergency },
    { findingId: 'chest-tightness', frequency: 0.1, citation: escEshEmergency },
    { findingId: 'shortness-of-breath', frequency: 0.3 },
    { findingId: 'orthopnoea', frequency: 0.15 },
    { findingId: 'crackles', frequency: 0.2 },
    { findingId: 'proteinuria-lab', frequency: 0.5 },
    { findingId: 'raised-creatinine-lab', frequency: 0.35 },
    { findingId: 'haematuria', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'neck-stiffness', frequency: 0.01 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.02 },
    { findingId: 'hypoxaemia', frequency: 0.15 },
    { findingId: 'respiratory-distress', frequency: 0.1 },
    { findingId: 'crushing-chest-pain', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['unconscious'],
      finding: 'Coma with severe hypertension: encephalopathy or intracerebral haemorrhage',
      urgency: 'critical',
      actionRequired:
        'Protect the airway, check glucose, start controlled IV BP lowering and transfer for CT.',
      citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies' }],
    },
    {
      findingIds: ['hypoxaemia', 'respiratory-distress', 'crushing-chest-pain'],
      finding: 'Pulmonary oedema or ischaemic chest pain with severe hypertension',
      urgency: 'critical',
      actionRequired:
        'Sit up, oxygen, IV furosemide and nitrate for pulmonary oedema; ECG and troponin for ACS or dissection.',
      citations: [{ sourceId: 'esc-hf-2021', section: 'Acute heart failure: hypertensive pulmonary oedema' }],
    },
  ],
  investigations: [
    {
      test: 'Repeat BP in both arms; fundoscopy; neurological examination',
      urgency: 'stat',
      rationale:
        'Organ damage, not the number alone, defines an emergency; unequal arm BP suggests dissection.',
      expectedFindings: 'BP >= 180/120 mmHg with papilloedema, retinal haemorrhages or neurological signs.',
    },
    {
      test: 'Creatinine, electrolytes, urine dipstick, full blood count, ECG, troponin; CT head if neurological signs',
      urgency: 'stat',
      rationale: 'Kidney injury, ischaemia and stroke change the target and the drug.',
      expectedFindings: 'Raised creatinine, proteinuria or haematuria, LVH or ischaemia on ECG.',
    },
    {
      test: 'Pregnancy test in women of reproductive age',
      urgency: 'stat',
      rationale: 'Pre-eclampsia needs magnesium sulfate and delivery planning.',
      expectedFindings: 'Negative outside pregnancy.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood pressure',
      frequency: 'Every 15 minutes during IV treatment',
      alertCriteria: 'Fall of mean arterial pressure > 25% in the first hour: slow the infusion',
    },
    {
      parameter: 'Consciousness and neurological signs',
      frequency: 'Hourly',
      alertCriteria: 'New weakness or falling GCS',
    },
    { parameter: 'Urine output', frequency: 'Hourly', alertCriteria: 'Less than 0.5 mL/kg/hour' },
  ],
  referrals: [
    {
      specialist: 'Hospital with high-dependency care (physician)',
      urgency: 'emergency',
      reason: 'IV antihypertensive with close monitoring.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'After recovery, take blood pressure medicines every day and never stop them suddenly.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Reduce salt and alcohol; come for monthly BP checks.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Admit. Lower the mean arterial pressure by no more than 25% in the first hour, then towards 160/100 mmHg over the next 2 to 6 hours, then to normal over 24 to 48 hours. IV labetalol or IV hydralazine (oral nifedipine retard or captopril where IV agents are not available); never sublingual nifedipine. Pulmonary oedema: IV nitrate and furosemide. Exceptions: acute ischaemic stroke (lower only if > 220/120 mmHg) and aortic dissection (rapid lowering).',
    supportiveCare: [
      'Oxygen if SpO2 < 94%',
      'Anticonvulsant for fits (magnesium sulfate in pregnancy)',
      'Urinary catheter for output monitoring',
    ],
    followUpSchedule: 'Oral regimen before discharge; review within 1 week, then monthly.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies and urgencies' },
      { sourceId: 'za-hospital-adult-stg-2019', section: 'Cardiovascular system: Hypertensive emergency' },
    ],
  },
  citations: [
    { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies and urgencies' },
    { sourceId: 'za-hospital-adult-stg-2019', section: 'Cardiovascular system: Hypertensive emergency' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'hypertensive-emergency-pregnant',
    conditionId: 'hypertensive-emergency',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'hydralazine',
        route: 'intravenous',
        dose: fixed(5, '5 mg slowly IV', 10, 20),
        frequency: 'repeat every 20-30 minutes until diastolic below 110 mmHg',
        dosesPerDay: 4,
        duration: 'until controlled (max 20 mg IV)',
        indication: 'severe hypertension in pregnancy (160/110 or more)',
        alternativeIds: ['labetalol'],
        citations: [
          cite('who-mcpc-2017', 'Severe hypertension: hydralazine 5 mg IV slowly, repeat'),
          cite(
            'sogc-hdp-2022',
            'Severe hypertension: hydralazine 5 mg IV then 5-10 mg every 30 min, max 20 mg',
          ),
        ],
      },
    ],
    note: 'Give magnesium sulfate if pre-eclampsia; monitor the fetus; plan delivery.',
    citations: [cite('who-mcpc-2017', 'Pre-eclampsia and eclampsia')],
  },
  {
    id: 'hypertensive-emergency-pregnant-alternatives',
    conditionId: 'hypertensive-emergency',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'labetalol',
        route: 'intravenous',
        dose: fixed(20, '20 mg IV over 2 minutes (then 40 mg, then 80 mg every 10 minutes)', 80, 300),
        frequency: 'every 10 minutes, escalating, until controlled',
        dosesPerDay: 1,
        duration: 'until controlled (max 300 mg)',
        indication: 'severe hypertension in pregnancy',
        alternativeIds: [],
        citations: [cite('sogc-hdp-2022', 'Labetalol 20 mg IV, then 20-80 mg every 30 min, max 300 mg')],
      },
    ],
    citations: [cite('sogc-hdp-2022', 'Severe hypertension')],
  },
  {
    id: 'hypertensive-emergency',
    conditionId: 'hypertensive-emergency',
    population: {},
    items: [
      {
        medicineId: 'labetalol',
        route: 'intravenous',
        dose: fixed(50, '50 mg IV over at least 1 minute', 50, 200),
        frequency: 'repeat every 5 minutes if needed',
        dosesPerDay: 4,
        duration: 'until controlled (max 200 mg); then oral treatment',
        indication: 'hypertensive emergency with organ damage',
        alternativeIds: ['hydralazine'],
        citations: [
          bnf(
            'Labetalol: severe hypertension 50 mg IV over at least 1 minute, repeated after 5 minutes, max 200 mg',
          ),
        ],
      },
    ],
    note: 'Lower mean arterial pressure by no more than 25% in the first hour (except aortic dissection); in acute stroke lower only if above 220/120 (or 185/110 before thrombolysis).',
    citations: [cite('ke-cvd-2018', 'Hypertensive emergencies'), bnf('Hypertensive crises')],
  },
  {
    id: 'hypertensive-emergency-alternatives',
    conditionId: 'hypertensive-emergency',
    population: {},
    items: [
      {
        medicineId: 'hydralazine',
        route: 'intravenous',
        dose: fixed(5, '5 mg slowly IV', 10, 20),
        frequency: 'repeat after 20-30 minutes if needed',
        dosesPerDay: 4,
        duration: 'until controlled',
        indication: 'hypertensive emergency when a beta-blocker cannot be given',
        alternativeIds: [],
        citations: [
          bnf('Hydralazine: hypertensive emergencies 5-10 mg slow IV, repeated after 20-30 minutes'),
          cite('sogc-hdp-2022', 'Hydralazine maximum 20 mg IV'),
        ],
      },
    ],
    citations: [bnf('Hypertensive crises')],
  },
] satisfies readonly Regimen[];
