import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'heart-failure',
  name: 'Heart failure',
  icd10: ['I50.9', 'I50.0', 'I50'],
  icd11: 'BD10',
  urgency: 'urgent',
  // Heart failure is a syndrome of breathlessness, fatigue and fluid (swollen legs, raised JVP, crackles):
  // with none of them written, a known heart disease or an irregular pulse is not heart failure.
  definedBy: {
    anyOf: [
      'shortness-of-breath',
      'exertional-dyspnoea',
      'orthopnoea',
      'sudden-breathlessness',
      'leg-swelling',
      'bilateral-pitting-oedema',
      'raised-jvp',
      'crackles',
      's3-gallop',
      'fatigue',
      'hepatomegaly',
      'tachypnoea',
    ],
    citation: { sourceId: 'esc-hf-2021', section: 'Definition of heart failure: typical symptoms and signs' },
  },
  prior: {
    baseline: 0.006,
    byAge: [
      { maxYears: 15, multiplier: 0.3 },
      { minYears: 15, maxYears: 40, multiplier: 0.5 },
      { minYears: 40, maxYears: 60, multiplier: 1 },
      { minYears: 60, multiplier: 2.5 },
    ],
    citations: [
      { sourceId: 'esc-hf-2021', section: 'Definition, epidemiology and prognosis of heart failure' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Heart failure' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.4 },
    {
      // An irregular pulse in heart failure is the atrial fibrillation that complicates it (a quarter to a third):
      // a diagnosis of its own, named and treated first (rate control, anticoagulation), so it weighs for AF.
      findingId: 'irregular-pulse',
      frequency: 0.1,
      citation: { sourceId: 'esc-hf-2021', section: '12.1 Atrial fibrillation in heart failure' },
    },
    { findingId: 'stopped-antihypertensive-medicine', frequency: 0.08 },
    { findingId: 'face-hand-oedema', frequency: 0.005 },
    {
      findingId: 'exertional-dyspnoea',
      frequency: 0.85,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
      },
    },
    { findingId: 'shortness-of-breath', frequency: 0.85 },
    {
      findingId: 'pink-frothy-sputum',
      frequency: 0.1,
      citation: {
        sourceId: 'esc-hf-2021',
        section: 'Section 11: Acute heart failure (acute pulmonary oedema)',
      },
    },
    {
      findingId: 'orthopnoea',
      frequency: 0.5,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
      },
    },
    {
      findingId: 'raised-jvp',
      frequency: 0.4,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
      },
    },
    {
      findingId: 'crackles',
      frequency: 0.6,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
      },
    },
    {
      // Third heart sound: sensitivity 13%, specificity 99% (LR+ 11) for heart failure in the breathless.
      findingId: 's3-gallop',
      frequency: 0.13,
      specificity: 0.99,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
      },
    },
    { findingId: 'leg-swelling', frequency: 0.6 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.5 },
    { findingId: 'fatigue', frequency: 0.75 },
    { findingId: 'cough', frequency: 0.4 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'tachypnoea', frequency: 0.45 },
    { findingId: 'hepatomegaly', frequency: 0.35 },
    { findingId: 'abdominal-distension', frequency: 0.2 },
    { findingId: 'heart-murmur', frequency: 0.12 },
    { findingId: 'palpitations', frequency: 0.3 },
    { findingId: 'known-hypertension', frequency: 0.5 },
    { findingId: 'known-heart-disease', frequency: 0.45 },
    { findingId: 'hypoxaemia', frequency: 0.25 },
    { findingId: 'wheeze', frequency: 0.15 },
    {
      // Pulsus paradoxus and Kussmaul's sign point to the pericardium rather than the heart muscle.
      findingId: 'pulsus-paradoxus',
      frequency: 0.005,
      citation: {
        sourceId: 'esc-pericardial-2015',
        section: 'Constrictive pericarditis: differential diagnosis from heart failure',
      },
    },
    { findingId: 'nocturia', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.02 },
    { findingId: 'chronic-cough', frequency: 0.15 },
    { findingId: 'chest-pain', frequency: 0.15 },
    {
      findingId: 'known-diabetes',
      frequency: 0.25,
      citation: { sourceId: 'esc-hf-2021', section: 'Section 4: aetiology and comorbidities (diabetes)' },
    },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'respiratory-distress', 'unable-to-speak-sentences', 'pink-frothy-sputum'],
      finding: 'Acute pulmonary oedema or respiratory failure',
      urgency: 'emergency',
      actionRequired:
        'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.',
      citations: [{ sourceId: 'esc-hf-2021', section: 'Section 11: Acute heart failure' }],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'cyanosis'],
      finding: 'Cardiogenic shock (low blood pressure, poor perfusion) or cyanosis',
      urgency: 'critical',
      actionRequired:
        'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.',
      citations: [
        { sourceId: 'esc-hf-2021', section: 'Section 11: Acute heart failure (cardiogenic shock)' },
      ],
    },
    {
      findingIds: ['crushing-chest-pain'],
      finding: 'Crushing chest pain with heart failure: myocardial ischaemia',
      urgency: 'emergency',
      actionRequired: 'ECG and troponin now; treat as acute coronary syndrome if confirmed.',
      citations: [{ sourceId: 'esc-acs-2023', section: 'Initial assessment' }],
    },
  ],
  investigations: [
    {
      test: 'Echocardiogram',
      urgency: 'urgent',
      rationale:
        'Confirms heart failure, ejection fraction and cause (hypertensive, valvular/rheumatic, cardiomyopathy, pericardial effusion).',
      expectedFindings: 'Reduced ejection fraction, valve disease or dilated chambers.',
    },
    {
      test: 'ECG and chest X-ray',
      urgency: 'urgent',
      rationale: 'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.',
      expectedFindings: 'Cardiomegaly, upper-lobe diversion or effusions; AF or LVH on ECG.',
    },
    {
      test: 'Haemoglobin, creatinine, sodium, potassium, glucose, TSH, NT-proBNP where available, HIV test',
      urgency: 'urgent',
      rationale:
        'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.',
      expectedFindings: 'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight, breathlessness, oedema',
      frequency: 'Daily in hospital; at each visit',
      alertCriteria: 'Weight gain > 2 kg in 3 days, or worse breathlessness',
    },
    {
      parameter: 'Creatinine and potassium',
      frequency: '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone',
      alertCriteria: 'Potassium > 5.5 mmol/L or creatinine up > 50%',
    },
    {
      parameter: 'Heart rate and blood pressure',
      frequency: 'Each visit',
      alertCriteria: 'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker',
    },
  ],
  referrals: [
    {
      specialist: 'Cardiology or physician',
      urgency: 'urgent',
      reason: 'New heart failure for echocardiography and treatment plan; valve disease for surgery.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Eat less salt and weigh yourself daily; come early if weight rises by 2 kg in 3 days.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Keep active within comfort; rest when breathless.',
      category: 'activity',
      importance: 'medium',
    },
    {
      recommendation: 'Avoid NSAIDs (ibuprofen, diclofenac) and alcohol; stop smoking.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Take all heart medicines daily; do not stop them when swelling goes.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Congestion: loop diuretic (furosemide). Reduced ejection fraction: ACE inhibitor (enalapril) or ARB, evidence-based beta-blocker (carvedilol or bisoprolol) started once euvolaemic, mineralocorticoid antagonist (spironolactone), and an SGLT2 inhibitor where available (ESC 2021). Treat the cause: control blood pressure, anticoagulate atrial fibrillation, secondary penicillin prophylaxis and surgery referral for rheumatic valve disease, treat anaemia.',
    supportiveCare: [
      'Oxygen if SpO2 < 90%',
      'Sit upright when breathless',
      'Fluid restriction in severe congestion or hyponatraemia',
    ],
    followUpSchedule:
      'Review within 1 to 2 weeks of discharge, then every 1 to 3 months while titrating medicines.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'esc-hf-2021',
        section:
          'Section 5: Chronic heart failure with reduced ejection fraction; Section 11: Acute heart failure',
      },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Heart failure' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Cardiovascular diseases: Heart failure' },
    ],
  },
  citations: [
    { sourceId: 'ke-cvd-2018', section: 'Chapter: Heart failure' },
    { sourceId: 'esc-hf-2021', section: 'Section 4: Diagnosis of chronic heart failure' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'heart-failure',
    conditionId: 'heart-failure',
    population: {},
    items: [
      {
        medicineId: 'furosemide',
        route: 'intravenous',
        dose: fixed(40, '40 mg IV (or oral when not congested)', 80, 160),
        frequency: 'once or twice daily by response',
        dosesPerDay: 1,
        duration: 'until euvolaemic, then lowest oral dose',
        indication: 'congestion (oedema, breathlessness)',
        alternativeIds: [],
        citations: [
          cite('esc-hf-2021', '11.3 Acute heart failure: furosemide 20-40 mg IV'),
          bnf('Furosemide: oedema 20-50 mg IV, 40 mg oral'),
        ],
      },
      {
        medicineId: 'enalapril',
        route: 'oral',
        dose: fixed(2.5, '1 tablet (2.5 mg)', 20, 40),
        frequency: 'twice daily, doubling every 2 weeks to 10-20 mg twice daily',
        dosesPerDay: 2,
        duration: 'long term',
        indication: 'heart failure with reduced ejection fraction',
        alternativeIds: ['losartan'],
        citations: [cite('esc-hf-2021', 'Table 8: enalapril starting 2.5 mg b.i.d., target 10-20 mg b.i.d.')],
      },
      {
        medicineId: 'spironolactone',
        route: 'oral',
        dose: fixed(25, '1 tablet (25 mg)', 50, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'long term (check potassium and creatinine)',
        indication: 'heart failure with reduced ejection fraction',
        alternativeIds: [],
        citations: [cite('esc-hf-2021', 'Table 8: spironolactone 25 mg o.d., target 50 mg o.d.')],
      },
    ],
    note: 'Once euvolaemic add bisoprolol 1.25 mg daily, titrated to 10 mg. Check potassium and creatinine 1-2 weeks after each change; salt and fluid advice; daily weights.',
    citations: [
      cite('esc-hf-2021', 'Pharmacological treatment of HFrEF'),
      cite('ke-cvd-2018', 'Heart failure'),
    ],
  },
  {
    id: 'heart-failure-alternatives',
    conditionId: 'heart-failure',
    population: {},
    items: [
      {
        medicineId: 'losartan',
        route: 'oral',
        dose: fixed(50, '1 tablet (50 mg)', 150, 150),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'long term',
        indication: 'heart failure when an ACE inhibitor is not tolerated',
        alternativeIds: [],
        citations: [cite('esc-hf-2021', 'Table 8: losartan 50 mg o.d., target 150 mg o.d.')],
      },
    ],
    citations: [cite('esc-hf-2021', 'Pharmacological treatment of HFrEF')],
  },
] satisfies readonly Regimen[];
