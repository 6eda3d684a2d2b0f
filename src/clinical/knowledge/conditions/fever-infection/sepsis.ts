import type { Condition, Regimen } from '../../types';
import { perKg, fixed, perKgNoSourceMax } from '../../dose-rules';
import { cite, pocketBook, aware, bnfc } from '../../regimens-shared/citations';

export const condition = {
  id: 'sepsis',
  name: 'Sepsis and septic shock',
  icd10: ['A41.9', 'A40.9', 'A41', 'A40'],
  icd11: '1G40',
  urgency: 'critical',
  // What sepsis adds to the infection that causes it (an obstructed infected kidney, acute cholangitis, a septic
  // joint): the host response and organ dysfunction, not the signs of any one source (knowledge: comesWith).
  syndromeFindings: {
    findingIds: [
      'fever',
      'high-fever',
      'hypothermia',
      'chills-rigors',
      'tachycardia',
      'tachypnoea',
      'hypotension',
      'weak-pulse-cold-hands',
      'confusion',
      'lethargy',
      'prostration',
      'unconscious',
      'reduced-urine',
      'hypoxaemia',
      'dizziness',
      'leucocytosis-lab',
      'leucopenia-lab',
      'raised-crp-lab',
      'raised-lactate-lab',
      'thrombocytopenia-lab',
      'raised-creatinine-lab',
      'prolonged-clotting-lab',
    ],
    citation: {
      sourceId: 'sepsis-3-2016',
      section:
        'Sepsis-3 definition: organ dysfunction (SOFA: respiration, coagulation, liver, cardiovascular, CNS, renal; qSOFA) caused by a dysregulated host response to infection',
    },
  },
  prior: {
    baseline: 0.004,
    // Under 2 months sepsis is assessed and named as possible serious bacterial infection (neonatal sepsis),
    // and ICD-10 codes a newborn's sepsis P36, not A40/A41 (their exclusion): this condition stays a remote
    // alternative there, so the young infant's own condition is the one named.
    byAge: [
      { maxYears: 2 / 12, multiplier: 0.02 },
      { minYears: 2 / 12, maxYears: 1, multiplier: 2.5 },
      { minYears: 1, maxYears: 5, multiplier: 1.2 },
      { minYears: 5, maxYears: 60, multiplier: 1 },
      { minYears: 60, multiplier: 2 },
    ],
    citations: [
      { sourceId: 'ssc-sepsis-2021', section: 'Introduction: burden of sepsis' },
      {
        sourceId: 'who-imci-2014',
        section:
          'Sick young infant up to 2 months: very severe disease (possible serious bacterial infection)',
      },
      { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      { sourceId: 'who-icd10-2019', section: 'A41 Other sepsis: excludes neonatal (P36)' },
    ],
  },
  // Sepsis is organ dysfunction caused by infection: shock or confusion with no sign of infection at all is
  // bleeding, dehydration or another cause. Any focus counts (skin, urine, gut, chest, womb, meninges, known HIV),
  // not fever alone; the elderly and young infants are often afebrile, so the definition does not weigh at those
  // ages (SSC 2021; NICE NG51 2016 1.2: do not use absence of fever to rule out sepsis).
  definedBy: {
    anyOf: [
      'fever',
      'high-fever',
      'hypothermia',
      'chills-rigors',
      'leucocytosis-lab',
      'leucopenia-lab',
      'raised-crp-lab',
      'cough',
      'productive-cough',
      'crackles',
      'petechial-rash',
      'rash',
      'red-hot-swollen-skin',
      'fluctuant-swelling',
      'dirty-wound',
      'umbilical-infection',
      'dysuria',
      'urinary-frequency',
      'flank-pain',
      'urine-nitrite-lab',
      'urine-leucocytes-lab',
      'diarrhoea',
      'bloody-diarrhoea',
      'recent-abortion',
      'foul-lochia',
      'uterine-tenderness',
      'foul-vaginal-discharge',
      'neck-stiffness',
      'known-hiv',
    ],
    appliesFromYears: 2 / 12,
    appliesBelowYears: 65,
    citation: {
      sourceId: 'ssc-sepsis-2021',
      section: 'Introduction: Sepsis-3 definition (organ dysfunction caused by infection)',
    },
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.05 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.75 },
    { findingId: 'high-fever', frequency: 0.4 },
    { findingId: 'hypothermia', frequency: 0.12 },
    { findingId: 'chills-rigors', frequency: 0.45 },
    { findingId: 'tachycardia', frequency: 0.85 },
    { findingId: 'tachypnoea', frequency: 0.75 },
    { findingId: 'hypotension', frequency: 0.45 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.35 },
    { findingId: 'confusion', frequency: 0.5 },
    { findingId: 'lethargy', frequency: 0.5 },
    { findingId: 'prostration', frequency: 0.4 },
    { findingId: 'reduced-urine', frequency: 0.35 },
    { findingId: 'hypoxaemia', frequency: 0.3 },
    { findingId: 'leucocytosis-lab', frequency: 0.6 },
    { findingId: 'leucopenia-lab', frequency: 0.12 },
    { findingId: 'raised-crp-lab', frequency: 0.9 },
    { findingId: 'raised-lactate-lab', frequency: 0.55 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.35 },
    { findingId: 'raised-creatinine-lab', frequency: 0.4 },
    { findingId: 'known-hiv', frequency: 0.3 },
    { findingId: 'known-diabetes', frequency: 0.12 },
    { findingId: 'petechial-rash', frequency: 0.08 },
    { findingId: 'malaria-test-positive', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.05 },
    {
      findingId: 'shortness-of-breath',
      frequency: 0.4,
      citation: {
        sourceId: 'ssc-sepsis-2021',
        section: 'Screening for sepsis: respiratory source and tachypnoea, qSOFA',
      },
    },
    {
      findingId: 'respiratory-distress',
      frequency: 0.2,
      citation: {
        sourceId: 'ssc-sepsis-2021',
        section: 'Screening for sepsis: respiratory source and tachypnoea, qSOFA',
      },
    },
    {
      findingId: 'cough',
      frequency: 0.35,
      citation: {
        sourceId: 'ssc-sepsis-2021',
        section: 'Sources of infection: the lung is the commonest source of sepsis',
      },
    },
    {
      findingId: 'productive-cough',
      frequency: 0.2,
      citation: {
        sourceId: 'ssc-sepsis-2021',
        section: 'Sources of infection: the lung is the commonest source of sepsis',
      },
    },
    {
      findingId: 'crackles',
      frequency: 0.2,
      citation: {
        sourceId: 'ssc-sepsis-2021',
        section: 'Sources of infection: the lung is the commonest source of sepsis',
      },
    },
    {
      findingId: 'fatigue',
      frequency: 0.6,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
    },
    {
      findingId: 'malaise',
      frequency: 0.6,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
    },
    {
      findingId: 'anorexia',
      frequency: 0.4,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
    },
    {
      findingId: 'myalgia',
      frequency: 0.3,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
    },
    {
      findingId: 'headache',
      frequency: 0.25,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
    },
    {
      findingId: 'sweating',
      frequency: 0.3,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
    },
    {
      findingId: 'dizziness',
      frequency: 0.25,
      citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: poor perfusion' },
    },
    {
      findingId: 'nausea',
      frequency: 0.3,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
    },
    {
      findingId: 'vomiting',
      frequency: 0.3,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
    },
    {
      findingId: 'diarrhoea',
      frequency: 0.15,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
    },
    {
      findingId: 'abdominal-pain',
      frequency: 0.2,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
    },
    {
      findingId: 'dysuria',
      frequency: 0.12,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: urinary source' },
    },
    {
      findingId: 'red-hot-swollen-skin',
      frequency: 0.1,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: skin and soft tissue' },
    },
    {
      findingId: 'unconscious',
      frequency: 0.1,
      citation: {
        sourceId: 'sepsis-3-2016',
        section: 'qSOFA: altered mentation; SOFA central nervous system score',
      },
    },
    {
      findingId: 'jaundice',
      frequency: 0.08,
      citation: { sourceId: 'sepsis-3-2016', section: 'SOFA liver score (bilirubin)' },
    },
    {
      findingId: 'raised-bilirubin-lab',
      frequency: 0.25,
      citation: { sourceId: 'sepsis-3-2016', section: 'SOFA liver score (bilirubin)' },
    },
    {
      findingId: 'prolonged-clotting-lab',
      frequency: 0.2,
      citation: {
        sourceId: 'sepsis-3-2016',
        section: 'SOFA coagulation score; sepsis-induced coagulopathy',
      },
    },
    {
      findingId: 'hypoglycaemia-lab',
      frequency: 0.05,
      citation: {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 6: Fever — septicaemia; check glucose',
      },
    },
    {
      findingId: 'unable-to-drink',
      frequency: 0.25,
      citation: { sourceId: 'who-imci-2014', section: 'Very severe disease: general danger signs' },
    },
    {
      findingId: 'vomiting-everything',
      frequency: 0.1,
      citation: { sourceId: 'who-imci-2014', section: 'Very severe disease: general danger signs' },
    },
    {
      findingId: 'convulsions',
      frequency: 0.05,
      citation: { sourceId: 'who-imci-2014', section: 'Very severe disease: general danger signs' },
    },
    {
      findingId: 'irritability',
      frequency: 0.2,
      citation: { sourceId: 'who-pocket-book-2013', section: 'Chapter 6: Fever — septicaemia in children' },
    },
    { findingId: 'rash', frequency: 0.1 },
    {
      findingId: 'hiv-test-positive',
      frequency: 0.3,
      citation: { sourceId: 'ssc-sepsis-2021', section: 'Risk factors: HIV and other immunosuppression' },
    },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'unconscious'],
      finding: 'Septic shock (low blood pressure or poor perfusion) or coma',
      urgency: 'critical',
      actionRequired:
        'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.',
      citations: [{ sourceId: 'ssc-sepsis-2021', section: 'Initial resuscitation; antimicrobial therapy' }],
    },
    {
      findingIds: ['hypoxaemia', 'raised-lactate-lab'],
      finding: 'Organ dysfunction: hypoxaemia or raised lactate',
      urgency: 'emergency',
      actionRequired:
        'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.',
      citations: [{ sourceId: 'who-iatt-2011', section: 'Shock and sepsis' }],
    },
    {
      // Confusion alone is one qSOFA point: with fast breathing (22/min or more) it is two, the bedside sign of
      // organ dysfunction; a low blood pressure with it is the septic-shock flag above. Fast breathing is common
      // in minor illness, so it is the required companion (allOf), as other two-part flags are written; a rate of
      // 30 or more reads as tachypnoea too (finding-relations).
      findingIds: ['confusion'],
      allOf: ['tachypnoea'],
      finding: 'Organ dysfunction: confusion with fast breathing (qSOFA 2 or more)',
      urgency: 'emergency',
      actionRequired:
        'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.',
      citations: [
        {
          sourceId: 'sepsis-3-2016',
          section:
            'qSOFA: respiratory rate >= 22/min, altered mentation, systolic BP <= 100 mmHg (2 or more)',
        },
        { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Blood culture (before antibiotics if it does not delay them)',
      urgency: 'stat',
      rationale: 'Identifies the organism and guides de-escalation.',
      expectedFindings:
        'Gram-negative rods, Staphylococcus aureus, pneumococcus or non-typhoidal Salmonella are common in Africa.',
    },
    {
      test: 'Malaria RDT or smear, glucose, full blood count, lactate, creatinine',
      urgency: 'stat',
      rationale:
        'Malaria and hypoglycaemia must be excluded; lactate and creatinine grade organ dysfunction.',
      expectedFindings: 'Lactate >= 2 mmol/L, raised creatinine, raised or low white cells, low platelets.',
    },
    {
      test: 'Search for the source: chest X-ray, urine dipstick and culture, HIV test, lumbar puncture if meningitis is possible',
      urgency: 'urgent',
      rationale: 'Source control and HIV status change management.',
      expectedFindings: 'Pneumonia, urinary infection, abscess or meningitis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood pressure, heart rate, respiratory rate, SpO2, consciousness',
      frequency: 'Every 15 minutes until stable, then hourly',
      alertCriteria: 'Systolic BP < 90 mmHg, SpO2 < 90%, falling consciousness',
    },
    { parameter: 'Urine output', frequency: 'Hourly', alertCriteria: 'Less than 0.5 mL/kg/hour' },
    {
      parameter: 'Signs of fluid overload after each bolus',
      frequency: 'After every bolus',
      alertCriteria: 'New crackles, raised JVP, worsening breathing: stop fluids',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with high-dependency or intensive care',
      urgency: 'emergency',
      reason: 'Septic shock or organ dysfunction needs monitoring, vasopressors and source control.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'After recovery, complete the antibiotic course and return at once if fever or confusion come back.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation:
        'People with HIV or diabetes: keep taking ART and diabetes treatment; vaccinations lower the risk of severe infection.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Recognise and treat within the first hour: empirical IV broad-spectrum antibiotics (ceftriaxone in adults; ampicillin with gentamicin, or ceftriaxone, in children as per WHO Pocket Book), IV crystalloid fluid for hypotension or shock with reassessment after each bolus (in children only with signs of shock, and cautiously where intensive care is lacking), oxygen for SpO2 < 90%, treat hypoglycaemia, and find and control the source. Add antimalarial (IV artesunate) when malaria cannot be excluded in endemic areas.',
    supportiveCare: [
      'Oxygen to keep SpO2 >= 94%',
      'Check and correct glucose',
      'Paracetamol for fever',
      'Urinary catheter to monitor output in shock',
    ],
    followUpSchedule:
      'Reassess hourly until stable; review antibiotics at 48 to 72 hours with culture results.',
    antibioticsIndicated: true,
    citations: [
      {
        sourceId: 'ssc-sepsis-2021',
        section: 'Recommendations: screening, initial resuscitation, antimicrobial therapy',
      },
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 1: Triage and emergency conditions; Chapter 6: Septicaemia',
      },
      { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
    ],
  },
  citations: [
    { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
    { sourceId: 'ssc-sepsis-2021', section: 'Screening and early management' },
  ],
} satisfies Condition;

/**
 * Newborn doses change with the first week of life and birth weight (WHO Pocket Book 2013, section 3.14
 * "Doses of common drugs for newborns and low-birth-weight babies"): ampicillin 50 mg/kg every 12 hours in
 * week 1 and every 8 hours in weeks 2-4; gentamicin once daily 3 mg/kg (low birth weight) or 5 mg/kg in
 * week 1, 7.5 mg/kg in weeks 2-4. Ceftriaxone is not used in the first weeks here (jaundice, calcium).
 */
const newbornCitations = [pocketBook('3.14 Doses of common drugs for newborns and low-birth-weight babies')];
const newbornAmpicillin = (frequency: string, dosesPerDay: number) => ({
  medicineId: 'ampicillin',
  route: 'intravenous' as const,
  dose: perKg(50, 250, 250 * dosesPerDay, 5),
  frequency,
  dosesPerDay,
  duration: 'at least 7-10 days',
  indication: 'serious bacterial infection in a newborn',
  alternativeIds: [],
  citations: [
    pocketBook(`3.14 Newborn doses: ampicillin 50 mg/kg ${frequency}`),
    pocketBook('3.9 Serious bacterial infection: ampicillin with gentamicin'),
  ],
});
const newbornGentamicin = (mgPerKg: number, when: string) => ({
  medicineId: 'gentamicin',
  route: 'intravenous' as const,
  dose: perKg(mgPerKg, mgPerKg * 5, mgPerKg * 5, 0.1),
  frequency: 'once daily',
  dosesPerDay: 1,
  duration: 'at least 7-10 days',
  indication: 'serious bacterial infection in a newborn',
  alternativeIds: [],
  citations: [pocketBook(`3.14 Newborn doses: gentamicin ${mgPerKg} mg/kg once daily ${when}`)],
});
const newbornNote =
  'Newborn: keep warm, breastfeed or give expressed milk, check and treat hypoglycaemia (10% glucose 2 mL/kg), oxygen if needed; refer. Do not give ceftriaxone to a jaundiced newborn or with calcium-containing fluids (BNF for Children 2023-24).';

export const regimens = [
  {
    id: 'sepsis-newborn-week-1-low-birth-weight',
    conditionId: 'sepsis',
    population: { maxAgeDays: 7, lowBirthWeight: true },
    items: [
      newbornAmpicillin('every 12 hours', 2),
      newbornGentamicin(3, 'in the first week, low birth weight'),
    ],
    note: newbornNote,
    citations: newbornCitations,
  },
  {
    id: 'sepsis-newborn-week-1',
    conditionId: 'sepsis',
    population: { maxAgeDays: 7, lowBirthWeight: false },
    items: [newbornAmpicillin('every 12 hours', 2), newbornGentamicin(5, 'in the first week')],
    note: newbornNote,
    citations: newbornCitations,
  },
  {
    id: 'sepsis-newborn-weeks-2-4',
    conditionId: 'sepsis',
    population: { minAgeDays: 7, maxAgeDays: 29 },
    items: [newbornAmpicillin('every 8 hours', 3), newbornGentamicin(7.5, 'in weeks 2 to 4')],
    note: newbornNote,
    citations: newbornCitations,
  },
  {
    id: 'sepsis-child',
    conditionId: 'sepsis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ampicillin',
        route: 'intravenous',
        dose: perKg(50, 2000, 8000, 25),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: 'at least 5 days',
        indication: 'sepsis in a child',
        alternativeIds: ['benzylpenicillin', 'ceftriaxone'],
        citations: [
          pocketBook('6.5 Septicaemia: ampicillin 50 mg/kg every 6 hours plus gentamicin'),
          bnfc('Ampicillin: max 2 g per dose'),
        ],
      },
      {
        medicineId: 'gentamicin',
        route: 'intravenous',
        dose: perKgNoSourceMax(7.5, 1, 5),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'at least 5 days',
        indication: 'sepsis in a child',
        alternativeIds: [],
        citations: [pocketBook('6.5 Septicaemia: gentamicin 7.5 mg/kg once daily')],
      },
    ],
    note: "Shock: 20 mL/kg Ringer's lactate or normal saline bolus (10-20 mL/kg with care in severe malnutrition); treat hypoglycaemia; refer. Ceftriaxone 80 mg/kg daily if not improving in 48 hours.",
    citations: [pocketBook('6.5 Septicaemia'), cite('who-etat-2016', 'Shock')],
  },
  {
    id: 'sepsis',
    conditionId: 'sepsis',
    population: {},
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: fixed(2000, '2 g', 2000, 2000),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'review at 48-72 hours with cultures',
        indication: 'sepsis of unknown source',
        alternativeIds: [],
        citations: [
          aware('Sepsis of unknown source: ceftriaxone 2 g once daily (with gentamicin if severe)'),
        ],
      },
    ],
    note: 'Give antibiotics within the first hour after blood cultures. Hypotension: 30 mL/kg crystalloid within 3 hours, reassessing for fluid overload; oxygen; lactate; urine output.',
    citations: [cite('ssc-sepsis-2021', 'Initial resuscitation and antimicrobial therapy'), aware('Sepsis')],
  },
  {
    id: 'sepsis-child-alternatives',
    conditionId: 'sepsis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: perKg(80, 4000, 4000, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'at least 5 days',
        indication: 'sepsis in a child',
        alternativeIds: [],
        citations: [
          pocketBook('6.5 Septicaemia: ceftriaxone 80 mg/kg once daily'),
          bnfc('Ceftriaxone: max 4 g daily'),
        ],
      },
      // Where ampicillin is not available the Pocket Book gives benzylpenicillin with the same gentamicin.
      {
        medicineId: 'benzylpenicillin',
        route: 'intravenous',
        // The Pocket Book states no maximum; the cap is the dose at the heaviest accepted weight.
        dose: { ...perKgNoSourceMax(50_000, 4, 10_000), unit: 'IU' },
        frequency: 'every 6 hours (IV or IM)',
        dosesPerDay: 4,
        duration: 'at least 5 days',
        indication: 'sepsis in a child, when ampicillin is not available (with gentamicin)',
        alternativeIds: [],
        citations: [
          pocketBook('Annex 2 Drug dosages: benzylpenicillin 50 000 U/kg IM or IV every 6 hours'),
          pocketBook('6.5 Septicaemia: ampicillin or benzylpenicillin plus gentamicin'),
        ],
      },
    ],
    note: 'Benzylpenicillin 50 000 U/kg = 30 mg/kg (600 mg = 1 million units); newborns every 12 hours in week 1, every 8 hours in weeks 2-4.',
    citations: [pocketBook('6.5 Septicaemia'), pocketBook('Annex 2 Drug dosages and regimens')],
  },
] satisfies readonly Regimen[];
