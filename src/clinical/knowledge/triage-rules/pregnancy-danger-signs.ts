import type { TriageRule } from '../triage-rule-schema';
import { pregnancyDanger, resuscitate } from './shared';

const mcpcEarlyBleeding = {
  sourceId: 'who-mcpc-2017',
  section:
    'Vaginal bleeding in early pregnancy (S-7 to S-17): threatened, inevitable and incomplete abortion, ectopic',
} as const;
const mcpcLateBleeding = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding in later pregnancy and labour (S-18 to S-24): no vaginal examination',
} as const;

const ectopicNice = {
  sourceId: 'nice-ng126-2019',
  section:
    '1.2: refer at once when haemodynamically unstable or with abdominal, pelvic or cervical motion tenderness; otherwise to the early pregnancy assessment service',
} as const;

const shockSigns = [
  'tachycardia',
  'hypotension',
  'weak-pulse-cold-hands',
  'syncope',
  'confusion',
  'unconscious',
];

/** Danger signs in pregnancy. */
export const pregnancyDangerSignsRules = [
  {
    id: 'pregnancy-severe-headache-blurred-vision',
    anyOf: ['visual-disturbance'],
    allOf: ['severe-headache'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Severe headache with blurred vision in pregnancy (danger sign: possible severe pre-eclampsia)',
    actions: [
      'Measure blood pressure and urine protein now; if raised, give magnesium sulfate and refer for delivery planning',
    ],
    citations: [
      {
        sourceId: 'who-pcpnc-2015',
        section: 'C: Antenatal care — advise on danger signs (severe headache with blurred vision)',
      },
      pregnancyDanger,
    ],
  },
  {
    // Bleeding of an amount not told, or more than spotting: an inevitable or incomplete abortion, an ectopic
    // pregnancy, or after 20 weeks a placenta praevia or abruption. Spotting has the rules below.
    id: 'pregnancy-bleeding',
    anyOf: ['vaginal-bleeding'],
    noneOf: ['light-vaginal-bleeding'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Vaginal bleeding in pregnancy',
    actions: [
      'Assess for shock; IV access; urgent obstetric review (ectopic, abortion, placenta praevia or abruption)',
    ],
    citations: [pregnancyDanger, mcpcEarlyBleeding, mcpcLateBleeding],
  },
  {
    // Even spotting after 20 weeks may be the first bleed of a placenta praevia (MCPC S-18: no vaginal examination).
    id: 'light-bleeding-after-20-weeks',
    anyOf: ['light-vaginal-bleeding'],
    allOf: ['pregnancy-over-20-weeks'],
    noneOf: ['recent-childbirth'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Bleeding after 20 weeks of pregnancy, even light (placenta praevia or abruption until excluded)',
    actions: ['No digital vaginal examination; IV line; refer urgently for obstetric care and ultrasound'],
    citations: [mcpcLateBleeding, pregnancyDanger],
  },
  {
    // MCPC S-7 and NICE NG126 1.2: spotting with a fast pulse, low blood pressure or fainting is hidden
    // bleeding (a ruptured ectopic pregnancy or an abortion) until proved otherwise.
    id: 'light-early-pregnancy-bleeding-with-shock-signs',
    anyOf: shockSigns,
    allOf: ['light-vaginal-bleeding'],
    noneOf: ['recent-childbirth'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason:
      'Light bleeding in early pregnancy with a fast pulse, low blood pressure or fainting (hidden bleeding: ectopic pregnancy or abortion)',
    actions: [
      'IV access with a large-bore cannula, fluids, haemoglobin and group; refer the same hour for ultrasound and surgical care',
    ],
    citations: [
      mcpcEarlyBleeding,
      {
        sourceId: 'nice-ng126-2019',
        section: '1.2: refer women who are haemodynamically unstable to emergency care',
      },
    ],
  },
  {
    // A threatened miscarriage (MCPC S-7: light bleeding, closed cervix; NICE NG126 1.4 and 1.5): assessed the
    // same day, not an emergency while she is stable. Pain or shock makes the rules above and the ectopic ones fire.
    id: 'light-early-pregnancy-bleeding',
    anyOf: ['light-vaginal-bleeding'],
    noneOf: ['recent-childbirth', 'pregnancy-over-20-weeks', ...shockSigns],
    onlyInPregnancy: true,
    urgency: 'urgent',
    reason:
      'Light bleeding or spotting in early pregnancy, with no sign of shock (threatened miscarriage until assessed)',
    actions: [
      'Check pulse, blood pressure and pain; arrange an ultrasound (early pregnancy assessment) the same day or next',
      'Return at once if the bleeding gets heavy, the pain grows, she faints or has fever',
    ],
    citations: [
      mcpcEarlyBleeding,
      {
        sourceId: 'nice-ng126-2019',
        section:
          '1.4 and 1.5: early pregnancy assessment; bleeding under 6 weeks without pain managed expectantly',
      },
    ],
  },
  {
    id: 'pregnancy-severe-headache-vision',
    anyOf: ['severe-headache', 'visual-disturbance', 'epigastric-pain'],
    allOf: ['hypertension-reading'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason:
      'Raised blood pressure in pregnancy with headache, visual disturbance or epigastric pain (severe pre-eclampsia)',
    actions: ['Give magnesium sulfate, control blood pressure, and refer for delivery planning'],
    citations: [
      pregnancyDanger,
      {
        sourceId: 'who-pre-eclampsia-2011',
        section: 'Recommendations on magnesium sulfate and antihypertensives',
      },
    ],
  },
  {
    // Movements are felt from about 18-20 weeks, so a mother who reports them stopped is near viability.
    id: 'reduced-fetal-movements',
    anyOf: ['reduced-fetal-movements'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Baby moving less or not at all in pregnancy (possible fetal compromise)',
    actions: [
      'Listen for the fetal heart now (Doppler or Pinard); the same day, CTG or ultrasound and plan delivery if compromised',
    ],
    citations: [
      {
        sourceId: 'who-pcpnc-2015',
        section: 'C: Respond to observed signs or volunteered problems — no fetal movement',
      },
      {
        sourceId: 'rcog-rfm-2011',
        section: 'Management of reduced fetal movements: confirm fetal heart, then CTG',
      },
    ],
  },
  {
    id: 'pregnancy-convulsions',
    anyOf: ['convulsions'],
    onlyInPregnancy: true,
    urgency: 'critical',
    reason: 'Convulsions in pregnancy (eclampsia until proven otherwise)',
    actions: ['Give magnesium sulfate loading dose now', resuscitate],
    citations: [pregnancyDanger],
  },
  {
    id: 'suspected-ectopic-pregnancy',
    anyOf: ['lower-abdominal-pain', 'abdominal-pain'],
    allOf: ['missed-period', 'vaginal-bleeding'],
    // After a delivery she is not in early pregnancy: bleeding and shock after birth have their own rules
    // (obstetric.ts). Spotting with mild cramps and a normal pulse is the threatened miscarriage of MCPC S-7
    // until the scan (the rule below, and light-early-pregnancy-bleeding: urgent).
    noneOf: ['recent-childbirth', 'light-vaginal-bleeding'],
    urgency: 'emergency',
    reason: 'A late period with bleeding and abdominal pain (ectopic pregnancy until excluded)',
    actions: [
      'Check pulse and blood pressure, pregnancy test, IV access; refer the same hour for ultrasound and surgical care',
    ],
    citations: [
      {
        sourceId: 'who-mcpc-2017',
        section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy (suspect, refer)',
      },
      pregnancyDanger,
    ],
  },
  {
    // Spotting with pain in early pregnancy stays an ectopic pregnancy to exclude now while the pulse is fast
    // or not measured, or the belly, pelvis or cervix is tender or the pain reaches the shoulder (NICE NG126
    // 1.2: refer at once when unstable or tender; otherwise to the early pregnancy assessment service).
    id: 'suspected-ectopic-pregnancy-spotting',
    anyOf: ['lower-abdominal-pain', 'abdominal-pain'],
    allOf: ['missed-period', 'light-vaginal-bleeding'],
    noneOf: ['recent-childbirth', 'rebound-tenderness', 'cervical-motion-tenderness', 'shoulder-tip-pain'],
    notWhenAbsent: ['tachycardia'],
    urgency: 'emergency',
    reason: 'A late period with bleeding and abdominal pain (ectopic pregnancy until excluded)',
    actions: [
      'Check pulse and blood pressure, pregnancy test, IV access; refer the same hour for ultrasound and surgical care',
    ],
    citations: [ectopicNice, pregnancyDanger],
  },
  {
    id: 'suspected-ectopic-pregnancy-tender',
    anyOf: ['rebound-tenderness', 'cervical-motion-tenderness', 'shoulder-tip-pain'],
    allOf: ['missed-period', 'light-vaginal-bleeding'],
    noneOf: ['recent-childbirth'],
    urgency: 'emergency',
    reason: 'A late period with bleeding and abdominal pain (ectopic pregnancy until excluded)',
    actions: [
      'Check pulse and blood pressure, pregnancy test, IV access; refer the same hour for ultrasound and surgical care',
    ],
    citations: [ectopicNice, pregnancyDanger],
  },
  {
    id: 'pregnancy-abdominal-pain-shoulder',
    anyOf: ['shoulder-tip-pain', 'syncope'],
    allOf: ['lower-abdominal-pain'],
    // After a delivery she is not in early pregnancy: bleeding and shock after birth have their own rules (obstetric.ts).
    noneOf: ['recent-childbirth'],
    urgency: 'critical',
    reason: 'Lower abdominal pain with fainting or shoulder-tip pain (possible ruptured ectopic pregnancy)',
    actions: [
      'IV access with two large-bore cannulae, fluids, group and cross-match, emergency surgical referral',
    ],
    citations: [pregnancyDanger],
  },
] as const satisfies readonly TriageRule[];
