import type { Condition, Regimen } from '../../types';

const mcpcBleedingLate = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding in later pregnancy and labour (S-18 to S-24)',
} as const;
const mcpcShock = {
  sourceId: 'who-mcpc-2017',
  section: 'Shock: diagnosis and management (S-1 to S-6)',
} as const;
const pcpncDanger = {
  sourceId: 'who-pcpnc-2015',
  section: 'B: Quick check — vaginal bleeding in pregnancy',
} as const;
const acs = {
  sourceId: 'who-anc-2016',
  section: 'Antenatal care: danger signs to refer (bleeding after 20 weeks)',
} as const;

/** 76. Antepartum haemorrhage: bleeding after 20 weeks (placental abruption, placenta praevia, uterine rupture). */
export const condition = {
  id: 'antepartum-haemorrhage',
  name: 'Antepartum haemorrhage (placental abruption, placenta praevia)',
  icd10: ['O46', 'O45', 'O44'],
  // A hard, tender uterus with the bleeding is placental abruption (MCPC S-18, table S-7).
  // A low-lying placenta on the scan is placenta praevia (O44, MCPC S-18, table S-7).
  icd10ByFinding: [
    { findingIds: ['tense-tender-uterus'], icd10: 'O45', citation: mcpcBleedingLate },
    { findingIds: ['placenta-praevia-on-scan'], icd10: 'O44', citation: mcpcBleedingLate },
  ],
  urgency: 'emergency',
  // The emergency is the bleeding, or a concealed abruption's hard tender uterus, shock or a baby moving less
  // (MCPC S-18); a low-lying placenta known from a scan with none of these is followed at antenatal care.
  emergencyOnlyWith: {
    anyOf: [
      'bleeding-late-pregnancy',
      'vaginal-bleeding',
      'heavy-bleeding',
      'bleeding-site-not-named',
      'tense-tender-uterus',
      'reduced-fetal-movements',
      'hypotension',
      'weak-pulse-cold-hands',
      'tachycardia',
      'pallor',
    ],
    otherwise: 'urgent',
    citation: mcpcBleedingLate,
  },
  // Bleeding after 20 weeks, or the pain and hard tender uterus of a concealed abruption (MCPC S-18): one of
  // them is why she comes, so a routine antenatal visit that tells none is not an antepartum haemorrhage.
  definedBy: {
    anyOf: [
      'bleeding-late-pregnancy',
      'vaginal-bleeding',
      'heavy-bleeding',
      'tense-tender-uterus',
      'abdominal-pain',
    ],
    isAlwaysTold: true,
    citation: mcpcBleedingLate,
  },
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 6, notPregnant: 0.05 },
    citations: [mcpcBleedingLate],
  },
  findings: [
    { findingId: 'bleeding-late-pregnancy', frequency: 0.9 },
    { findingId: 'vaginal-bleeding', frequency: 0.98 },
    { findingId: 'heavy-bleeding', frequency: 0.5, citation: mcpcBleedingLate },
    { findingId: 'pregnant', frequency: 0.98 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.95 },
    { findingId: 'tense-tender-uterus', frequency: 0.35 },
    { findingId: 'placenta-praevia-on-scan', frequency: 0.3, citation: mcpcBleedingLate },
    { findingId: 'lower-abdominal-pain', frequency: 0.5 },
    { findingId: 'abdominal-pain', frequency: 0.55 },
    { findingId: 'reduced-fetal-movements', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.4, citation: mcpcShock },
    { findingId: 'hypotension', frequency: 0.15, citation: mcpcShock },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.15, citation: mcpcShock },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'pallor', frequency: 0.4 },
    { findingId: 'hypertension-reading', frequency: 0.25 },
    { findingId: 'severe-hypertension-reading', frequency: 0.1 },
    { findingId: 'anaemia-lab', frequency: 0.5 },
    { findingId: 'prolonged-clotting-lab', frequency: 0.1 },
    { findingId: 'recent-childbirth', frequency: 0.01 },
    { findingId: 'heavy-postpartum-bleeding', frequency: 0.001 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'dysuria', frequency: 0.03 },
    { findingId: 'vaginal-discharge', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Bleeding in late pregnancy with signs of shock',
      urgency: 'critical',
      actionRequired:
        'Two IV lines, Ringer\u2019s lactate or saline fast, left lateral position, no vaginal examination; refer at once to a hospital with theatre and blood.',
      citations: [mcpcShock, mcpcBleedingLate],
    },
    {
      findingIds: ['bleeding-late-pregnancy', 'tense-tender-uterus'],
      finding: 'Bleeding after 20 weeks of pregnancy, or a hard tender uterus',
      urgency: 'emergency',
      actionRequired:
        'Do NOT do a digital vaginal examination (placenta praevia); IV line and fluids; check fetal heart and BP; refer urgently to hospital for delivery planning.',
      citations: [mcpcBleedingLate, pcpncDanger],
    },
  ],
  investigations: [
    {
      test: 'Pulse, BP, estimate of blood loss; fetal heart',
      urgency: 'stat',
      rationale: 'Shock and fetal distress decide how fast delivery must be.',
      expectedFindings: 'Tachycardia; fetal heart may be absent in major abruption.',
    },
    {
      test: 'Haemoglobin, blood group and cross-match, bedside clotting test',
      urgency: 'stat',
      rationale: 'Transfusion and coagulopathy (abruption causes DIC).',
      expectedFindings: 'Low Hb; clot fails to form in 7 minutes in DIC.',
    },
    {
      test: 'Ultrasound for placental site (in hospital)',
      urgency: 'urgent',
      rationale: 'Praevia versus abruption.',
      expectedFindings: 'Low-lying placenta, or retroplacental clot.',
    },
    {
      test: 'Urine protein',
      urgency: 'urgent',
      rationale: 'Pre-eclampsia underlies many abruptions.',
      expectedFindings: 'Proteinuria with hypertension.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, BP, bleeding, fetal heart',
      frequency: 'Every 15 minutes during transfer',
      alertCriteria: 'Pulse > 110, systolic < 90, fetal heart absent or < 100',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital obstetric unit with theatre and blood',
      urgency: 'emergency',
      reason:
        'Any bleeding after 20 weeks needs assessment where caesarean section and transfusion are available.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Any bleeding after 20 weeks is a danger sign: come to hospital at once, do not wait.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Nothing in the vagina (no intercourse, no herbs) while a low placenta is suspected.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Resuscitate (IV crystalloid, blood), no digital vaginal examination until placenta praevia is excluded, and refer to a hospital able to deliver by caesarean section; abruption with a live fetus or heavy bleeding: deliver; check for and treat pre-eclampsia and coagulopathy.',
    supportiveCare: ['Left lateral position', 'Oxygen if in shock', 'Catheter and urine output'],
    followUpSchedule: 'Inpatient until delivery or bleeding settled; postnatal check for anaemia.',
    antibioticsIndicated: false,
    citations: [mcpcBleedingLate, mcpcShock],
  },
  citations: [mcpcBleedingLate, pcpncDanger, acs],
} satisfies Condition;

export const regimens = [
  {
    id: 'antepartum-haemorrhage',
    conditionId: 'antepartum-haemorrhage',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'ringers-lactate',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 1000,
          amount: '1 litre fast (over 15-20 minutes)',
          maxMgPerDose: 1000,
          maxMgPerDay: 3000,
          unit: 'mL',
        },
        frequency: 'repeat by response (pulse, BP, urine output)',
        dosesPerDay: 1,
        duration: 'until stable and during transfer',
        indication: 'shock or heavy bleeding before delivery',
        alternativeIds: [],
        citations: [mcpcShock],
      },
    ],
    note: 'Antenatal corticosteroids (dexamethasone 6 mg IM every 12 hours for 4 doses) are given in hospital only when gestation is reliably 24-34 weeks and preterm birth is expected within 7 days; the decision is the obstetrician\u2019s, so no dose is given here.',
    citations: [mcpcBleedingLate],
  },
] satisfies readonly Regimen[];
