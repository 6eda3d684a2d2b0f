import type { Condition, Regimen } from '../../types';

const mcpcEarly = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding in early pregnancy (S-7 to S-17): diagnosis of abortion types',
} as const;
const abortion2022 = {
  sourceId: 'who-abortion-care-2022',
  section: '3.4 Post-abortion care: incomplete abortion (misoprostol) and septic abortion',
} as const;
const mcpcAntibiotics = {
  sourceId: 'who-mcpc-2017',
  section: 'Table C-4: antibiotic combinations for metritis, chorioamnionitis and septic abortion',
} as const;
const mcpcShock = {
  sourceId: 'who-mcpc-2017',
  section: 'Shock: diagnosis and management (S-1 to S-6)',
} as const;

/** 78. Miscarriage: threatened, inevitable, incomplete, complete; septic or unsafe abortion (before 22 weeks). */
export const condition = {
  id: 'miscarriage',
  name: 'Miscarriage: threatened, incomplete, septic or unsafe abortion',
  icd10: ['O03', 'O04', 'O05', 'O06', 'O08', 'O20.0'],
  icd11: 'JA00',
  // The type told decides the code (MCPC S-7, table S-3): an abortion done by someone (O06, unspecified
  // abortion), tissue passed or an open os (O03, spontaneous), light bleeding alone (O20.0, threatened).
  icd10ByFinding: [
    { findingIds: ['recent-abortion'], icd10: 'O06', citation: mcpcEarly },
    { findingIds: ['passed-pregnancy-tissue', 'open-cervical-os'], icd10: 'O03', citation: mcpcEarly },
    { findingIds: ['light-vaginal-bleeding'], icd10: 'O20.0', citation: mcpcEarly },
  ],
  urgency: 'urgent',
  prior: {
    // Kept below ectopic pregnancy's so that bleeding and pain with a positive test alone rank ectopic first
    // (MCPC: ectopic until proven otherwise); passed tissue or an open os then make miscarriage likely.
    baseline: 0.0006,
    byAge: [
      { maxYears: 11, multiplier: 0 },
      { minYears: 11, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 5, notPregnant: 0.2 },
    citations: [mcpcEarly, abortion2022],
  },
  findings: [
    { findingId: 'vaginal-bleeding', frequency: 0.95 },
    { findingId: 'passed-pregnancy-tissue', frequency: 0.5 },
    { findingId: 'missed-period', frequency: 0.85 },
    { findingId: 'pregnant', frequency: 0.85 },
    { findingId: 'pregnancy-test-positive', frequency: 0.85 },
    { findingId: 'lower-abdominal-pain', frequency: 0.75 },
    { findingId: 'abdominal-pain', frequency: 0.75 },
    { findingId: 'back-pain', frequency: 0.25 },
    { findingId: 'open-cervical-os', frequency: 0.5, citation: mcpcEarly },
    { findingId: 'recent-abortion', frequency: 0.35, citation: abortion2022 },
    { findingId: 'fever', frequency: 0.3 },
    { findingId: 'foul-lochia', frequency: 0.12 },
    { findingId: 'uterine-tenderness', frequency: 0.15 },
    { findingId: 'tachycardia', frequency: 0.25 },
    { findingId: 'hypotension', frequency: 0.06 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'pallor', frequency: 0.25 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    // Against: ectopic pregnancy and late-pregnancy bleeding.
    { findingId: 'shoulder-tip-pain', frequency: 0.001, citation: mcpcEarly },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.01 },
    // A pregnancy that ended in the birth of a baby did not end in a miscarriage.
    { findingId: 'recent-childbirth', frequency: 0.001, citation: mcpcEarly },
    { findingId: 'dysuria', frequency: 0.04 },
    { findingId: 'vaginal-discharge', frequency: 0.25 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'confusion', 'unconscious'],
      finding: 'Bleeding in early pregnancy or after abortion with shock',
      urgency: 'critical',
      actionRequired:
        'IV fluids fast, remove products visible at the os with ring forceps, oxytocin or misoprostol; start antibiotics if infection is possible; refer immediately.',
      citations: [mcpcShock, mcpcEarly],
    },
    {
      findingIds: ['fever', 'foul-lochia', 'uterine-tenderness'],
      finding: 'Fever, foul discharge or a tender uterus after abortion (septic abortion)',
      urgency: 'emergency',
      actionRequired:
        'Ampicillin + gentamicin + metronidazole now, IV fluids, and refer for evacuation of the uterus within hours; ask about instrumentation (risk of perforation, tetanus).',
      citations: [mcpcAntibiotics, abortion2022],
    },
    {
      findingIds: ['shoulder-tip-pain', 'syncope'],
      // A woman who has given birth is no longer in early pregnancy (who-mcpc-2017: bleeding after childbirth).
      noneOf: ['recent-childbirth'],
      finding: 'Shoulder-tip pain or fainting in early pregnancy: exclude ectopic pregnancy',
      urgency: 'emergency',
      actionRequired:
        'Treat as possible ectopic pregnancy until proven otherwise: IV line, urgent ultrasound or surgical review.',
      citations: [mcpcEarly],
    },
  ],
  investigations: [
    {
      test: 'Pregnancy test',
      urgency: 'stat',
      rationale: 'Confirms pregnancy.',
      expectedFindings: 'Positive.',
    },
    {
      test: 'Speculum examination of the cervical os',
      urgency: 'stat',
      rationale: 'Closed os: threatened or complete; open os: inevitable or incomplete.',
      expectedFindings: 'Open os with products in incomplete abortion.',
    },
    { test: 'Haemoglobin', urgency: 'urgent', rationale: 'Blood loss.', expectedFindings: 'Normal or low.' },
    {
      test: 'Pelvic ultrasound (where available)',
      urgency: 'urgent',
      rationale: 'Viability, retained products, ectopic.',
      expectedFindings: 'Retained products, or intrauterine viable pregnancy in threatened abortion.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, BP, bleeding, temperature',
      frequency: 'Every 30-60 minutes until stable',
      alertCriteria: 'Pulse > 110, systolic < 90, fever, bleeding soaking a pad in under 5 minutes',
    },
  ],
  referrals: [
    {
      specialist: 'Facility offering manual vacuum aspiration and post-abortion care',
      urgency: 'urgent',
      reason:
        'Incomplete abortion not resolving with misoprostol, heavy bleeding, or any sign of sepsis or instrumentation.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Return at once for heavy bleeding (soaking 2 pads an hour), fever, foul discharge or severe pain.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Contraception can start the same day after post-abortion care if she wishes; fertility returns within 2 weeks.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation:
        'Threatened abortion: no specific treatment helps; rest if it eases symptoms, review if bleeding increases.',
      category: 'rest',
      importance: 'low',
    },
  ],
  protocol: {
    primaryTreatment:
      'Threatened: observe. Incomplete abortion under 14 weeks: misoprostol 400 mcg sublingual (or 600 mcg oral) once, or manual vacuum aspiration. Septic or unsafe abortion: IV antibiotics (ampicillin + gentamicin + metronidazole) and prompt uterine evacuation; tetanus prophylaxis if instruments were used. Rh(D) immunoglobulin where available.',
    supportiveCare: [
      'Analgesia (ibuprofen or paracetamol)',
      'Iron if anaemic',
      'Counselling and contraception',
    ],
    followUpSchedule: 'Review in 7-14 days after misoprostol to confirm complete evacuation.',
    antibioticsIndicated: false,
    citations: [abortion2022, mcpcEarly],
  },
  citations: [mcpcEarly, abortion2022],
} satisfies Condition;

export const regimens = [
  {
    id: 'miscarriage-incomplete',
    conditionId: 'miscarriage',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'misoprostol',
        route: 'sublingual',
        dose: {
          kind: 'fixed',
          mg: 0.4,
          amount: '400 micrograms (2 x 200 mcg) under the tongue',
          maxMgPerDose: 0.4,
          maxMgPerDay: 0.4,
        },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'incomplete abortion under 14 weeks, without signs of infection',
        alternativeIds: [],
        citations: [
          {
            sourceId: 'who-abortion-care-2022',
            section: '3.4.1 Incomplete abortion < 14 weeks: misoprostol 600 mcg oral or 400 mcg sublingual',
          },
        ],
      },
      {
        medicineId: 'ibuprofen',
        route: 'oral',
        dose: { kind: 'fixed', mg: 400, amount: '400 mg', maxMgPerDose: 400, maxMgPerDay: 1200 },
        frequency: 'every 8 hours with food as needed',
        dosesPerDay: 3,
        duration: '1-3 days',
        indication: 'pain during miscarriage or after misoprostol',
        alternativeIds: [],
        citations: [
          { sourceId: 'who-abortion-care-2022', section: '3.3.3 Pain management: NSAIDs recommended' },
        ],
      },
    ],
    note: 'Only once the os is open or products are seen, after a complete or missed miscarriage has been judged, and not in threatened abortion with a viable pregnancy. Septic abortion: give the puerperal sepsis antibiotics (ampicillin, gentamicin, metronidazole) and refer for evacuation.',
    citations: [abortion2022],
  },
] satisfies readonly Regimen[];
