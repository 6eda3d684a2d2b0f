import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

const ischaemiaFlag = 'Ischaemic chest pain, ischaemic ECG or raised troponin';
const ischaemiaAction =
  'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).';
const ischaemiaCitation = {
  sourceId: 'esc-acs-2023',
  section: 'Initial management and reperfusion strategy',
};

export const condition = {
  id: 'acute-coronary-syndrome',
  name: 'Acute coronary syndrome (myocardial infarction, unstable angina)',
  icd10: ['I21.9', 'I20.0', 'I21', 'I24'],
  icd11: 'BA41',
  urgency: 'emergency',
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 30, multiplier: 0.02 },
      { minYears: 30, maxYears: 45, multiplier: 0.4 },
      { minYears: 45, maxYears: 65, multiplier: 1.5 },
      { minYears: 65, multiplier: 2.5 },
    ],
    bySex: { male: 1.4, female: 0.7 },
    byCountry: {
      KE: 1,
      SO: 0.8,
      ET: 0.8,
      UG: 0.8,
      TZ: 0.9,
      NG: 1,
      GH: 1,
      ZA: 2.5,
      MW: 0.7,
      ZW: 1,
      ML: 0.8,
      BF: 0.8,
      BW: 1.5,
      ZM: 0.9,
    },
    citations: [
      { sourceId: 'esc-acs-2023', section: 'Section 2: Introduction (definitions and epidemiology)' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.35 },
    { findingId: 'irregular-pulse', frequency: 0.08 },
    { findingId: 'chest-pain', frequency: 0.92 },
    { findingId: 'crushing-chest-pain', frequency: 0.7 },
    {
      findingId: 'pain-radiating-arm-jaw',
      frequency: 0.45,
      citation: { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
    },
    {
      findingId: 'sweating',
      frequency: 0.5,
      citation: { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
    },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'vomiting', frequency: 0.25 },
    { findingId: 'shortness-of-breath', frequency: 0.5 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'syncope', frequency: 0.08 },
    { findingId: 'palpitations', frequency: 0.15 },
    { findingId: 'tachycardia', frequency: 0.35 },
    { findingId: 'hypotension', frequency: 0.1 },
    { findingId: 'crackles', frequency: 0.15 },
    { findingId: 'troponin-raised-lab', frequency: 0.9 },
    { findingId: 'ischaemic-ecg-changes-lab', frequency: 0.7 },
    {
      // ST elevation in one coronary territory with reciprocal depression, not widespread with PR depression.
      findingId: 'pericarditis-ecg-lab',
      frequency: 0.02,
      citation: cite(
        'esc-pericardial-2015',
        '3.1.1 Acute pericarditis: ECG, differential from acute myocardial infarction',
      ),
    },
    { findingId: 'known-hypertension', frequency: 0.5 },
    { findingId: 'known-diabetes', frequency: 0.3 },
    { findingId: 'known-copd-or-smoker', frequency: 0.35 },
    { findingId: 'obesity', frequency: 0.3 },
    { findingId: 'epigastric-pain', frequency: 0.15 },
    {
      findingId: 'pleuritic-chest-pain',
      frequency: 0.004,
      citation: { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
    },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'heartburn', frequency: 0.08 },
    { findingId: 'chest-tightness', frequency: 0.35 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'known-heart-disease', frequency: 0.2 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.08 },
    { findingId: 'abdominal-pain', frequency: 0.18 },
    // A history of anxiety or panic is no evidence against a coronary cause: anxiety and depression are as
    // common or commoner in people with coronary disease, so they weigh about evenly here and never discount it.
    {
      findingId: 'stress-anxiety',
      frequency: 0.1,
      citation: {
        sourceId: 'esc-cvd-prevention-2021',
        section:
          'Mental health and psychosocial factors: anxiety and depression are associated with atherosclerotic cardiovascular disease',
      },
    },
    {
      findingId: 'panic-attacks',
      frequency: 0.02,
      citation: {
        sourceId: 'esc-cvd-prevention-2021',
        section:
          'Mental health and psychosocial factors: anxiety and depression are associated with atherosclerotic cardiovascular disease',
      },
    },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Shock with chest pain: cardiogenic shock complicating myocardial infarction',
      urgency: 'critical',
      actionRequired: 'Oxygen, IV access, ECG and defibrillator ready; urgent transfer for reperfusion.',
      citations: [
        { sourceId: 'esc-acs-2023', section: 'Cardiogenic shock and heart failure complicating ACS' },
      ],
    },
    {
      findingIds: ['crushing-chest-pain', 'troponin-raised-lab'],
      finding: ischaemiaFlag,
      urgency: 'emergency',
      actionRequired: ischaemiaAction,
      citations: [ischaemiaCitation],
    },
    {
      // Pain spreads to the arm or jaw from the chest in ischaemia; from elsewhere it is no coronary sign.
      findingIds: ['pain-radiating-arm-jaw'],
      allOf: ['chest-pain'],
      finding: ischaemiaFlag,
      urgency: 'emergency',
      actionRequired: ischaemiaAction,
      citations: [ischaemiaCitation],
    },
    {
      // Widespread concave ST elevation with PR depression is pericarditis (ESC pericardial 2015, 3.1.1).
      findingIds: ['ischaemic-ecg-changes-lab'],
      noneOf: ['pericarditis-ecg-lab'],
      finding: ischaemiaFlag,
      urgency: 'emergency',
      actionRequired: ischaemiaAction,
      citations: [ischaemiaCitation],
    },
  ],
  investigations: [
    {
      test: '12-lead ECG within 10 minutes, repeated if normal and pain continues',
      urgency: 'stat',
      rationale: 'ST elevation selects reperfusion; a normal ECG does not exclude ACS.',
      expectedFindings: 'ST elevation, ST depression, T-wave inversion or new left bundle branch block.',
    },
    {
      test: 'Troponin (high-sensitivity if available) at presentation and repeated at 1 to 3 hours',
      urgency: 'stat',
      rationale: 'Rise and fall of troponin confirms myocardial infarction.',
      expectedFindings: 'Troponin above the 99th percentile with a rising pattern.',
    },
    {
      test: 'Glucose, creatinine, potassium, full blood count, lipids; chest X-ray',
      urgency: 'urgent',
      rationale: 'Risk factors, bleeding risk before anticoagulation, heart failure.',
      expectedFindings: 'Diabetes, dyslipidaemia, pulmonary congestion.',
    },
  ],
  monitoring: [
    {
      parameter: 'Cardiac rhythm, blood pressure, SpO2',
      frequency: 'Continuous for 24 hours',
      alertCriteria: 'Ventricular arrhythmia, systolic BP < 90 mmHg, SpO2 < 90%',
    },
    {
      parameter: 'Chest pain and ECG',
      frequency: 'With any recurrence of pain',
      alertCriteria: 'New ST changes: re-refer for reperfusion',
    },
  ],
  referrals: [
    {
      specialist: 'Cardiology (PCI-capable centre)',
      urgency: 'emergency',
      reason: 'Reperfusion and invasive assessment.',
    },
  ],
  lifestyle: [
    { recommendation: 'Stop smoking completely.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Take aspirin, statin, beta-blocker and ACE inhibitor every day after a heart attack.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Call for help at once if chest pain lasts more than 10 minutes.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Healthy diet low in salt and saturated fat, regular walking once recovered (cardiac rehabilitation).',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Aspirin loading dose to chew, then daily; nitrate sublingual for pain if systolic BP > 90 mmHg; oxygen only if SpO2 < 90%; opioid for severe pain. STEMI: reperfusion by primary PCI, or fibrinolysis (streptokinase or tenecteplase) within 12 hours when PCI is not available within 120 minutes. NSTE-ACS: second antiplatelet (clopidogrel) and anticoagulant (enoxaparin or fondaparinux), refer for angiography. Then high-intensity statin, beta-blocker and ACE inhibitor.',
    // Goes on to long-term care: not said among the pre-referral actions.
    includesLongTermCare: true,
    supportiveCare: ['Bed rest with monitoring for 24 hours', 'Stool softener', 'Treat anxiety and pain'],
    followUpSchedule: 'Cardiology review within 2 to 6 weeks; then every 3 months in the first year.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'esc-acs-2023',
        section: 'Acute-phase management, reperfusion strategy and antithrombotic therapy',
      },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
    ],
  },
  citations: [
    { sourceId: 'esc-acs-2023', section: 'Section 3: Triage and diagnosis' },
    { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-coronary-syndrome',
    conditionId: 'acute-coronary-syndrome',
    population: {},
    items: [
      {
        medicineId: 'aspirin',
        route: 'oral',
        dose: fixed(300, '1 tablet (300 mg), chewed', 300, 300),
        frequency: 'once (loading), then 75 mg daily',
        dosesPerDay: 1,
        duration: 'loading dose, then lifelong low dose',
        indication: 'acute coronary syndrome',
        alternativeIds: [],
        phase: { name: 'loading dose', when: 'now; then 75 mg daily', startsNow: true },
        citations: [cite('esc-acs-2023', 'Antiplatelet therapy: aspirin loading dose 150-300 mg orally')],
      },
      {
        medicineId: 'clopidogrel',
        route: 'oral',
        dose: fixed(300, '1 tablet (300 mg) or 4 tablets of 75 mg', 600, 600),
        frequency: 'once (loading), then 75 mg daily',
        dosesPerDay: 1,
        duration: 'loading dose, then 12 months',
        indication: 'acute coronary syndrome',
        alternativeIds: [],
        phase: { name: 'loading dose', when: 'now; then 75 mg daily', startsNow: true },
        citations: [cite('esc-acs-2023', 'Clopidogrel loading dose 300-600 mg')],
      },
      {
        medicineId: 'glyceryl-trinitrate',
        route: 'sublingual',
        dose: fixed(0.5, '1 sublingual tablet (500 micrograms)', 0.5, 1.5),
        frequency: 'every 5 minutes if pain persists and systolic BP is above 90 mmHg',
        dosesPerDay: 3,
        duration: 'up to 3 doses',
        indication: 'ischaemic chest pain',
        alternativeIds: [],
        citations: [
          bnf('Glyceryl trinitrate: 0.3-1 mg sublingually, repeated as required'),
          cite('who-pen-2020', 'Acute chest pain: sublingual nitrate'),
        ],
      },
    ],
    note: 'ECG within 10 minutes; oxygen only if SpO2 below 90%; IV opioid for severe pain; refer for reperfusion (thrombolysis within 12 hours of STEMI).',
    citations: [cite('esc-acs-2023', 'Initial management'), cite('who-pen-2020', 'Protocol: chest pain')],
  },
] satisfies readonly Regimen[];
