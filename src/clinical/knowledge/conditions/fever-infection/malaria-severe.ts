import type { Condition, Regimen } from '../../types';
import { perKg, perKgNoSourceMax } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';
import { malariaDiagnosis, severeMalariaDefinition, severeMalariaTreatment } from './citations';

export const condition = {
  id: 'malaria-severe',
  name: 'Severe malaria (cerebral malaria, severe anaemia, respiratory distress, prostration)',
  icd10: ['B50.0', 'B50.8'],
  icd11: '1F40.0',
  // Every severe malaria needs parenteral artesunate now (emergency); coma, convulsions, respiratory
  // distress, shock and hypoglycaemia (ETAT emergency signs) make it critical through the red flags.
  urgency: 'emergency',
  // WHO defines severe malaria by its criteria (the red flags below): without one, the malaria is uncomplicated.
  severeFormOf: 'malaria-uncomplicated',
  // Severe malaria is malaria: a fever or its history, or parasites on a test. WHO's definition is one severity
  // criterion with P. falciparum parasitaemia (Severe Malaria 2014, section 2); fever is not among the criteria
  // and a note on a collapsed patient often omits it, so as an emergency condition its silence weighs only a
  // little (engine: evidence.ts), while a fever recorded absent weighs in full. A fall or a crash is not put
  // down to it.
  definedBy: {
    anyOf: [
      'fever',
      'high-fever',
      'prolonged-fever',
      'recurrent-fever',
      'chills-rigors',
      'malaria-test-positive',
    ],
    citation: severeMalariaDefinition,
  },
  prior: {
    baseline: 0.003,
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
      { maxYears: 5, multiplier: 2.5 },
      { minYears: 5, maxYears: 15, multiplier: 1 },
      { minYears: 15, multiplier: 0.5 },
    ],
    pregnancy: { pregnant: 2 },
    bySeason: [
      { countries: ['KE', 'UG', 'TZ'], months: [5, 6, 7, 11, 12], multiplier: 1.3 },
      { countries: ['NG', 'GH', 'ML', 'BF'], months: [7, 8, 9, 10], multiplier: 1.5 },
      { countries: ['MW', 'ZM', 'ZW'], months: [1, 2, 3, 4], multiplier: 1.4 },
    ],
    citations: [severeMalariaDefinition, { sourceId: 'ke-malaria-2020', section: 'Severe malaria' }],
  },
  findings: [
    { findingId: 'fever', frequency: 0.95 },
    { findingId: 'high-fever', frequency: 0.5 },
    { findingId: 'malaria-test-positive', frequency: 0.97, specificity: 0.95, citation: malariaDiagnosis },
    { findingId: 'prostration', frequency: 0.5 },
    { findingId: 'lethargy', frequency: 0.5 },
    { findingId: 'unconscious', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.35 },
    { findingId: 'respiratory-distress', frequency: 0.3 },
    { findingId: 'kussmaul-breathing', frequency: 0.15 },
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'tachycardia', frequency: 0.8 },
    { findingId: 'severe-anaemia-lab', frequency: 0.35 },
    { findingId: 'severe-pallor', frequency: 0.35 },
    { findingId: 'pallor', frequency: 0.6 },
    { findingId: 'anaemia-lab', frequency: 0.7 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.15 },
    { findingId: 'jaundice', frequency: 0.15 },
    { findingId: 'raised-bilirubin-lab', frequency: 0.2 },
    { findingId: 'vomiting', frequency: 0.5 },
    { findingId: 'vomiting-everything', frequency: 0.3 },
    { findingId: 'unable-to-drink', frequency: 0.35 },
    { findingId: 'hypotension', frequency: 0.1 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.1 },
    { findingId: 'dark-urine', frequency: 0.08 },
    { findingId: 'reduced-urine', frequency: 0.1 },
    { findingId: 'raised-creatinine-lab', frequency: 0.15 },
    { findingId: 'bleeding-mucosal', frequency: 0.05 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.7 },
    { findingId: 'splenomegaly', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.5 },
    { findingId: 'no-bed-net', frequency: 0.6 },
    { findingId: 'neck-stiffness', frequency: 0.03 },
    { findingId: 'petechial-rash', frequency: 0.01 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'rash', frequency: 0.05 },
    { findingId: 'severe-headache', frequency: 0.3 },
    { findingId: 'chills-rigors', frequency: 0.5 },
    { findingId: 'sweating', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'anorexia', frequency: 0.6 },
    { findingId: 'myalgia', frequency: 0.35 },
    { findingId: 'arthralgia', frequency: 0.25 },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'abdominal-pain', frequency: 0.25 },
    { findingId: 'diarrhoea', frequency: 0.15 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'back-pain', frequency: 0.15 },
    { findingId: 'hypoxaemia', frequency: 0.1 },
    { findingId: 'hepatomegaly', frequency: 0.3 },
    { findingId: 'travel-endemic', frequency: 0.3 },
  ],
  redFlags: [
    // Artesunate before referral is for fever (or a positive test) with a danger sign in a malaria area (IMCI
    // 'very severe febrile disease'); a fit without fever is still an ETAT emergency sign, treated by its rule.
    ...['fever', 'malaria-test-positive'].map((malariaSign) => ({
      findingIds: ['unconscious', 'convulsions'],
      allOf: [malariaSign],
      finding: 'Coma or convulsions (cerebral malaria)',
      urgency: 'critical' as const,
      actionRequired:
        'Fever with coma or convulsions in a malaria area: secure airway, treat convulsions, check and correct glucose, give the first dose of parenteral artesunate before referral (test for malaria when possible), and refer to hospital.',
      citations: [
        severeMalariaTreatment,
        { sourceId: 'who-etat-2016', section: 'Emergency signs: coma, convulsions' },
        {
          sourceId: 'who-imci-2014',
          section: 'Very severe febrile disease: give first dose of artesunate or quinine for severe malaria',
        },
      ],
    })),
    // Jaundice and dark urine are left to the ranking: they fire this flag in hepatitis too. Severe malaria is
    // these features with malaria parasites (WHO definition), suspected with fever before a test: without fever
    // or a positive test, a child who cannot walk for rickets or an adult tired from worry is no severe malaria.
    ...['fever', 'malaria-test-positive'].map((malariaSign) => ({
      findingIds: ['prostration', 'confusion', 'vomiting-everything', 'unable-to-drink'],
      allOf: [malariaSign],
      finding: 'Prostration, impaired consciousness or inability to take oral treatment (severe malaria)',
      urgency: 'emergency' as const,
      actionRequired:
        'Give parenteral artesunate now (rectal artesunate before referral in a child under 6 if no injection is possible), check glucose and haemoglobin, and refer to hospital.',
      citations: [severeMalariaDefinition, severeMalariaTreatment],
    })),
    {
      findingIds: ['respiratory-distress', 'kussmaul-breathing', 'hypoxaemia'],
      finding: 'Respiratory distress (acidosis or pulmonary oedema)',
      urgency: 'critical',
      actionRequired: 'Oxygen, parenteral artesunate, assess for severe anaemia and fluid overload; refer.',
      citations: [severeMalariaDefinition],
    },
    {
      // A measured Hb < 7 g/dL with possible severe malaria needs a transfusion decision now (Hb <= 4 g/dL:
      // transfuse at once); clinical pallor alone is an ETAT priority sign, emergency.
      findingIds: ['severe-anaemia-lab'],
      finding: 'Severe malarial anaemia (haemoglobin below 7 g/dL)',
      urgency: 'critical',
      actionRequired:
        'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.',
      citations: [
        severeMalariaDefinition,
        {
          sourceId: 'who-pocket-book-2013',
          section:
            'Chapter 6: Severe malaria — blood transfusion (Hb <= 4 g/dL, or 4-6 g/dL with danger signs)',
        },
      ],
    },
    {
      findingIds: ['severe-pallor'],
      finding: 'Severe palmar pallor with possible severe malaria',
      urgency: 'emergency',
      actionRequired:
        'Measure haemoglobin now; parenteral artesunate; prepare transfusion if Hb < 5 g/dL (children) or < 7 g/dL (adults).',
      citations: [
        severeMalariaDefinition,
        { sourceId: 'who-etat-2016', section: 'Module 1: Triage — priority signs (very pale)' },
      ],
    },
    {
      findingIds: ['hypoglycaemia-lab', 'hypotension', 'weak-pulse-cold-hands'],
      finding: 'Hypoglycaemia or shock in severe malaria',
      urgency: 'critical',
      actionRequired:
        'Give IV dextrose for glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition), manage shock cautiously, monitor urine output; refer for high-dependency care.',
      citations: [severeMalariaDefinition],
    },
    {
      // WHO threshold, not any raised creatinine: > 265 µmol/L.
      findingIds: ['reduced-urine', 'creatinine-over-265-lab', 'bleeding-mucosal'],
      finding: 'Renal impairment or significant bleeding in severe malaria',
      urgency: 'emergency',
      actionRequired:
        'Parenteral artesunate, monitor urine output and fluid balance, check creatinine and clotting; refer for possible dialysis or transfusion.',
      citations: [severeMalariaDefinition],
    },
  ],
  investigations: [
    {
      test: 'Malaria RDT and blood smear with parasite count',
      urgency: 'stat',
      rationale:
        'Confirms P. falciparum and measures parasitaemia (hyperparasitaemia > 10% is a severe feature).',
      expectedFindings: 'Positive RDT; asexual parasites, often high density.',
    },
    {
      test: 'Blood glucose',
      urgency: 'stat',
      rationale: 'Hypoglycaemia is common and treatable.',
      expectedFindings: 'Glucose < 2.2 mmol/L defines severe malaria; treat below 2.5 mmol/L.',
    },
    {
      test: 'Haemoglobin / full blood count',
      urgency: 'stat',
      rationale: 'Severe anaemia needs transfusion.',
      expectedFindings: 'Hb often < 7 g/dL; thrombocytopenia.',
    },
    {
      test: 'Creatinine, bilirubin, lactate where available',
      urgency: 'urgent',
      rationale: 'Acute kidney injury, jaundice and acidosis define severity in adults.',
      expectedFindings:
        'Creatinine > 265 umol/L, bilirubin > 50 umol/L or lactate > 5 mmol/L in severe cases.',
    },
    {
      test: 'Lumbar puncture when safe',
      urgency: 'urgent',
      rationale: 'Exclude bacterial meningitis in a febrile unconscious patient.',
      expectedFindings: 'Normal CSF in cerebral malaria.',
    },
  ],
  monitoring: [
    {
      parameter: 'Level of consciousness (Blantyre coma scale in children, GCS in adults)',
      frequency: 'Every 4-6 hours',
      alertCriteria: 'Falling score or new convulsions',
    },
    {
      parameter: 'Blood glucose',
      frequency: 'Every 4 hours, and whenever consciousness changes',
      alertCriteria: 'Glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition)',
    },
    {
      parameter: 'Respiratory rate, SpO2, pulse, blood pressure, urine output',
      frequency: 'Every 1-4 hours',
      alertCriteria: 'Respiratory distress, SpO2 < 90%, SBP < 80 mmHg, urine < 0.5 mL/kg/h',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with inpatient or high-dependency care',
      urgency: 'emergency',
      reason: 'Severe malaria needs parenteral treatment, transfusion and monitoring.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'After recovery, sleep under an insecticide-treated net every night; children under 5 and pregnant women first.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Complete the full oral ACT course after parenteral artesunate once the patient can swallow.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Parenteral artesunate (IV or IM) for at least 24 hours and until the patient can take oral medicine, then a full 3-day course of an ACT. If artesunate is not available, artemether IM or quinine IV. Before referral from a lower-level facility: first dose of IM artesunate, or rectal artesunate in children under 6 years.',
    supportiveCare: [
      'Manage airway and position the unconscious patient on the side',
      'Treat convulsions with a benzodiazepine',
      'Correct hypoglycaemia with IV dextrose',
      'Blood transfusion for severe anaemia',
      'Careful fluid management; avoid fluid boluses in children without shock',
      'Paracetamol for fever',
    ],
    followUpSchedule:
      'Inpatient until able to take oral ACT and clinically stable; review haemoglobin at 14 and 28 days after artesunate (delayed haemolysis).',
    antibioticsIndicated: false,
    citations: [
      severeMalariaTreatment,
      { sourceId: 'ke-malaria-2020', section: 'Management of severe malaria' },
    ],
  },
  citations: [severeMalariaDefinition, severeMalariaTreatment],
} satisfies Condition;

/**
 * WHO Guidelines for malaria (2023), 5.3.1: artesunate 3 mg/kg per dose for children under 20 kg and
 * 2.4 mg/kg from 20 kg (by weight, not age). The first IM dose is the pre-referral treatment where
 * the full course cannot be given (5.3.2).
 */
export const regimens = [
  {
    id: 'malaria-severe-child',
    conditionId: 'malaria-severe',
    population: { maxWeightKg: 20 },
    items: [
      {
        medicineId: 'artesunate-injection',
        route: 'intravenous',
        dose: perKgNoSourceMax(3, 2, 1),
        frequency: 'at 0, 12 and 24 hours, then once daily (IV, or IM into the thigh)',
        dosesPerDay: 2,
        duration: 'at least 24 hours and until oral medication is tolerated, then a full 3-day ACT course',
        indication: 'severe malaria (children under 20 kg receive 3 mg/kg)',
        alternativeIds: ['artesunate-rectal', 'quinine'],
        phase: {
          name: 'first dose (hour 0)',
          when: 'now; again at 12 and 24 hours after it, then once daily',
          startsNow: true,
        },
        citations: [
          cite(
            'who-malaria-2023',
            '5.3.1 Artesunate: children weighing less than 20 kg receive 3 mg/kg per dose',
          ),
        ],
      },
    ],
    note: 'Treat hypoglycaemia, convulsions and anaemia; where injections are impossible give rectal artesunate 10 mg/kg once and refer at once.',
    citations: [
      cite('who-malaria-2023', '5.3 Treating severe malaria'),
      cite('who-severe-malaria-2014', 'Management of severe malaria'),
    ],
  },
  {
    id: 'malaria-severe',
    conditionId: 'malaria-severe',
    population: { minWeightKg: 20 },
    items: [
      {
        medicineId: 'artesunate-injection',
        route: 'intravenous',
        dose: perKgNoSourceMax(2.4, 2, 1),
        frequency: 'at 0, 12 and 24 hours, then once daily (IV, or IM)',
        dosesPerDay: 2,
        duration: 'at least 24 hours and until oral medication is tolerated, then a full 3-day ACT course',
        indication: 'severe malaria (in all trimesters of pregnancy)',
        alternativeIds: ['quinine'],
        phase: {
          name: 'first dose (hour 0)',
          when: 'now; again at 12 and 24 hours after it, then once daily',
          startsNow: true,
        },
        citations: [
          cite('who-malaria-2023', '5.3.1 Artesunate 2.4 mg/kg IV or IM'),
          cite('ke-malaria-2020', 'Management of severe malaria: parenteral artesunate'),
        ],
      },
    ],
    note: 'Manage in hospital: check glucose, treat convulsions, transfuse for severe anaemia; artesunate is given in all trimesters of pregnancy.',
    citations: [
      cite('who-malaria-2023', '5.3 Treating severe malaria'),
      cite('who-severe-malaria-2014', 'Management of severe malaria'),
    ],
  },
  {
    id: 'malaria-severe-alternatives',
    conditionId: 'malaria-severe',
    population: {},
    items: [
      {
        medicineId: 'artesunate-rectal',
        route: 'rectal',
        dose: {
          kind: 'age-band',
          bands: [
            { minYears: 0.5, maxYears: 3, mg: 100, amount: '1 rectal capsule (100 mg)' },
            { minYears: 3, maxYears: 6, mg: 200, amount: '2 rectal capsules of 100 mg (200 mg)' },
          ],
          maxMgPerDose: 200,
          maxMgPerDay: 200,
        },
        frequency: 'once, before referral',
        dosesPerDay: 1,
        duration: 'single pre-referral dose',
        indication:
          'pre-referral treatment of severe malaria in children 6 months to 6 years when injections are not possible',
        alternativeIds: [],
        citations: [
          cite(
            'who-malaria-2023',
            '5.3.2 Pre-referral treatment: rectal artesunate in children under 6 years',
          ),
          cite(
            'who-rectal-artesunate-2018',
            'Dosing: 6 months to < 3 years one 100 mg capsule; 3 to < 6 years two 100 mg capsules',
          ),
        ],
      },
      {
        medicineId: 'quinine',
        route: 'intravenous',
        dose: perKg(20, 1400, 1400, 10),
        frequency:
          'loading dose over 4 hours; then 10 mg/kg (max 700 mg) every 8 hours from 8 hours after the loading dose',
        dosesPerDay: 1,
        duration: 'until oral treatment is possible',
        indication: 'severe malaria when artesunate cannot be given',
        alternativeIds: [],
        phase: {
          name: 'loading dose',
          when: 'now, over 4 hours; maintenance doses from 8 hours after the loading dose',
          startsNow: true,
        },
        citations: [
          cite('who-malaria-2023', '5.3.1 Quinine: 20 mg salt/kg loading dose'),
          bnf('Quinine: severe falciparum malaria, loading dose max 1.4 g'),
        ],
      },
    ],
    citations: [cite('who-malaria-2023', '5.3 Treating severe malaria')],
  },
] satisfies readonly Regimen[];
