import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'stroke',
  name: 'Stroke (ischaemic or haemorrhagic)',
  icd10: ['I64', 'I63.9', 'I61.9', 'I63', 'I61'],
  icd11: '8B20',
  urgency: 'emergency',
  // A stroke is a rapidly developing focal (or global) disturbance of brain function: without a neurological
  // sign or symptom written, an irregular pulse or a raised pressure is a risk factor, not a stroke.
  definedBy: {
    anyOf: [
      'focal-weakness',
      'facial-droop',
      'speech-difficulty',
      'sudden-onset-neuro',
      'unconscious',
      'confusion',
      'visual-disturbance',
      'dysphagia',
      'sudden-severe-headache',
      'convulsions',
    ],
    citation: { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: recognition in primary care' },
  },
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 18, multiplier: 0.05 },
      { minYears: 18, maxYears: 40, multiplier: 0.3 },
      { minYears: 40, maxYears: 60, multiplier: 1 },
      { minYears: 60, multiplier: 3 },
    ],
    citations: [
      { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: recognition in primary care' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke' },
    ],
  },
  findings: [
    { findingId: 'irregular-pulse', frequency: 0.2 },
    { findingId: 'stopped-antihypertensive-medicine', frequency: 0.08 },
    { findingId: 'focal-weakness', frequency: 0.8 },
    { findingId: 'facial-droop', frequency: 0.6 },
    {
      // A stroke's facial weakness spares the forehead; a forehead that cannot wrinkle and an eye that
      // cannot close point to the facial nerve (likelihood ratio set well below 1).
      findingId: 'facial-weakness-forehead-involved',
      frequency: 0.001,
      citation: cite('aao-hns-bells-2013', 'Statement 1: exclude other causes of facial paresis'),
    },
    { findingId: 'speech-difficulty', frequency: 0.6 },
    { findingId: 'sudden-onset-neuro', frequency: 0.9 },
    { findingId: 'headache', frequency: 0.35 },
    { findingId: 'severe-headache', frequency: 0.2 },
    { findingId: 'vomiting', frequency: 0.25 },
    { findingId: 'confusion', frequency: 0.35 },
    { findingId: 'unconscious', frequency: 0.15 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'visual-disturbance', frequency: 0.2 },
    { findingId: 'convulsions', frequency: 0.07 },
    { findingId: 'hypertension-reading', frequency: 0.7 },
    { findingId: 'severe-hypertension-reading', frequency: 0.3 },
    { findingId: 'known-hypertension', frequency: 0.6 },
    { findingId: 'known-diabetes', frequency: 0.2 },
    { findingId: 'known-heart-disease', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'neck-stiffness', frequency: 0.05 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.01 },
    { findingId: 'recurrent-seizures', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'nausea', frequency: 0.2 },
    { findingId: 'sudden-severe-headache', frequency: 0.08 },
    { findingId: 'dysphagia', frequency: 0.15 },
    {
      findingId: 'known-copd-or-smoker',
      frequency: 0.25,
      citation: { sourceId: 'who-stroke-pen-2020', section: 'Risk factors: tobacco use' },
    },
  ],
  redFlags: [
    {
      findingIds: ['sudden-onset-neuro', 'focal-weakness', 'speech-difficulty'],
      // Within a week of onset (NICE NG128 1.1.3); a deficit weeks old is assessed within 7 days (1.1.4).
      maxDurationDays: 7,
      finding: 'Sudden focal neurological deficit (FAST positive)',
      urgency: 'emergency',
      actionRequired:
        'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).',
      citations: [
        { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: immediate actions' },
        { sourceId: 'nice-ng128-2019', section: '1.1.3 and 1.1.4: the first week from onset' },
      ],
    },
    {
      // A face weak with its forehead (the eye cannot close) is a facial-nerve palsy, not a stroke's
      // forehead-sparing droop; with a weak limb or speech the flag above still fires.
      findingIds: ['facial-droop'],
      noneOf: ['facial-weakness-forehead-involved'],
      maxDurationDays: 7,
      finding: 'Sudden focal neurological deficit (FAST positive)',
      urgency: 'emergency',
      actionRequired:
        'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).',
      citations: [
        { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: immediate actions' },
        { sourceId: 'nice-ng128-2019', section: '1.1.3 and 1.1.4: the first week from onset' },
        {
          sourceId: 'aao-hns-bells-2013',
          section: 'Statement 1: exclude other causes of facial paresis (forehead involvement)',
        },
      ],
    },
    {
      findingIds: ['unconscious'],
      finding: 'Unconscious after stroke',
      urgency: 'critical',
      actionRequired: 'Protect the airway (recovery position), oxygen, treat fits, urgent transfer.',
      citations: [{ sourceId: 'who-iatt-2011', section: 'Stroke and the unconscious patient' }],
    },
    {
      findingIds: ['sudden-severe-headache', 'neck-stiffness'],
      finding: 'Thunderclap headache or neck stiffness: subarachnoid haemorrhage',
      urgency: 'critical',
      actionRequired: 'No aspirin; urgent CT and neurosurgical referral.',
      citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke (haemorrhagic stroke)' }],
    },
  ],
  investigations: [
    {
      test: 'Capillary glucose',
      urgency: 'stat',
      rationale: 'Hypoglycaemia mimics stroke and is reversible in minutes.',
      expectedFindings: 'Normal glucose in stroke.',
    },
    {
      test: 'Non-contrast CT of the head',
      urgency: 'stat',
      rationale: 'Separates haemorrhage from infarction before aspirin or thrombolysis.',
      expectedFindings: 'Normal early or hypodense area in infarction; hyperdense blood in haemorrhage.',
    },
    {
      test: 'ECG, full blood count, creatinine, lipids, HIV test, syphilis serology',
      urgency: 'urgent',
      rationale:
        'Atrial fibrillation and rheumatic heart disease cause embolic stroke; HIV and syphilis cause stroke in young adults.',
      expectedFindings: 'Atrial fibrillation, dyslipidaemia, positive HIV or syphilis test.',
    },
  ],
  monitoring: [
    {
      parameter: 'Consciousness (GCS), neurological signs',
      frequency: 'Hourly for 24 hours',
      alertCriteria: 'Fall of 2 or more GCS points: repeat CT',
    },
    {
      parameter: 'Blood pressure',
      frequency: '4-hourly',
      alertCriteria: 'Above 220/120 mmHg (185/110 if thrombolysed)',
    },
    {
      parameter: 'Swallowing',
      frequency: 'Before any oral intake',
      alertCriteria: 'Coughing or choking on water: keep nil by mouth, nasogastric feeding',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with CT and stroke care',
      urgency: 'emergency',
      reason: 'Imaging, thrombolysis decision and stroke unit care.',
    },
    {
      specialist: 'Physiotherapy and rehabilitation',
      urgency: 'routine',
      reason: 'Early mobilisation and rehabilitation.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Take blood pressure, statin and antiplatelet medicines daily to prevent another stroke.',
      category: 'adherence',
      importance: 'high',
    },
    { recommendation: 'Stop smoking, limit alcohol and salt.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Learn the FAST signs: come at once for face drooping, arm weakness or speech trouble.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Airway, breathing, circulation; correct hypoglycaemia; keep nil by mouth until a swallow screen is passed. CT to exclude haemorrhage, then aspirin for ischaemic stroke (thrombolysis within 4.5 hours of onset where a stroke unit can give it). Do not lower blood pressure in the first 24 hours unless > 220/120 mmHg or other indication. Secondary prevention: antihypertensive, statin, antiplatelet; anticoagulation for atrial fibrillation.',
    // Goes on to long-term care: not said among the pre-referral actions.
    includesLongTermCare: true,
    supportiveCare: [
      'Position to prevent aspiration and pressure sores',
      'Treat fever',
      'Early physiotherapy',
    ],
    followUpSchedule:
      'Daily in hospital; clinic at 2 weeks after discharge, then monthly with blood pressure control.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: management and secondary prevention' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke' },
      { sourceId: 'za-hospital-adult-stg-2019', section: 'Nervous system: Stroke' },
    ],
  },
  citations: [
    { sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke' },
    { sourceId: 'jama-rce-1990s', section: 'Is this patient having a stroke?' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'stroke',
    conditionId: 'stroke',
    population: {},
    items: [
      {
        medicineId: 'aspirin',
        route: 'oral',
        dose: fixed(300, '1 tablet (300 mg)', 300, 300),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '14 days, then 75-100 mg daily',
        indication: 'acute ischaemic stroke, only after CT excludes haemorrhage',
        alternativeIds: [],
        phase: {
          name: 'after the CT scan',
          when: 'only once a CT scan excludes bleeding in the brain; never before referral',
          startsNow: false,
        },
        citations: [
          cite('who-stroke-pen-2020', 'Acute ischaemic stroke: aspirin once haemorrhage is excluded'),
        ],
      },
    ],
    note: 'Do not give aspirin before imaging excludes haemorrhage. Check glucose, keep nil by mouth until swallow assessed, refer to a stroke unit.',
    citations: [cite('who-stroke-pen-2020', 'Stroke management')],
  },
] satisfies readonly Regimen[];
