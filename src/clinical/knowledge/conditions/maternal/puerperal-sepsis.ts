import type { Condition, Regimen } from '../../types';

const infection2015 = {
  sourceId: 'who-peripartum-infection-2015',
  section: 'Recommendations 19-20: treatment of chorioamnionitis and postpartum endometritis',
} as const;
const mcpcFever = {
  sourceId: 'who-mcpc-2017',
  section: 'Fever after childbirth and during labour (S-105 to S-116)',
} as const;
const mcpcAntibiotics = {
  sourceId: 'who-mcpc-2017',
  section: 'Table C-4: antibiotic combinations for metritis, chorioamnionitis and septic abortion',
} as const;
const sepsis = {
  sourceId: 'ssc-sepsis-2021',
  section: 'Maternal sepsis: definition and early recognition',
} as const;

/** 77. Puerperal sepsis / chorioamnionitis: infection of the genital tract during labour or within 42 days of birth. */
export const condition = {
  id: 'puerperal-sepsis',
  name: 'Puerperal sepsis / chorioamnionitis',
  icd10: ['O85', 'O86', 'O41.1'],
  // After the birth it is puerperal sepsis (O85); still pregnant, with the waters broken, it is infection of
  // the amniotic sac, chorioamnionitis (O41.1) (MCPC S-105, table S-20).
  icd10ByFinding: [
    { findingIds: ['recent-childbirth'], icd10: 'O85', citation: mcpcFever },
    { findingIds: ['pregnant'], icd10: 'O41.1', citation: mcpcFever },
  ],
  urgency: 'emergency',
  prior: {
    baseline: 0.0015,
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    citations: [infection2015],
  },
  findings: [
    { findingId: 'recent-childbirth', frequency: 0.85 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.95 },
    { findingId: 'fever', frequency: 0.9 },
    { findingId: 'high-fever', frequency: 0.4 },
    { findingId: 'chills-rigors', frequency: 0.5 },
    { findingId: 'lower-abdominal-pain', frequency: 0.7 },
    // Chorioamnionitis is this infection before the birth (MCPC S-105, table S-20: fever with waters broken,
    // a tender uterus, foul-smelling liquor): about one woman in four is still pregnant.
    { findingId: 'pregnant', frequency: 0.25, citation: mcpcFever },
    { findingId: 'abdominal-pain', frequency: 0.7, citation: mcpcFever },
    { findingId: 'uterine-tenderness', frequency: 0.7, citation: mcpcFever },
    { findingId: 'foul-lochia', frequency: 0.6, citation: mcpcFever },
    { findingId: 'vaginal-discharge', frequency: 0.4 },
    { findingId: 'ruptured-membranes', frequency: 0.3, citation: mcpcFever },
    { findingId: 'prolonged-labour', frequency: 0.25 },
    { findingId: 'retained-placenta', frequency: 0.1 },
    { findingId: 'vaginal-bleeding', frequency: 0.35 },
    // Lochia follows every birth: light bleeding neither argues for nor against infection, whose lochia is foul
    // (MCPC S-105), so it weighs as often as in other women (the finding's base rate).
    { findingId: 'light-vaginal-bleeding', frequency: 0.01, citation: mcpcFever },
    { findingId: 'tachycardia', frequency: 0.7 },
    { findingId: 'hypotension', frequency: 0.15 },
    { findingId: 'tachypnoea', frequency: 0.4 },
    { findingId: 'confusion', frequency: 0.1 },
    { findingId: 'malaise', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.2 },
    { findingId: 'leucocytosis-lab', frequency: 0.7 },
    { findingId: 'raised-crp-lab', frequency: 0.8 },
    { findingId: 'raised-lactate-lab', frequency: 0.2 },
    { findingId: 'heavy-postpartum-bleeding', frequency: 0.004 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'dysuria', frequency: 0.04 },
    { findingId: 'malaria-test-positive', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'confusion', 'unconscious', 'raised-lactate-lab'],
      finding: 'Maternal sepsis with shock or altered consciousness',
      urgency: 'critical',
      actionRequired:
        'IV fluids, start ampicillin + gentamicin + metronidazole now, oxygen; remove the source (retained products) in hospital; refer immediately.',
      citations: [sepsis, mcpcFever],
    },
    {
      findingIds: ['foul-lochia', 'uterine-tenderness'],
      finding: 'Fever after birth or abortion with a tender uterus or foul discharge',
      urgency: 'emergency',
      actionRequired:
        'First doses of IV/IM antibiotics now (ampicillin, gentamicin, metronidazole) and refer for evacuation of any retained products.',
      citations: [infection2015, mcpcAntibiotics],
    },
  ],
  investigations: [
    {
      test: 'Full blood count, blood culture before antibiotics',
      urgency: 'stat',
      rationale: 'Sepsis workup.',
      expectedFindings: 'Leucocytosis; culture may grow streptococci, E. coli, anaerobes.',
    },
    {
      test: 'Malaria test',
      urgency: 'stat',
      rationale: 'Malaria is the main alternative cause of fever after birth in endemic areas.',
      expectedFindings: 'Negative in puerperal sepsis.',
    },
    {
      test: 'Urinalysis',
      urgency: 'urgent',
      rationale: 'Pyelonephritis is an alternative source.',
      expectedFindings: 'No nitrites or leucocytes.',
    },
    {
      test: 'Ultrasound for retained products (where available)',
      urgency: 'urgent',
      rationale: 'Retained tissue needs evacuation.',
      expectedFindings: 'Retained products in the uterine cavity.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature, pulse, BP, respiratory rate, consciousness, urine output',
      frequency: 'Every 1-4 hours',
      alertCriteria: 'Systolic < 90, RR ≥ 30, confusion, urine < 30 mL/hour',
    },
    {
      parameter: 'Fever curve on antibiotics',
      frequency: 'Daily',
      alertCriteria: 'Still febrile after 48-72 hours: look for abscess or retained products',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital obstetric unit',
      urgency: 'emergency',
      reason: 'IV antibiotics, evacuation of retained products, surgery for abscess or peritonitis.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Keep breastfeeding unless she is very ill; wash hands before and after changing pads.',
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation:
        'Return at once for fever, foul discharge or abdominal pain in the 6 weeks after birth.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ampicillin 2 g IV every 6 hours + gentamicin 5 mg/kg IV every 24 hours (+ metronidazole 500 mg IV every 8 hours for endometritis) until fever-free for 48 hours; no oral antibiotics needed after; evacuate retained products; drain abscesses.',
    supportiveCare: ['IV fluids', 'Paracetamol for fever', 'Thromboprophylaxis in hospital if immobile'],
    followUpSchedule: 'Inpatient until fever-free 48 hours; review 1 week after discharge.',
    antibioticsIndicated: true,
    citations: [infection2015, mcpcAntibiotics],
  },
  citations: [infection2015, mcpcFever, sepsis],
} satisfies Condition;

export const regimens = [
  {
    id: 'puerperal-sepsis',
    conditionId: 'puerperal-sepsis',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'ampicillin',
        route: 'intravenous',
        dose: { kind: 'fixed', mg: 2000, amount: '2 g IV', maxMgPerDose: 2000, maxMgPerDay: 8000 },
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: 'until fever-free for 48 hours',
        indication: 'chorioamnionitis or postpartum endometritis',
        alternativeIds: [],
        citations: [mcpcAntibiotics, infection2015],
      },
      {
        medicineId: 'gentamicin',
        route: 'intravenous',
        dose: { kind: 'mg-per-kg', mgPerKg: 5, maxMgPerDose: 750, maxMgPerDay: 750 },
        frequency: 'once every 24 hours',
        dosesPerDay: 1,
        duration: 'until fever-free for 48 hours',
        indication: 'chorioamnionitis or postpartum endometritis',
        alternativeIds: [],
        citations: [mcpcAntibiotics],
      },
      {
        medicineId: 'metronidazole',
        route: 'intravenous',
        dose: { kind: 'fixed', mg: 500, amount: '500 mg IV', maxMgPerDose: 500, maxMgPerDay: 1500 },
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: 'until fever-free for 48 hours',
        indication: 'anaerobic cover for postpartum endometritis and septic abortion',
        alternativeIds: [],
        citations: [mcpcAntibiotics],
      },
    ],
    note: 'Gentamicin gives no source maximum per dose; its cap is the dose at 150 kg, a guard against a wrong weight. Penicillin allergy: clindamycin 600 mg IV every 8 hours with gentamicin (MCPC), given in hospital.',
    citations: [mcpcAntibiotics, infection2015],
  },
] satisfies readonly Regimen[];
