import type { TriageRule } from '../triage-rule-schema';

/**
 * The feature that makes a common condition an emergency, as its guideline names it: a pericardial effusion
 * compressing the heart, a child's high blood pressure with symptoms, a child's growing tumour shutting the
 * kidneys down, an ear infection that has reached the facial nerve. Each needs the condition's own sign with
 * the danger sign: the condition alone stays as urgent as it was.
 */
const tamponade = {
  sourceId: 'esc-pericardial-2015',
  section:
    '3.7 Cardiac tamponade: tachycardia, dyspnoea, orthopnoea, raised jugular venous pressure and pulsus paradoxus; urgent echocardiography and pericardiocentesis',
} as const;
const symptomaticChildHypertension = {
  sourceId: 'aap-pediatric-hypertension-2017',
  section:
    'Management by stage: stage 2 hypertension with symptoms (headache, vomiting, visual change, fits, confusion, heart failure) goes to emergency care at once',
} as const;
const tumourLysis = {
  sourceId: 'harrison-2022',
  section:
    'Oncologic emergencies: tumour lysis syndrome and urinary obstruction (Burkitt lymphoma: oliguria, hyperkalaemia, renal failure)',
} as const;
const complicatedEar = {
  sourceId: 'harrison-2022',
  section:
    'Sore throat, earache and upper respiratory symptoms: malignant (necrotising) otitis externa; complications of otitis media (facial nerve palsy)',
} as const;

const earWithFacialPalsy: Omit<TriageRule, 'id' | 'allOf'> = {
  anyOf: ['facial-droop', 'facial-weakness-forehead-involved'],
  urgency: 'emergency',
  pointsTo: ['otitis-externa-csom'],
  reason:
    'Discharging ear with a drooping face: the infection has reached the facial nerve or the skull base (complicated otitis or necrotising otitis externa)',
  actions: [
    'Refer today for IV antibiotics and ENT care (CT of the temporal bone where available)',
    'Check the blood glucose; keep the ear clean and dry; protect the eye that cannot close',
  ],
  citations: [complicatedEar],
};

export const severeFormRules = [
  {
    // A pericardial picture (pain eased leaning forward, a rub, muffled heart sounds, an effusion on echo, a
    // paradoxical pulse) with breathlessness and a fast pulse is tamponade building before the pressure falls.
    // Breathlessness with a fast pulse and swollen legs without a pericardial sign is heart failure's picture.
    id: 'pericardial-signs-with-breathlessness-and-fast-pulse',
    anyOf: [
      'chest-pain-better-leaning-forward',
      'pericardial-rub',
      'muffled-heart-sounds',
      'pericardial-effusion-echo-lab',
      'pulsus-paradoxus',
    ],
    allOf: ['shortness-of-breath', 'tachycardia'],
    urgency: 'emergency',
    pointsTo: ['pericarditis-effusion'],
    reason:
      'Pericarditis or a pericardial effusion with breathlessness and a fast pulse (cardiac tamponade developing)',
    actions: [
      'Refer now for echocardiography and pericardiocentesis; sit the patient up; oxygen',
      'No diuretics or vasodilators; IV access and a fluid bolus if the blood pressure falls',
    ],
    citations: [tamponade],
  },
  {
    // A child's stage-2 reading with a headache, vomiting, blurred vision, fits, confusion or breathlessness
    // lying flat is hypertensive encephalopathy or heart failure beginning (acute nephritis is the commonest cause
    // here). AAP 2017 sends stage 2 hypertension 'if the patient is symptomatic' to emergency care and does not
    // grade the headache, the first symptom of a pressure that is hurting the brain: a headache counts once the
    // reading itself is stage 2. A headache without a measured stage-2 reading (the soft sign most nephritic
    // children have), or a stage-2 reading in a child with none of these symptoms, is treated and reviewed the
    // same day, not raised.
    id: 'child-stage-2-hypertension-with-symptoms',
    anyOf: [
      'headache',
      'severe-headache',
      'vomiting',
      'visual-disturbance',
      'convulsions',
      'confusion',
      'orthopnoea',
    ],
    allOf: ['child-stage-2-hypertension-reading'],
    ageYears: { min: 1, max: 13 },
    urgency: 'emergency',
    pointsTo: ['post-streptococcal-glomerulonephritis'],
    reason:
      'Blood pressure of 140/90 or more in a child with a headache, vomiting, blurred vision, fits, confusion or breathlessness (symptomatic stage 2 hypertension)',
    actions: [
      'Refer now to a hospital that can lower the pressure in a monitored bed; restrict fluids and salt',
      'Check the urine for blood and protein and the creatinine (acute nephritis); treat fits per protocol',
    ],
    citations: [symptomaticChildHypertension],
  },
  {
    // A child's fast-growing jaw or belly mass (Burkitt lymphoma, Wilms tumour) passing little urine: the
    // tumour is breaking down or blocking the kidneys, and the potassium can stop the heart before referral.
    id: 'child-growing-mass-with-little-urine',
    anyOf: ['rapidly-growing-jaw-or-abdominal-mass-child'],
    allOf: ['reduced-urine'],
    ageYears: { max: 15 },
    urgency: 'emergency',
    pointsTo: ['lymphoma'],
    reason:
      'Fast-growing mass in a child who passes little urine (tumour lysis or blocked kidneys: renal failure and high potassium)',
    actions: [
      'Refer now to a hospital with a children\u2019s cancer unit; IV fluids to keep urine flowing if the child is not overloaded',
      'Check potassium, creatinine, uric acid and the heart rhythm on the way',
    ],
    citations: [tumourLysis],
  },
  { id: 'ear-discharge-with-facial-palsy', allOf: ['ear-discharge'], ...earWithFacialPalsy },
  { id: 'chronic-ear-discharge-with-facial-palsy', allOf: ['chronic-ear-discharge'], ...earWithFacialPalsy },
] as const satisfies readonly TriageRule[];
