import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { stiWho } from './citations';

export const condition = {
  id: 'pelvic-inflammatory-disease',
  name: 'Pelvic inflammatory disease',
  icd10: ['N73.9', 'N70', 'N71', 'N73'],
  urgency: 'urgent',
  definedBy: {
    anyOf: ['lower-abdominal-pain', 'abdominal-pain', 'suprapubic-pain', 'cervical-motion-tenderness'],
    citation: {
      sourceId: 'who-stis-2021',
      section: 'Lower abdominal pain syndrome: clinical diagnosis of pelvic inflammatory disease',
    },
  },
  prior: {
    baseline: 0.01,
    bySex: { male: 0, female: 1.9 },
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, maxYears: 35, multiplier: 1.5 },
      { minYears: 35, maxYears: 50, multiplier: 0.8 },
      { minYears: 50, multiplier: 0.05 },
    ],
    pregnancy: { pregnant: 0.05 },
    citations: [stiWho],
  },
  findings: [
    { findingId: 'lower-abdominal-pain', frequency: 0.95 },
    { findingId: 'abdominal-pain', frequency: 0.95 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.7 },
    { findingId: 'vaginal-discharge', frequency: 0.6 },
    { findingId: 'dyspareunia', frequency: 0.4 },
    { findingId: 'fever', frequency: 0.4 },
    { findingId: 'high-fever', frequency: 0.15 },
    { findingId: 'vaginal-bleeding', frequency: 0.3 },
    { findingId: 'dysuria', frequency: 0.25 },
    { findingId: 'suprapubic-pain', frequency: 0.3 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'nausea', frequency: 0.25 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'sexual-risk', frequency: 0.6 },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'rebound-tenderness', frequency: 0.15 },
    { findingId: 'leucocytosis-lab', frequency: 0.4 },
    { findingId: 'raised-crp-lab', frequency: 0.7 },
    { findingId: 'urine-leucocytes-lab', frequency: 0.3 },
    { findingId: 'urine-nitrite-lab', frequency: 0.05 },
    { findingId: 'pregnancy-test-positive', frequency: 0.03 },
    // Pelvic infection after a birth or abortion is puerperal sepsis or septic abortion; heavy bleeding after a birth is haemorrhage.
    {
      findingId: 'recent-childbirth',
      frequency: 0.005,
      citation: {
        sourceId: 'who-mcpc-2017',
        section: 'Fever after childbirth and during labour (S-105 to S-116)',
      },
    },
    {
      findingId: 'recent-abortion',
      frequency: 0.001,
      citation: {
        sourceId: 'who-mcpc-2017',
        section: 'Vaginal bleeding in early pregnancy: complications of abortion (infection, sepsis)',
      },
    },
    {
      findingId: 'heavy-postpartum-bleeding',
      frequency: 0.001,
      citation: { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding after childbirth (S-25 to S-33)' },
    },
    { findingId: 'missed-period', frequency: 0.02 },
    { findingId: 'shoulder-tip-pain', frequency: 0.003 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.05 },
    { findingId: 'periumbilical-pain-migrating', frequency: 0.001 },
    { findingId: 'flank-pain', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'hypotension', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'malaise', frequency: 0.3 },
    { findingId: 'urinary-frequency', frequency: 0.15 },
    { findingId: 'right-lower-quadrant-pain', frequency: 0.25 },
  ],
  redFlags: [
    {
      findingIds: ['pregnancy-test-positive', 'missed-period', 'shoulder-tip-pain', 'syncope'],
      finding: 'Possible pregnancy with pelvic pain: exclude ectopic pregnancy',
      urgency: 'emergency',
      actionRequired:
        'Pregnancy test, check for shock, and urgent ultrasound or surgical review before treating as PID.',
      citations: [
        { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy' },
      ],
    },
    {
      findingIds: ['rebound-tenderness', 'hypotension', 'vomiting-everything'],
      finding: 'Severe PID: peritonitis, tubo-ovarian abscess or sepsis',
      urgency: 'emergency',
      actionRequired:
        'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.',
      citations: [stiWho],
    },
    {
      // Admit when the woman is severely ill, with a high fever and vomiting (CDC STI 2021, PID: criteria for
      // hospitalisation: severe illness, nausea and vomiting, or oral temperature above 38.5 °C).
      findingIds: ['vomiting'],
      allOf: ['high-fever'],
      finding: 'Severe PID: peritonitis, tubo-ovarian abscess or sepsis',
      urgency: 'emergency',
      actionRequired:
        'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.',
      citations: [
        {
          sourceId: 'cdc-sti-2021',
          section: 'Pelvic inflammatory disease: hospitalization (severe illness, vomiting, high fever)',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Pregnancy test',
      urgency: 'stat',
      rationale: 'Ectopic pregnancy must be excluded.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Speculum and bimanual examination',
      urgency: 'urgent',
      rationale: 'Cervical motion, uterine or adnexal tenderness and discharge.',
      expectedFindings: 'Cervical motion tenderness, mucopurulent cervical discharge.',
    },
    {
      test: 'Pelvic ultrasound (severe cases)',
      urgency: 'urgent',
      rationale: 'Tubo-ovarian abscess.',
      expectedFindings: 'No abscess in uncomplicated PID.',
    },
    {
      test: 'HIV and syphilis testing; NAAT for gonorrhoea and chlamydia where available',
      urgency: 'routine',
      rationale: 'STI co-infections.',
      expectedFindings: 'Variable.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain, fever, tenderness',
      frequency: 'Review at 72 hours',
      alertCriteria: 'No improvement at 72 hours: admit for IV therapy and imaging',
    },
  ],
  referrals: [
    {
      specialist: 'Gynaecologist',
      urgency: 'urgent',
      reason: 'Severe PID, tubo-ovarian abscess, pregnancy, or no response to oral therapy.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Take the full 14 days of treatment; abstain from sex until you and your partner have finished treatment.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Partners from the last 60 days need treatment; use condoms.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Avoid alcohol while taking metronidazole.',
      category: 'safety',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Outpatient: ceftriaxone IM single dose plus doxycycline for 14 days plus metronidazole for 14 days. Severe PID, pregnancy or failure: admit for IV therapy. An IUD may stay in place unless there is no improvement. Treat partners for gonorrhoea and chlamydia.',
    supportiveCare: ['Analgesia (paracetamol or ibuprofen)', 'Rest'],
    followUpSchedule: 'Review at 72 hours, and at the end of treatment.',
    antibioticsIndicated: true,
    citations: [
      stiWho,
      {
        sourceId: 'ke-clinical-guidelines-2009',
        section: 'Obstetrics and gynaecology: pelvic inflammatory disease',
      },
    ],
  },
  citations: [stiWho],
} satisfies Condition;

export const regimens = [
  {
    id: 'pelvic-inflammatory-disease',
    conditionId: 'pelvic-inflammatory-disease',
    population: {},
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: fixed(1000, '1 g', 1000, 1000),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'pelvic inflammatory disease (gonococcal cover)',
        alternativeIds: [],
        citations: [cite('who-stis-2021', 'Lower abdominal pain: ceftriaxone 1 g IM single dose')],
      },
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '14 days',
        indication: 'pelvic inflammatory disease (chlamydial cover)',
        alternativeIds: [],
        citations: [
          cite('who-stis-2021', 'Lower abdominal pain: doxycycline 100 mg twice daily for 14 days'),
        ],
      },
      {
        medicineId: 'metronidazole',
        route: 'oral',
        dose: fixed(400, '1 tablet (400 mg)', 500, 1000),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '14 days',
        indication: 'pelvic inflammatory disease (anaerobic cover)',
        alternativeIds: [],
        citations: [
          cite('who-stis-2021', 'Lower abdominal pain: metronidazole 400-500 mg twice daily for 14 days'),
        ],
      },
    ],
    note: 'Exclude ectopic pregnancy and appendicitis; admit if pregnant, severely ill or with a pelvic mass; treat partners.',
    citations: [cite('who-stis-2021', 'Lower abdominal pain in women')],
  },
] satisfies readonly Regimen[];
