import type { TriageRule } from '../triage-rule-schema';
import { pregnancyDanger, resuscitate } from './shared';

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
    id: 'pregnancy-bleeding',
    anyOf: ['vaginal-bleeding'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Vaginal bleeding in pregnancy',
    actions: [
      'Assess for shock; IV access; urgent obstetric review (ectopic, abortion, placenta praevia or abruption)',
    ],
    citations: [pregnancyDanger],
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
    // After a delivery she is not in early pregnancy: bleeding and shock after birth have their own rules (obstetric.ts).
    noneOf: ['recent-childbirth'],
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
