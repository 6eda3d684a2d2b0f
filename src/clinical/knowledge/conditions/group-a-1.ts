import type { Condition } from '../types';

/*
 * Conditions 1-19 of clinical-scope.md: fevers, diarrhoeal disease, helminths, tuberculosis and the
 * respiratory tract. Frequencies are P(finding | condition); findings with a low frequency argue against
 * the condition when present. Where no study figure exists the frequency is the guideline's clinical
 * description read as a proportion, rounded.
 */

const malariaDiagnosis = { sourceId: 'who-malaria-2023', section: '5.1 Diagnosing malaria' } as const;
const malariaTreatment = {
  sourceId: 'who-malaria-2023',
  section: '5.2 Treating uncomplicated malaria',
} as const;
const malariaKenya = {
  sourceId: 'ke-malaria-2020',
  section: 'Clinical diagnosis and management of uncomplicated malaria',
} as const;
const severeMalariaDefinition = {
  sourceId: 'who-severe-malaria-2014',
  section: 'Section 2: Definitions of severe malaria (clinical and laboratory features)',
} as const;
const severeMalariaTreatment = {
  sourceId: 'who-malaria-2023',
  section: '5.3 Treating severe malaria',
} as const;
const pocketFever = { sourceId: 'who-pocket-book-2013', section: 'Chapter 6: Fever' } as const;
const pocketDiarrhoea = { sourceId: 'who-pocket-book-2013', section: 'Chapter 5: Diarrhoea' } as const;
const pocketCough = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 4: Cough or difficult breathing',
} as const;
const imciCough = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: does the child have cough or difficult breathing?',
} as const;
const imciDiarrhoea = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: does the child have diarrhoea?',
} as const;
const imciEar = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: does the child have an ear problem?',
} as const;
const imciThroat = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: sore throat (national adaptations)',
} as const;
const diarrhoeaManual = {
  sourceId: 'who-diarrhoea-2005',
  section: 'Chapter 4: Management of acute diarrhoea (Treatment plans A, B and C)',
} as const;
const awareDiarrhoea = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: infectious gastroenteritis',
} as const;
const ugInfectious = {
  sourceId: 'ug-clinical-guidelines-2023',
  section: 'Chapter 2: Infectious diseases',
} as const;
const keHospital = { sourceId: 'ke-clinical-guidelines-2009', section: 'Infectious diseases' } as const;
const iattFever = { sourceId: 'who-iatt-2011', section: 'Volume 1, Chapter: Fever' } as const;
const iattRespiratory = {
  sourceId: 'who-iatt-2011',
  section: 'Volume 1, Chapter: Respiratory problems',
} as const;
const idsr = {
  sourceId: 'who-idsr-2019',
  section: 'Section 11: Standard case definitions of priority diseases',
} as const;
const awareUpper = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: upper respiratory tract infections',
} as const;
const keBasicPaeds = {
  sourceId: 'ke-basic-paediatric-2022',
  section: 'Pneumonia, bronchiolitis and diarrhoea protocols',
} as const;

export const conditions = [
  /* ------------------------------------------------------------------ 1. Malaria, uncomplicated */
  {
    id: 'malaria-uncomplicated',
    name: 'Malaria, uncomplicated',
    icd10: ['B50.9', 'B51', 'B52', 'B53', 'B54'],
    urgency: 'urgent',
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
        actionRequired:
          'Resuscitate (airway, glucose, fluids for shock), give parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), and refer to hospital.',
        citations: [severeMalariaTreatment, severeMalariaDefinition],
      },
      {
        findingIds: ['prostration', 'confusion', 'unable-to-drink', 'vomiting-everything'],
        finding:
          'Danger sign in a patient who may have malaria (prostration, confusion, cannot drink, vomits everything): treat as severe malaria',
        urgency: 'emergency',
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
        recommendation:
          'Sleep under a long-lasting insecticide-treated net every night, the whole household.',
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
    citations: [malariaDiagnosis, malariaTreatment, malariaKenya],
  },

  /* ------------------------------------------------------------------ 2. Severe malaria */
  {
    id: 'malaria-severe',
    name: 'Severe malaria (cerebral malaria, severe anaemia, respiratory distress, prostration)',
    icd10: ['B50.0', 'B50.8'],
    icd11: '1F40.0',
    // Every severe malaria needs parenteral artesunate now (emergency); coma, convulsions, respiratory
    // distress, shock and hypoglycaemia (ETAT emergency signs) make it critical through the red flags.
    urgency: 'emergency',
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
      {
        findingIds: ['unconscious', 'convulsions'],
        finding: 'Coma or convulsions (cerebral malaria)',
        urgency: 'critical',
        actionRequired:
          'Secure airway, treat convulsions, check and correct glucose, give parenteral artesunate now, and refer to hospital.',
        citations: [
          severeMalariaTreatment,
          { sourceId: 'who-etat-2016', section: 'Emergency signs: coma, convulsions' },
        ],
      },
      {
        // Jaundice and dark urine are left to the ranking: they fire this flag in hepatitis too.
        findingIds: ['prostration', 'confusion', 'vomiting-everything', 'unable-to-drink'],
        finding: 'Prostration, impaired consciousness or inability to take oral treatment (severe malaria)',
        urgency: 'emergency',
        actionRequired:
          'Give parenteral artesunate now (rectal artesunate before referral in a child under 6 if no injection is possible), check glucose and haemoglobin, and refer to hospital.',
        citations: [severeMalariaDefinition, severeMalariaTreatment],
      },
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
        findingIds: ['reduced-urine', 'raised-creatinine-lab', 'bleeding-mucosal'],
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
  },

  /* ------------------------------------------------------------------ 3. Typhoid fever */
  {
    id: 'typhoid-fever',
    name: 'Typhoid (enteric) fever',
    icd10: ['A01.0', 'A01'],
    icd11: '1A07',
    urgency: 'urgent',
    prior: {
      baseline: 0.008,
      byCountry: {
        KE: 1,
        UG: 1,
        TZ: 1,
        ET: 1,
        SO: 1,
        NG: 1.2,
        GH: 1.2,
        MW: 1.3,
        ZM: 1,
        ZW: 0.8,
        ML: 1,
        BF: 1,
        ZA: 0.1,
        BW: 0.2,
      },
      byAge: [
        { maxYears: 2, multiplier: 0.3 },
        { minYears: 2, maxYears: 5, multiplier: 0.8 },
        { minYears: 5, maxYears: 30, multiplier: 1.3 },
        { minYears: 30, multiplier: 0.7 },
      ],
      citations: [{ sourceId: 'who-typhoid-2018', section: 'Disease and epidemiology' }],
    },
    findings: [
      { findingId: 'fever', frequency: 0.98 },
      { findingId: 'prolonged-fever', frequency: 0.6 },
      { findingId: 'high-fever', frequency: 0.5 },
      { findingId: 'headache', frequency: 0.8 },
      { findingId: 'abdominal-pain', frequency: 0.55 },
      { findingId: 'constipation', frequency: 0.3 },
      { findingId: 'diarrhoea', frequency: 0.35 },
      { findingId: 'anorexia', frequency: 0.7 },
      { findingId: 'malaise', frequency: 0.7 },
      { findingId: 'fatigue', frequency: 0.7 },
      { findingId: 'nausea', frequency: 0.35 },
      { findingId: 'vomiting', frequency: 0.3 },
      { findingId: 'cough', frequency: 0.3 },
      { findingId: 'dry-cough', frequency: 0.25 },
      { findingId: 'myalgia', frequency: 0.3 },
      { findingId: 'chills-rigors', frequency: 0.3 },
      { findingId: 'hepatomegaly', frequency: 0.25 },
      { findingId: 'splenomegaly', frequency: 0.25 },
      { findingId: 'tachycardia', frequency: 0.3 },
      { findingId: 'unsafe-water', frequency: 0.6 },
      {
        findingId: 'typhoid-test-positive-lab',
        frequency: 0.6,
        specificity: 0.95,
        citation: { sourceId: 'who-typhoid-2018', section: 'Laboratory confirmation: blood culture' },
      },
      { findingId: 'leucopenia-lab', frequency: 0.25 },
      { findingId: 'malaria-test-positive', frequency: 0.08 },
      { findingId: 'runny-nose', frequency: 0.05 },
      { findingId: 'sore-throat', frequency: 0.1 },
      { findingId: 'bloody-diarrhoea', frequency: 0.005 },
      { findingId: 'dysuria', frequency: 0.03 },
      { findingId: 'neck-stiffness', frequency: 0.004 },
      { findingId: 'confusion', frequency: 0.05 },
      { findingId: 'melaena', frequency: 0.03 },
      { findingId: 'rebound-tenderness', frequency: 0.03 },
      { findingId: 'sweating', frequency: 0.2 },
      { findingId: 'weight-loss', frequency: 0.2 },
      { findingId: 'tachypnoea', frequency: 0.1 },
      { findingId: 'severe-headache', frequency: 0.3 },
    ],
    redFlags: [
      {
        findingIds: ['rebound-tenderness', 'abdominal-distension', 'melaena'],
        finding: 'Peritonitis or gastrointestinal bleeding: suspect intestinal perforation or haemorrhage',
        urgency: 'emergency',
        actionRequired:
          'Nil by mouth, IV fluids, IV ceftriaxone plus metronidazole, and urgent surgical referral.',
        citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: typhoid fever complications' }],
      },
      {
        findingIds: ['confusion', 'unconscious', 'hypotension', 'prostration'],
        finding: 'Severe typhoid (encephalopathy or shock)',
        urgency: 'emergency',
        actionRequired:
          'Admit for parenteral ceftriaxone; assess for shock and give fluids; consider dexamethasone for typhoid encephalopathy as per hospital protocol.',
        citations: [pocketFever],
      },
    ],
    investigations: [
      {
        test: 'Blood culture (before antibiotics)',
        urgency: 'urgent',
        rationale: 'The confirmatory test; guides therapy where resistance is common.',
        expectedFindings: 'Salmonella Typhi or Paratyphi grown in about 60% of cases.',
      },
      {
        test: 'Malaria RDT',
        urgency: 'stat',
        rationale: 'Exclude malaria in every febrile patient.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'Full blood count',
        urgency: 'urgent',
        rationale:
          'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.',
        expectedFindings: 'Normal or low white cell count.',
      },
      {
        test: 'Stool antigen test or stool culture',
        urgency: 'routine',
        rationale: 'Supports diagnosis; the Widal test is unreliable and should not be used alone.',
        expectedFindings: 'Positive in some cases.',
      },
    ],
    monitoring: [
      {
        parameter: 'Temperature curve',
        frequency: 'Daily',
        alertCriteria: 'No defervescence after 5 days of appropriate antibiotics',
      },
      {
        parameter: 'Abdominal examination',
        frequency: 'Daily during the second and third week',
        alertCriteria: 'New abdominal pain, distension, guarding or melaena',
      },
    ],
    referrals: [
      { specialist: 'Surgeon', urgency: 'emergency', reason: 'Suspected intestinal perforation.' },
      {
        specialist: 'Hospital (medical ward)',
        urgency: 'urgent',
        reason: 'Unable to take oral medicine, confusion, or failure to respond to oral antibiotics.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Drink only boiled or treated water and wash hands with soap after the toilet and before eating.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Complete the full antibiotic course even when the fever settles.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Do not prepare food for others until recovered.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Uncomplicated: oral azithromycin (first choice where fluoroquinolone resistance is common, as in East Africa) or ciprofloxacin where susceptible. Severe or unable to take oral: IV ceftriaxone. Adjust to blood-culture susceptibility.',
      supportiveCare: ['Paracetamol for fever', 'Oral fluids and soft food', 'Rest'],
      followUpSchedule:
        'Review after 3-5 days of treatment; earlier if abdominal pain worsens or bleeding occurs.',
      antibioticsIndicated: true,
      citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: enteric fever' }, keHospital],
    },
    citations: [
      { sourceId: 'who-typhoid-2018', section: 'Clinical description and case definitions' },
      { sourceId: 'who-aware-2022', section: 'Enteric fever' },
      iattFever,
    ],
  },

  /* ------------------------------------------------------------------ 4. Cholera */
  {
    id: 'cholera',
    name: 'Cholera',
    icd10: ['A00.9', 'A00'],
    icd11: '1A00',
    // Urgency follows the dehydration grade: severe dehydration or shock is critical through the red flag.
    urgency: 'urgent',
    prior: {
      baseline: 0.001,
      byCountry: {
        KE: 1,
        SO: 3,
        ET: 2,
        MW: 2,
        ZW: 1.5,
        ZM: 1.5,
        NG: 2,
        TZ: 1,
        UG: 0.8,
        GH: 0.5,
        ML: 0.5,
        BF: 0.3,
        ZA: 0.05,
        BW: 0.05,
      },
      bySeason: [
        { countries: ['KE', 'SO', 'ET', 'TZ', 'UG'], months: [4, 5, 10, 11, 12], multiplier: 1.5 },
        { countries: ['MW', 'ZM', 'ZW'], months: [12, 1, 2, 3], multiplier: 2 },
      ],
      // Under 2 years other causes of watery diarrhoea (rotavirus) dominate: the case definition starts at 2 years.
      byAge: [{ maxYears: 2, multiplier: 0.2 }],
      citations: [
        { sourceId: 'who-cholera-gtfcc-2019', section: 'Cholera epidemiology and seasonality' },
        {
          sourceId: 'who-cholera-gtfcc-2019',
          section:
            'Surveillance: suspected case definition (aged 2 years and older, outside a declared outbreak)',
        },
        idsr,
      ],
    },
    findings: [
      { findingId: 'watery-diarrhoea', frequency: 0.98 },
      { findingId: 'diarrhoea', frequency: 0.99 },
      { findingId: 'profuse-rice-water-stool', frequency: 0.8 },
      { findingId: 'vomiting', frequency: 0.8 },
      { findingId: 'sunken-eyes', frequency: 0.6 },
      { findingId: 'thirsty', frequency: 0.6 },
      { findingId: 'slow-skin-pinch', frequency: 0.5 },
      { findingId: 'very-slow-skin-pinch', frequency: 0.35 },
      { findingId: 'reduced-urine', frequency: 0.4 },
      { findingId: 'lethargy', frequency: 0.25 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.35 },
      { findingId: 'hypotension', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'leg-cramps', frequency: 0.4 },
      { findingId: 'abdominal-pain', frequency: 0.2 },
      { findingId: 'sick-contacts', frequency: 0.5 },
      { findingId: 'unsafe-water', frequency: 0.7 },
      {
        findingId: 'cholera-rdt-positive-lab',
        frequency: 0.9,
        specificity: 0.85,
        citation: {
          sourceId: 'who-cholera-gtfcc-2019',
          section: 'Laboratory: rapid diagnostic tests and culture',
        },
      },
      { findingId: 'fever', frequency: 0.1 },
      { findingId: 'high-fever', frequency: 0.02 },
      { findingId: 'bloody-diarrhoea', frequency: 0.002 },
      { findingId: 'mucus-in-stool', frequency: 0.1 },
      { findingId: 'tenesmus', frequency: 0.002 },
      { findingId: 'cough', frequency: 0.05 },
      { findingId: 'headache', frequency: 0.1 },
      { findingId: 'fatigue', frequency: 0.4 },
      { findingId: 'nausea', frequency: 0.3 },
      { findingId: 'unable-to-drink', frequency: 0.15 },
      { findingId: 'tachypnoea', frequency: 0.3 },
      { findingId: 'kussmaul-breathing', frequency: 0.1 },
      { findingId: 'irritability', frequency: 0.2 },
      { findingId: 'dizziness', frequency: 0.25 },
      { findingId: 'unconscious', frequency: 0.05 },
      { findingId: 'confusion', frequency: 0.1 },
      { findingId: 'vomiting-everything', frequency: 0.25 },
    ],
    redFlags: [
      {
        findingIds: [
          'hypotension',
          'weak-pulse-cold-hands',
          'unconscious',
          'lethargy',
          'very-slow-skin-pinch',
          'unable-to-drink',
        ],
        finding: 'Severe dehydration or hypovolaemic shock',
        urgency: 'critical',
        actionRequired:
          "Plan C now: IV Ringer's lactate 100 mL/kg (adults and children >= 1 year: 30 mL/kg within 30 min, then 70 mL/kg within 2.5 h; infants over 1 h then 5 h), reassess every 15-30 minutes, add ORS as soon as the patient can drink.",
        citations: [
          diarrhoeaManual,
          { sourceId: 'who-cholera-gtfcc-2019', section: 'Case management: rehydration' },
        ],
      },
      {
        findingIds: ['profuse-rice-water-stool', 'cholera-rdt-positive-lab'],
        finding: 'Suspected cholera: notifiable epidemic-prone disease',
        urgency: 'urgent',
        actionRequired:
          'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.',
        citations: [idsr],
      },
    ],
    investigations: [
      {
        test: 'Dehydration assessment (WHO)',
        urgency: 'stat',
        rationale: 'Decides Plan A, B or C.',
        expectedFindings: 'Some or severe dehydration.',
      },
      {
        test: 'Cholera rapid diagnostic test and stool culture',
        urgency: 'urgent',
        rationale: 'RDT screens in outbreaks; culture confirms and gives susceptibility.',
        expectedFindings: 'Vibrio cholerae O1 or O139.',
      },
      {
        test: 'Serum electrolytes and creatinine (inpatients)',
        urgency: 'urgent',
        rationale: 'Hypokalaemia and acute kidney injury in severe cases.',
        expectedFindings: 'Low potassium, raised creatinine.',
      },
    ],
    monitoring: [
      {
        parameter: 'Dehydration signs, pulse and mental state',
        frequency: 'Every 15-30 minutes during IV rehydration, then hourly',
        alertCriteria: 'Signs of dehydration persisting or weak pulse',
      },
      {
        parameter: 'Intake and output (stool and urine volumes)',
        frequency: 'Every 4 hours',
        alertCriteria: 'Output exceeds intake, or no urine for 6 hours',
      },
    ],
    referrals: [
      {
        specialist: 'Cholera treatment centre or hospital',
        urgency: 'emergency',
        reason: 'Severe dehydration needing IV fluids, or a facility without IV capacity.',
      },
      {
        specialist: 'Public health / surveillance officer',
        urgency: 'urgent',
        reason: 'Notifiable disease: outbreak response and contact follow-up.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Drink ORS after every loose stool; continue feeding and breastfeeding.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation: 'Boil or chlorinate drinking water, wash hands with soap, and use a latrine.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Household contacts: watch for diarrhoea and come at once if it starts.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        "Rehydration is the treatment: ORS for some dehydration, IV Ringer's lactate for severe dehydration. An antibiotic (single-dose doxycycline in adults; azithromycin in children and pregnant women) is given to patients with severe dehydration, per GTFCC. Zinc for children under 5.",
      supportiveCare: [
        'ORS as the patient can drink',
        'Zinc for 10-14 days in children',
        'Early feeding',
        'Correct hypokalaemia if present',
      ],
      followUpSchedule:
        'Discharge when able to drink enough ORS to keep up with losses and stools are formed or less frequent; review within 24-48 hours if at home.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'who-cholera-gtfcc-2019', section: 'Case management: rehydration and antibiotics' },
        diarrhoeaManual,
      ],
    },
    citations: [
      { sourceId: 'who-cholera-gtfcc-2019', section: 'Case definition and clinical features' },
      idsr,
    ],
  },

  /* ------------------------------------------------------------------ 5. Acute watery diarrhoea */
  {
    id: 'acute-gastroenteritis',
    name: 'Acute watery diarrhoea / gastroenteritis (with dehydration grading)',
    icd10: ['A09', 'A08', 'E86'],
    urgency: 'urgent',
    prior: {
      baseline: 0.06,
      byAge: [
        { maxYears: 5, multiplier: 2.5 },
        { minYears: 5, maxYears: 15, multiplier: 0.8 },
        { minYears: 15, multiplier: 0.6 },
      ],
      citations: [diarrhoeaManual, imciDiarrhoea],
    },
    findings: [
      { findingId: 'diarrhoea', frequency: 0.99 },
      { findingId: 'watery-diarrhoea', frequency: 0.9 },
      { findingId: 'vomiting', frequency: 0.6 },
      { findingId: 'nausea', frequency: 0.5 },
      { findingId: 'abdominal-pain', frequency: 0.45 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'fever', frequency: 0.4 },
      { findingId: 'high-fever', frequency: 0.08 },
      { findingId: 'thirsty', frequency: 0.35 },
      { findingId: 'irritability', frequency: 0.25 },
      { findingId: 'sunken-eyes', frequency: 0.3 },
      { findingId: 'slow-skin-pinch', frequency: 0.2 },
      { findingId: 'very-slow-skin-pinch', frequency: 0.05 },
      { findingId: 'reduced-urine', frequency: 0.2 },
      { findingId: 'tachycardia', frequency: 0.35 },
      { findingId: 'lethargy', frequency: 0.06 },
      { findingId: 'unable-to-drink', frequency: 0.04 },
      { findingId: 'vomiting-everything', frequency: 0.1 },
      { findingId: 'sick-contacts', frequency: 0.25 },
      { findingId: 'unsafe-water', frequency: 0.4 },
      { findingId: 'profuse-rice-water-stool', frequency: 0.03 },
      { findingId: 'bloody-diarrhoea', frequency: 0.003 },
      { findingId: 'mucus-in-stool', frequency: 0.1 },
      { findingId: 'tenesmus', frequency: 0.004 },
      { findingId: 'chronic-diarrhoea', frequency: 0.003 },
      { findingId: 'cough', frequency: 0.1 },
      { findingId: 'runny-nose', frequency: 0.12 },
      { findingId: 'neck-stiffness', frequency: 0.001 },
      { findingId: 'dysuria', frequency: 0.02 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'cholera-rdt-positive-lab', frequency: 0.03 },
      { findingId: 'hypotension', frequency: 0.02 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.03 },
      { findingId: 'headache', frequency: 0.15 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'myalgia', frequency: 0.1 },
      { findingId: 'right-lower-quadrant-pain', frequency: 0.005 },
      { findingId: 'periumbilical-pain-migrating', frequency: 0.001 },
      { findingId: 'rebound-tenderness', frequency: 0.001 },
      { findingId: 'kussmaul-breathing', frequency: 0.01 },
      { findingId: 'polyuria', frequency: 0.01 },
      { findingId: 'tachypnoea', frequency: 0.1 },
    ],
    redFlags: [
      {
        findingIds: ['unconscious', 'very-slow-skin-pinch', 'unable-to-drink'],
        finding:
          'Severe dehydration (IMCI: two of lethargic/unconscious, sunken eyes, unable to drink or drinks poorly, skin pinch very slow)',
        urgency: 'emergency',
        actionRequired:
          "Plan C: IV Ringer's lactate or normal saline 100 mL/kg (infants: 30 mL/kg in 1 hour then 70 mL/kg in 5 hours; older: 30 mL/kg in 30 minutes then 70 mL/kg in 2.5 hours); if no IV, ORS by nasogastric tube and refer.",
        citations: [imciDiarrhoea, diarrhoeaManual],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands'],
        finding: 'Shock with diarrhoea',
        urgency: 'critical',
        actionRequired:
          'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.',
        citations: [
          { sourceId: 'who-etat-2016', section: 'Shock; severe dehydration in a child with diarrhoea' },
        ],
      },
      {
        findingIds: ['sunken-eyes', 'slow-skin-pinch'],
        finding:
          'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)',
        urgency: 'urgent',
        actionRequired: 'Plan B: ORS 75 mL/kg over 4 hours at the clinic, then reassess and classify again.',
        citations: [imciDiarrhoea],
      },
    ],
    investigations: [
      {
        test: 'Clinical dehydration assessment (IMCI / WHO)',
        urgency: 'stat',
        rationale: 'Decides Plan A, B or C and the place of treatment.',
        expectedFindings: 'No, some or severe dehydration.',
      },
      {
        test: 'Malaria RDT where malaria is endemic and the patient is febrile',
        urgency: 'urgent',
        rationale: 'Malaria commonly presents with vomiting and diarrhoea in children.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'Serum electrolytes and creatinine (severe dehydration only)',
        urgency: 'urgent',
        rationale: 'Hypo- or hypernatraemia, hypokalaemia and kidney injury.',
        expectedFindings: 'Often normal; low potassium in prolonged diarrhoea.',
      },
    ],
    monitoring: [
      {
        parameter: 'Dehydration signs and ability to drink',
        frequency: 'Every hour on Plan B; every 15-30 minutes on Plan C',
        alertCriteria: 'Worsening dehydration, unable to drink, or lethargy',
      },
      {
        parameter: 'Number of stools and vomits',
        frequency: 'Each shift or at home by the carer',
        alertCriteria: 'Many watery stools, blood in stool, or diarrhoea beyond 14 days',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (paediatric or medical ward)',
        urgency: 'emergency',
        reason:
          'Severe dehydration when IV treatment is not possible, or dehydration with severe malnutrition.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Give ORS after each loose stool and extra fluids; continue breastfeeding and feeding.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation: 'Give zinc every day for 10-14 days even after the diarrhoea stops (children).',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation:
          'Wash hands with soap after the toilet and before preparing food; drink treated water.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation:
          'Return at once if the child cannot drink, becomes sleepy, has blood in the stool or drinks poorly.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        "Rehydration by the WHO plan for the degree of dehydration: Plan A (home fluids, ORS and zinc), Plan B (ORS at the clinic over 4 hours), Plan C (IV Ringer's lactate). Zinc for 10-14 days in children. No antibiotics or antidiarrhoeal drugs for watery diarrhoea.",
      supportiveCare: [
        'Low-osmolarity ORS',
        'Zinc supplementation for children',
        'Continue feeding and breastfeeding',
        'Paracetamol for fever',
      ],
      followUpSchedule:
        'Plan A: return in 5 days if not improving or at once if danger signs; Plan B: reassess after 4 hours.',
      antibioticsIndicated: false,
      citations: [diarrhoeaManual, imciDiarrhoea, awareDiarrhoea],
    },
    citations: [diarrhoeaManual, imciDiarrhoea, pocketDiarrhoea],
  },

  /* ------------------------------------------------------------------ 6. Shigellosis */
  {
    id: 'shigellosis',
    name: 'Bacillary dysentery (shigellosis)',
    icd10: ['A03.9', 'A03'],
    icd11: '1A02',
    urgency: 'urgent',
    prior: {
      baseline: 0.008,
      byAge: [
        { maxYears: 5, multiplier: 1.5 },
        { minYears: 5, multiplier: 0.8 },
      ],
      citations: [{ sourceId: 'who-shigella-2005', section: 'Epidemiology of shigellosis' }],
    },
    findings: [
      { findingId: 'bloody-diarrhoea', frequency: 0.9 },
      { findingId: 'diarrhoea', frequency: 0.99 },
      { findingId: 'mucus-in-stool', frequency: 0.7 },
      { findingId: 'tenesmus', frequency: 0.6 },
      { findingId: 'abdominal-pain', frequency: 0.8 },
      { findingId: 'fever', frequency: 0.6 },
      { findingId: 'high-fever', frequency: 0.25 },
      { findingId: 'watery-diarrhoea', frequency: 0.35 },
      { findingId: 'vomiting', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'malaise', frequency: 0.5 },
      { findingId: 'tachycardia', frequency: 0.4 },
      { findingId: 'sunken-eyes', frequency: 0.15 },
      { findingId: 'slow-skin-pinch', frequency: 0.1 },
      { findingId: 'convulsions', frequency: 0.03 },
      {
        findingId: 'stool-pus-rbc-lab',
        frequency: 0.8,
        specificity: 0.9,
        citation: {
          sourceId: 'who-shigella-2005',
          section: 'Laboratory diagnosis: stool microscopy and culture',
        },
      },
      { findingId: 'leucocytosis-lab', frequency: 0.4 },
      { findingId: 'sick-contacts', frequency: 0.3 },
      { findingId: 'unsafe-water', frequency: 0.5 },
      { findingId: 'stool-trophozoites-lab', frequency: 0.03 },
      { findingId: 'profuse-rice-water-stool', frequency: 0.001 },
      { findingId: 'chronic-diarrhoea', frequency: 0.008 },
      { findingId: 'right-upper-quadrant-pain', frequency: 0.005 },
      { findingId: 'cough', frequency: 0.08 },
      { findingId: 'runny-nose', frequency: 0.05 },
      { findingId: 'prolonged-fever', frequency: 0.01 },
      { findingId: 'nausea', frequency: 0.3 },
      { findingId: 'headache', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: ['lethargy', 'unconscious', 'convulsions', 'unable-to-drink', 'very-slow-skin-pinch'],
        finding: 'Dysentery with a danger sign or severe dehydration',
        urgency: 'emergency',
        actionRequired:
          'Rehydrate (Plan C if severe), give the first dose of ceftriaxone and refer; check glucose in a convulsing child.',
        citations: [pocketDiarrhoea],
      },
      {
        findingIds: ['low-muac', 'visible-wasting', 'bilateral-pitting-oedema'],
        finding: 'Dysentery in a malnourished child',
        urgency: 'emergency',
        actionRequired:
          'Treat as severe dysentery: admit or refer for parenteral antibiotics and nutritional care.',
        citations: [pocketDiarrhoea],
      },
      {
        findingIds: ['raised-creatinine-lab', 'thrombocytopenia-lab', 'severe-anaemia-lab'],
        finding:
          'Kidney failure, low platelets or severe anaemia after bloody diarrhoea (haemolytic-uraemic syndrome)',
        urgency: 'emergency',
        actionRequired: 'Check haemoglobin, platelets and creatinine; refer urgently.',
        citations: [{ sourceId: 'who-shigella-2005', section: 'Complications: haemolytic-uraemic syndrome' }],
      },
    ],
    investigations: [
      {
        test: 'Stool microscopy',
        urgency: 'urgent',
        rationale: 'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.',
        expectedFindings: 'Many pus cells and red cells; no E. histolytica trophozoites.',
      },
      {
        test: 'Stool culture and sensitivity (outbreaks, treatment failure)',
        urgency: 'routine',
        rationale: 'Shigella resistance to ciprofloxacin is rising.',
        expectedFindings: 'Shigella species.',
      },
      {
        test: 'Dehydration assessment',
        urgency: 'stat',
        rationale: 'Dehydration needs rehydration alongside the antibiotic.',
        expectedFindings: 'No or some dehydration.',
      },
    ],
    monitoring: [
      {
        parameter: 'Blood in stool, fever and appetite',
        frequency: 'Review after 2 days of antibiotic',
        alertCriteria: 'No improvement after 48 hours: change antibiotic or refer',
      },
      {
        parameter: 'Hydration and urine output',
        frequency: 'Daily',
        alertCriteria: 'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital',
        urgency: 'urgent',
        reason:
          'Infant under 2 months, severe malnutrition, danger signs or failure after 2 days of treatment.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Wash hands with soap after the toilet and before handling food; shigella spreads from few organisms.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Continue feeding and give extra fluids or ORS.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation: 'Finish all 3 days of the antibiotic; return after 2 days if still bloody.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Ciprofloxacin for 3 days is the WHO first-line antibiotic for dysentery; azithromycin or ceftriaxone where resistance is known or in severe cases. Zinc for children, rehydration as needed.',
      supportiveCare: [
        'ORS and continued feeding',
        'Zinc for 10-14 days in children',
        'Paracetamol for fever; avoid antimotility drugs',
      ],
      followUpSchedule: 'Review after 2 days; if no improvement change to a second-line antibiotic or refer.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'who-shigella-2005', section: 'Case management: antimicrobial therapy' },
        pocketDiarrhoea,
        awareDiarrhoea,
      ],
    },
    citations: [
      { sourceId: 'who-shigella-2005', section: 'Clinical features and case management' },
      pocketDiarrhoea,
    ],
  },

  /* ------------------------------------------------------------------ 7. Amoebiasis */
  {
    id: 'amoebiasis',
    name: 'Amoebic dysentery / amoebic liver abscess',
    icd10: ['A06.0', 'A06.4', 'A06'],
    icd11: '1A36',
    urgency: 'urgent',
    prior: {
      baseline: 0.004,
      byAge: [
        { maxYears: 5, multiplier: 0.5 },
        { minYears: 5, multiplier: 1.1 },
      ],
      bySex: { male: 1.2, female: 0.8 },
      citations: [ugInfectious, keHospital],
    },
    findings: [
      { findingId: 'bloody-diarrhoea', frequency: 0.55 },
      { findingId: 'mucus-in-stool', frequency: 0.5 },
      { findingId: 'diarrhoea', frequency: 0.65 },
      { findingId: 'abdominal-pain', frequency: 0.8 },
      { findingId: 'right-upper-quadrant-pain', frequency: 0.4 },
      { findingId: 'hepatomegaly', frequency: 0.3 },
      { findingId: 'tenesmus', frequency: 0.3 },
      { findingId: 'fever', frequency: 0.5 },
      { findingId: 'high-fever', frequency: 0.2 },
      { findingId: 'prolonged-fever', frequency: 0.2 },
      { findingId: 'chronic-diarrhoea', frequency: 0.2 },
      { findingId: 'weight-loss', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'vomiting', frequency: 0.15 },
      { findingId: 'pleuritic-chest-pain', frequency: 0.08 },
      { findingId: 'night-sweats', frequency: 0.1 },
      { findingId: 'stool-trophozoites-lab', frequency: 0.6, specificity: 0.97, citation: ugInfectious },
      { findingId: 'stool-pus-rbc-lab', frequency: 0.3 },
      { findingId: 'leucocytosis-lab', frequency: 0.4 },
      { findingId: 'raised-alt-lab', frequency: 0.2 },
      { findingId: 'jaundice', frequency: 0.05 },
      { findingId: 'unsafe-water', frequency: 0.5 },
      { findingId: 'watery-diarrhoea', frequency: 0.15 },
      { findingId: 'profuse-rice-water-stool', frequency: 0.001 },
      { findingId: 'cough', frequency: 0.08 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'chest-pain', frequency: 0.1 },
      { findingId: 'sweating', frequency: 0.2 },
      { findingId: 'alcohol-use', frequency: 0.15 },
      { findingId: 'nausea', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.35 },
      { findingId: 'malaise', frequency: 0.35 },
    ],
    redFlags: [
      {
        findingIds: ['rebound-tenderness', 'abdominal-distension', 'hypotension'],
        finding: 'Peritonitis or shock: perforated colon or ruptured liver abscess',
        urgency: 'emergency',
        actionRequired:
          'Resuscitate, start IV metronidazole with broad-spectrum cover, and refer to a surgeon.',
        citations: [keHospital],
      },
      {
        findingIds: ['right-upper-quadrant-pain', 'hepatomegaly'],
        finding: 'Tender enlarged liver with fever: possible amoebic liver abscess',
        urgency: 'urgent',
        actionRequired:
          'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.',
        citations: [ugInfectious],
      },
    ],
    investigations: [
      {
        test: 'Fresh stool microscopy (wet mount, within 30 minutes)',
        urgency: 'urgent',
        rationale: 'Haematophagous trophozoites confirm invasive amoebiasis; cysts alone do not.',
        expectedFindings: 'E. histolytica trophozoites with ingested red cells.',
      },
      {
        test: 'Abdominal ultrasound',
        urgency: 'urgent',
        rationale: 'Detects liver abscess in fever with right upper quadrant pain.',
        expectedFindings: 'Single hypoechoic lesion, usually in the right lobe.',
      },
      {
        test: 'Full blood count and liver tests',
        urgency: 'routine',
        rationale: 'Leucocytosis and raised alkaline phosphatase in liver abscess.',
        expectedFindings: 'Raised white cells, mildly raised liver enzymes.',
      },
    ],
    monitoring: [
      {
        parameter: 'Fever, abdominal pain and stool frequency',
        frequency: 'Daily for the first 3 days',
        alertCriteria: 'No improvement within 72 hours of metronidazole',
      },
    ],
    referrals: [
      {
        specialist: 'Surgeon or physician',
        urgency: 'urgent',
        reason: 'Large or left-lobe liver abscess, suspected rupture, or no response to treatment.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Drink boiled or treated water and wash hands with soap; wash fruit and vegetables in clean water.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Avoid alcohol during metronidazole treatment.',
        category: 'safety',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Metronidazole (or tinidazole) for amoebic dysentery and liver abscess, followed by a luminal agent (diloxanide furoate) where available to clear cysts. Drainage only for large or non-responding abscesses.',
      supportiveCare: ['Oral rehydration', 'Paracetamol for pain and fever', 'Nutritional support'],
      followUpSchedule: 'Review at 72 hours; repeat ultrasound only if not improving.',
      antibioticsIndicated: true,
      citations: [
        ugInfectious,
        { sourceId: 'who-model-formulary-2008', section: 'Antiamoebic and antigiardiasis medicines' },
      ],
    },
    citations: [ugInfectious, keHospital],
  },

  /* ------------------------------------------------------------------ 8. Soil-transmitted helminthiasis */
  {
    id: 'soil-transmitted-helminthiasis',
    name: 'Intestinal helminthiasis (soil-transmitted)',
    icd10: ['B82.0', 'B76', 'B77', 'B79', 'B82'],
    urgency: 'routine',
    prior: {
      baseline: 0.03,
      byCountry: {
        KE: 1,
        UG: 1.1,
        TZ: 1.1,
        ET: 1.3,
        SO: 1,
        NG: 1.2,
        GH: 1,
        MW: 1,
        ZM: 1,
        ZW: 0.7,
        ML: 0.8,
        BF: 0.8,
        ZA: 0.3,
        BW: 0.2,
      },
      byAge: [
        { maxYears: 1, multiplier: 0.1 },
        { minYears: 1, maxYears: 15, multiplier: 1.8 },
        { minYears: 15, multiplier: 0.6 },
      ],
      citations: [{ sourceId: 'who-sth-2017', section: 'Background: epidemiology and at-risk groups' }],
    },
    findings: [
      {
        findingId: 'stool-ova-lab',
        frequency: 0.75,
        specificity: 0.97,
        citation: { sourceId: 'who-sth-2017', section: 'Diagnosis: Kato-Katz stool microscopy' },
      },
      { findingId: 'worms-in-stool', frequency: 0.25 },
      { findingId: 'abdominal-pain', frequency: 0.4 },
      { findingId: 'bloating', frequency: 0.2 },
      { findingId: 'anorexia', frequency: 0.2 },
      { findingId: 'nausea', frequency: 0.15 },
      { findingId: 'diarrhoea', frequency: 0.15 },
      { findingId: 'anal-itching', frequency: 0.1 },
      { findingId: 'pallor', frequency: 0.25 },
      { findingId: 'anaemia-lab', frequency: 0.35 },
      { findingId: 'microcytosis-lab', frequency: 0.25 },
      { findingId: 'fatigue', frequency: 0.2 },
      { findingId: 'poor-growth', frequency: 0.2 },
      { findingId: 'pica', frequency: 0.08 },
      { findingId: 'weight-loss', frequency: 0.1 },
      { findingId: 'unsafe-water', frequency: 0.5 },
      { findingId: 'cough', frequency: 0.05 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'high-fever', frequency: 0.01 },
      { findingId: 'vomiting', frequency: 0.05 },
      { findingId: 'bloody-diarrhoea', frequency: 0.015 },
      { findingId: 'abdominal-distension', frequency: 0.08 },
    ],
    redFlags: [
      {
        findingIds: ['vomiting-everything'],
        finding:
          'Vomiting everything (with distension or no stool): possible intestinal obstruction by Ascaris',
        urgency: 'emergency',
        actionRequired:
          'Nil by mouth, IV fluids, nasogastric decompression, and surgical referral; do not give anthelminthic until obstruction is excluded.',
        citations: [ugInfectious],
      },
      {
        findingIds: ['severe-anaemia-lab', 'severe-pallor'],
        finding: 'Severe anaemia (hookworm)',
        urgency: 'urgent',
        actionRequired:
          'Check haemoglobin, treat the worms and give iron; refer for transfusion if Hb < 5 g/dL or signs of heart failure.',
        citations: [{ sourceId: 'who-anaemia-2011', section: 'Haemoglobin thresholds for severity' }],
      },
    ],
    investigations: [
      {
        test: 'Stool microscopy for ova (Kato-Katz or direct smear)',
        urgency: 'routine',
        rationale: 'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.',
        expectedFindings: 'Helminth ova.',
      },
      {
        test: 'Haemoglobin',
        urgency: 'routine',
        rationale: 'Hookworm causes iron-deficiency anaemia.',
        expectedFindings: 'Low haemoglobin, microcytosis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Haemoglobin and growth',
        frequency: 'At follow-up after 1-3 months',
        alertCriteria: 'Persistent anaemia or poor weight gain',
      },
    ],
    referrals: [
      {
        specialist: 'Surgeon',
        urgency: 'emergency',
        reason: 'Suspected worm bolus obstruction or biliary ascariasis.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Use a latrine, wear shoes, and wash hands with soap before eating and after the toilet.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Deworm children every 6-12 months in school or community programmes.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Eat iron-rich foods (beans, green leaves, meat) when anaemic.',
        category: 'diet',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Single-dose albendazole (half dose for children 12-23 months) or mebendazole; periodic preventive chemotherapy for children, adolescent girls and women of reproductive age in endemic areas. Avoid in the first trimester of pregnancy.',
      supportiveCare: ['Iron supplementation for anaemia', 'Nutritional counselling'],
      followUpSchedule: 'Routine; repeat deworming every 6-12 months in endemic areas.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-sth-2017', section: 'Recommendations: preventive chemotherapy' },
        ugInfectious,
      ],
    },
    citations: [{ sourceId: 'who-sth-2017', section: 'Soil-transmitted helminth infections' }, ugInfectious],
  },

  /* ------------------------------------------------------------------ 9. Schistosomiasis */
  {
    id: 'schistosomiasis',
    name: 'Schistosomiasis (urinary and intestinal)',
    icd10: ['B65.9', 'B65.0', 'B65.1', 'B65'],
    icd11: '1F86',
    urgency: 'routine',
    prior: {
      baseline: 0.008,
      byCountry: {
        KE: 1,
        UG: 1.5,
        TZ: 1.8,
        MW: 2,
        ZW: 1,
        ZM: 1.2,
        ET: 0.8,
        SO: 0.6,
        NG: 1.5,
        GH: 1.5,
        ML: 1.5,
        BF: 1.5,
        ZA: 0.2,
        BW: 0.3,
      },
      byAge: [
        { maxYears: 5, multiplier: 0.4 },
        { minYears: 5, maxYears: 20, multiplier: 1.8 },
        { minYears: 20, multiplier: 0.7 },
      ],
      citations: [{ sourceId: 'who-schisto-2022', section: 'Epidemiology and endemic settings' }],
    },
    findings: [
      { findingId: 'freshwater-contact', frequency: 0.85 },
      {
        findingId: 'schistosoma-eggs-lab',
        frequency: 0.8,
        specificity: 0.99,
        citation: { sourceId: 'who-schisto-2022', section: 'Diagnosis: urine filtration and Kato-Katz' },
      },
      { findingId: 'haematuria', frequency: 0.55 },
      { findingId: 'dysuria', frequency: 0.3 },
      { findingId: 'urinary-frequency', frequency: 0.15 },
      { findingId: 'suprapubic-pain', frequency: 0.15 },
      { findingId: 'abdominal-pain', frequency: 0.35 },
      { findingId: 'diarrhoea', frequency: 0.2 },
      { findingId: 'bloody-diarrhoea', frequency: 0.1 },
      { findingId: 'hepatomegaly', frequency: 0.2 },
      { findingId: 'splenomegaly', frequency: 0.2 },
      { findingId: 'abdominal-distension', frequency: 0.08 },
      { findingId: 'melaena', frequency: 0.03 },
      { findingId: 'anaemia-lab', frequency: 0.25 },
      { findingId: 'pallor', frequency: 0.2 },
      { findingId: 'fatigue', frequency: 0.2 },
      { findingId: 'proteinuria-lab', frequency: 0.35 },
      { findingId: 'urine-leucocytes-lab', frequency: 0.3 },
      { findingId: 'urine-nitrite-lab', frequency: 0.08 },
      { findingId: 'vaginal-discharge', frequency: 0.08 },
      { findingId: 'fever', frequency: 0.1 },
      { findingId: 'cough', frequency: 0.05 },
      { findingId: 'flank-pain', frequency: 0.08 },
    ],
    redFlags: [
      {
        findingIds: ['melaena', 'hypotension'],
        finding: 'Haematemesis or melaena: bleeding oesophageal varices from hepatosplenic schistosomiasis',
        urgency: 'emergency',
        actionRequired: 'Resuscitate (IV access, fluids, blood), and refer for endoscopy.',
        citations: [ugInfectious],
      },
      {
        findingIds: ['reduced-urine', 'raised-creatinine-lab'],
        finding: 'Little urine or raised creatinine: obstructive uropathy',
        urgency: 'urgent',
        actionRequired: 'Renal ultrasound and referral.',
        citations: [ugInfectious],
      },
    ],
    investigations: [
      {
        test: 'Urine filtration microscopy (midday urine) for S. haematobium',
        urgency: 'routine',
        rationale: 'Confirms urinary schistosomiasis.',
        expectedFindings: 'Terminal-spined eggs.',
      },
      {
        test: 'Stool Kato-Katz for S. mansoni',
        urgency: 'routine',
        rationale: 'Confirms intestinal schistosomiasis.',
        expectedFindings: 'Lateral-spined eggs.',
      },
      {
        test: 'Urine dipstick',
        urgency: 'routine',
        rationale: 'Microhaematuria is a proxy for S. haematobium in endemic areas.',
        expectedFindings: 'Blood and protein.',
      },
      {
        test: 'Abdominal and pelvic ultrasound',
        urgency: 'routine',
        rationale: 'Periportal fibrosis, bladder wall changes, hydronephrosis.',
        expectedFindings: 'Periportal fibrosis or bladder wall thickening in chronic disease.',
      },
    ],
    monitoring: [
      {
        parameter: 'Haematuria and symptoms',
        frequency: '4-6 weeks after treatment',
        alertCriteria: 'Persistent haematuria: re-test and consider bladder pathology',
      },
    ],
    referrals: [
      {
        specialist: 'Physician or urologist',
        urgency: 'routine',
        reason:
          'Portal hypertension, hydronephrosis or persistent haematuria in an adult (exclude bladder cancer).',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Avoid bathing, swimming or washing in lakes, rivers and dams where snails live; use safe water.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Urinate and defecate in latrines, not in or near water.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Take praziquantel with food during school or community mass treatment.',
        category: 'adherence',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Praziquantel as a single dose (WHO: 40 mg/kg), including for pregnant women after the first trimester and for preschool children; repeat annually in high-prevalence communities.',
      supportiveCare: ['Treat anaemia with iron', 'Fluids'],
      followUpSchedule:
        'Routine review after 4-6 weeks; annual mass treatment where prevalence is 10% or more.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-schisto-2022',
          section: 'Recommendations 1-3: preventive chemotherapy and treatment',
        },
      ],
    },
    citations: [{ sourceId: 'who-schisto-2022', section: 'Clinical features and diagnosis' }, ugInfectious],
  },

  /* ------------------------------------------------------------------ 10. Pulmonary tuberculosis */
  {
    id: 'pulmonary-tuberculosis',
    name: 'Pulmonary tuberculosis',
    icd10: ['A15.0', 'A16.2', 'A15', 'A16'],
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
      supportiveCare: ['Pyridoxine with isoniazid', 'Nutritional support', 'Treatment supporter / DOT'],
      followUpSchedule: 'Every 2 weeks in the intensive phase, then monthly; sputum at months 2, 5 and 6.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'who-tb-2022', section: 'Module 4: treatment of drug-susceptible TB' },
        { sourceId: 'ke-tb-2021', section: 'Treatment of drug-susceptible TB' },
      ],
    },
    citations: [
      { sourceId: 'who-tb-2022', section: 'Module 3: diagnosis; Module 4: treatment' },
      { sourceId: 'ke-tb-2021', section: 'Diagnosis of pulmonary TB' },
    ],
  },

  /* ------------------------------------------------------------------ 11. Community-acquired pneumonia, adult */
  {
    id: 'pneumonia-adult',
    name: 'Community-acquired pneumonia (adult)',
    icd10: ['J18.9', 'J15', 'J13'],
    icd11: 'CA40',
    urgency: 'urgent',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 5, multiplier: 0 },
        { minYears: 5, maxYears: 15, multiplier: 0.5 },
        { minYears: 15, maxYears: 65, multiplier: 1 },
        { minYears: 65, multiplier: 2.5 },
      ],
      citations: [{ sourceId: 'who-aware-2022', section: 'Community-acquired pneumonia: epidemiology' }],
    },
    findings: [
      { findingId: 'cough', frequency: 0.9 },
      { findingId: 'productive-cough', frequency: 0.6 },
      { findingId: 'fever', frequency: 0.8 },
      { findingId: 'high-fever', frequency: 0.35 },
      { findingId: 'shortness-of-breath', frequency: 0.65 },
      { findingId: 'pleuritic-chest-pain', frequency: 0.4 },
      { findingId: 'chest-pain', frequency: 0.5 },
      { findingId: 'chills-rigors', frequency: 0.4 },
      { findingId: 'tachypnoea', frequency: 0.5 },
      { findingId: 'tachycardia', frequency: 0.5 },
      {
        findingId: 'crackles',
        frequency: 0.75,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this adult patient have community-acquired pneumonia? (Metlay 1997)',
        },
      },
      { findingId: 'hypoxaemia', frequency: 0.25 },
      { findingId: 'fatigue', frequency: 0.6 },
      { findingId: 'anorexia', frequency: 0.4 },
      { findingId: 'headache', frequency: 0.35 },
      { findingId: 'myalgia', frequency: 0.3 },
      { findingId: 'confusion', frequency: 0.07 },
      { findingId: 'hypotension', frequency: 0.03 },
      { findingId: 'leucocytosis-lab', frequency: 0.6 },
      { findingId: 'raised-crp-lab', frequency: 0.9 },
      { findingId: 'haemoptysis', frequency: 0.08 },
      { findingId: 'wheeze', frequency: 0.15 },
      { findingId: 'vomiting', frequency: 0.15 },
      { findingId: 'runny-nose', frequency: 0.15 },
      { findingId: 'sore-throat', frequency: 0.15 },
      { findingId: 'chronic-cough', frequency: 0.01 },
      { findingId: 'weight-loss', frequency: 0.02 },
      { findingId: 'night-sweats', frequency: 0.03 },
      { findingId: 'orthopnoea', frequency: 0.005 },
      { findingId: 'leg-swelling', frequency: 0.03 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'malaise', frequency: 0.6 },
      { findingId: 'nausea', frequency: 0.15 },
      { findingId: 'sweating', frequency: 0.3 },
      { findingId: 'raised-jvp', frequency: 0.002 },
      { findingId: 'bilateral-pitting-oedema', frequency: 0.005 },
      { findingId: 'known-asthma', frequency: 0.05 },
      { findingId: 'known-hiv', frequency: 0.15 },
      { findingId: 'hiv-test-positive', frequency: 0.15 },
      {
        findingId: 'known-diabetes',
        frequency: 0.12,
        citation: {
          sourceId: 'who-iatt-2011',
          section: 'Volume 1, Chapter: Respiratory problems (risk factors for pneumonia)',
        },
      },
      {
        findingId: 'known-copd-or-smoker',
        frequency: 0.2,
        citation: {
          sourceId: 'who-iatt-2011',
          section: 'Volume 1, Chapter: Respiratory problems (risk factors for pneumonia)',
        },
      },
    ],
    redFlags: [
      {
        findingIds: [
          'confusion',
          'hypotension',
          'hypoxaemia',
          'cyanosis',
          'unable-to-speak-sentences',
          'respiratory-distress',
        ],
        finding: 'Severe pneumonia (CURB-65 feature: confusion, RR >= 30, low BP; or SpO2 < 90%)',
        urgency: 'emergency',
        actionRequired:
          'Oxygen to SpO2 >= 94%, IV ceftriaxone (or benzylpenicillin plus gentamicin) with a macrolide, IV fluids for hypotension, admit.',
        citations: [
          { sourceId: 'who-aware-2022', section: 'Community-acquired pneumonia: severe' },
          iattRespiratory,
        ],
      },
    ],
    investigations: [
      {
        test: 'Pulse oximetry and respiratory rate',
        urgency: 'stat',
        rationale: 'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).',
        expectedFindings: 'SpO2 >= 94% in non-severe disease.',
      },
      {
        test: 'Chest X-ray',
        urgency: 'urgent',
        rationale: 'Confirms consolidation; looks for effusion, cavities (TB).',
        expectedFindings: 'Lobar or patchy consolidation.',
      },
      {
        test: 'Malaria RDT (endemic areas) and HIV test',
        urgency: 'urgent',
        rationale: 'Co-existing malaria is common; HIV changes the differential (PCP, TB).',
        expectedFindings: 'Negative malaria test.',
      },
      {
        test: 'Sputum Xpert MTB/RIF if cough >= 2 weeks, HIV-positive or not improving',
        urgency: 'routine',
        rationale: 'TB mimics pneumonia.',
        expectedFindings: 'MTB not detected.',
      },
      {
        test: 'Full blood count, urea/creatinine',
        urgency: 'routine',
        rationale: 'Urea > 7 mmol/L is a CURB-65 criterion.',
        expectedFindings: 'Neutrophil leucocytosis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Respiratory rate, SpO2, temperature, blood pressure, mental state',
        frequency: 'Review after 48-72 hours (outpatient); every 4 hours (inpatient)',
        alertCriteria: 'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (medical ward)',
        urgency: 'emergency',
        reason: 'CURB-65 >= 2, hypoxaemia, or unable to take oral medicine.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Rest, drink plenty of fluids, and complete the full antibiotic course.',
        category: 'rest',
        importance: 'high',
      },
      {
        recommendation:
          'Return at once for breathlessness at rest, confusion, or fever after 3 days of treatment.',
        category: 'follow-up',
        importance: 'high',
      },
      {
        recommendation:
          'Stop smoking; pneumococcal and influenza vaccination for older adults and people with chronic illness where available.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Non-severe (CURB-65 0-1): oral amoxicillin for 5 days (doxycycline if penicillin allergy). Severe: IV ceftriaxone or benzylpenicillin plus gentamicin, with a macrolide where atypical infection is suspected, switching to oral after clinical improvement.',
      supportiveCare: [
        'Oxygen if SpO2 < 90-94%',
        'Paracetamol for fever and pleuritic pain',
        'Oral or IV fluids',
      ],
      followUpSchedule:
        'Review after 48-72 hours; chest X-ray at 6 weeks if symptoms persist or the patient is a smoker over 50.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'who-aware-2022', section: 'Primary health care: community-acquired pneumonia' },
        iattRespiratory,
      ],
    },
    citations: [iattRespiratory, { sourceId: 'who-aware-2022', section: 'Community-acquired pneumonia' }],
  },

  /* ------------------------------------------------------------------ 12. Pneumonia in a child under 5 */
  {
    id: 'pneumonia-child',
    name: 'Pneumonia in a child under 5 (IMCI classification)',
    icd10: ['J18.9', 'J15', 'J13'],
    icd11: 'CA40',
    urgency: 'urgent',
    prior: {
      baseline: 0.04,
      byAge: [
        { maxYears: 5, multiplier: 3 },
        { minYears: 5, multiplier: 0 },
      ],
      citations: [imciCough, keBasicPaeds],
    },
    findings: [
      { findingId: 'cough', frequency: 0.95 },
      { findingId: 'tachypnoea', frequency: 0.8, citation: imciCough },
      { findingId: 'chest-indrawing', frequency: 0.45, citation: imciCough },
      { findingId: 'shortness-of-breath', frequency: 0.5 },
      { findingId: 'fever', frequency: 0.85 },
      { findingId: 'high-fever', frequency: 0.25 },
      { findingId: 'crackles', frequency: 0.6 },
      { findingId: 'respiratory-distress', frequency: 0.25 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'hypoxaemia', frequency: 0.2 },
      { findingId: 'cyanosis', frequency: 0.03 },
      { findingId: 'runny-nose', frequency: 0.4 },
      { findingId: 'irritability', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.4 },
      { findingId: 'vomiting', frequency: 0.2 },
      { findingId: 'diarrhoea', frequency: 0.15 },
      { findingId: 'wheeze', frequency: 0.15 },
      { findingId: 'lethargy', frequency: 0.08 },
      { findingId: 'unable-to-drink', frequency: 0.1 },
      { findingId: 'vomiting-everything', frequency: 0.04 },
      { findingId: 'convulsions', frequency: 0.02 },
      { findingId: 'stridor', frequency: 0.002 },
      { findingId: 'neck-stiffness', frequency: 0.002 },
      { findingId: 'known-asthma', frequency: 0.05 },
      { findingId: 'watery-diarrhoea', frequency: 0.08 },
      { findingId: 'malaria-test-positive', frequency: 0.08 },
      { findingId: 'nasal-congestion', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: [
          'hypoxaemia',
          'cyanosis',
          'unable-to-drink',
          'vomiting-everything',
          'convulsions',
          'lethargy',
          'unconscious',
          'stridor',
        ],
        finding: 'Severe pneumonia: general danger sign, SpO2 < 90% or central cyanosis',
        urgency: 'emergency',
        actionRequired:
          'Give oxygen, the first dose of IM/IV ampicillin (or benzylpenicillin) plus gentamicin, and refer urgently; keep the child warm and feeding.',
        citations: [imciCough, pocketCough],
      },
      {
        findingIds: ['respiratory-distress'],
        finding: 'Severe respiratory distress (grunting, nasal flaring, head nodding)',
        urgency: 'emergency',
        actionRequired: 'ETAT emergency sign: oxygen and immediate admission.',
        citations: [
          { sourceId: 'who-etat-2016', section: 'Airway and breathing: severe respiratory distress' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Count respiratory rate for a full minute; look for chest indrawing',
        urgency: 'stat',
        rationale:
          'IMCI classification: fast breathing (>= 50/min at 2-12 months, >= 40/min at 1-5 years) or chest indrawing.',
        expectedFindings: 'Fast breathing and/or chest indrawing.',
      },
      {
        test: 'Pulse oximetry',
        urgency: 'stat',
        rationale: 'SpO2 < 90% is severe pneumonia requiring oxygen.',
        expectedFindings: 'SpO2 >= 90% in non-severe pneumonia.',
      },
      {
        test: 'Malaria RDT (endemic areas)',
        urgency: 'urgent',
        rationale: 'Malaria and pneumonia overlap in febrile children.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'HIV test where status unknown',
        urgency: 'routine',
        rationale: 'HIV-exposed children need PCP consideration.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'Respiratory rate, chest indrawing, SpO2, feeding',
        frequency: 'Review after 3 days (outpatient); every 6 hours (inpatient)',
        alertCriteria: 'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (paediatric ward)',
        urgency: 'emergency',
        reason: 'Severe pneumonia (danger sign, hypoxaemia) or age under 2 months.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Give every dose of amoxicillin for the full course, even when the child seems better.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Keep breastfeeding and offer fluids often; clear a blocked nose before feeds.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation:
          'Return at once if breathing becomes difficult, the child cannot drink or becomes sicker.',
        category: 'follow-up',
        importance: 'high',
      },
      {
        recommendation: 'Keep vaccinations up to date (PCV, Hib, measles, pertussis) and avoid indoor smoke.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'IMCI pneumonia (fast breathing and/or chest indrawing without danger signs): oral amoxicillin twice daily for 5 days (3 days for fast breathing only in low-HIV settings). Severe pneumonia: first dose of ampicillin or benzylpenicillin plus gentamicin, oxygen and referral; ceftriaxone as second line.',
      supportiveCare: [
        'Oxygen when SpO2 < 90%',
        'Paracetamol for fever',
        'Continue breastfeeding and feeding',
        'Soothe the throat with a safe remedy',
      ],
      followUpSchedule: 'Follow up after 3 days of treatment; sooner for any danger sign.',
      antibioticsIndicated: true,
      citations: [imciCough, pocketCough, keBasicPaeds],
    },
    citations: [imciCough, pocketCough, keBasicPaeds],
  },

  /* ------------------------------------------------------------------ 13. Bronchiolitis */
  {
    id: 'bronchiolitis',
    name: 'Bronchiolitis',
    icd10: ['J21.9', 'J21'],
    urgency: 'urgent',
    prior: {
      baseline: 0.008,
      byAge: [
        { maxYears: 1, multiplier: 7 },
        { minYears: 1, maxYears: 2, multiplier: 4 },
        { minYears: 2, multiplier: 0 },
      ],
      citations: [{ sourceId: 'who-pocket-book-2013', section: '4.4.1 Bronchiolitis' }],
    },
    findings: [
      { findingId: 'cough', frequency: 0.95 },
      { findingId: 'wheeze', frequency: 0.8 },
      { findingId: 'runny-nose', frequency: 0.85 },
      { findingId: 'nasal-congestion', frequency: 0.6 },
      { findingId: 'tachypnoea', frequency: 0.7 },
      { findingId: 'chest-indrawing', frequency: 0.5 },
      { findingId: 'crackles', frequency: 0.6 },
      { findingId: 'fever', frequency: 0.5 },
      { findingId: 'high-fever', frequency: 0.05 },
      { findingId: 'shortness-of-breath', frequency: 0.6 },
      { findingId: 'respiratory-distress', frequency: 0.3 },
      { findingId: 'hypoxaemia', frequency: 0.2 },
      { findingId: 'unable-to-drink', frequency: 0.12 },
      { findingId: 'irritability', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.5 },
      { findingId: 'vomiting', frequency: 0.15 },
      { findingId: 'sick-contacts', frequency: 0.4 },
      { findingId: 'cyanosis', frequency: 0.03 },
      { findingId: 'known-asthma', frequency: 0.01 },
      { findingId: 'stridor', frequency: 0.002 },
      { findingId: 'lethargy', frequency: 0.05 },
      { findingId: 'diarrhoea', frequency: 0.1 },
      { findingId: 'malaria-test-positive', frequency: 0.03 },
      { findingId: 'anorexia', frequency: 0.3 },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'cyanosis', 'unable-to-drink', 'respiratory-distress', 'lethargy'],
        finding: 'Severe bronchiolitis: hypoxaemia, apnoea, cannot feed, or severe distress',
        urgency: 'emergency',
        actionRequired:
          'Oxygen by nasal prongs, gentle nasal suction, nasogastric feeds or IV fluids, admit.',
        citations: [{ sourceId: 'who-pocket-book-2013', section: '4.4.1 Bronchiolitis: treatment' }],
      },
    ],
    investigations: [
      {
        test: 'Pulse oximetry',
        urgency: 'stat',
        rationale: 'Oxygen is the main treatment; give it when SpO2 < 90%.',
        expectedFindings: 'SpO2 often 90-95%; below 90% in severe cases.',
      },
      {
        test: 'Trial of rapid-acting bronchodilator when the diagnosis is uncertain',
        urgency: 'urgent',
        rationale: 'A clear response suggests asthma rather than bronchiolitis.',
        expectedFindings: 'Little or no response in bronchiolitis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Respiratory rate, SpO2, apnoea, feeding',
        frequency: 'Every 3-6 hours (inpatient); home review after 2 days',
        alertCriteria: 'SpO2 < 90%, apnoea, feeding less than half of usual',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (paediatric ward)',
        urgency: 'emergency',
        reason: 'Hypoxaemia, apnoea, poor feeding or severe respiratory distress.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Clear the nose with saline drops before feeds; feed small amounts often and continue breastfeeding.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation: 'Keep the baby away from smoke; wash hands to protect other infants.',
        category: 'hygiene',
        importance: 'medium',
      },
      {
        recommendation:
          'Return at once if breathing is harder, the lips turn blue, pauses in breathing, or the baby will not feed.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Supportive care: oxygen for SpO2 < 90%, nasal suction and feeding support. Antibiotics only if there are signs of pneumonia per IMCI; bronchodilators and steroids are not routinely recommended.',
      supportiveCare: [
        'Oxygen when hypoxaemic',
        'Nasal saline and gentle suction',
        'Small frequent feeds or nasogastric feeding',
        'Paracetamol for fever',
      ],
      followUpSchedule: 'Review after 2 days, sooner if worse; cough may last 2-3 weeks.',
      antibioticsIndicated: false,
      citations: [{ sourceId: 'who-pocket-book-2013', section: '4.4.1 Bronchiolitis' }, keBasicPaeds],
    },
    citations: [
      {
        sourceId: 'who-pocket-book-2013',
        section: '4.4 Conditions presenting with wheeze: 4.4.1 Bronchiolitis',
      },
    ],
  },

  /* ------------------------------------------------------------------ 14. Common cold / URTI */
  {
    id: 'common-cold',
    name: 'Common cold / upper respiratory tract infection',
    icd10: ['J00', 'J06.9', 'J06'],
    icd11: 'CA00',
    urgency: 'routine',
    prior: {
      baseline: 0.08,
      byAge: [
        { maxYears: 5, multiplier: 1.5 },
        { minYears: 5, multiplier: 0.9 },
      ],
      citations: [{ sourceId: 'who-pocket-book-2013', section: '4.3 Cough or cold' }],
    },
    findings: [
      { findingId: 'runny-nose', frequency: 0.9 },
      { findingId: 'nasal-congestion', frequency: 0.8 },
      { findingId: 'sneezing', frequency: 0.6 },
      { findingId: 'sore-throat', frequency: 0.5 },
      { findingId: 'cough', frequency: 0.6 },
      { findingId: 'dry-cough', frequency: 0.4 },
      { findingId: 'productive-cough', frequency: 0.1 },
      { findingId: 'fever', frequency: 0.3 },
      { findingId: 'high-fever', frequency: 0.03 },
      { findingId: 'headache', frequency: 0.3 },
      { findingId: 'malaise', frequency: 0.4 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'myalgia', frequency: 0.12 },
      { findingId: 'sick-contacts', frequency: 0.4 },
      { findingId: 'red-eyes', frequency: 0.1 },
      { findingId: 'purulent-nasal-discharge', frequency: 0.2 },
      { findingId: 'loss-of-smell-taste', frequency: 0.08 },
      { findingId: 'itchy-nose-eyes', frequency: 0.1 },
      { findingId: 'tonsillar-exudate', frequency: 0.01 },
      { findingId: 'tender-neck-nodes', frequency: 0.1 },
      { findingId: 'ear-pain', frequency: 0.05 },
      { findingId: 'facial-pain', frequency: 0.08 },
      { findingId: 'symptoms-over-10-days', frequency: 0.05 },
      { findingId: 'chills-rigors', frequency: 0.05 },
      { findingId: 'shortness-of-breath', frequency: 0.03 },
      { findingId: 'tachypnoea', frequency: 0.03 },
      { findingId: 'chest-indrawing', frequency: 0.005 },
      { findingId: 'crackles', frequency: 0.02 },
      { findingId: 'wheeze', frequency: 0.03 },
      { findingId: 'hypoxaemia', frequency: 0.003 },
      { findingId: 'vomiting', frequency: 0.06 },
      { findingId: 'diarrhoea', frequency: 0.05 },
      { findingId: 'chronic-cough', frequency: 0.01 },
      { findingId: 'malaria-test-positive', frequency: 0.04 },
      { findingId: 'irritability', frequency: 0.2 },
      { findingId: 'anorexia', frequency: 0.15 },
      { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.01 },
    ],
    redFlags: [
      {
        findingIds: ['tachypnoea', 'chest-indrawing', 'hypoxaemia', 'stridor'],
        finding: 'Fast breathing, chest indrawing, stridor or hypoxaemia: not a simple cold',
        urgency: 'urgent',
        actionRequired: 'Assess and classify for pneumonia or croup; treat accordingly.',
        citations: [imciCough],
      },
      {
        findingIds: ['chronic-cough'],
        finding: 'Cough for 2 weeks or more',
        urgency: 'routine',
        actionRequired: 'Assess for TB, asthma and pertussis.',
        citations: [pocketCough],
      },
    ],
    investigations: [
      {
        test: 'None routinely; respiratory rate and malaria test if febrile in an endemic area',
        urgency: 'routine',
        rationale: 'The diagnosis is clinical; exclude pneumonia and malaria.',
        expectedFindings: 'Normal respiratory rate; negative malaria test.',
      },
    ],
    monitoring: [
      {
        parameter: 'Breathing and fever',
        frequency: 'Home care; return if not better in 5 days (IMCI) or 10 days (adults)',
        alertCriteria: 'Fast or difficult breathing, high fever, unable to drink',
      },
    ],
    referrals: [],
    lifestyle: [
      {
        recommendation:
          'Rest, drink warm fluids, and soothe the throat with honey (not under 1 year) or warm water.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Antibiotics do not help a cold; they cause side effects and resistance.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Wash hands and cover coughs and sneezes to protect others.',
        category: 'hygiene',
        importance: 'medium',
      },
      {
        recommendation: "Clear a child's blocked nose with saline drops before feeds.",
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Symptomatic care only: fluids, rest, paracetamol for fever or pain, saline nose drops. No antibiotics, no cough syrups containing codeine or antihistamines in young children.',
      supportiveCare: [
        'Paracetamol for fever or discomfort',
        'Saline nasal drops',
        'Warm drinks and honey for cough (age over 1 year)',
      ],
      followUpSchedule:
        'Return if not improving after 5 days (children) or 10 days (adults), or at once for breathing difficulty.',
      antibioticsIndicated: false,
      citations: [{ sourceId: 'who-pocket-book-2013', section: '4.3 Cough or cold' }, awareUpper],
    },
    citations: [{ sourceId: 'who-pocket-book-2013', section: '4.3 Cough or cold' }, imciCough],
  },

  /* ------------------------------------------------------------------ 15. Streptococcal pharyngitis */
  {
    id: 'streptococcal-pharyngitis',
    name: 'Streptococcal pharyngitis / tonsillitis',
    icd10: ['J02.0', 'J03.0', 'J02', 'J03'],
    urgency: 'routine',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 3, multiplier: 0.2 },
        { minYears: 3, maxYears: 15, multiplier: 2 },
        { minYears: 15, maxYears: 45, multiplier: 0.7 },
        { minYears: 45, multiplier: 0.3 },
      ],
      citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: sore throat (pharyngitis)' }],
    },
    findings: [
      { findingId: 'sore-throat', frequency: 0.99 },
      {
        findingId: 'tonsillar-exudate',
        frequency: 0.5,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this patient have strep throat? (Ebell 2000)',
        },
      },
      {
        findingId: 'tender-neck-nodes',
        frequency: 0.6,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this patient have strep throat? (Ebell 2000)',
        },
      },
      { findingId: 'fever', frequency: 0.8 },
      { findingId: 'high-fever', frequency: 0.3 },
      { findingId: 'headache', frequency: 0.4 },
      { findingId: 'malaise', frequency: 0.5 },
      { findingId: 'anorexia', frequency: 0.4 },
      { findingId: 'abdominal-pain', frequency: 0.15 },
      { findingId: 'nausea', frequency: 0.15 },
      { findingId: 'vomiting', frequency: 0.12 },
      { findingId: 'myalgia', frequency: 0.2 },
      {
        findingId: 'strep-test-positive-lab',
        frequency: 0.86,
        specificity: 0.95,
        citation: { sourceId: 'who-aware-2022', section: 'Sore throat: rapid antigen tests' },
      },
      {
        findingId: 'cough',
        frequency: 0.1,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this patient have strep throat? (Ebell 2000): absence of cough',
        },
      },
      { findingId: 'runny-nose', frequency: 0.1 },
      { findingId: 'sneezing', frequency: 0.05 },
      { findingId: 'nasal-congestion', frequency: 0.1 },
      { findingId: 'red-eyes', frequency: 0.01 },
      { findingId: 'rash', frequency: 0.05 },
      { findingId: 'diarrhoea', frequency: 0.03 },
      { findingId: 'ear-pain', frequency: 0.1 },
      { findingId: 'shortness-of-breath', frequency: 0.02 },
      { findingId: 'tachypnoea', frequency: 0.02 },
      { findingId: 'dysphagia', frequency: 0.3 },
    ],
    redFlags: [
      {
        findingIds: ['stridor', 'unable-to-drink', 'trismus', 'respiratory-distress'],
        finding:
          'Cannot swallow, drooling, trismus or stridor: peritonsillar abscess, epiglottitis or airway obstruction',
        urgency: 'emergency',
        actionRequired:
          'Keep the patient upright and calm, do not examine the throat forcibly, give IV antibiotics and refer to ENT/hospital.',
        citations: [{ sourceId: 'who-pocket-book-2013', section: '4.5 Conditions presenting with stridor' }],
      },
      {
        findingIds: ['migratory-polyarthritis', 'heart-murmur'],
        finding: 'Joint pains or murmur after sore throat: possible acute rheumatic fever',
        urgency: 'urgent',
        actionRequired:
          'Assess for rheumatic fever (Jones criteria), give benzathine penicillin and refer for echocardiography.',
        citations: [{ sourceId: 'who-rhd-2024', section: 'Diagnosis of acute rheumatic fever' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical score (Centor/McIsaac: fever, exudate, tender anterior nodes, no cough, age)',
        urgency: 'routine',
        rationale: 'Selects patients who benefit from antibiotics.',
        expectedFindings: 'Score 3-4.',
      },
      {
        test: 'Rapid antigen detection test or throat culture where available',
        urgency: 'routine',
        rationale: 'Confirms group A streptococcus.',
        expectedFindings: 'Positive.',
      },
    ],
    monitoring: [
      {
        parameter: 'Fever, swallowing',
        frequency: 'Review if not better in 3 days',
        alertCriteria: 'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness',
      },
    ],
    referrals: [
      {
        specialist: 'ENT surgeon',
        urgency: 'emergency',
        reason: 'Peritonsillar abscess or airway compromise.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Complete the full 10-day course of penicillin/amoxicillin to prevent rheumatic fever.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Warm saltwater gargles, soft food and plenty of fluids.',
        category: 'self-care',
        importance: 'medium',
      },
      {
        recommendation: 'Stay off school for the first 24 hours of antibiotics.',
        category: 'prevention',
        importance: 'low',
      },
    ],
    protocol: {
      primaryTreatment:
        'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever). Penicillin allergy: a macrolide (azithromycin or erythromycin). Most sore throats are viral and need no antibiotic.',
      supportiveCare: ['Paracetamol or ibuprofen for pain and fever', 'Fluids and soft diet'],
      followUpSchedule: 'Review in 3 days if not improving; at once for difficulty swallowing or breathing.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'who-aware-2022', section: 'Primary health care: sore throat' },
        { sourceId: 'who-rhd-2024', section: 'Primary prevention: treatment of streptococcal pharyngitis' },
      ],
    },
    citations: [{ sourceId: 'who-aware-2022', section: 'Sore throat' }, imciThroat],
  },

  /* ------------------------------------------------------------------ 16. Acute otitis media */
  {
    id: 'acute-otitis-media',
    name: 'Acute otitis media',
    icd10: ['H66.9', 'H66.0', 'H66'],
    icd11: 'AB00',
    urgency: 'urgent',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 2, multiplier: 2.5 },
        { minYears: 2, maxYears: 6, multiplier: 2 },
        { minYears: 6, maxYears: 15, multiplier: 0.7 },
        { minYears: 15, multiplier: 0.2 },
      ],
      citations: [imciEar],
    },
    findings: [
      { findingId: 'ear-pain', frequency: 0.85 },
      {
        findingId: 'red-bulging-eardrum',
        frequency: 0.85,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this child have acute otitis media? (Rothman 2003): bulging, red, immobile drum',
        },
      },
      { findingId: 'ear-discharge', frequency: 0.15 },
      { findingId: 'fever', frequency: 0.6 },
      { findingId: 'high-fever', frequency: 0.15 },
      { findingId: 'irritability', frequency: 0.5 },
      { findingId: 'sleep-disturbance', frequency: 0.3 },
      { findingId: 'runny-nose', frequency: 0.6 },
      { findingId: 'nasal-congestion', frequency: 0.4 },
      { findingId: 'cough', frequency: 0.45 },
      { findingId: 'anorexia', frequency: 0.3 },
      { findingId: 'vomiting', frequency: 0.1 },
      { findingId: 'diarrhoea', frequency: 0.08 },
      { findingId: 'sore-throat', frequency: 0.15 },
      { findingId: 'headache', frequency: 0.15 },
      { findingId: 'tender-swelling-behind-ear', frequency: 0.01 },
      { findingId: 'neck-stiffness', frequency: 0.001 },
      { findingId: 'tachypnoea', frequency: 0.03 },
      { findingId: 'chest-indrawing', frequency: 0.002 },
      { findingId: 'malaria-test-positive', frequency: 0.04 },
    ],
    redFlags: [
      {
        findingIds: ['tender-swelling-behind-ear', 'facial-droop'],
        finding: 'Tender swelling behind the ear or facial palsy: mastoiditis or facial nerve involvement',
        urgency: 'emergency',
        actionRequired:
          'First dose of IM/IV ceftriaxone (or ampicillin plus gentamicin) and urgent referral.',
        citations: [imciEar],
      },
      {
        findingIds: ['neck-stiffness', 'unconscious'],
        finding: 'Intracranial complication of otitis (meningitis, abscess): neck stiffness or coma',
        urgency: 'critical',
        actionRequired: 'Treat as meningitis: parenteral ceftriaxone now and refer.',
        citations: [pocketFever],
      },
    ],
    investigations: [
      {
        test: 'Otoscopy',
        urgency: 'urgent',
        rationale: 'A red, bulging or perforated drum confirms AOM.',
        expectedFindings: 'Red bulging tympanic membrane, or perforation with pus.',
      },
      {
        test: 'Malaria RDT if febrile in an endemic area',
        urgency: 'urgent',
        rationale: 'Fever may have another cause.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'Ear pain, fever, discharge',
        frequency: 'Follow up after 5 days',
        alertCriteria: 'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days',
      },
    ],
    referrals: [
      {
        specialist: 'ENT surgeon',
        urgency: 'emergency',
        reason: 'Mastoiditis or intracranial complication.',
      },
      {
        specialist: 'ENT / audiology',
        urgency: 'routine',
        reason: 'Discharge for more than 14 days (chronic suppurative otitis media) or hearing loss.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Dry a discharging ear by wicking with clean cloth 3 times daily; do not put oil or objects in the ear.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Give the antibiotic for the full 5 days and paracetamol for pain.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Avoid bottle-feeding lying flat and exposure to smoke.',
        category: 'prevention',
        importance: 'low',
      },
    ],
    protocol: {
      primaryTreatment:
        'IMCI acute ear infection (ear pain or pus draining for less than 14 days): oral amoxicillin for 5 days, paracetamol for pain, and dry the ear by wicking. Chronic ear infection (discharge 14 days or more): wicking and topical quinolone ear drops.',
      supportiveCare: ['Paracetamol for pain and fever', 'Dry the ear by wicking if discharging'],
      followUpSchedule: 'Follow up after 5 days.',
      antibioticsIndicated: true,
      citations: [
        imciEar,
        { sourceId: 'who-aware-2022', section: 'Primary health care: acute otitis media' },
      ],
    },
    citations: [imciEar, { sourceId: 'who-pocket-book-2013', section: '6.7 Ear infections' }],
  },

  /* ------------------------------------------------------------------ 17. Acute sinusitis */
  {
    id: 'acute-sinusitis',
    name: 'Acute sinusitis',
    icd10: ['J01.9', 'J01'],
    icd11: 'CA01',
    urgency: 'routine',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 2, multiplier: 0.1 },
        { minYears: 2, maxYears: 15, multiplier: 0.8 },
        { minYears: 15, multiplier: 1.1 },
      ],
      citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: acute sinusitis' }],
    },
    findings: [
      { findingId: 'facial-pain', frequency: 0.7 },
      {
        findingId: 'purulent-nasal-discharge',
        frequency: 0.7,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this patient have sinusitis? (Williams and Simel 1993)',
        },
      },
      { findingId: 'nasal-congestion', frequency: 0.8 },
      { findingId: 'symptoms-over-10-days', frequency: 0.55 },
      { findingId: 'runny-nose', frequency: 0.7 },
      { findingId: 'headache', frequency: 0.6 },
      { findingId: 'cough', frequency: 0.4 },
      { findingId: 'loss-of-smell-taste', frequency: 0.3 },
      { findingId: 'fever', frequency: 0.3 },
      { findingId: 'high-fever', frequency: 0.05 },
      { findingId: 'sneezing', frequency: 0.2 },
      { findingId: 'sore-throat', frequency: 0.2 },
      { findingId: 'malaise', frequency: 0.3 },
      { findingId: 'ear-pain', frequency: 0.1 },
      { findingId: 'itchy-nose-eyes', frequency: 0.1 },
      { findingId: 'periorbital-swelling', frequency: 0.01 },
      { findingId: 'visual-disturbance', frequency: 0.01 },
      { findingId: 'neck-stiffness', frequency: 0.001 },
      { findingId: 'tachypnoea', frequency: 0.03 },
      { findingId: 'shortness-of-breath', frequency: 0.03 },
      { findingId: 'vomiting', frequency: 0.03 },
      { findingId: 'unilateral-throbbing-headache', frequency: 0.02 },
      { findingId: 'photophobia', frequency: 0.008 },
      { findingId: 'recurrent-headache-episodes', frequency: 0.02 },
      { findingId: 'severe-headache', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: ['periorbital-swelling', 'visual-disturbance'],
        finding: 'Swelling around the eye or visual change: orbital complication',
        urgency: 'emergency',
        actionRequired: 'IV antibiotics (ceftriaxone) and same-day referral to ENT/ophthalmology.',
        citations: [{ sourceId: 'who-aware-2022', section: 'Acute sinusitis: when to refer' }],
      },
      {
        findingIds: ['neck-stiffness', 'unconscious'],
        finding: 'Neck stiffness or coma: intracranial spread',
        urgency: 'critical',
        actionRequired: 'Treat as meningitis or brain abscess: parenteral ceftriaxone and refer.',
        citations: [{ sourceId: 'who-aware-2022', section: 'Acute sinusitis: when to refer' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis; no imaging for uncomplicated sinusitis',
        urgency: 'routine',
        rationale: 'X-rays do not change management.',
        expectedFindings: 'Purulent discharge, facial tenderness.',
      },
    ],
    monitoring: [
      {
        parameter: 'Symptoms',
        frequency: 'Review after 7-10 days',
        alertCriteria: 'Worsening after initial improvement, eye swelling, severe headache',
      },
    ],
    referrals: [
      {
        specialist: 'ENT surgeon',
        urgency: 'routine',
        reason: 'Recurrent or chronic sinusitis (symptoms over 12 weeks).',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Saline nasal rinses, steam inhalation and fluids; most cases clear in 2-3 weeks without antibiotics.',
        category: 'self-care',
        importance: 'high',
      },
      { recommendation: 'Avoid smoke and known allergens.', category: 'prevention', importance: 'low' },
    ],
    protocol: {
      primaryTreatment:
        'Most acute sinusitis is viral: symptomatic care. Antibiotics (amoxicillin for 5 days, amoxicillin-clavulanate second line) only for severe symptoms, symptoms beyond 10 days without improvement, or worsening after initial improvement.',
      supportiveCare: [
        'Paracetamol or ibuprofen',
        'Saline nasal irrigation',
        'Short course of nasal decongestant (adults)',
      ],
      followUpSchedule: 'Review after 7-10 days if not improving.',
      antibioticsIndicated: false,
      citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: acute sinusitis' }],
    },
    citations: [
      { sourceId: 'who-aware-2022', section: 'Acute sinusitis' },
      { sourceId: 'jama-rce-1990s', section: 'Does this patient have sinusitis? (Williams and Simel 1993)' },
    ],
  },

  /* ------------------------------------------------------------------ 18. Influenza */
  {
    id: 'influenza',
    name: 'Influenza',
    icd10: ['J11.1', 'J10', 'J11'],
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      bySeason: [
        { countries: ['ZA', 'BW', 'ZW', 'ZM', 'MW'], months: [5, 6, 7, 8], multiplier: 3 },
        { countries: ['KE', 'UG', 'TZ', 'ET'], months: [6, 7, 8, 11, 12], multiplier: 1.4 },
        { countries: ['NG', 'GH', 'ML', 'BF'], months: [6, 7, 8, 9], multiplier: 1.4 },
      ],
      byAge: [
        { maxYears: 5, multiplier: 1.3 },
        { minYears: 5, multiplier: 1 },
      ],
      citations: [
        {
          sourceId: 'who-influenza-2022',
          section: 'Background: seasonality in tropical and temperate settings',
        },
      ],
    },
    findings: [
      { findingId: 'fever', frequency: 0.85 },
      { findingId: 'high-fever', frequency: 0.4 },
      {
        findingId: 'cough',
        frequency: 0.85,
        citation: { sourceId: 'jama-rce-1990s', section: 'Does this patient have influenza? (Call 2005)' },
      },
      { findingId: 'dry-cough', frequency: 0.6 },
      { findingId: 'productive-cough', frequency: 0.15 },
      { findingId: 'myalgia', frequency: 0.7 },
      { findingId: 'headache', frequency: 0.7 },
      { findingId: 'sore-throat', frequency: 0.6 },
      { findingId: 'runny-nose', frequency: 0.5 },
      { findingId: 'nasal-congestion', frequency: 0.4 },
      { findingId: 'sneezing', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.8 },
      { findingId: 'malaise', frequency: 0.8 },
      { findingId: 'chills-rigors', frequency: 0.6 },
      { findingId: 'sweating', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'arthralgia', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.35 },
      { findingId: 'sick-contacts', frequency: 0.45 },
      {
        findingId: 'influenza-test-positive-lab',
        frequency: 0.7,
        specificity: 0.98,
        citation: { sourceId: 'who-influenza-2022', section: 'Diagnosis: rapid tests and RT-PCR' },
      },
      { findingId: 'covid-test-positive-lab', frequency: 0.02 },
      { findingId: 'shortness-of-breath', frequency: 0.1 },
      { findingId: 'tachypnoea', frequency: 0.08 },
      { findingId: 'hypoxaemia', frequency: 0.03 },
      { findingId: 'crackles', frequency: 0.05 },
      { findingId: 'vomiting', frequency: 0.1 },
      { findingId: 'diarrhoea', frequency: 0.08 },
      { findingId: 'loss-of-smell-taste', frequency: 0.02 },
      { findingId: 'malaria-test-positive', frequency: 0.04 },
      { findingId: 'back-pain', frequency: 0.2 },
      { findingId: 'severe-headache', frequency: 0.25 },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'respiratory-distress', 'cyanosis', 'confusion', 'hypotension'],
        finding: 'Severe influenza: hypoxaemia, respiratory distress, confusion or shock',
        urgency: 'emergency',
        actionRequired:
          'Oxygen, start oseltamivir at once without waiting for a test, treat for secondary bacterial pneumonia, admit.',
        citations: [
          { sourceId: 'who-influenza-2022', section: 'Severe influenza: antivirals and supportive care' },
        ],
      },
      {
        findingIds: ['shortness-of-breath', 'tachypnoea', 'chest-pain'],
        finding: 'Breathlessness or chest pain with influenza: possible pneumonia',
        urgency: 'urgent',
        actionRequired:
          'Measure SpO2 and respiratory rate the same day; start oseltamivir and assess for viral or bacterial pneumonia.',
        citations: [{ sourceId: 'who-influenza-2022', section: 'Signs of progressive disease' }],
      },
    ],
    investigations: [
      {
        test: 'Influenza rapid test or RT-PCR (where it changes management or for surveillance)',
        urgency: 'routine',
        rationale: 'Confirms influenza; a negative rapid test does not exclude it.',
        expectedFindings: 'Influenza A or B detected.',
      },
      {
        test: 'Pulse oximetry',
        urgency: 'urgent',
        rationale: 'Detects viral or secondary pneumonia.',
        expectedFindings: 'SpO2 >= 94%.',
      },
      {
        test: 'Malaria RDT in endemic areas',
        urgency: 'urgent',
        rationale: 'Fever and aches overlap with malaria.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'Breathing, fever, hydration',
        frequency: 'Home care; return if worse or not better in 5 days',
        alertCriteria: 'Breathlessness, chest pain, confusion, fever returning after improvement',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital',
        urgency: 'emergency',
        reason: 'Hypoxaemia, respiratory distress or altered consciousness.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Rest, drink plenty of fluids and stay home until 24 hours after the fever settles.',
        category: 'rest',
        importance: 'high',
      },
      {
        recommendation:
          'Cover coughs and sneezes, wash hands; annual influenza vaccination for high-risk groups where available.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Symptomatic care for non-severe influenza in healthy people. Oseltamivir for severe influenza and for non-severe influenza in people at high risk of complications (pregnancy, age over 65 or under 2, chronic disease, immunosuppression), started as early as possible. Antibiotics only for secondary bacterial pneumonia.',
      supportiveCare: ['Paracetamol for fever and aches (no aspirin in children)', 'Fluids and rest'],
      followUpSchedule: 'Return if breathless or not improving in 5 days.',
      antibioticsIndicated: false,
      citations: [{ sourceId: 'who-influenza-2022', section: 'Recommendations: antiviral treatment' }],
    },
    citations: [
      { sourceId: 'who-influenza-2022', section: 'Clinical practice guidelines for influenza' },
      { sourceId: 'jama-rce-1990s', section: 'Does this patient have influenza? (Call 2005)' },
    ],
  },

  /* ------------------------------------------------------------------ 19. COVID-19 */
  {
    id: 'covid-19',
    name: 'COVID-19',
    icd10: ['U07.1'],
    icd11: 'RA01.0',
    urgency: 'routine',
    prior: {
      baseline: 0.005,
      byAge: [
        { maxYears: 15, multiplier: 0.5 },
        { minYears: 15, maxYears: 60, multiplier: 1 },
        { minYears: 60, multiplier: 1.5 },
      ],
      citations: [{ sourceId: 'who-covid-2023', section: 'Clinical characterization and epidemiology' }],
    },
    findings: [
      { findingId: 'fever', frequency: 0.55 },
      { findingId: 'high-fever', frequency: 0.1 },
      { findingId: 'cough', frequency: 0.6 },
      { findingId: 'dry-cough', frequency: 0.5 },
      { findingId: 'productive-cough', frequency: 0.15 },
      { findingId: 'loss-of-smell-taste', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.6 },
      { findingId: 'headache', frequency: 0.5 },
      { findingId: 'myalgia', frequency: 0.4 },
      { findingId: 'sore-throat', frequency: 0.45 },
      { findingId: 'runny-nose', frequency: 0.35 },
      { findingId: 'nasal-congestion', frequency: 0.35 },
      { findingId: 'sneezing', frequency: 0.25 },
      { findingId: 'chills-rigors', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.3 },
      { findingId: 'shortness-of-breath', frequency: 0.35 },
      { findingId: 'chest-pain', frequency: 0.15 },
      { findingId: 'tachypnoea', frequency: 0.2 },
      { findingId: 'hypoxaemia', frequency: 0.15 },
      { findingId: 'diarrhoea', frequency: 0.1 },
      { findingId: 'nausea', frequency: 0.1 },
      { findingId: 'vomiting', frequency: 0.05 },
      { findingId: 'sick-contacts', frequency: 0.4 },
      {
        findingId: 'covid-test-positive-lab',
        frequency: 0.85,
        specificity: 0.99,
        citation: { sourceId: 'who-covid-2023', section: 'Diagnosis: NAAT and antigen-detection RDTs' },
      },
      { findingId: 'influenza-test-positive-lab', frequency: 0.01 },
      { findingId: 'malaria-test-positive', frequency: 0.04 },
      {
        findingId: 'tachycardia',
        frequency: 0.3,
        citation: {
          sourceId: 'who-covid-2023',
          section: 'Clinical management: severity classification (about 15% severe, 5% critical)',
        },
      },
      {
        findingId: 'crackles',
        frequency: 0.15,
        citation: {
          sourceId: 'who-covid-2023',
          section: 'Clinical management: severity classification (about 15% severe, 5% critical)',
        },
      },
      {
        findingId: 'known-diabetes',
        frequency: 0.12,
        citation: {
          sourceId: 'who-covid-2023',
          section: 'Risk factors for severe disease: diabetes, hypertension, age over 60',
        },
      },
      {
        findingId: 'known-hypertension',
        frequency: 0.2,
        citation: {
          sourceId: 'who-covid-2023',
          section: 'Risk factors for severe disease: diabetes, hypertension, age over 60',
        },
      },
    ],
    redFlags: [
      {
        findingIds: [
          'hypoxaemia',
          'respiratory-distress',
          'cyanosis',
          'unable-to-speak-sentences',
          'confusion',
          'hypotension',
        ],
        finding: 'Severe or critical COVID-19 (SpO2 < 90%, respiratory distress, shock)',
        urgency: 'emergency',
        actionRequired:
          'Oxygen, systemic corticosteroid (dexamethasone), prone positioning if awake and hypoxaemic, thromboprophylaxis, admit.',
        citations: [
          { sourceId: 'who-covid-2023', section: 'Severe and critical COVID-19: corticosteroids and oxygen' },
        ],
      },
      {
        findingIds: ['shortness-of-breath', 'tachypnoea', 'chest-pain'],
        finding: 'Breathlessness or chest pain with COVID-19',
        urgency: 'urgent',
        actionRequired:
          'Measure SpO2 and respiratory rate the same day; assess for pneumonia and thrombosis.',
        citations: [
          { sourceId: 'who-covid-2023', section: 'Clinical management: mild and moderate COVID-19' },
        ],
      },
    ],
    investigations: [
      {
        test: 'SARS-CoV-2 antigen RDT or PCR',
        urgency: 'urgent',
        rationale: 'Confirms infection; guides isolation and high-risk treatment.',
        expectedFindings: 'Positive.',
      },
      {
        test: 'Pulse oximetry',
        urgency: 'urgent',
        rationale: 'Silent hypoxaemia defines severe disease.',
        expectedFindings: 'SpO2 >= 94% in mild disease.',
      },
      {
        test: 'Malaria RDT in endemic areas',
        urgency: 'urgent',
        rationale: 'Fever differential.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'SpO2, respiratory rate, breathlessness',
        frequency: 'Daily for 10 days in high-risk patients (home pulse oximetry where possible)',
        alertCriteria: 'SpO2 < 94%, RR > 24/min, worsening breathlessness',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (isolation ward)',
        urgency: 'emergency',
        reason: 'Severe or critical COVID-19.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Isolate at home while symptomatic, wear a mask around others, ventilate rooms.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Rest, fluids and paracetamol; return at once if breathless.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Keep COVID-19 vaccination up to date if older or with chronic illness.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Mild disease: symptomatic care and isolation. Non-severe disease at high risk of hospitalisation: nirmatrelvir-ritonavir where available. Severe or critical: oxygen, systemic corticosteroids, IL-6 receptor blocker or baricitinib, thromboprophylaxis. Antibiotics are not indicated unless bacterial co-infection is suspected.',
      supportiveCare: [
        'Paracetamol for fever',
        'Fluids',
        'Awake prone positioning for hypoxaemic inpatients',
      ],
      followUpSchedule:
        'Telephone or clinic review at day 3-5 for high-risk patients; return at once for breathlessness.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-covid-2023',
          section: 'Therapeutics and COVID-19: living guideline recommendations',
        },
      ],
    },
    citations: [{ sourceId: 'who-covid-2023', section: 'Clinical management of COVID-19' }],
  },
] as const satisfies readonly Condition[];
