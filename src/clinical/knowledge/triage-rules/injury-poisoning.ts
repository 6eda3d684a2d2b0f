import type { TriageRule } from '../triage-rule-schema';
import { drowningSigns } from './shared';

const becTrauma = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — primary survey, shock, head injury, burns',
} as const;
const becChest = {
  sourceId: 'who-bec-2018',
  section:
    'Module 3: Trauma — primary survey B: chest injury (tension pneumothorax, open pneumothorax, haemothorax)',
} as const;
const becBurns = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — burns (airway, area, circumferential burns, referral)',
} as const;
const becElectrical = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — burns: electrical injury (cardiac monitoring, deep tissue damage)',
} as const;
const pocketBurns = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 9.2.1: Burns (admit children with > 10% burns, face, hands, perineum, circumferential)',
} as const;
const pocketHead = { sourceId: 'who-pocket-book-2013', section: 'Chapter 9.2.2: Head injuries' } as const;
const pocketTrauma = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1.10: Trauma and injuries — primary survey',
} as const;
const pocketDrowning = { sourceId: 'who-pocket-book-2013', section: 'Chapter 1: Drowning' } as const;
const pocketOsteomyelitis = {
  sourceId: 'who-pocket-book-2013',
  section: '6.7 Osteomyelitis and septic arthritis: chronic osteomyelitis, sinus and sequestrum',
} as const;
const pocketChoking = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Emergency management of the choking infant or child',
} as const;
const pocketPoison = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Common poisoning — principles, petroleum compounds, paracetamol, iron',
} as const;

const shock = ['hypotension', 'weak-pulse-cold-hands'];
const primarySurvey =
  'Primary survey: stop external bleeding (pressure, tourniquet), airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, keep warm';

/** Injuries, burns, drowning, choking and poisoning by ingestion, independent of the ranking. */
export const injuryPoisoningTriageRules = [
  {
    id: 'burn-face-or-airway',
    anyOf: ['face-or-airway-burn'],
    urgency: 'emergency',
    reason: 'Burn of the face or neck, or smoke inhalation (the airway can swell shut within hours)',
    actions: [
      'High-flow oxygen; watch for hoarseness and stridor; early airway assessment',
      'Refer to a burns unit now',
    ],
    citations: [becBurns],
  },
  {
    // Mains power, a fallen cable or lightning: the heart can stop or beat wrongly hours later and muscle dies
    // deep under small wounds (kidney injury, compartment syndrome), whatever the skin shows.
    id: 'electrical-injury',
    anyOf: ['electrical-injury'],
    urgency: 'emergency',
    reason: 'Electric shock or lightning strike (arrhythmia and hidden deep tissue injury)',
    actions: [
      'Make sure the power is off before touching; ABCDE; ECG and cardiac monitoring',
      'Look for entry and exit wounds, fractures from the fall and a tense limb; fluids and urine output; refer',
    ],
    citations: [becElectrical],
  },
  {
    id: 'burn-extensive-or-circumferential',
    anyOf: ['extensive-burn', 'circumferential-burn'],
    urgency: 'emergency',
    reason: 'Burns over > 10% of the body in a child or > 15% in an adult, deep or circumferential burns',
    actions: [
      'IV Ringer\u2019s lactate by burn area and weight; analgesia; cover with clean film; keep warm; tetanus prophylaxis',
      'Refer to a burns unit',
    ],
    citations: [pocketBurns, becBurns],
  },
  {
    // The front of the trunk alone is 13% of a child's body surface and 18% of an adult's, both arms 18%:
    // a burn told by these sites is over the admission threshold at any age, whatever percentage is written.
    id: 'burn-over-trunk-or-limbs',
    anyOf: ['burn-site-trunk-or-limbs'],
    allOf: ['burn'],
    urgency: 'emergency',
    reason:
      'Burn over the chest and belly, the whole back or both arms: more than 10-15% of the body surface',
    actions: [
      'IV Ringer\u2019s lactate by burn area and weight; analgesia; cover with clean film; keep warm; tetanus prophylaxis',
      'Refer to a burns unit',
    ],
    citations: [pocketBurns, becBurns],
  },
  {
    id: 'burn',
    anyOf: ['burn'],
    urgency: 'urgent',
    reason: 'Burn: same-day assessment of area, depth and site',
    actions: [
      'Cool with running water for 20 minutes if within 3 hours; estimate % body surface (palm = 1%); analgesia; dressing; tetanus status',
    ],
    citations: [pocketBurns],
  },
  {
    id: 'head-injury-severe',
    anyOf: ['unconscious', 'convulsions', 'focal-weakness', 'lucid-interval'],
    allOf: ['head-injury'],
    urgency: 'critical',
    reason: 'Head injury with coma (GCS ≤ 8), fits, a focal deficit or a lucid interval',
    actions: [
      'Airway with the neck immobilised, oxygen, keep systolic BP ≥ 90, check glucose, head up 30°',
      'Immediate transfer for CT and neurosurgery',
    ],
    citations: [becTrauma, pocketHead],
  },
  {
    id: 'head-injury-moderate',
    anyOf: [
      'confusion',
      'lethargy',
      'vomiting',
      'loss-of-consciousness-after-injury',
      'on-anticoagulant',
      'drunk-intoxicated',
    ],
    allOf: ['head-injury'],
    urgency: 'emergency',
    reason:
      'Head injury with reduced GCS, drowsiness, vomiting, loss of consciousness, anticoagulants or intoxication',
    actions: [
      'Neuro-observations (GCS, pupils) every 15-30 minutes; immobilise the neck after a dangerous mechanism',
      'Refer for CT',
    ],
    citations: [becTrauma, pocketHead],
  },
  {
    id: 'injury-with-shock',
    anyOf: shock,
    allOf: ['road-traffic-injury'],
    urgency: 'critical',
    pointsTo: ['multiple-injuries-shock'],
    reason: 'Injury with signs of shock (low blood pressure, cold hands, weak pulse)',
    actions: [primarySurvey, 'Refer to a trauma centre now'],
    citations: [becTrauma, pocketTrauma],
  },
  {
    id: 'multiple-injuries-or-major-bleeding',
    anyOf: ['multiple-injuries', 'major-external-bleeding'],
    urgency: 'emergency',
    reason: 'Multiple injuries, heavy bleeding from a wound or an open fracture',
    actions: [primarySurvey, 'Refer for surgical care'],
    citations: [becTrauma],
  },
  {
    // 'Hit by a car, bleeding a lot' ('amegongwa na gari, anavuja damu nyingi'): the amount of blood is told
    // without the wound, yet after an injury it is the external haemorrhage of the primary survey's C.
    id: 'heavy-bleeding-after-injury',
    anyOf: ['road-traffic-injury', 'multiple-injuries', 'head-injury', 'penetrating-chest-injury'],
    allOf: ['heavy-bleeding'],
    urgency: 'emergency',
    pointsTo: ['multiple-injuries-shock'],
    reason: 'Heavy bleeding after an injury (external haemorrhage: control it before anything else)',
    actions: [primarySurvey, 'Refer for surgical care'],
    citations: [becTrauma, pocketTrauma],
  },
  {
    // Bone coming out of a sinus that has drained pus for weeks is a sequestrum (chronic osteomyelitis, WHO
    // Pocket Book 2013 6.7), not a fresh open fracture: that sinus is reviewed, not rushed to theatre.
    id: 'open-fracture',
    anyOf: ['open-fracture'],
    noneOf: ['discharging-sinus-bone'],
    urgency: 'emergency',
    reason: 'Multiple injuries, heavy bleeding from a wound or an open fracture',
    actions: [primarySurvey, 'Refer for surgical care'],
    citations: [becTrauma, pocketOsteomyelitis],
  },
  {
    id: 'injury-with-tachycardia',
    anyOf: ['tachycardia', 'tachypnoea'],
    allOf: ['road-traffic-injury'],
    urgency: 'emergency',
    reason: 'Fast pulse or breathing after a high-energy injury (early shock or chest injury)',
    actions: [primarySurvey],
    citations: [becTrauma],
  },
  {
    id: 'penetrating-chest-injury-with-breathing-or-shock',
    anyOf: [
      'shortness-of-breath',
      'tachypnoea',
      'respiratory-distress',
      'hypoxaemia',
      'cyanosis',
      'tachycardia',
      ...shock,
    ],
    allOf: ['penetrating-chest-injury'],
    urgency: 'critical',
    reason:
      'Penetrating chest wound with breathlessness, fast breathing, low oxygen or shock (possible tension pneumothorax or haemothorax)',
    actions: [
      'Oxygen; cover an open (sucking) wound with a dressing taped on three sides; absent breath sounds on one side with shock or a shifted trachea is tension pneumothorax: decompress with a needle now',
      'Two IV lines, keep warm; refer now for a chest drain and surgery',
    ],
    citations: [becChest],
  },
  {
    id: 'penetrating-chest-injury',
    anyOf: ['penetrating-chest-injury'],
    urgency: 'emergency',
    reason:
      'Stab, gunshot or other penetrating wound to the chest (air or blood can fill the chest within minutes)',
    actions: [
      'Primary survey now; recheck breathing, SpO2, pulse and blood pressure often; chest X-ray or ultrasound; surgical review',
    ],
    citations: [becChest],
  },
  {
    // Every submersion is observed for hours, as lung injury can appear late (Pocket Book, drowning); without a
    // sign of breathing, circulation or consciousness now, that observation is urgent, not an emergency.
    id: 'drowning-observe',
    anyOf: ['drowning'],
    urgency: 'urgent',
    reason: 'Drowning or near-drowning: lung injury can appear hours later',
    actions: ['Observe at least 6-8 hours; refer if any breathing sign'],
    citations: [pocketDrowning],
  },
  {
    // With any sign of breathing, circulation or consciousness affected after a submersion, the emergency
    // (Pocket Book, drowning: airway, breathing, oxygen, warm, glucose).
    id: 'drowning',
    anyOf: drowningSigns,
    allOf: ['drowning'],
    urgency: 'emergency',
    reason: 'Drowning or near-drowning: lung injury can appear hours later',
    actions: [
      'Airway, rescue breaths or CPR if needed, oxygen to SpO2 ≥ 94%, warm, check glucose',
      'Observe at least 6-8 hours; refer if any breathing sign',
    ],
    citations: [pocketDrowning],
  },
  {
    id: 'foreign-body-obstructing-airway',
    anyOf: ['stridor', 'cyanosis', 'unable-to-speak-sentences'],
    allOf: ['choking-foreign-body'],
    urgency: 'critical',
    reason: 'Inhaled or stuck foreign body with stridor, cyanosis or inability to speak or cry',
    actions: [
      'Back blows and chest thrusts (infant) or abdominal thrusts (child, adult); CPR if unconscious',
      'Oxygen and immediate referral for bronchoscopy',
    ],
    citations: [pocketChoking, becTrauma],
  },
  {
    id: 'foreign-body-with-breathing-or-swallowing-signs',
    anyOf: [
      'wheeze',
      'respiratory-distress',
      'tachypnoea',
      'shortness-of-breath',
      'drooling-unable-to-swallow',
    ],
    allOf: ['choking-foreign-body'],
    urgency: 'emergency',
    reason:
      'Choking episode with wheeze, fast breathing or drooling (foreign body in the airway or oesophagus)',
    actions: [
      'Let the patient cough, give oxygen, nothing by mouth',
      'Refer the same hour for bronchoscopy or endoscopy (button batteries burn within 2 hours)',
    ],
    citations: [pocketChoking],
  },
  {
    // A crash, a fall from height or a blow followed by legs that are weak, limp or numb is the spinal cord until
    // imaged: moving the spine can make the damage complete (WHO BEC 2018, trauma: spinal motion restriction).
    id: 'injury-with-weak-or-numb-legs',
    anyOf: [
      'focal-weakness',
      'acute-flaccid-paralysis',
      'numbness-tingling-feet',
      'saddle-anaesthesia-incontinence',
    ],
    allOf: ['road-traffic-injury'],
    // Legs numb for years (a diabetic's feet) are not the injury's.
    maxDurationDays: 14,
    urgency: 'emergency',
    reason: 'Injury with weak, limp or numb legs: possible spinal cord injury',
    actions: [
      'Keep the head, neck and back in line and still (log-roll, firm board or collar); airway and breathing first',
      'Refer now to a trauma centre with spinal imaging',
    ],
    citations: [
      {
        sourceId: 'who-bec-2018',
        section: 'Module 3: Trauma — primary survey: spinal injury and spinal motion restriction',
      },
    ],
  },
  {
    id: 'swallowed-button-battery',
    anyOf: ['swallowed-button-battery'],
    urgency: 'emergency',
    reason:
      'Swallowed button battery: it can burn through the oesophagus within 2 hours, even with no symptom yet',
    actions: [
      'Do not make the child vomit; nothing to eat',
      'Refer now for an X-ray: a battery in the oesophagus is removed by endoscopy at once (within 2 hours)',
    ],
    citations: [
      {
        sourceId: 'espghan-button-battery-2021',
        section: 'Immediate X-ray; emergency endoscopic removal of an oesophageal battery within 2 hours',
      },
    ],
  },
  {
    id: 'swallowed-object-with-swallowing-or-breathing-signs',
    anyOf: [
      'drooling-unable-to-swallow',
      'dysphagia',
      'vomiting',
      'chest-pain',
      'stridor',
      'respiratory-distress',
      'wheeze',
    ],
    allOf: ['swallowed-foreign-body'],
    urgency: 'emergency',
    reason:
      'Swallowed object with drooling, pain or difficulty swallowing, vomiting or noisy breathing (stuck in the oesophagus)',
    actions: [
      'Nothing by mouth, do not make the child vomit',
      'Refer the same hour for X-ray and endoscopic removal (button batteries burn within 2 hours)',
    ],
    citations: [pocketChoking],
  },
  {
    id: 'kerosene-with-breathing-difficulty',
    anyOf: [
      'respiratory-distress',
      'chest-indrawing',
      'tachypnoea',
      'cyanosis',
      'hypoxaemia',
      'lethargy',
      'cough',
    ],
    allOf: ['kerosene-ingestion'],
    urgency: 'emergency',
    reason:
      'Kerosene or paraffin swallowed with cough, fast or difficult breathing or drowsiness (aspiration pneumonitis)',
    actions: [
      'Oxygen; do not induce vomiting; no charcoal, no milk or oil',
      'Admit and observe; refer if SpO2 < 90% on oxygen',
    ],
    citations: [pocketPoison],
  },
  {
    id: 'kerosene-ingestion',
    anyOf: ['kerosene-ingestion'],
    urgency: 'urgent',
    reason: 'Kerosene or paraffin swallowed',
    actions: ['Do not induce vomiting; observe breathing for at least 6 hours'],
    citations: [pocketPoison],
  },
  {
    id: 'paracetamol-or-iron-overdose',
    anyOf: ['paracetamol-ingestion', 'iron-ingestion'],
    urgency: 'emergency',
    reason:
      'Paracetamol or iron overdose: toxic from 150 mg/kg paracetamol or 20 mg/kg elemental iron; harm shows late',
    actions: [
      'Calculate the dose in mg/kg (tablets × strength ÷ weight); charcoal within 1 hour for paracetamol only',
      'Refer for acetylcysteine (paracetamol) or desferrioxamine and serum levels (iron)',
    ],
    citations: [pocketPoison],
  },
  {
    id: 'overdose-with-drowsiness',
    anyOf: ['confusion', 'lethargy', 'unconscious', 'convulsions', 'bradypnoea'],
    allOf: ['medicine-overdose'],
    urgency: 'emergency',
    reason: 'Medicine overdose with drowsiness, confusion, fits or slow breathing',
    actions: [
      'Airway, breathing, glucose; naloxone if opioids possible',
      'Refer to hospital with the tablets or packets',
    ],
    citations: [pocketPoison],
  },
  {
    // The poison is acting: vomiting, pain under the right ribs or jaundice after an overdose are the first
    // signs of paracetamol liver injury (and of iron's gut phase), whatever the medicine was called.
    id: 'overdose-with-vomiting-or-liver-signs',
    anyOf: ['vomiting', 'right-upper-quadrant-pain', 'jaundice'],
    allOf: ['medicine-overdose'],
    urgency: 'emergency',
    reason: 'Medicine overdose with vomiting, pain under the right ribs or jaundice (the poison is acting)',
    actions: [
      'Treat as paracetamol poisoning until the medicine is known: acetylcysteine without waiting for a level when the amount or time is unknown',
      'Refer to hospital with the tablets or packets; check liver tests, glucose and INR; assess self-harm risk',
    ],
    citations: [
      pocketPoison,
      {
        sourceId: 'who-mhgap-2016',
        section: 'SUI: medically serious act of self-harm — treat medically now',
      },
    ],
  },
  {
    id: 'medicine-overdose',
    anyOf: ['medicine-overdose'],
    urgency: 'urgent',
    reason: 'Medicine overdose or accidental ingestion of tablets',
    actions: ['Identify the medicine, amount and time; dose per kg; poisons advice; assess self-harm risk'],
    citations: [pocketPoison],
  },
  {
    // Over 65 a long lie is its own emergency, whatever was broken: the hours on the floor cause muscle
    // breakdown, kidney injury, hypothermia and pressure damage, and the fall has a cause to find.
    id: 'long-lie-in-an-older-adult',
    anyOf: ['long-lie'],
    ageYears: { min: 65 },
    urgency: 'emergency',
    reason: 'An older person who fell and could not get up, or lay on the floor for a long time (long lie)',
    actions: [
      'Same-day assessment: hip, head and other injuries, temperature, hydration and pressure areas; CK, urea, creatinine and potassium for muscle breakdown and kidney injury',
      'Look for the cause of the fall (fainting, infection, stroke, new medicines) and do not send home alone',
    ],
    citations: [
      {
        sourceId: 'nice-cg161-2013',
        section:
          '1.1.2 Multifactorial assessment of an older person who presents after a fall: the fall history',
      },
      {
        sourceId: 'world-falls-guidelines-2022',
        section:
          'Falls risk stratification: lying on the floor or unable to get up makes the fall a severe one (high risk)',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
