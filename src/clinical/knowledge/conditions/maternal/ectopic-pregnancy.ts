import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'ectopic-pregnancy',
  name: 'Ectopic pregnancy',
  icd10: ['O00.9', 'O00.1', 'O00'],
  // A stable (unruptured) ectopic needs immediate referral; rupture with shock or fainting is critical
  // through the red flag below and the ETAT shock rule.
  urgency: 'emergency',
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0, female: 1 },
    pregnancy: { pregnant: 5, notPregnant: 0.02 },
    citations: [
      { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy' },
    ],
  },
  // A pregnancy that ended in a birth was not ectopic: bleeding after birth is postpartum haemorrhage.
  ruledOutBy: {
    anyOf: ['recent-childbirth'],
    citation: { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding after childbirth (S-25)' },
  },
  findings: [
    { findingId: 'tachypnoea', frequency: 0.3 },
    { findingId: 'hypertension-reading', frequency: 0.02 },
    { findingId: 'sweating', frequency: 0.3 },
    // The vocabulary's base rate (0.3) is positivity among women tested; among the women of reproductive
    // age to whom this condition's prior applies, fewer than 1 in 10 is pregnant at any time.
    {
      findingId: 'pregnancy-test-positive',
      frequency: 0.98,
      specificity: 0.9,
      citation: {
        sourceId: 'ke-dhs-2022',
        section: 'Chapter 5 Fertility: women age 15-49 currently pregnant',
      },
    },
    { findingId: 'missed-period', frequency: 0.75 },
    { findingId: 'abdominal-pain', frequency: 0.97 },
    { findingId: 'lower-abdominal-pain', frequency: 0.95 },
    { findingId: 'vaginal-bleeding', frequency: 0.6 },
    { findingId: 'shoulder-tip-pain', frequency: 0.2 },
    { findingId: 'dizziness', frequency: 0.4 },
    { findingId: 'syncope', frequency: 0.25 },
    { findingId: 'hypotension', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.45 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.25 },
    { findingId: 'pallor', frequency: 0.4 },
    { findingId: 'severe-pallor', frequency: 0.15 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    { findingId: 'rebound-tenderness', frequency: 0.4 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.45 },
    { findingId: 'abdominal-distension', frequency: 0.15 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.2 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'fever', frequency: 0.06 },
    { findingId: 'high-fever', frequency: 0.01 },
    { findingId: 'vaginal-discharge', frequency: 0.1 },
    { findingId: 'dysuria', frequency: 0.05 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.005 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'syncope', 'severe-pallor'],
      // A woman who has given birth is no longer in early pregnancy (who-mcpc-2017: bleeding after childbirth).
      noneOf: ['recent-childbirth'],
      finding: 'Shock or fainting with early pregnancy: ruptured ectopic pregnancy',
      urgency: 'critical',
      actionRequired: 'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.',
      citations: [
        {
          sourceId: 'who-mcpc-2017',
          section: 'Shock; Vaginal bleeding in early pregnancy: ruptured ectopic pregnancy',
        },
      ],
    },
    {
      findingIds: ['shoulder-tip-pain', 'rebound-tenderness', 'cervical-motion-tenderness'],
      // A woman who has given birth is no longer in early pregnancy (who-mcpc-2017: bleeding after childbirth).
      noneOf: ['recent-childbirth'],
      finding: 'Pain with a positive pregnancy test: ectopic until proven otherwise',
      urgency: 'emergency',
      actionRequired:
        'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.',
      citations: [{ sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: diagnosis' }],
    },
    {
      // Cramps with spotting and nothing tender are the threatened miscarriage of MCPC S-7 until the scan; the
      // triage rules keep the alarm while the pulse is fast or not measured (NICE NG126 1.2).
      findingIds: ['lower-abdominal-pain'],
      noneOf: ['recent-childbirth', 'light-vaginal-bleeding'],
      finding: 'Pain with a positive pregnancy test: ectopic until proven otherwise',
      urgency: 'emergency',
      actionRequired:
        'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.',
      citations: [{ sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: diagnosis' }],
    },
  ],
  investigations: [
    {
      test: 'Urine or serum pregnancy test (hCG)',
      urgency: 'stat',
      rationale: 'Every woman of reproductive age with abdominal pain or bleeding.',
      expectedFindings: 'Positive.',
    },
    {
      test: 'Pelvic ultrasound (transvaginal if available)',
      urgency: 'stat',
      rationale: 'No intrauterine pregnancy with an adnexal mass or free fluid supports ectopic pregnancy.',
      expectedFindings: 'Empty uterus, adnexal mass, free fluid in the pouch of Douglas.',
    },
    {
      test: 'Haemoglobin, blood group and crossmatch, Rhesus status',
      urgency: 'stat',
      rationale: 'Transfusion planning; anti-D for Rh-negative women.',
      expectedFindings: 'Low haemoglobin with rupture.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, blood pressure, pain, abdominal girth',
      frequency: 'Every 15 minutes until surgery',
      alertCriteria: 'Rising pulse, falling BP or increasing pain: rupture',
    },
    {
      parameter: 'Serum hCG after medical treatment',
      frequency: 'Days 4 and 7, then weekly until negative',
      alertCriteria: 'hCG fall < 15% between day 4 and 7: further treatment or surgery',
    },
  ],
  referrals: [
    {
      specialist: 'Gynaecology / obstetric theatre',
      urgency: 'emergency',
      reason: 'Laparotomy or laparoscopy; methotrexate only for stable unruptured cases meeting criteria.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Future pregnancies carry a higher risk: come for an early scan as soon as a period is missed.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation: 'Use condoms and get STIs treated early to protect the fallopian tubes.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ruptured ectopic: resuscitate (IV fluids, blood transfusion) and immediate laparotomy with salpingectomy (or salpingostomy). Unruptured and haemodynamically stable: surgery (laparoscopy or laparotomy) or, where hCG follow-up is possible and criteria are met, methotrexate. Anti-D immunoglobulin for Rh-negative women. Counselling and contraception after treatment.',
    supportiveCare: ['Oxygen', 'Analgesia', 'Keep nil by mouth'],
    followUpSchedule:
      'Post-operative review at 1 to 2 weeks; hCG follow-up until negative after medical treatment.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-mcpc-2017',
        section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy management',
      },
      { sourceId: 'ke-clinical-guidelines-2009', section: 'Obstetrics and gynaecology: Ectopic pregnancy' },
    ],
  },
  citations: [
    { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy' },
    { sourceId: 'ke-clinical-guidelines-2009', section: 'Obstetrics and gynaecology: Ectopic pregnancy' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'ectopic-pregnancy',
    conditionId: 'ectopic-pregnancy',
    population: {},
    items: [],
    note: 'Suspected rupture (shock, acute abdomen): resuscitate with IV fluids, cross-match and take to theatre for laparotomy. Unruptured and stable: specialist may give methotrexate 50 mg/m² IM with hCG follow-up.',
    citations: [cite('who-mcpc-2017', 'Ectopic pregnancy')],
  },
] satisfies readonly Regimen[];
