import type { Condition, Regimen } from '../../types';

const who2021 = {
  sourceId: 'who-stis-2021',
  section: 'Management of symptomatic STIs: vaginal discharge flowchart',
} as const;
const bv = {
  sourceId: 'who-stis-2021',
  section: 'Bacterial vaginosis and trichomoniasis: metronidazole 400 or 500 mg twice daily for 7 days',
} as const;
const candida = {
  sourceId: 'who-stis-2021',
  section: 'Vulvovaginal candidiasis: clotrimazole 500 mg vaginal tablet once or fluconazole 150 mg once',
} as const;
const keSti = {
  sourceId: 'ke-clinical-guidelines-2009',
  section: 'Sexually transmitted infections: vaginal discharge syndrome',
} as const;

/** 83. Vaginal discharge syndrome: bacterial vaginosis, candidiasis, trichomoniasis (cervicitis is condition 34). */
export const condition = {
  id: 'vaginal-discharge-syndrome',
  name: 'Vaginal discharge syndrome (bacterial vaginosis, candidiasis, trichomoniasis)',
  icd10: ['N76.0', 'B37.3', 'A59.0'],
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 12, multiplier: 0.05 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0.4 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 1.3 },
    citations: [who2021, keSti],
  },
  findings: [
    { findingId: 'vaginal-discharge', frequency: 0.95 },
    { findingId: 'curd-like-discharge', frequency: 0.3, citation: candida },
    { findingId: 'fishy-discharge', frequency: 0.35, citation: bv },
    // Bacterial vaginosis and trichomoniasis, the commonest causes, both give a malodorous discharge.
    { findingId: 'foul-vaginal-discharge', frequency: 0.45, citation: bv },
    { findingId: 'vulval-itching', frequency: 0.45, citation: candida },
    { findingId: 'itching', frequency: 0.4 },
    { findingId: 'dysuria', frequency: 0.2 },
    { findingId: 'dyspareunia', frequency: 0.2 },
    { findingId: 'known-diabetes', frequency: 0.05 },
    // Candidiasis is commoner in pregnancy, when its itch and curd-like discharge are often told (WHO STI 2021).
    { findingId: 'pregnant', frequency: 0.12, citation: candida },
    // Trichomonas is sexually transmitted and bacterial vaginosis follows a new or several partners.
    { findingId: 'sexual-risk', frequency: 0.3, citation: who2021 },
    // A discharge after rape or defilement is a sexually transmitted infection until tested (WHO 2017).
    {
      findingId: 'sexual-assault',
      frequency: 0.02,
      citation: {
        sourceId: 'who-child-sexual-abuse-2017',
        section:
          'Recommendation 8: presumptive treatment of gonorrhoea, chlamydia and trichomonas after sexual abuse',
      },
    },
    // Against: PID, cervicitis with pelvic signs, pregnancy complications.
    { findingId: 'lower-abdominal-pain', frequency: 0.01, citation: who2021 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.003, citation: who2021 },
    { findingId: 'fever', frequency: 0.03, citation: who2021 },
    { findingId: 'vaginal-bleeding', frequency: 0.005 },
    { findingId: 'missed-period', frequency: 0.01 },
    { findingId: 'recent-childbirth', frequency: 0.005 },
    { findingId: 'foul-lochia', frequency: 0.001 },
    { findingId: 'genital-ulcer', frequency: 0.003 },
    { findingId: 'urethral-discharge', frequency: 0.003 },
  ],
  redFlags: [
    {
      findingIds: ['lower-abdominal-pain', 'cervical-motion-tenderness', 'fever'],
      finding:
        'Discharge with lower abdominal pain, fever or cervical motion tenderness (pelvic inflammatory disease)',
      urgency: 'urgent',
      actionRequired: 'Treat as pelvic inflammatory disease; exclude pregnancy and ectopic pregnancy.',
      citations: [who2021],
    },
  ],
  investigations: [
    {
      test: 'Speculum examination; vaginal pH and wet mount where available',
      urgency: 'routine',
      rationale: 'pH > 4.5 and clue cells: BV; motile trichomonads; budding yeasts.',
      expectedFindings: 'One of the three organisms.',
    },
    {
      test: 'Pregnancy test; HIV and syphilis tests',
      urgency: 'routine',
      rationale: 'Treatment in pregnancy differs; STI co-infection.',
      expectedFindings: 'Negative or positive.',
    },
    {
      test: 'Cervical NAAT for gonorrhoea/chlamydia (where available)',
      urgency: 'routine',
      rationale: 'Cervicitis needs different treatment.',
      expectedFindings: 'Negative in pure vaginitis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms',
      frequency: 'Review after 7 days if not better',
      alertCriteria: 'Persisting or recurring (≥ 4 a year) discharge: test for diabetes and HIV',
    },
  ],
  referrals: [
    {
      specialist: 'STI or gynaecology clinic',
      urgency: 'routine',
      reason: 'Recurrent or treatment-resistant discharge.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Do not douche or wash inside the vagina; avoid alcohol with metronidazole and for 24 hours after.',
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation: 'Trichomoniasis: treat the partner too and use condoms until both are treated.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Without risk of cervical infection: metronidazole 400-500 mg twice daily for 7 days (BV and trichomoniasis) and, for curd-like discharge or itching, clotrimazole 500 mg vaginal tablet once (or fluconazole 150 mg once, not in pregnancy); with cervicitis risk or signs, add condition 34\u2019s gonorrhoea and chlamydia treatment.',
    supportiveCare: ['Partner treatment for trichomoniasis', 'Condoms', 'HIV and syphilis testing'],
    followUpSchedule: 'Review at 7 days if not improved.',
    antibioticsIndicated: true,
    citations: [who2021, bv, candida],
  },
  citations: [who2021, keSti],
} satisfies Condition;

export const regimens = [
  {
    id: 'vaginal-discharge-syndrome',
    conditionId: 'vaginal-discharge-syndrome',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'metronidazole',
        route: 'oral',
        dose: { kind: 'fixed', mg: 400, amount: '400 mg', maxMgPerDose: 500, maxMgPerDay: 1000 },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '7 days',
        indication: 'bacterial vaginosis or trichomoniasis',
        alternativeIds: [],
        citations: [bv],
      },
      {
        medicineId: 'fluconazole',
        route: 'oral',
        dose: { kind: 'fixed', mg: 150, amount: '150 mg', maxMgPerDose: 150, maxMgPerDay: 150 },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose (only for curd-like discharge or itching)',
        indication: 'vulvovaginal candidiasis',
        alternativeIds: [],
        citations: [candida],
      },
    ],
    note: 'In pregnancy use a vaginal imidazole (clotrimazole 500 mg vaginal tablet once, or 100 mg daily for 7 days) instead of oral fluconazole.',
    citations: [who2021],
  },
] satisfies readonly Regimen[];
