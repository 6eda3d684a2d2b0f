import type { Condition, Regimen } from '../../types';
import { perKgNoSourceMax } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

const escPe = (section: string) => cite('esc-pe-2019', section);
const ash = (section: string) => cite('ash-vte-2020', section);

export const condition = {
  id: 'dvt-pulmonary-embolism',
  name: 'Deep vein thrombosis / pulmonary embolism',
  icd10: ['I80.2', 'I80', 'I26.9', 'I26'],
  // A swollen leg is deep vein thrombosis (I80.2); sudden breathlessness, low oxygen or blood-stained sputum
  // is pulmonary embolism (I26.9).
  icd10ByFinding: [
    {
      findingIds: ['sudden-breathlessness', 'hypoxaemia', 'haemoptysis', 'pleuritic-chest-pain'],
      icd10: 'I26.9',
      citation: {
        sourceId: 'who-icd10-2019',
        section: 'I26.9 Pulmonary embolism without mention of acute cor pulmonale',
      },
    },
  ],
  icd11: 'BD71',
  urgency: 'urgent',
  prior: {
    // Risk rises with pregnancy and the puerperium, surgery, immobility, cancer, HIV and TB.
    baseline: 0.0006,
    byAge: [
      { maxYears: 15, multiplier: 0.05 },
      { minYears: 15, maxYears: 40, multiplier: 0.7 },
      { minYears: 40, maxYears: 65, multiplier: 1.3 },
      { minYears: 65, multiplier: 2 },
    ],
    pregnancy: { pregnant: 4 },
    citations: [escPe('3 Epidemiology and predisposing factors (Table 4)'), ash('Background')],
  },
  findings: [
    { findingId: 'unilateral-calf-swelling', frequency: 0.75 },
    { findingId: 'leg-swelling', frequency: 0.6 },
    { findingId: 'recent-immobility-surgery', frequency: 0.5 },
    { findingId: 'sudden-breathlessness', frequency: 0.5, specificity: 0.995 },
    // About two in three clots present as DVT alone: the signs of embolism are absent as often as present.
    { findingId: 'shortness-of-breath', frequency: 0.45 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.4 },
    { findingId: 'chest-pain', frequency: 0.4 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'tachypnoea', frequency: 0.4 },
    { findingId: 'hypoxaemia', frequency: 0.3 },
    { findingId: 'haemoptysis', frequency: 0.1 },
    { findingId: 'syncope', frequency: 0.1 },
    { findingId: 'hypotension', frequency: 0.06 },
    // Signs of a large embolism, about a third of presentations here being PE: cyanosis in about one PE in ten
    // and sweating in about one in ten; severe breathlessness with distress, collapse with confusion when the
    // embolism is massive (haemodynamic instability in about 5%).
    ...(
      [
        ['cyanosis', 0.04],
        ['sweating', 0.05],
        ['respiratory-distress', 0.05],
        ['confusion', 0.03],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: escPe('4.1 Clinical presentation; 5.1 high-risk PE with haemodynamic instability'),
    })),
    { findingId: 'raised-jvp', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'raised-d-dimer-lab', frequency: 0.97, specificity: 0.45 },
    { findingId: 'venous-clot-imaging-lab', frequency: 0.9, specificity: 0.99 },
    { findingId: 'known-hiv', frequency: 0.15 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.1 },
    { findingId: 'crackles', frequency: 0.1 },
    { findingId: 'wheeze', frequency: 0.03 },
    { findingId: 'productive-cough', frequency: 0.05 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'orthopnoea', frequency: 0.05 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.05 },
    // A thrombosed calf is often warm and red too: warmth and redness do not exclude a clot.
    { findingId: 'red-hot-swollen-skin', frequency: 0.3 },
    // The weeks after a birth (and a caesarean most) are a strong predisposing state.
    {
      findingId: 'recent-childbirth',
      frequency: 0.1,
      citation: escPe('3 Epidemiology and predisposing factors (Table 4)'),
    },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'syncope'],
      finding: 'Suspected pulmonary embolism with shock or collapse: high-risk (massive) PE',
      urgency: 'critical',
      actionRequired:
        'Oxygen, IV heparin at once, cautious fluids, refer to a hospital able to give thrombolysis.',
      citations: [
        escPe(
          '6 Treatment in the acute phase: haemodynamic support, anticoagulation, systemic thrombolysis for high-risk PE',
        ),
      ],
    },
    {
      findingIds: ['sudden-breathlessness', 'hypoxaemia', 'haemoptysis'],
      finding: 'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism',
      urgency: 'emergency',
      actionRequired:
        'Oxygen; start anticoagulation while awaiting imaging if suspicion is high and bleeding risk low; refer for CT pulmonary angiography or echo.',
      citations: [escPe('5 Diagnosis: suspected PE without shock; anticoagulation while awaiting results')],
    },
  ],
  investigations: [
    {
      test: 'Wells score, then D-dimer when the probability is low or moderate',
      urgency: 'stat',
      rationale: 'A negative D-dimer with a low probability excludes DVT and PE.',
      expectedFindings: 'Raised D-dimer (not specific: raised in pregnancy, infection, cancer).',
    },
    {
      test: 'Compression ultrasound of the leg veins',
      urgency: 'urgent',
      rationale: 'Confirms DVT; a proximal DVT with PE symptoms is enough to treat.',
      expectedFindings: 'Non-compressible femoral or popliteal vein.',
    },
    {
      test: 'CT pulmonary angiography or echocardiography; ECG; chest X-ray',
      urgency: 'urgent',
      rationale: 'Confirms PE and right-ventricle strain; excludes other causes.',
      expectedFindings: 'Filling defect; dilated right ventricle; sinus tachycardia, S1Q3T3.',
    },
    {
      test: 'Full blood count, creatinine, INR before anticoagulation',
      urgency: 'urgent',
      rationale: 'Bleeding risk and dosing.',
      expectedFindings: 'Baseline values.',
    },
  ],
  monitoring: [
    {
      parameter: 'INR on warfarin',
      frequency: 'Every 2 to 3 days until in range, then every 2 to 4 weeks',
      alertCriteria: 'INR outside 2 to 3; any bleeding.',
    },
    {
      parameter: 'Pulse, blood pressure, SpO2 in suspected PE',
      frequency: 'Hourly for the first 24 hours',
      alertCriteria: 'Hypotension, rising oxygen need.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician (hospital)',
      urgency: 'emergency',
      reason: 'Suspected PE; imaging; thrombolysis for high-risk PE.',
    },
    {
      specialist: 'Obstetrics',
      urgency: 'urgent',
      reason: 'VTE in pregnancy: LMWH throughout, not warfarin.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Walk as soon as possible; do not stay in bed.',
      category: 'activity',
      importance: 'medium',
    },
    {
      recommendation:
        'On warfarin: keep INR appointments, avoid new medicines or herbal remedies without asking, report any bleeding.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Stop oestrogen-containing contraception.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Anticoagulate: weight-adjusted low-molecular-weight heparin (enoxaparin 1 mg/kg every 12 hours) overlapping with warfarin for at least 5 days and until INR is 2 to 3 on two days, then warfarin alone; total 3 months for a provoked clot, longer if unprovoked or ongoing risk. Pregnancy: LMWH throughout pregnancy and 6 weeks postpartum. High-risk PE with shock: systemic thrombolysis in hospital. Warfarin is titrated to INR by the clinician.',
    supportiveCare: [
      'Oxygen for hypoxaemia',
      'Analgesia (paracetamol; avoid NSAIDs on anticoagulants)',
      'Compression and elevation of the leg',
    ],
    followUpSchedule: 'INR clinic; review at 3 months to decide on stopping.',
    antibioticsIndicated: false,
    citations: [
      escPe('6 Treatment in the acute phase; 8 chronic treatment and duration'),
      ash('Recommendations on initial and primary treatment'),
    ],
  },
  citations: [escPe('Acute pulmonary embolism'), ash('Treatment of DVT and PE')],
} satisfies Condition;

export const regimens = [
  {
    id: 'dvt-pulmonary-embolism',
    conditionId: 'dvt-pulmonary-embolism',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'enoxaparin',
        route: 'subcutaneous',
        dose: perKgNoSourceMax(1, 2, 10),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: 'at least 5 days and until INR 2 to 3 on warfarin (throughout pregnancy)',
        indication: 'deep vein thrombosis or pulmonary embolism',
        alternativeIds: [],
        citations: [
          bnf('Enoxaparin sodium: treatment of DVT and PE, 1 mg/kg every 12 hours or 1.5 mg/kg once daily'),
          escPe('Table 9: LMWH dosing'),
        ],
      },
    ],
    note: 'Reduce to 1 mg/kg once daily if creatinine clearance < 30 mL/min. Warfarin is started on day 1 and titrated to INR 2 to 3 by the clinician (dose individual, not computed here). Children: specialist.',
    citations: [escPe('6.2 Anticoagulation'), ash('Initial management')],
  },
] satisfies readonly Regimen[];
