import type { Condition, Regimen } from '../../types';
import { fixed, perKgNoSourceMax } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'pulmonary-tuberculosis',
  name: 'Pulmonary tuberculosis',
  icd10: ['A15.0', 'A16.2', 'A15', 'A16', 'A16.5'],
  // Pleuritic pain or a pleural effusion in tuberculosis is tuberculous pleurisy, the commonest cause of an
  // effusion where HIV is common: coded A16.5 (the effusion is rarely confirmed bacteriologically).
  icd10ByFinding: [
    {
      findingIds: ['pleural-effusion-signs', 'pleural-effusion-imaging-lab', 'pleuritic-chest-pain'],
      icd10: 'A16.5',
      citation: {
        sourceId: 'who-icd10-2019',
        section:
          'A16.5 Tuberculous pleurisy, without mention of bacteriological or histological confirmation',
      },
    },
  ],
  icd11: '1B10',
  urgency: 'urgent',
  prior: {
    baseline: 0.01,
    byCountry: {
      KE: 1,
      UG: 0.9,
      TZ: 1,
      ET: 0.8,
      SO: 1.2,
      NG: 0.9,
      GH: 0.6,
      MW: 0.7,
      ZM: 1.2,
      ZW: 1.1,
      ML: 0.4,
      BF: 0.3,
      ZA: 2.5,
      BW: 2,
    },
    byAge: [
      { maxYears: 15, multiplier: 0.4 },
      { minYears: 15, maxYears: 65, multiplier: 1.2 },
      { minYears: 65, multiplier: 1 },
    ],
    bySex: { male: 1.5, female: 0.6 },
    citations: [
      { sourceId: 'ke-tb-2021', section: 'TB epidemiology in Kenya' },
      { sourceId: 'who-tb-2022', section: 'Module 3: diagnosis, introduction' },
    ],
  },
  findings: [
    { findingId: 'cough', frequency: 0.95 },
    { findingId: 'chronic-cough', frequency: 0.8 },
    { findingId: 'productive-cough', frequency: 0.6 },
    { findingId: 'haemoptysis', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.7 },
    {
      findingId: 'chest-xray-consolidation',
      frequency: 0.6,
      citation: { sourceId: 'who-tb-2022', section: 'Module 3: chest radiography for TB detection' },
    },
    { findingId: 'prolonged-fever', frequency: 0.45 },
    { findingId: 'night-sweats', frequency: 0.6 },
    { findingId: 'weight-loss', frequency: 0.7 },
    { findingId: 'anorexia', frequency: 0.6 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'shortness-of-breath', frequency: 0.35 },
    { findingId: 'chest-pain', frequency: 0.3 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.2 },
    { findingId: 'tb-contact', frequency: 0.25 },
    { findingId: 'known-hiv', frequency: 0.3 },
    { findingId: 'hiv-test-positive', frequency: 0.3 },
    {
      findingId: 'tb-test-positive-lab',
      frequency: 0.85,
      specificity: 0.98,
      citation: { sourceId: 'who-tb-2022', section: 'Module 3: Xpert MTB/RIF accuracy' },
    },
    { findingId: 'crackles', frequency: 0.4 },
    { findingId: 'lymphadenopathy', frequency: 0.15 },
    { findingId: 'pallor', frequency: 0.3 },
    { findingId: 'anaemia-lab', frequency: 0.5 },
    { findingId: 'visible-wasting', frequency: 0.2 },
    { findingId: 'tachypnoea', frequency: 0.2 },
    { findingId: 'hypoxaemia', frequency: 0.06 },
    { findingId: 'high-fever', frequency: 0.12 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'wheeze', frequency: 0.03 },
    { findingId: 'sneezing', frequency: 0.03 },
    { findingId: 'malaise', frequency: 0.5 },
    { findingId: 'sweating', frequency: 0.3 },
    { findingId: 'chills-rigors', frequency: 0.3 },
    { findingId: 'dry-cough', frequency: 0.3 },
    {
      findingId: 'known-diabetes',
      frequency: 0.12,
      citation: {
        sourceId: 'who-tb-2022',
        section:
          'Module 2 (screening) and collaborative TB-diabetes framework: diabetes triples the risk of TB',
      },
    },
    {
      findingId: 'known-copd-or-smoker',
      frequency: 0.2,
      citation: { sourceId: 'who-tb-2022', section: 'Risk factors for TB: tobacco smoking' },
    },
  ],
  redFlags: [
    {
      findingIds: ['haemoptysis'],
      finding: 'Haemoptysis',
      urgency: 'urgent',
      actionRequired:
        'Same-day sputum Xpert and chest X-ray; massive haemoptysis (> 100 mL) needs emergency referral.',
      citations: [{ sourceId: 'ke-tb-2021', section: 'Management of haemoptysis' }],
    },
    {
      findingIds: ['respiratory-distress', 'hypoxaemia', 'confusion', 'unable-to-speak-sentences'],
      finding: 'Seriously ill TB suspect (respiratory distress, hypoxaemia or confusion)',
      urgency: 'emergency',
      actionRequired:
        'Admit: oxygen, treat for bacterial pneumonia as well, rapid TB diagnostics (urine LAM if HIV-positive), and start TB treatment promptly.',
      citations: [{ sourceId: 'who-advanced-hiv-2017', section: 'Seriously ill patients: TB diagnosis' }],
    },
  ],
  investigations: [
    {
      test: 'Sputum Xpert MTB/RIF (Ultra)',
      urgency: 'urgent',
      rationale: 'WHO-recommended initial test: detects TB and rifampicin resistance.',
      expectedFindings: 'MTB detected; rifampicin resistance not detected.',
    },
    {
      test: 'HIV test',
      urgency: 'urgent',
      rationale: 'All people with presumptive TB should know their HIV status.',
      expectedFindings: 'Positive in about a quarter of TB patients in Kenya.',
    },
    {
      test: 'Chest X-ray',
      urgency: 'urgent',
      rationale: 'Supports diagnosis when bacteriology is negative.',
      expectedFindings: 'Upper-lobe infiltrates, cavities, or miliary pattern.',
    },
    {
      test: 'Urine LF-LAM (people with HIV and CD4 < 200 or seriously ill)',
      urgency: 'urgent',
      rationale: 'Rapid diagnosis in advanced HIV disease.',
      expectedFindings: 'Positive.',
    },
  ],
  monitoring: [
    {
      parameter: 'Sputum smear or culture',
      frequency: 'End of month 2, 5 and 6 of treatment',
      alertCriteria: 'Positive smear at month 2 or later',
    },
    {
      parameter: 'Weight, adherence and side effects (jaundice, vision, neuropathy)',
      frequency: 'Every 2 weeks in the intensive phase, then monthly',
      alertCriteria: 'Jaundice, visual change, weight loss or missed doses',
    },
  ],
  referrals: [
    {
      specialist: 'TB clinic (DOTS) / county TB coordinator',
      urgency: 'urgent',
      reason: 'Notification, treatment registration, contact tracing.',
    },
    { specialist: 'DR-TB team', urgency: 'urgent', reason: 'Rifampicin resistance detected.' },
  ],
  lifestyle: [
    {
      recommendation:
        'Take TB medicines every day for the whole course (6 months) under treatment support; never stop early.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Cover the mouth when coughing, open windows, sleep apart from small children for the first 2 weeks.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Bring household contacts, especially children under 5 and people with HIV, for screening and preventive therapy.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Eat enough energy and protein; avoid alcohol and smoking.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Drug-susceptible TB: 2 months of isoniazid, rifampicin, pyrazinamide and ethambutol (2HRZE) then 4 months of isoniazid and rifampicin (4HR), as weight-band fixed-dose combinations with pyridoxine. Children and adolescents with non-severe TB: 4-month regimen (2HRZ(E)/2HR). Start ART within 2 weeks in people with HIV (delay in TB meningitis); cotrimoxazole prophylaxis.',
    supportiveCare: [
      'Pyridoxine with isoniazid',
      'Nutritional support',
      'Treatment supporter / DOT',
      'Household contacts, a breastfed baby included: check each for TB; a mother keeps breastfeeding; give TB preventive treatment to children under 5 once active TB is excluded',
    ],
    followUpSchedule: 'Every 2 weeks in the intensive phase, then monthly; sputum at months 2, 5 and 6.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'who-tb-2022', section: 'Module 4: treatment of drug-susceptible TB' },
      {
        sourceId: 'who-tb-2022',
        section: 'Module 1: prevention, TB preventive treatment for household contacts',
      },
      { sourceId: 'ke-tb-2021', section: 'Treatment of drug-susceptible TB' },
    ],
  },
  citations: [
    { sourceId: 'who-tb-2022', section: 'Module 3: diagnosis; Module 4: treatment' },
    { sourceId: 'ke-tb-2021', section: 'Diagnosis of pulmonary TB' },
  ],
} satisfies Condition;

const tbRenal = (section: string) =>
  cite('who-tb-treatment-2010', `8.3 Renal failure and severe renal insufficiency: ${section}`);

export const regimens = [
  {
    // Ethambutol and pyrazinamide metabolites are cleared by the kidneys; rifampicin and isoniazid are not.
    id: 'pulmonary-tuberculosis-renal-failure',
    conditionId: 'pulmonary-tuberculosis',
    population: { minWeightKg: 25, maxEgfr: 30 },
    items: [
      {
        medicineId: 'rh',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 25, maxKg: 40, mg: 300, amount: '2 tablets RH (150/75 mg)' },
            { minKg: 40, maxKg: 55, mg: 450, amount: '3 tablets RH (150/75 mg)' },
            { minKg: 55, maxKg: 71, mg: 600, amount: '4 tablets RH (150/75 mg)' },
            { minKg: 71, maxKg: 500, mg: 750, amount: '5 tablets RH (150/75 mg)' },
          ],
          maxMgPerDose: 750,
          maxMgPerDay: 750,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '6 months (2 months with pyrazinamide and ethambutol, then 4 months alone)',
        indication: 'drug-susceptible pulmonary TB with an eGFR below 30: rifampicin and isoniazid unchanged',
        alternativeIds: [],
        citations: [
          tbRenal('2HRZE/4HR; isoniazid and rifampicin cleared by the bile, no change in dosing'),
          cite('who-tb-2022', 'Module 4: 2HRZE/4HR, fixed-dose combination weight bands'),
        ],
      },
      {
        medicineId: 'pyrazinamide',
        route: 'oral',
        dose: perKgNoSourceMax(25, 1, 100),
        frequency: 'three times a week (not daily)',
        dosesPerDay: 1,
        duration: '2 months (intensive phase)',
        indication: 'drug-susceptible pulmonary TB with an eGFR below 30, intensive phase',
        alternativeIds: [],
        citations: [tbRenal('pyrazinamide 25 mg/kg three times per week')],
      },
      {
        medicineId: 'ethambutol',
        route: 'oral',
        dose: perKgNoSourceMax(15, 1, 100),
        frequency: 'three times a week (not daily)',
        dosesPerDay: 1,
        duration: '2 months (intensive phase)',
        indication: 'drug-susceptible pulmonary TB with an eGFR below 30, intensive phase',
        alternativeIds: [],
        citations: [tbRenal('ethambutol 15 mg/kg three times per week')],
      },
      {
        medicineId: 'pyridoxine',
        route: 'oral',
        dose: fixed(25, '1 tablet (25 mg)', 25, 25),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '6 months (with isoniazid)',
        indication: 'prevention of isoniazid neuropathy (advised in renal failure)',
        alternativeIds: [],
        citations: [tbRenal('pyridoxine with isoniazid in severe renal insufficiency or failure')],
      },
    ],
    note: 'Pyrazinamide and ethambutol three times a week, not daily. Avoid streptomycin in renal failure.',
    citations: [tbRenal('recommended regimen')],
  },
  {
    id: 'pulmonary-tuberculosis',
    conditionId: 'pulmonary-tuberculosis',
    population: { minWeightKg: 25 },
    items: [
      {
        medicineId: 'rhze',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 25, maxKg: 40, mg: 300, amount: '2 tablets RHZE (150/75/400/275 mg)' },
            { minKg: 40, maxKg: 55, mg: 450, amount: '3 tablets RHZE (150/75/400/275 mg)' },
            { minKg: 55, maxKg: 71, mg: 600, amount: '4 tablets RHZE (150/75/400/275 mg)' },
            { minKg: 71, maxKg: 500, mg: 750, amount: '5 tablets RHZE (150/75/400/275 mg)' },
          ],
          maxMgPerDose: 750,
          maxMgPerDay: 750,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '2 months (intensive phase)',
        indication: 'drug-susceptible pulmonary TB, intensive phase',
        alternativeIds: [],
        citations: [
          cite('who-tb-2022', 'Module 4: 2HRZE/4HR, fixed-dose combination weight bands'),
          cite('ke-tb-2021', 'Adult regimen 2RHZE/4RH'),
        ],
      },
      {
        medicineId: 'rh',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 25, maxKg: 40, mg: 300, amount: '2 tablets RH (150/75 mg)' },
            { minKg: 40, maxKg: 55, mg: 450, amount: '3 tablets RH (150/75 mg)' },
            { minKg: 55, maxKg: 71, mg: 600, amount: '4 tablets RH (150/75 mg)' },
            { minKg: 71, maxKg: 500, mg: 750, amount: '5 tablets RH (150/75 mg)' },
          ],
          maxMgPerDose: 750,
          maxMgPerDay: 750,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '4 months (continuation phase, after the intensive phase)',
        indication: 'drug-susceptible pulmonary TB, continuation phase',
        alternativeIds: [],
        citations: [
          cite('who-tb-2022', 'Module 4: 2HRZE/4HR'),
          cite('ke-tb-2021', 'Adult regimen 2RHZE/4RH'),
        ],
      },
      {
        medicineId: 'pyridoxine',
        route: 'oral',
        dose: fixed(25, '1 tablet (25 mg)', 25, 25),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '6 months (with isoniazid)',
        indication: 'prevention of isoniazid neuropathy (HIV, pregnancy, diabetes, alcohol, malnutrition)',
        alternativeIds: [],
        citations: [cite('ke-tb-2021', 'Pyridoxine with isoniazid')],
      },
    ],
    note: 'Test for HIV and rifampicin resistance (Xpert); directly observed treatment; notify.',
    citations: [
      cite('who-tb-2022', 'Module 4: drug-susceptible TB'),
      cite('ke-tb-2021', 'Treatment of drug-susceptible TB'),
    ],
  },
  {
    id: 'pulmonary-tuberculosis-child',
    conditionId: 'pulmonary-tuberculosis',
    population: {},
    items: [
      {
        medicineId: 'rhz-dispersible',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 4, maxKg: 8, mg: 75, amount: '1 dispersible tablet RHZ (75/50/150 mg)' },
            { minKg: 8, maxKg: 12, mg: 150, amount: '2 dispersible tablets RHZ (75/50/150 mg)' },
            { minKg: 12, maxKg: 16, mg: 225, amount: '3 dispersible tablets RHZ (75/50/150 mg)' },
            { minKg: 16, maxKg: 25, mg: 300, amount: '4 dispersible tablets RHZ (75/50/150 mg)' },
          ],
          maxMgPerDose: 300,
          maxMgPerDay: 300,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '2 months (intensive phase)',
        indication: 'pulmonary TB in a child, intensive phase',
        alternativeIds: [],
        citations: [
          cite('who-tb-2022', 'Module 5: children, dosing of fixed-dose combinations by weight band'),
        ],
      },
      {
        medicineId: 'ethambutol',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 4, maxKg: 8, mg: 100, amount: '1 dispersible tablet (100 mg)' },
            { minKg: 8, maxKg: 12, mg: 200, amount: '2 dispersible tablets (100 mg)' },
            { minKg: 12, maxKg: 16, mg: 300, amount: '3 dispersible tablets (100 mg)' },
            { minKg: 16, maxKg: 25, mg: 400, amount: '4 dispersible tablets (100 mg)' },
          ],
          maxMgPerDose: 400,
          maxMgPerDay: 400,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '2 months (intensive phase)',
        indication: 'pulmonary TB in a child, intensive phase',
        alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 5: children, ethambutol 100 mg dispersible tablet')],
      },
      {
        medicineId: 'rh-dispersible',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 4, maxKg: 8, mg: 75, amount: '1 dispersible tablet RH (75/50 mg)' },
            { minKg: 8, maxKg: 12, mg: 150, amount: '2 dispersible tablets RH (75/50 mg)' },
            { minKg: 12, maxKg: 16, mg: 225, amount: '3 dispersible tablets RH (75/50 mg)' },
            { minKg: 16, maxKg: 25, mg: 300, amount: '4 dispersible tablets RH (75/50 mg)' },
          ],
          maxMgPerDose: 300,
          maxMgPerDay: 300,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '4 months (continuation phase)',
        indication: 'pulmonary TB in a child, continuation phase',
        alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 5: children, continuation phase')],
      },
    ],
    note: 'Children of 25 kg or more take the adult regimen. Non-severe TB in children may be treated for 4 months (2HRZ(E)/2HR).',
    citations: [
      cite('who-tb-2022', 'Module 5: management of TB in children and adolescents'),
      cite('ke-tb-2021', 'Paediatric TB'),
    ],
  },
] satisfies readonly Regimen[];
