import type { TriageRule } from '../triage-rule-schema';

const hernia = {
  sourceId: 'wses-hernia-2017',
  section: 'Emergency repair of strangulated hernia: timing',
} as const;
const asbo = {
  sourceId: 'wses-asbo-2017',
  section: 'Diagnosis and initial management of bowel obstruction',
} as const;
const intussusception = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 9.3.4: Intussusception',
} as const;
const retention = {
  sourceId: 'eau-male-luts-2024',
  section: 'Acute urinary retention: immediate bladder decompression',
} as const;
const acuteScrotum = {
  sourceId: 'eau-paediatric-urology-2024',
  section:
    'Acute scrotum in children: testicular torsion is a surgical emergency; explore without delay (within 6 hours of onset)',
} as const;
const pancreatitis = {
  sourceId: 'iap-apa-pancreatitis-2013',
  section: 'A: diagnosis; D: early fluid resuscitation',
} as const;
const stones = {
  sourceId: 'eau-urolithiasis-2024',
  section: '3.4.1 Decompression of the obstructed infected kidney',
} as const;

/** The surgical abdomen and the blocked bladder: emergencies that do not wait for the ranking. */
export const surgicalAbdomenUrinaryRules = [
  {
    id: 'acute-urinary-retention',
    anyOf: ['unable-to-pass-urine', 'palpable-bladder'],
    urgency: 'emergency',
    reason: 'Unable to pass urine or a distended bladder (acute urinary retention)',
    actions: [
      'Pass a urethral catheter now and record the volume drained',
      'Check creatinine and urine; refer to surgery or urology',
    ],
    citations: [retention],
  },
  {
    // No urine with lower-abdominal (suprapubic) pain or straining is a blocked bladder; no urine alone is first
    // a question of fluids (dehydration), which the general danger signs and the ranking weigh.
    id: 'no-urine-with-bladder-pain-or-straining',
    anyOf: ['suprapubic-pain', 'lower-abdominal-pain', 'weak-stream-hesitancy'],
    allOf: ['reduced-urine'],
    urgency: 'emergency',
    reason: 'No urine with lower-abdominal pain or straining (acute urinary retention)',
    actions: [
      'Feel and percuss for a full bladder; pass a urethral catheter if it is full and record the volume',
      'Check creatinine and urine; refer to surgery or urology',
    ],
    citations: [retention],
  },
  {
    // A painful testis in a boy or a young man is torsion until proved otherwise: the testis dies within
    // hours, and neither an ultrasound nor a trial of antibiotics should delay exploration. Not with what
    // explains the pain otherwise: mumps parotitis (orchitis), a urethral discharge or burning urine
    // (epididymo-orchitis), or the oedema of a nephrotic child reaching the scrotum.
    id: 'acute-scrotum-in-a-boy',
    anyOf: ['testicular-swelling-pain'],
    noneOf: [
      'parotid-swelling',
      'urethral-discharge',
      'dysuria',
      'face-hand-oedema',
      'bilateral-pitting-oedema',
    ],
    ageYears: { max: 18 },
    urgency: 'emergency',
    reason: 'Painful testis in a boy (testicular torsion until proved otherwise)',
    actions: [
      'Analgesia, nil by mouth; do not wait for an ultrasound',
      'Refer now for surgical exploration (the testis survives about 6 hours of torsion)',
    ],
    citations: [acuteScrotum],
  },
  {
    id: 'strangulated-hernia',
    anyOf: ['irreducible-tender-groin-lump'],
    urgency: 'emergency',
    reason: 'Tender hernia that will not go back (strangulation until proved otherwise)',
    actions: [
      'Nil by mouth, IV fluids, analgesia; do not force reduction',
      'Refer for emergency surgery within hours',
    ],
    citations: [hernia],
  },
  {
    id: 'intussusception-signs',
    anyOf: ['redcurrant-jelly-stool', 'sausage-shaped-abdominal-mass'],
    ageYears: { max: 6 },
    urgency: 'emergency',
    reason: 'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child (intussusception)',
    actions: [
      'Nil by mouth, IV fluids, nasogastric tube if vomiting',
      'Urgent ultrasound and referral for air or contrast enema reduction or surgery',
    ],
    citations: [intussusception],
  },
  {
    id: 'bowel-obstruction',
    anyOf: ['vomiting', 'abdominal-distension', 'colicky-abdominal-pain', 'abdominal-pain'],
    allOf: ['no-stool-or-flatus'],
    urgency: 'emergency',
    reason: 'Not passing stool or wind with vomiting, distension or abdominal pain (bowel obstruction)',
    actions: [
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter',
      'Same-day surgical review; plain abdominal X-ray',
    ],
    citations: [asbo],
  },
  {
    id: 'acute-pancreatitis-pattern',
    anyOf: ['epigastric-pain-radiating-back', 'raised-lipase-amylase-lab'],
    allOf: ['vomiting'],
    urgency: 'emergency',
    reason:
      'Severe upper abdominal pain through to the back with vomiting, or raised lipase (acute pancreatitis)',
    actions: ['IV fluids (Ringer lactate) and analgesia', 'Admit to hospital; check for organ failure'],
    citations: [pancreatitis],
  },
  {
    id: 'obstructed-infected-kidney',
    anyOf: ['loin-to-groin-pain', 'kidney-stone-imaging-lab'],
    allOf: ['fever'],
    urgency: 'emergency',
    reason: 'Stone pain with fever (infected obstructed kidney)',
    actions: ['Blood and urine cultures, IV antibiotics', 'Urgent urology referral for drainage'],
    citations: [stones],
  },
] as const satisfies readonly TriageRule[];
