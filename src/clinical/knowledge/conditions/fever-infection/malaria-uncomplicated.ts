import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { malariaDiagnosis, severeMalariaDefinition, severeMalariaTreatment } from './citations';

const malariaTreatment = {
  sourceId: 'who-malaria-2023',
  section: '5.2 Treating uncomplicated malaria',
} as const;
const malariaKenya = {
  sourceId: 'ke-malaria-2020',
  section: 'Clinical diagnosis and management of uncomplicated malaria',
} as const;

export const condition = {
  id: 'malaria-uncomplicated',
  name: 'Malaria, uncomplicated',
  icd10: ['B50.9', 'B51', 'B52', 'B53', 'B54'],
  urgency: 'urgent',
  // WHO: suspect malaria in a patient with fever or a history of fever; a positive parasitological test
  // defines it. Without either written, the description is not one of malaria.
  definedBy: {
    anyOf: [
      'fever',
      'high-fever',
      'prolonged-fever',
      'recurrent-fever',
      'chills-rigors',
      'malaria-test-positive',
    ],
    citation: malariaDiagnosis,
  },
  prior: {
    baseline: 0.08,
    byCountry: {
      KE: 1,
      UG: 1.5,
      TZ: 1.1,
      MW: 1.5,
      ZM: 1.2,
      NG: 1.6,
      GH: 1.4,
      ML: 1.6,
      BF: 1.7,
      ET: 0.3,
      SO: 0.3,
      ZW: 0.4,
      ZA: 0.02,
      BW: 0.02,
    },
    byAge: [
      { maxYears: 5, multiplier: 1.4 },
      { minYears: 5, maxYears: 15, multiplier: 1.2 },
      { minYears: 15, multiplier: 0.8 },
    ],
    pregnancy: { pregnant: 1.3 },
    bySeason: [
      { countries: ['KE', 'UG', 'TZ'], months: [5, 6, 7, 11, 12], multiplier: 1.3 },
      { countries: ['NG', 'GH', 'ML', 'BF'], months: [7, 8, 9, 10], multiplier: 1.5 },
      { countries: ['MW', 'ZM', 'ZW'], months: [1, 2, 3, 4], multiplier: 1.4 },
    ],
    citations: [
      { sourceId: 'ke-malaria-2020', section: 'Malaria epidemiology and transmission zones in Kenya' },
      { sourceId: 'who-malaria-2023', section: '1 Introduction: malaria burden' },
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.95 },
    { findingId: 'high-fever', frequency: 0.35 },
    { findingId: 'chills-rigors', frequency: 0.6 },
    { findingId: 'sweating', frequency: 0.45 },
    { findingId: 'recurrent-fever', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.75 },
    { findingId: 'myalgia', frequency: 0.5 },
    { findingId: 'arthralgia', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.6 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'nausea', frequency: 0.35 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'abdominal-pain', frequency: 0.2 },
    { findingId: 'diarrhoea', frequency: 0.12 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'splenomegaly', frequency: 0.2 },
    { findingId: 'pallor', frequency: 0.3 },
    { findingId: 'no-bed-net', frequency: 0.6 },
    { findingId: 'travel-endemic', frequency: 0.3 },
    { findingId: 'malaria-test-positive', frequency: 0.95, specificity: 0.95, citation: malariaDiagnosis },
    { findingId: 'thrombocytopenia-lab', frequency: 0.5 },
    { findingId: 'anaemia-lab', frequency: 0.4 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'runny-nose', frequency: 0.1 },
    { findingId: 'sore-throat', frequency: 0.08 },
    { findingId: 'dysuria', frequency: 0.04 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'rash', frequency: 0.03 },
    // Severe features: when present they point to severe malaria instead.
    { findingId: 'prostration', frequency: 0.003, citation: severeMalariaDefinition },
    { findingId: 'convulsions', frequency: 0.006, citation: severeMalariaDefinition },
    { findingId: 'unconscious', frequency: 0.002, citation: severeMalariaDefinition },
    { findingId: 'respiratory-distress', frequency: 0.003, citation: severeMalariaDefinition },
    { findingId: 'severe-anaemia-lab', frequency: 0.02, citation: severeMalariaDefinition },
    { findingId: 'jaundice', frequency: 0.004, citation: severeMalariaDefinition },
    { findingId: 'vomiting-everything', frequency: 0.006, citation: severeMalariaDefinition },
    { findingId: 'unable-to-drink', frequency: 0.004, citation: severeMalariaDefinition },
    { findingId: 'hypotension', frequency: 0.002, citation: severeMalariaDefinition },
    { findingId: 'hypoglycaemia-lab', frequency: 0.01, citation: severeMalariaDefinition },
    { findingId: 'lethargy', frequency: 0.015 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'dizziness', frequency: 0.15 },
    { findingId: 'irritability', frequency: 0.2 },
    { findingId: 'confusion', frequency: 0.01 },
    { findingId: 'tachypnoea', frequency: 0.2 },
    { findingId: 'severe-headache', frequency: 0.2 },
    {
      findingId: 'bleeding-mucosal',
      frequency: 0.002,
      citation: {
        sourceId: 'who-severe-malaria-2014',
        section: 'Section 2: Definitions of severe malaria (significant bleeding)',
      },
    },
  ],
  redFlags: [
    {
      // Convulsions and respiratory distress are not specific to malaria's danger: the danger-sign rules
      // (ETAT) and severe malaria's own red flags cover them.
      findingIds: ['unconscious', 'hypotension', 'hypoglycaemia-lab'],
      finding: 'Coma, shock or hypoglycaemia in a patient who may have malaria',
      urgency: 'critical',
      severeFormId: 'malaria-severe',
      actionRequired:
        'Resuscitate (airway, glucose, fluids for shock), give parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), and refer to hospital.',
      citations: [severeMalariaTreatment, severeMalariaDefinition],
    },
    {
      findingIds: ['prostration', 'confusion', 'unable-to-drink', 'vomiting-everything'],
      finding:
        'Danger sign in a patient who may have malaria (prostration, confusion, cannot drink, vomits everything): treat as severe malaria',
      urgency: 'emergency',
      severeFormId: 'malaria-severe',
      actionRequired:
        'Give the pre-referral or first dose of parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), check glucose, and refer to hospital.',
      citations: [
        severeMalariaTreatment,
        {
          sourceId: 'who-imci-2014',
          section: 'Assess and classify: does the child have fever? (very severe febrile disease)',
        },
      ],
    },
    {
      // Jaundice and dark urine are left out: they are as common in hepatitis and sickle cell crises, and
      // with a positive test they make severe malaria itself likely, whose urgency then applies.
      findingIds: ['severe-anaemia-lab', 'severe-pallor', 'bleeding-mucosal'],
      finding: 'Feature of severe malaria (severe anaemia or bleeding)',
      urgency: 'emergency',
      severeFormId: 'malaria-severe',
      actionRequired:
        'Manage as severe malaria: parenteral artesunate, correct hypoglycaemia, transfuse if Hb < 5 g/dL (children) or < 7 g/dL (adults), refer.',
      citations: [severeMalariaDefinition],
    },
    {
      findingIds: ['pregnant'],
      finding: 'Malaria in pregnancy',
      urgency: 'urgent',
      actionRequired:
        'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.',
      citations: [malariaTreatment],
    },
  ],
  investigations: [
    {
      test: 'Malaria RDT or thick and thin blood smear',
      urgency: 'stat',
      rationale: 'Parasitological confirmation before treatment in every suspected case.',
      expectedFindings:
        'RDT positive or asexual P. falciparum (or other species) parasites, below the hyperparasitaemia threshold (10%).',
    },
    {
      test: 'Haemoglobin (HemoCue or full blood count)',
      urgency: 'urgent',
      rationale: 'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.',
      expectedFindings: 'Normal or mildly low haemoglobin; platelets often low.',
    },
    {
      test: 'Random blood glucose',
      urgency: 'urgent',
      rationale: 'Hypoglycaemia occurs in children, pregnant women and on quinine.',
      expectedFindings: 'Glucose >= 3 mmol/L.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature and general condition',
      frequency: 'Daily until afebrile; review on day 3',
      alertCriteria: 'Fever persisting beyond day 3 of treatment, or any danger sign',
    },
    {
      parameter: 'Ability to take oral medicine',
      frequency: 'At each dose',
      alertCriteria: 'Vomits the dose within 30 minutes twice, or cannot drink',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (inpatient care)',
      urgency: 'emergency',
      reason: 'Any danger sign or severe feature, or repeated vomiting of oral treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Sleep under a long-lasting insecticide-treated net every night, the whole household.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Complete all 6 doses of artemether-lumefantrine over 3 days, taken with fatty food or milk.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Drink plenty of fluids and rest; return at once if unable to drink, very sleepy, convulsing or breathing fast.',
      category: 'hydration',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Artemisinin-based combination therapy after a positive test: artemether-lumefantrine for 3 days (first line in Kenya); dihydroartemisinin-piperaquine as alternative. Artemether-lumefantrine is also recommended in the first trimester of pregnancy (WHO 2023). Non-falciparum malaria: ACT followed by primaquine for radical cure of P. vivax/ovale where G6PD status allows.',
    supportiveCare: [
      'Paracetamol for fever and pain',
      'Oral fluids and continued feeding',
      'Repeat the dose if vomited within 30 minutes',
    ],
    followUpSchedule:
      'Review on day 3 if fever persists, and at once for any danger sign; a negative test with persisting fever calls for another cause.',
    antibioticsIndicated: false,
    citations: [malariaTreatment, malariaKenya],
  },
  confirmBeforeTreatment: {
    confirmedBy: ['malaria-test-positive'],
    test: 'malaria RDT or microscopy (thick and thin blood smear), today',
    ifNoTest:
      'If no test can be done today: treat on clinical suspicion only when testing is not possible and the risk is high (young child, pregnancy), and send for a test; any danger sign is treated as severe malaria at once (pre-referral artesunate).',
    ifNegative:
      'Malaria test negative: no antimalarial; look for another cause of the fever, and test again if the fever persists.',
    stillGiven: ['paracetamol'],
    // WHO Guidelines for malaria 2023 (diagnosis): where a test cannot be done, the groups at high risk of
    // severe malaria, young children and pregnant women, are treated on clinical suspicion.
    treatWithoutTestWhen: { underAgeYears: 5, pregnant: true },
    citation: malariaDiagnosis,
  },
  citations: [malariaDiagnosis, malariaTreatment, malariaKenya],
} satisfies Condition;

export const regimens = [
  {
    id: 'malaria-uncomplicated-pregnant-first-trimester',
    conditionId: 'malaria-uncomplicated',
    population: { pregnant: true, trimesters: [1] },
    items: [
      {
        medicineId: 'artemether-lumefantrine',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 5, maxKg: 15, mg: 20, amount: '1 tablet (20/120 mg)' },
            { minKg: 15, maxKg: 25, mg: 40, amount: '2 tablets (20/120 mg)' },
            { minKg: 25, maxKg: 35, mg: 60, amount: '3 tablets (20/120 mg)' },
            { minKg: 35, maxKg: 500, mg: 80, amount: '4 tablets (20/120 mg)' },
          ],
          maxMgPerDose: 80,
          maxMgPerDay: 160,
        },
        frequency: 'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with fatty food or milk',
        dosesPerDay: 2,
        duration: '3 days (6 doses)',
        indication: 'uncomplicated falciparum malaria in the first trimester',
        alternativeIds: ['quinine'],
        citations: [
          cite(
            'who-malaria-2023',
            '5.2.1.3 Special risk groups: pregnant women in the first trimester (artemether-lumefantrine, 2022 recommendation)',
          ),
        ],
      },
    ],
    note: 'WHO now recommends artemether-lumefantrine in the first trimester; quinine (with clindamycin) only when it cannot be given. Check for severe malaria signs; give IPTp-SP from the second trimester.',
    citations: [cite('who-malaria-2023', '5.2.1.3 Pregnant women, first trimester')],
  },
  {
    // WHO 2023: infants under 5 kg get an ACT at the same mg/kg as a 5-kg child (20 mg artemether
    // per dose, 4 mg/kg), not quinine.
    id: 'malaria-uncomplicated-infant-under-5-kg',
    conditionId: 'malaria-uncomplicated',
    population: { maxWeightKg: 5 },
    items: [
      {
        medicineId: 'artemether-lumefantrine',
        route: 'oral',
        dose: perKg(4, 20, 40, 0.5),
        frequency: 'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with breast milk or feed',
        dosesPerDay: 2,
        duration: '3 days (6 doses)',
        indication: 'uncomplicated falciparum malaria in an infant under 5 kg',
        alternativeIds: [],
        citations: [
          cite(
            'who-malaria-2023',
            '5.2 Treating uncomplicated malaria, infants less than 5 kg: an ACT at the same mg/kg target dose as for children weighing 5 kg',
          ),
        ],
      },
    ],
    note: 'Infant under 5 kg: the dose is a fraction of one dispersible 20/120 mg tablet; measure it with specialist or pharmacist help, and look for danger signs of severe malaria.',
    citations: [
      cite('who-malaria-2023', '5.2 Treating uncomplicated malaria: infants less than 5 kg body weight'),
    ],
  },
  {
    id: 'malaria-uncomplicated',
    conditionId: 'malaria-uncomplicated',
    population: {},
    items: [
      {
        medicineId: 'artemether-lumefantrine',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 5, maxKg: 15, mg: 20, amount: '1 tablet (20/120 mg)' },
            { minKg: 15, maxKg: 25, mg: 40, amount: '2 tablets (20/120 mg)' },
            { minKg: 25, maxKg: 35, mg: 60, amount: '3 tablets (20/120 mg)' },
            { minKg: 35, maxKg: 500, mg: 80, amount: '4 tablets (20/120 mg)' },
          ],
          maxMgPerDose: 80,
          maxMgPerDay: 160,
        },
        frequency: 'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with fatty food or milk',
        dosesPerDay: 2,
        duration: '3 days (6 doses)',
        indication: 'uncomplicated falciparum malaria',
        alternativeIds: ['dihydroartemisinin-piperaquine', 'quinine'],
        citations: [
          cite(
            'who-malaria-2023',
            '5.2.1.1 Artemisinin-based combination therapies: artemether-lumefantrine dosing by weight band',
          ),
          cite('ke-malaria-2020', 'Treatment of uncomplicated malaria: artemether-lumefantrine'),
        ],
      },
      paracetamol('fever', cite('ke-malaria-2020', 'Treatment of uncomplicated malaria: antipyretics')),
    ],
    note: 'Confirm with RDT or microscopy before treating. Infants under 5 kg: same mg/kg as a 5-kg child, with specialist advice.',
    citations: [
      cite('who-malaria-2023', '5.2 Treating uncomplicated malaria'),
      cite('ke-malaria-2020', 'Management of uncomplicated malaria'),
    ],
  },
  {
    id: 'malaria-uncomplicated-alternatives',
    conditionId: 'malaria-uncomplicated',
    population: {},
    items: [
      {
        medicineId: 'dihydroartemisinin-piperaquine',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 5, maxKg: 8, mg: 20, amount: '1 tablet (20/160 mg)' },
            { minKg: 8, maxKg: 11, mg: 30, amount: '1½ tablets (20/160 mg)' },
            { minKg: 11, maxKg: 17, mg: 40, amount: '1 tablet (40/320 mg)' },
            { minKg: 17, maxKg: 25, mg: 60, amount: '1½ tablets (40/320 mg)' },
            { minKg: 25, maxKg: 36, mg: 80, amount: '2 tablets (40/320 mg)' },
            { minKg: 36, maxKg: 60, mg: 120, amount: '3 tablets (40/320 mg)' },
            { minKg: 60, maxKg: 80, mg: 160, amount: '4 tablets (40/320 mg)' },
            { minKg: 80, maxKg: 500, mg: 200, amount: '5 tablets (40/320 mg)' },
          ],
          maxMgPerDose: 200,
          maxMgPerDay: 200,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 days',
        indication: 'uncomplicated falciparum malaria',
        alternativeIds: [],
        citations: [
          cite(
            'who-malaria-2023',
            '5.2.1.1 Artemisinin-based combination therapies: dihydroartemisinin-piperaquine dosing by weight band',
          ),
        ],
      },
      {
        medicineId: 'quinine',
        route: 'oral',
        dose: perKg(10, 600, 1800, 50),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '7 days (with clindamycin where available)',
        indication: 'uncomplicated malaria when no artemisinin combination can be given',
        alternativeIds: [],
        citations: [
          cite('who-malaria-2023', '5.2.1.3 Quinine plus clindamycin'),
          bnf('Quinine: falciparum malaria, 600 mg every 8 hours'),
        ],
      },
    ],
    citations: [cite('who-malaria-2023', '5.2 Treating uncomplicated malaria')],
  },
] satisfies readonly Regimen[];
