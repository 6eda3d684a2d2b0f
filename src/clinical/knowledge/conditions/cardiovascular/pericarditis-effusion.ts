import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const esc = (section: string) => cite('esc-pericardial-2015', section);
const whoTb = (section: string) => cite('who-tb-2022', section);

export const condition = {
  id: 'pericarditis-effusion',
  name: 'Pericarditis / pericardial effusion (incl. tuberculous)',
  icd10: ['I31.3', 'I31', 'I30', 'A18.8'],
  // An effusion is coded I31.3; pericarditis told by its rub, its ECG or its pain without an effusion is acute
  // pericarditis (I30.9).
  icd10ByFinding: [
    {
      findingIds: ['pericardial-effusion-echo-lab', 'muffled-heart-sounds', 'pulsus-paradoxus'],
      icd10: 'I31.3',
      citation: { sourceId: 'who-icd10-2019', section: 'I31.3 Pericardial effusion (noninflammatory)' },
    },
    {
      findingIds: ['pericardial-rub', 'pericarditis-ecg-lab', 'chest-pain-better-leaning-forward'],
      icd10: 'I30.9',
      citation: { sourceId: 'who-icd10-2019', section: 'I30.9 Acute pericarditis, unspecified' },
    },
  ],
  icd11: 'BB20',
  urgency: 'urgent',
  prior: {
    // In sub-Saharan Africa most large effusions are tuberculous, especially with HIV.
    baseline: 0.0003,
    byAge: [
      { maxYears: 15, multiplier: 0.3 },
      { minYears: 15, maxYears: 60, multiplier: 1.2 },
      { minYears: 60, multiplier: 0.8 },
    ],
    citations: [
      esc('5.1 Tuberculous pericarditis: epidemiology in endemic areas'),
      whoTb('Module 4: extrapulmonary TB'),
    ],
  },
  findings: [
    { findingId: 'chest-pain', frequency: 0.6 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.5 },
    { findingId: 'chest-pain-better-leaning-forward', frequency: 0.4, specificity: 0.995 },
    { findingId: 'pericardial-rub', frequency: 0.3, specificity: 0.999 },
    {
      findingId: 'pericarditis-ecg-lab',
      frequency: 0.6,
      specificity: 0.995,
      citation: cite(
        'esc-pericardial-2015',
        '3.1.1 Acute pericarditis: new widespread ST elevation or PR depression (up to 60%)',
      ),
    },
    { findingId: 'muffled-heart-sounds', frequency: 0.4, specificity: 0.998 },
    // Viral pericarditis, the commonest form where TB is not endemic, often follows a cold or flu-like illness
    // by days to weeks (ESC 2015 3.1: a preceding respiratory or gastrointestinal infection is frequent).
    {
      findingId: 'runny-nose',
      frequency: 0.25,
      citation: esc('3.1 Acute pericarditis: clinical presentation, preceding viral infection'),
    },
    {
      findingId: 'pulsus-paradoxus',
      frequency: 0.25,
      specificity: 0.999,
      citation: esc(
        'Cardiac tamponade and constrictive pericarditis: pulsus paradoxus, Kussmaul sign, pericardial knock',
      ),
    },
    { findingId: 'raised-jvp', frequency: 0.6 },
    { findingId: 'shortness-of-breath', frequency: 0.75 },
    { findingId: 'orthopnoea', frequency: 0.4 },
    { findingId: 'tachycardia', frequency: 0.7 },
    { findingId: 'leg-swelling', frequency: 0.5 },
    { findingId: 'abdominal-distension', frequency: 0.3 },
    { findingId: 'hepatomegaly', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.5 },
    { findingId: 'night-sweats', frequency: 0.35 },
    { findingId: 'weight-loss', frequency: 0.45 },
    { findingId: 'cough', frequency: 0.5 },
    { findingId: 'known-hiv', frequency: 0.5 },
    { findingId: 'hypotension', frequency: 0.15 },
    // Tamponade is obstructive shock: a fall in cardiac output brings fainting, a cold sweat and cold hands.
    ...(
      [
        ['syncope', 0.05],
        ['sweating', 0.1],
        ['weak-pulse-cold-hands', 0.05],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: esc('3.4 Cardiac tamponade: clinical presentation (tachycardia, hypotension, raised JVP)'),
    })),
    { findingId: 'pericardial-effusion-echo-lab', frequency: 0.85, specificity: 0.998 },
    { findingId: 'dilated-heart-echo-lab', frequency: 0.4 },
    { findingId: 'ischaemic-ecg-changes-lab', frequency: 0.4 },
    { findingId: 'tb-test-positive-lab', frequency: 0.3 },
    { findingId: 'heart-murmur', frequency: 0.05 },
    { findingId: 'crushing-chest-pain', frequency: 0.05 },
    { findingId: 'pain-radiating-arm-jaw', frequency: 0.05 },
    { findingId: 'wheeze', frequency: 0.03 },
    // Constrictive and tuberculous pericarditis: a slow course with tiredness and fast breathing.
    {
      findingId: 'fatigue',
      frequency: 0.5,
      citation: esc('Constrictive pericarditis: clinical presentation (fatigue, breathlessness)'),
    },
    {
      findingId: 'tachypnoea',
      frequency: 0.35,
      citation: esc('Cardiac tamponade: clinical presentation (dyspnoea, tachypnoea)'),
    },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'muffled-heart-sounds'],
      finding: 'Low blood pressure, raised neck veins and muffled heart sounds: cardiac tamponade',
      urgency: 'critical',
      actionRequired:
        'IV fluid bolus, urgent echo-guided pericardiocentesis by a trained clinician; refer at once.',
      citations: [esc('3.7 Cardiac tamponade: diagnosis and pericardiocentesis')],
    },
  ],
  investigations: [
    {
      test: 'Echocardiography (point-of-care ultrasound)',
      urgency: 'stat',
      rationale: 'Confirms effusion, its size and tamponade physiology.',
      expectedFindings: 'Circumferential effusion; right-heart collapse in tamponade.',
    },
    {
      test: 'ECG and chest X-ray',
      urgency: 'urgent',
      rationale: 'Widespread ST elevation and PR depression in pericarditis; low voltage in effusion.',
      expectedFindings: 'Diffuse concave ST elevation; large globular heart shadow.',
    },
    {
      test: 'HIV test; sputum Xpert MTB/RIF; pericardial fluid (if tapped) for Xpert, ADA and cells',
      urgency: 'urgent',
      rationale: 'Tuberculous pericarditis is the commonest cause in the region.',
      expectedFindings: 'Lymphocytic exudate, raised ADA; HIV positive in many.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood pressure, pulse, JVP, pulsus paradoxus',
      frequency: 'Every 4 hours while an effusion is large',
      alertCriteria: 'Falling blood pressure, rising pulse, pulsus paradoxus > 10 mmHg.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / cardiology',
      urgency: 'urgent',
      reason: 'Echo, pericardiocentesis, constrictive pericarditis (pericardiectomy).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Rest from strenuous activity until symptoms and CRP settle.',
      category: 'activity',
      importance: 'medium',
    },
    {
      recommendation: 'Take every dose of TB treatment for the full course if it is tuberculous.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Acute idiopathic or viral pericarditis: high-dose NSAID (ibuprofen 600 mg every 8 hours or aspirin) for 1 to 2 weeks with colchicine for 3 months. In TB-endemic areas an exudative effusion without another cause is treated as tuberculous: standard 6-month anti-TB treatment, ART if HIV positive; adjuvant corticosteroids may be used in TB pericarditis without HIV. Tamponade: pericardiocentesis.',
    supportiveCare: ['Restrict strenuous exercise', 'Diuretics with caution (can worsen tamponade)'],
    followUpSchedule: 'Review at 1 to 2 weeks, then monthly during TB treatment; watch for constriction.',
    antibioticsIndicated: false,
    citations: [
      esc('3.1 Acute pericarditis: therapy; 5.1 tuberculous pericarditis'),
      whoTb('Module 4: adjuvant corticosteroids in TB pericarditis'),
    ],
  },
  citations: [esc('Pericardial diseases'), whoTb('Module 4: treatment')],
} satisfies Condition;

export const regimens = [
  {
    id: 'pericarditis-effusion-acute',
    conditionId: 'pericarditis-effusion',
    population: { minAgeYears: 18, pregnant: false },
    items: [
      {
        medicineId: 'ibuprofen',
        route: 'oral',
        dose: fixed(600, '3 tablets of 200 mg (or 1.5 of 400 mg)', 600, 1800),
        frequency: 'every 8 hours with food',
        dosesPerDay: 3,
        duration: '1 to 2 weeks, then taper',
        indication: 'acute pericarditis (not tuberculous)',
        alternativeIds: [],
        citations: [esc('Table 6: ibuprofen 600 mg every 8 hours for 1 to 2 weeks')],
      },
      {
        medicineId: 'colchicine',
        route: 'oral',
        dose: fixed(0.5, '1 tablet (0.5 mg)', 0.5, 1),
        frequency: 'twice daily (once daily under 70 kg)',
        dosesPerDay: 2,
        duration: '3 months',
        indication: 'acute pericarditis (prevents recurrence)',
        alternativeIds: [],
        citations: [esc('Table 6: colchicine 0.5 mg once (< 70 kg) or twice daily (>= 70 kg) for 3 months')],
      },
    ],
    note: 'With a protective proton-pump inhibitor. Tuberculous pericarditis is treated with the TB regimens (see pulmonary tuberculosis).',
    citations: [esc('3.1.2 Management of acute pericarditis')],
  },
] satisfies readonly Regimen[];
