import type { TriageRule } from '../triage-rule-schema';

const pocketEmpyema = {
  sourceId: 'who-pocket-book-2013',
  section:
    'Chapter 4.3.1: Pleural effusion and empyema (persistent fever, dull chest, reduced breath sounds)',
} as const;

const pocketHeartFailure = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 5.7: Heart failure (fast breathing, enlarged liver, raised JVP, crackles, oedema)',
} as const;

/** A child's chest infection gone beyond simple pneumonia, independent of the ranking. */
export const childChestRules = [
  {
    // A child still febrile with fast breathing after days of pneumonia treatment but with no sign of fluid,
    // no distress and SpO2 >= 90% is a treatment failure: second-line antibiotic or referral the same day
    // (who-imci-2014, Pneumonia follow-up), not raised here (reviewed 29 Nov 2026).
    // Fluid on one side of the chest with fever is empyema until a tap says otherwise: it needs drainage and
    // IV antibiotics, not the oral amoxicillin of simple pneumonia; the same day, and at once when the child
    // struggles to breathe (the rule below).
    id: 'child-fever-with-pleural-effusion-signs',
    anyOf: ['pleural-effusion-signs', 'pleural-effusion-imaging-lab'],
    allOf: ['fever'],
    ageYears: { max: 15 },
    urgency: 'urgent',
    reason: 'Fever with signs of fluid on one side of the chest in a child (empyema, complicated pneumonia)',
    actions: [
      'Oxygen if SpO2 < 90%; start IV antibiotics as for severe pneumonia',
      'Refer for chest X-ray, pleural tap and chest drain',
    ],
    citations: [pocketEmpyema],
  },
  {
    id: 'child-pleural-effusion-with-difficult-breathing',
    anyOf: ['shortness-of-breath', 'respiratory-distress', 'chest-indrawing', 'hypoxaemia'],
    allOf: ['pleural-effusion-signs', 'fever'],
    ageYears: { max: 15 },
    urgency: 'emergency',
    reason:
      'A child with fever, fluid on one side of the chest and difficult breathing (empyema compressing the lung)',
    actions: [
      'Oxygen if SpO2 < 90%; start IV antibiotics as for severe pneumonia',
      'Refer now for chest X-ray, pleural tap and chest drain',
    ],
    citations: [pocketEmpyema],
  },
  {
    // A child who cannot lie flat for breathlessness and has crackles, raised neck veins, a big liver or
    // oedema is in heart failure or fluid overload (nephritis, severe anaemia, rheumatic heart disease).
    id: 'child-breathless-lying-flat-with-fluid-overload',
    anyOf: ['crackles', 'raised-jvp', 'hepatomegaly', 'bilateral-pitting-oedema', 'face-hand-oedema'],
    allOf: ['orthopnoea'],
    ageYears: { max: 15 },
    urgency: 'emergency',
    reason:
      'A child breathless lying flat with crackles, raised neck veins, a large liver or oedema (heart failure or fluid overload)',
    actions: [
      'Sit the child up, give oxygen, stop IV fluids; furosemide when fluid overload is clear',
      'Refer urgently for heart and kidney assessment',
    ],
    citations: [pocketHeartFailure],
  },
  {
    // Acute nephritis in a child (puffy face with dark or scanty urine) turns dangerous when the retained fluid
    // reaches the lungs: breathlessness is pulmonary oedema until proved otherwise.
    id: 'child-nephritis-with-breathlessness',
    anyOf: ['shortness-of-breath', 'respiratory-distress'],
    allOf: ['face-hand-oedema', 'dark-urine'],
    ageYears: { max: 15 },
    urgency: 'emergency',
    reason:
      'A child with a puffy face and dark or scanty urine who is now breathless (acute nephritis with fluid overload)',
    actions: [
      'Sit the child up, give oxygen, stop IV fluids; furosemide when fluid overload is clear',
      'Refer urgently for heart and kidney assessment',
    ],
    citations: [
      { sourceId: 'kdigo-gn-2021', section: 'Chapter 9: Management of hypertension and fluid overload' },
    ],
  },
] as const satisfies readonly TriageRule[];
