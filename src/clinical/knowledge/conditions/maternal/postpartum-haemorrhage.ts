import type { Condition, Regimen } from '../../types';
import { pphBundle, pphCallForHelp } from '../../triage-rules/shared';

const pph2012 = {
  sourceId: 'who-pph-2012',
  section: 'Recommendations 7-12: treatment of PPH (uterotonics, fluids, uterine massage)',
} as const;
const pph2023 = {
  sourceId: 'who-pph-2023',
  section:
    'Recommendations 1-2: objective blood-loss measurement and the E-MOTIVE first-response treatment bundle',
} as const;
const txa = {
  sourceId: 'who-txa-pph-2017',
  section: 'Recommendation: tranexamic acid 1 g IV within 3 hours of birth',
} as const;
const mcpcBleedingAfter = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding after childbirth (S-25 to S-33)',
} as const;
const mcpcShock = {
  sourceId: 'who-mcpc-2017',
  section: 'Shock: diagnosis and management (S-1 to S-6)',
} as const;
const pcpnc = {
  sourceId: 'who-pcpnc-2015',
  section: 'D: Care after birth — heavy bleeding, uterine massage',
} as const;

/** 75. Postpartum haemorrhage: blood loss ≥ 500 mL within 24 h of birth (primary) or later up to 6 weeks (secondary). */
export const condition = {
  id: 'postpartum-haemorrhage',
  name: 'Postpartum haemorrhage',
  icd10: ['O72', 'O72.0', 'O72.1', 'O72.2'],
  icd11: 'JA43',
  // An emergency (first-response bundle now, WHO 2023); critical with shock, by its first red flag.
  urgency: 'emergency',
  // Bleeding after birth, or a placenta not delivered (MCPC S-25): breathlessness or a fast pulse in pregnancy
  // alone had made it the working diagnosis of a woman 30 weeks pregnant who was not bleeding.
  // Bleeding is why she is brought: untold, a shock or a recent birth alone is not PPH (review S23, S26).
  definedBy: {
    anyOf: ['heavy-postpartum-bleeding', 'vaginal-bleeding', 'heavy-bleeding', 'retained-placenta'],
    isAlwaysTold: true,
    citation: mcpcBleedingAfter,
  },
  // PPH follows the birth (MCPC S-25): in a woman still pregnant, bleeding is antepartum (MCPC S-18), where
  // oxytocin before the birth is harmful.
  ruledOutBy: {
    anyOf: ['pregnant'],
    // A soft, non-tender uterus in a woman still pregnant is placenta praevia's (MCPC S-18), not atony.
    unlessAnyOf: ['recent-childbirth', 'retained-placenta', 'perineal-tear'],
    citation: mcpcBleedingAfter,
  },
  prior: {
    baseline: 0.003,
    byCountry: {
      KE: 1,
      UG: 1.1,
      TZ: 1.1,
      ET: 1.2,
      SO: 1.4,
      NG: 1.3,
      GH: 1,
      ZA: 0.6,
      MW: 1.1,
      ZW: 1,
      ML: 1.3,
      BF: 1.3,
      BW: 0.6,
      ZM: 1,
    },
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    citations: [
      {
        sourceId: 'who-pph-2012',
        section: 'Background: PPH is the leading cause of maternal death in low-income countries',
      },
      { sourceId: 'ke-dhs-2022', section: 'Maternal health: place of delivery and skilled attendance' },
    ],
  },
  findings: [
    { findingId: 'heavy-postpartum-bleeding', frequency: 0.95 },
    { findingId: 'vaginal-bleeding', frequency: 0.99 },
    // Bleeding told as light or spotting is lochia, not the ≥ 500 mL that defines PPH (MCPC S-25).
    { findingId: 'light-vaginal-bleeding', frequency: 0.005, citation: mcpcBleedingAfter },
    { findingId: 'recent-childbirth', frequency: 0.9 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.95 },
    { findingId: 'soft-uterus-after-birth', frequency: 0.6, citation: mcpcBleedingAfter },
    { findingId: 'retained-placenta', frequency: 0.15, citation: mcpcBleedingAfter },
    { findingId: 'perineal-tear', frequency: 0.15, citation: mcpcBleedingAfter },
    { findingId: 'tachycardia', frequency: 0.6, citation: mcpcShock },
    { findingId: 'hypotension', frequency: 0.3, citation: mcpcShock },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.3, citation: mcpcShock },
    { findingId: 'dizziness', frequency: 0.5 },
    { findingId: 'syncope', frequency: 0.2 },
    { findingId: 'pallor', frequency: 0.6 },
    { findingId: 'severe-pallor', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'tachypnoea', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.12 },
    { findingId: 'lower-abdominal-pain', frequency: 0.35 },
    { findingId: 'anaemia-lab', frequency: 0.7 },
    { findingId: 'severe-anaemia-lab', frequency: 0.25 },
    { findingId: 'prolonged-clotting-lab', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'foul-lochia', frequency: 0.001 },
    // A positive pregnancy test or a missed period points to bleeding in pregnancy instead.
    { findingId: 'pregnancy-test-positive', frequency: 0.1 },
    { findingId: 'missed-period', frequency: 0.01 },
    { findingId: 'pregnant', frequency: 0.3 },
    // Findings of another disease argue against it.
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'dysuria', frequency: 0.03 },
    { findingId: 'vaginal-discharge', frequency: 0.01 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.001 },
    { findingId: 'headache', frequency: 0.08 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding:
        'Bleeding after birth with signs of shock (pulse > 100-110, systolic BP < 90, cold clammy skin, confusion)',
      urgency: 'critical',
      actionRequired: pphCallForHelp,
      citations: [pph2023, mcpcShock],
    },
    {
      findingIds: ['heavy-postpartum-bleeding', 'retained-placenta'],
      finding: 'Heavy bleeding after birth (≥ 500 mL or soaking pads) or a retained placenta',
      urgency: 'emergency',
      actionRequired: pphBundle,
      citations: [pph2023, pph2012],
    },
    {
      findingIds: ['severe-anaemia-lab', 'severe-pallor'],
      finding: 'Severe anaemia after haemorrhage',
      urgency: 'emergency',
      actionRequired: 'Transfuse (refer for blood) and continue oxytocin; iron once stable.',
      citations: [mcpcBleedingAfter],
    },
  ],
  investigations: [
    {
      test: 'Measure blood loss (calibrated drape or weigh pads)',
      urgency: 'stat',
      rationale: 'Visual estimates under-count blood loss; ≥ 500 mL is PPH, ≥ 1000 mL severe.',
      expectedFindings: '≥ 500 mL within 24 hours of birth.',
    },
    {
      test: 'Pulse, blood pressure, shock index (pulse / systolic), consciousness',
      urgency: 'stat',
      rationale: 'Shock index ≥ 1 or systolic < 90 means massive loss.',
      expectedFindings: 'Pulse > 100, systolic falling.',
    },
    {
      test: 'Haemoglobin, blood group and cross-match',
      urgency: 'stat',
      rationale: 'Transfusion need.',
      expectedFindings: 'Hb falling; < 7 g/dL needs transfusion.',
    },
    {
      test: 'Bedside clotting test (20-minute whole-blood clot)',
      urgency: 'urgent',
      rationale: 'Coagulopathy (DIC) after abruption, sepsis or massive loss.',
      expectedFindings: 'No clot at 7 minutes or a soft clot that breaks down.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, blood pressure, blood loss, uterine tone',
      frequency: 'Every 15 minutes until stable, then every 30 minutes for 6 hours',
      alertCriteria: 'Pulse > 110, systolic < 90, soft uterus, continued bleeding',
    },
    { parameter: 'Urine output (catheter)', frequency: 'Hourly', alertCriteria: '< 30 mL/hour' },
  ],
  referrals: [
    {
      specialist: 'Hospital with theatre and blood transfusion (obstetrics)',
      urgency: 'emergency',
      reason:
        'Bleeding not controlled by the first-response bundle, retained placenta, tears needing repair under anaesthesia, shock.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Iron and folic acid daily for 3 months after the birth; eat iron-rich foods.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Return at once for bleeding that soaks a pad in under an hour, clots, dizziness or fainting.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Plan the next birth in a facility with skilled attendants (previous PPH is a risk for the next).',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'WHO first-response bundle (E-MOTIVE) as soon as PPH is diagnosed: uterine massage, oxytocin 10 IU IV/IM (misoprostol 800 mcg sublingual if no oxytocin), tranexamic acid 1 g IV over 10 minutes within 3 hours of birth (second 1 g if bleeding continues after 30 minutes), IV crystalloid, examination of the genital tract and placenta; escalate (bimanual compression, manual removal of placenta, surgery, transfusion) if bleeding continues.',
    supportiveCare: [
      'Two large-bore IV lines, warm fluids',
      'Empty the bladder',
      'Keep warm, legs raised',
      'Breastfeeding/skin-to-skin helps the uterus contract',
    ],
    followUpSchedule:
      'Observe 24 hours in a facility; postnatal review at 3 days, 1-2 weeks and 6 weeks with haemoglobin.',
    antibioticsIndicated: false,
    citations: [pph2023, pph2012, txa],
  },
  citations: [pph2012, pph2023, mcpcBleedingAfter, pcpnc],
} satisfies Condition;

export const regimens = [
  {
    id: 'postpartum-haemorrhage',
    conditionId: 'postpartum-haemorrhage',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'oxytocin',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 10,
          amount: '10 IU slow IV (or IM)',
          maxMgPerDose: 10,
          maxMgPerDay: 60,
          unit: 'IU',
        },
        frequency:
          'once, then infusion of 20 IU in 1 L saline or Ringer\u2019s lactate at 60 drops/min; no more than 3 L of oxytocin-containing fluid',
        dosesPerDay: 1,
        duration: 'until bleeding stops, infusion continued for at least 1 hour after',
        indication: 'uterotonic for postpartum haemorrhage',
        alternativeIds: ['misoprostol'],
        citations: [pph2012, { sourceId: 'who-mcpc-2017', section: 'Table S-10: use of oxytocic drugs' }],
      },
      {
        medicineId: 'tranexamic-acid',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 1000,
          amount: '1 g (10 mL of 100 mg/mL) IV over 10 minutes',
          maxMgPerDose: 1000,
          maxMgPerDay: 2000,
        },
        frequency:
          'once within 3 hours of birth; a second 1 g if bleeding continues after 30 minutes or restarts within 24 hours',
        dosesPerDay: 2,
        duration: '1-2 doses',
        indication: 'all postpartum haemorrhage, whatever the cause, started within 3 hours of birth',
        alternativeIds: [],
        citations: [txa],
      },
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
        frequency: 'repeat by response (pulse, BP, urine) up to 3 L before blood',
        dosesPerDay: 1,
        duration: 'until pulse < 100 and systolic ≥ 90',
        indication: 'volume replacement in postpartum haemorrhage',
        alternativeIds: ['sodium-chloride-0-9'],
        citations: [mcpcShock],
      },
    ],
    note: 'Ergometrine is not listed: it is contraindicated with hypertension or pre-eclampsia, common in these women. Carbetocin (heat-stable) is an alternative uterotonic where stocked.',
    citations: [pph2012, pph2023, txa],
  },
  {
    id: 'postpartum-haemorrhage-alternatives',
    conditionId: 'postpartum-haemorrhage',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'misoprostol',
        route: 'sublingual',
        dose: {
          kind: 'fixed',
          mg: 0.8,
          amount: '800 micrograms (4 x 200 mcg tablets) under the tongue',
          maxMgPerDose: 0.8,
          maxMgPerDay: 0.8,
        },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'PPH where oxytocin is unavailable or has failed',
        alternativeIds: [],
        citations: [
          {
            sourceId: 'who-pph-2012',
            section: 'Recommendation 8: misoprostol 800 mcg sublingual when oxytocin is unavailable',
          },
        ],
      },
      {
        medicineId: 'sodium-chloride-0-9',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 1000,
          amount: '1 litre fast',
          maxMgPerDose: 1000,
          maxMgPerDay: 3000,
          unit: 'mL',
        },
        frequency: 'repeat by response',
        dosesPerDay: 1,
        duration: 'until stable',
        indication: 'volume replacement when Ringer\u2019s lactate is unavailable',
        alternativeIds: [],
        citations: [
          {
            sourceId: 'who-pph-2012',
            section: 'Recommendation 13: isotonic crystalloids for fluid resuscitation',
          },
        ],
      },
    ],
    citations: [pph2012],
  },
] satisfies readonly Regimen[];
