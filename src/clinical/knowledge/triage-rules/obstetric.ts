import type { TriageRule } from '../triage-rule-schema';
import { pphBundle, pphCallForHelp, pphEscalate, pphMonitor } from './shared';

const pph2023 = {
  sourceId: 'who-pph-2023',
  section: 'Recommendation 2: first-response treatment bundle as soon as PPH is diagnosed (≥ 500 mL)',
} as const;
const mcpcAssessment = {
  sourceId: 'who-mcpc-2017',
  section:
    'Rapid initial assessment (C-1): heavy vaginal bleeding, shock (pulse ≥ 110, systolic < 90), fever',
} as const;
const mcpcBleedingAfter = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding after childbirth (S-25 to S-33)',
} as const;
const mcpcBleedingLate = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding in later pregnancy and labour (S-18 to S-24): no vaginal examination',
} as const;
const mcpcFever = {
  sourceId: 'who-mcpc-2017',
  section: 'Fever after childbirth and during labour (S-105 to S-116)',
} as const;
/**
 * Fever after childbirth is a temperature of 38 °C or more (WHO MCPC 2017, S-105; WHO recommendations for
 * prevention and treatment of maternal peripartum infections 2015): a measured 37.5-37.9 °C is not it.
 */
const postpartumFeverFromC = 38;
const mcpcSepticAbortion = {
  sourceId: 'who-mcpc-2017',
  section: 'Vaginal bleeding in early pregnancy: complications of abortion (infection, sepsis)',
} as const;
const mcpcLabour = {
  sourceId: 'who-mcpc-2017',
  section: 'Unsatisfactory progress of labour (S-57 to S-66)',
} as const;
const mcpcRupture = {
  sourceId: 'who-mcpc-2017',
  section:
    'Unsatisfactory progress of labour: obstructed labour, signs of impending rupture (S-66); ruptured uterus (S-17)',
} as const;
const mcpcCord = {
  sourceId: 'who-mcpc-2017',
  section: 'Fetal distress in labour: prolapsed cord',
} as const;
const mhgapPsychosis = {
  sourceId: 'who-mhgap-2016',
  section:
    'Psychoses (PSY): women who are pregnant or breastfeeding — consult a specialist; assess risk to the infant',
} as const;
const pcpnc = {
  sourceId: 'who-pcpnc-2015',
  section: 'B: Quick check and rapid assessment — danger signs in pregnancy, labour and postpartum',
} as const;

const shockSigns = [
  'tachycardia',
  'hypotension',
  'weak-pulse-cold-hands',
  'syncope',
  'confusion',
  'unconscious',
];
const pelvicSignsAfterBirth = [
  'foul-lochia',
  'uterine-tenderness',
  'lower-abdominal-pain',
  'suprapubic-pain',
];
const puerperalSepsisActions = [
  'Give the first doses of ampicillin, gentamicin and metronidazole IV/IM now, IV fluids',
  'Refer for evacuation of retained products and inpatient care',
];
/** Shock without the pulse alone: a fast pulse in labour is as often fever, pain or exhaustion. */
const shockBeyondPulse = ['hypotension', 'weak-pulse-cold-hands', 'syncope', 'confusion', 'unconscious'];
/** Bleeding, infection and labour danger signs around birth, independent of the ranking. */
export const obstetricTriageRules = [
  {
    id: 'heavy-bleeding-after-birth',
    anyOf: ['heavy-bleeding'],
    allOf: ['recent-childbirth'],
    urgency: 'emergency',
    reason: 'Heavy bleeding after childbirth, told in words (possible postpartum haemorrhage)',
    actions: [pphCallForHelp, pphBundle, pphMonitor],
    citations: [pcpnc, mcpcBleedingAfter],
  },
  {
    id: 'heavy-bleeding-in-pregnancy',
    anyOf: ['heavy-bleeding'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Heavy bleeding in pregnancy, told in words',
    actions: [
      'Assess for shock; IV access; no vaginal examination; urgent obstetric review (abortion, ectopic, placenta praevia or abruption)',
    ],
    citations: [pcpnc, mcpcBleedingLate],
  },
  {
    id: 'ruptured-membranes-with-fever',
    anyOf: ['fever'],
    allOf: ['ruptured-membranes'],
    urgency: 'emergency',
    reason: 'Fever after the waters have broken (possible amnionitis)',
    actions: ['Give IV ampicillin and gentamicin, and refer for delivery'],
    citations: [pcpnc, mcpcFever],
  },
  {
    // The cord before the baby is compressed by it: the baby can die within minutes (MCPC, prolapsed cord).
    id: 'cord-prolapse',
    anyOf: ['cord-prolapse'],
    urgency: 'emergency',
    reason: 'Umbilical cord seen or felt before the baby (prolapsed cord: the baby can die within minutes)',
    actions: [
      'Keep the presenting part off the cord (gloved hand in the vagina, knee-chest position); do not push the cord back; feel whether it pulsates',
      'Deliver as fast as possible: refer now for caesarean section unless the birth is imminent',
    ],
    citations: [mcpcCord],
  },
  {
    id: 'fever-and-too-weak-in-pregnancy',
    anyOf: ['prostration'],
    allOf: ['fever'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Fever and too weak to get out of bed in pregnancy (danger sign)',
    actions: [
      'Look for severe malaria, pyelonephritis, amnionitis or sepsis; give the first dose of treatment and refer',
    ],
    citations: [pcpnc, mcpcFever],
  },
  {
    id: 'fever-and-too-weak-after-birth',
    anyOf: ['prostration'],
    allOf: ['fever', 'recent-childbirth'],
    measuredTemperatureAtLeastC: postpartumFeverFromC,
    urgency: 'emergency',
    reason: 'Fever and too weak to get out of bed after childbirth (danger sign: possible puerperal sepsis)',
    actions: ['Give IV ampicillin and gentamicin (and metronidazole), fluids, and refer'],
    citations: [pcpnc, mcpcFever],
  },
  {
    id: 'postpartum-haemorrhage-shock',
    anyOf: shockSigns,
    allOf: ['heavy-postpartum-bleeding'],
    urgency: 'critical',
    reason:
      'Heavy bleeding after birth with a fast pulse, low blood pressure or fainting (haemorrhagic shock)',
    actions: [pphCallForHelp, pphBundle, pphEscalate],
    citations: [pph2023, mcpcAssessment],
  },
  {
    id: 'postpartum-haemorrhage',
    anyOf: ['heavy-postpartum-bleeding', 'retained-placenta'],
    urgency: 'emergency',
    reason: 'Heavy bleeding after birth (≥ 500 mL, soaking pads) or a placenta not delivered',
    actions: [pphBundle, pphMonitor, pphEscalate],
    citations: [pph2023, mcpcBleedingAfter],
  },
  {
    id: 'bleeding-after-birth-with-shock-signs',
    anyOf: shockSigns,
    allOf: ['vaginal-bleeding', 'recent-childbirth'],
    urgency: 'emergency',
    reason:
      'Vaginal bleeding after birth with a fast pulse, low blood pressure, fainting or confusion (postpartum haemorrhage until proved otherwise)',
    actions: [pphMonitor, pphBundle, pphEscalate],
    citations: [mcpcAssessment, mcpcBleedingAfter],
  },
  {
    id: 'late-pregnancy-bleeding-shock',
    anyOf: shockSigns,
    allOf: ['bleeding-late-pregnancy'],
    urgency: 'critical',
    reason: 'Bleeding in late pregnancy with a fast pulse, low blood pressure or fainting',
    actions: [
      'Two large IV lines, Ringer\u2019s lactate or saline fast, left lateral position',
      'No digital vaginal examination; refer immediately to a hospital with theatre and blood',
    ],
    citations: [mcpcBleedingLate, mcpcAssessment],
  },
  {
    id: 'late-pregnancy-bleeding',
    anyOf: ['bleeding-late-pregnancy', 'tense-tender-uterus'],
    urgency: 'emergency',
    reason: 'Bleeding after 20 weeks of pregnancy or a hard tender uterus (placenta praevia or abruption)',
    actions: ['IV line and fluids; no digital vaginal examination', 'Refer urgently for obstetric care'],
    citations: [mcpcBleedingLate, pcpnc],
  },
  {
    id: 'sepsis-after-birth-or-abortion',
    anyOf: ['foul-lochia', 'uterine-tenderness'],
    allOf: ['fever'],
    urgency: 'emergency',
    reason:
      'Fever with a tender uterus or foul-smelling discharge after birth or abortion (puerperal or septic abortion sepsis)',
    actions: [
      'Give the first doses of ampicillin, gentamicin and metronidazole IV/IM now, IV fluids',
      'Refer for evacuation of retained products and inpatient care',
    ],
    citations: [mcpcFever, mcpcSepticAbortion],
  },
  {
    id: 'fever-after-abortion',
    anyOf: ['fever'],
    allOf: ['recent-abortion'],
    urgency: 'emergency',
    reason: 'Fever after an abortion (septic abortion until proven otherwise)',
    actions: [
      'Start ampicillin, gentamicin and metronidazole, IV fluids',
      'Refer for uterine evacuation; give tetanus prophylaxis if instruments were used',
    ],
    citations: [mcpcSepticAbortion],
  },
  {
    // Shivering is how a relative often tells the fever (MCPC S-105: fever or chills after childbirth).
    id: 'foul-discharge-with-fever-after-birth',
    anyOf: ['fever', 'chills-rigors'],
    allOf: ['foul-vaginal-discharge', 'recent-childbirth'],
    urgency: 'emergency',
    reason: 'Fever or shivering with a foul-smelling discharge after birth (puerperal sepsis)',
    actions: [
      'Give the first doses of ampicillin, gentamicin and metronidazole IV/IM now, IV fluids',
      'Refer for evacuation of retained products and inpatient care',
    ],
    citations: [mcpcFever, pcpnc],
  },
  {
    // MCPC S-105 (fever after childbirth, metritis): fever or chills with lower abdominal pain, a tender uterus
    // or foul lochia; a relative tells the fever as shivering or 'hot' and the uterus as pain low in the belly.
    id: 'fever-with-pelvic-signs-after-birth',
    anyOf: pelvicSignsAfterBirth,
    allOf: ['fever', 'recent-childbirth'],
    measuredTemperatureAtLeastC: postpartumFeverFromC,
    urgency: 'emergency',
    reason:
      'Fever after birth with pain low in the belly, a tender uterus or foul-smelling lochia (puerperal sepsis)',
    actions: puerperalSepsisActions,
    citations: [mcpcFever, pcpnc],
  },
  {
    id: 'shivering-with-pelvic-signs-after-birth',
    anyOf: pelvicSignsAfterBirth,
    allOf: ['chills-rigors', 'recent-childbirth'],
    urgency: 'emergency',
    reason:
      'Shivering after birth with pain low in the belly, a tender uterus or foul-smelling lochia (puerperal sepsis)',
    actions: puerperalSepsisActions,
    citations: [mcpcFever, pcpnc],
  },
  {
    id: 'shivering-after-abortion',
    anyOf: ['chills-rigors'],
    allOf: ['recent-abortion'],
    urgency: 'emergency',
    reason: 'Shivering or rigors after an abortion (septic abortion until proven otherwise)',
    actions: [
      'Start ampicillin, gentamicin and metronidazole, IV fluids',
      'Refer for uterine evacuation; give tetanus prophylaxis if instruments were used',
    ],
    citations: [mcpcSepticAbortion],
  },
  {
    id: 'fever-after-birth',
    anyOf: ['fever'],
    allOf: ['recent-childbirth'],
    measuredTemperatureAtLeastC: postpartumFeverFromC,
    urgency: 'urgent',
    reason: 'Fever in the weeks after birth',
    actions: [
      'Same-day assessment: uterus, lochia, breasts, wound, urine, malaria test; treat sepsis at once if the uterus is tender or lochia foul',
    ],
    citations: [mcpcFever, pcpnc],
  },
  {
    // Postpartum psychosis often begins as mania (NICE CG192: suspected postpartum psychosis, mania included,
    // is assessed the same day); elated, sleepless overactivity counts as much as voices or delusions.
    id: 'psychosis-after-birth',
    anyOf: ['psychotic-symptoms', 'elevated-mood'],
    allOf: ['recent-childbirth'],
    urgency: 'emergency',
    reason:
      'Hallucinations, delusions or mania in the weeks after birth (postpartum psychosis: danger to mother and baby)',
    actions: [
      'Do not leave her alone with the baby; ask about thoughts of harming herself or the baby',
      'Check temperature, glucose and haemoglobin (infection or delirium); refer urgently for mental health care',
    ],
    citations: [
      mhgapPsychosis,
      pcpnc,
      {
        sourceId: 'nice-cg192-2014',
        section:
          'Suspected postpartum psychosis (mania or psychosis after birth): same-day specialist assessment',
      },
    ],
  },
  {
    // Whatever the cause (psychosis, severe depression), thoughts or voices to harm the baby are a risk to the
    // infant that mhGAP and NICE CG192 assess the same day; at any time, not only in the weeks after birth.
    id: 'thoughts-of-harming-baby',
    anyOf: ['thoughts-of-harming-baby'],
    urgency: 'emergency',
    reason:
      'A mother with thoughts, urges or voices to harm her baby (postpartum psychosis or severe depression: risk to the infant)',
    actions: [
      'Do not leave her alone with the baby; ask about thoughts of harming herself, hallucinations and a plan',
      'Refer the same day for specialist mental health care; involve her family in keeping mother and baby safe',
    ],
    citations: [
      mhgapPsychosis,
      {
        sourceId: 'who-mhgap-2016',
        section: 'Depression (DEP): women in the perinatal period — assess risk of harm to the infant',
      },
      {
        sourceId: 'nice-cg192-2014',
        section:
          '1.5 and 1.9: thoughts or acts of harm to the baby or self — urgent assessment by a secondary mental health service',
      },
    ],
  },
  {
    id: 'prolonged-or-obstructed-labour',
    anyOf: ['prolonged-labour', 'bandl-ring-or-fetal-distress'],
    urgency: 'emergency',
    reason: 'Labour longer than 12 hours, not progressing, or signs of obstruction or fetal distress',
    actions: [
      'IV fluids, empty the bladder, no oxytocin if obstructed',
      'Refer immediately to a facility able to do caesarean section',
    ],
    citations: [mcpcLabour, pcpnc],
  },
  {
    // MCPC S-66 and S-17: signs of obstruction with shock, or labour that stops with shock, are a uterus
    // tearing or torn; the woman bleeds into the abdomen. Obstruction with a fast pulse alone stays an emergency.
    id: 'uterine-rupture-impending-or-torn',
    anyOf: shockBeyondPulse,
    allOf: ['bandl-ring-or-fetal-distress'],
    urgency: 'critical',
    reason:
      'Signs of obstruction with low blood pressure, cold hands, fainting or confusion (impending or actual uterine rupture)',
    actions: [
      'Two large IV lines, Ringer\u2019s lactate or saline fast; stop any oxytocin; catheterise the bladder',
      'Immediate transfer for laparotomy or caesarean section, with a companion who can donate blood',
    ],
    citations: [mcpcRupture, mcpcAssessment],
  },
  {
    id: 'prolonged-labour-with-shock',
    anyOf: shockBeyondPulse,
    allOf: ['prolonged-labour'],
    urgency: 'critical',
    reason: 'Prolonged or obstructed labour with shock (ruptured uterus or sepsis)',
    actions: [
      'Two large IV lines, Ringer\u2019s lactate or saline fast; stop any oxytocin; ampicillin and gentamicin IV',
      'Immediate transfer for laparotomy or caesarean section, with a companion who can donate blood',
    ],
    citations: [mcpcRupture, mcpcAssessment],
  },
  {
    id: 'bleeding-after-20-weeks-with-shock-signs',
    anyOf: shockBeyondPulse,
    allOf: ['vaginal-bleeding', 'pregnancy-over-20-weeks'],
    // Bleeding after 20 weeks is antepartum; after the birth the postpartum rules above apply.
    noneOf: ['recent-childbirth'],
    urgency: 'critical',
    reason:
      'Vaginal bleeding after 20 weeks of pregnancy with low blood pressure, cold hands or fainting (placental abruption or praevia with shock)',
    actions: [
      'Two large IV lines, Ringer\u2019s lactate or saline fast, left lateral position',
      'No digital vaginal examination; refer immediately to a hospital with theatre and blood',
    ],
    citations: [mcpcBleedingLate, mcpcAssessment],
  },
  {
    // MCPC C-1: a pulse of 110 or more with pallor or sweating is shock.
    id: 'bleeding-after-20-weeks-fast-pulse-pale',
    anyOf: ['pallor', 'sweating'],
    allOf: ['vaginal-bleeding', 'pregnancy-over-20-weeks', 'tachycardia'],
    // Bleeding after 20 weeks is antepartum; after the birth the postpartum rules above apply.
    noneOf: ['recent-childbirth'],
    urgency: 'critical',
    reason:
      'Vaginal bleeding after 20 weeks of pregnancy with a fast pulse and pallor or sweating (shock: placental abruption or praevia)',
    actions: [
      'Two large IV lines, Ringer\u2019s lactate or saline fast, left lateral position',
      'No digital vaginal examination; refer immediately to a hospital with theatre and blood',
    ],
    citations: [mcpcBleedingLate, mcpcAssessment],
  },
  {
    id: 'hard-tender-uterus-with-shock-signs',
    anyOf: shockBeyondPulse,
    allOf: ['tense-tender-uterus'],
    onlyInPregnancy: true,
    urgency: 'critical',
    reason:
      'A hard, tender uterus in pregnancy with low blood pressure, cold hands or fainting (placental abruption, bleeding hidden behind the placenta)',
    actions: [
      'Two large IV lines, Ringer\u2019s lactate or saline fast, left lateral position; check clotting (bedside clotting test)',
      'Refer immediately to a hospital with theatre and blood',
    ],
    citations: [mcpcBleedingLate, mcpcAssessment],
  },
] as const satisfies readonly TriageRule[];
