import type { Condition, Regimen } from '../../types';

const pocketFracture = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 9.2.5: Fractures (splinting, open fractures, referral)',
} as const;
const becTrauma = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — limb injuries (neurovascular checks, open fractures, compartment syndrome)',
} as const;
const icdInjury = (section: string) => ({ sourceId: 'who-icd10-2019', section });
const pocketDoses = {
  sourceId: 'who-pocket-book-2013',
  section: 'Annex 2: drug dosages, paracetamol and ibuprofen',
} as const;

/** 105. Limb fracture or dislocation. */
export const condition = {
  id: 'limb-fracture',
  name: 'Limb fracture or dislocation',
  icd10: ['T14.2', 'S42', 'S52', 'S62', 'S72', 'S82'],
  // The code of the broken bone's region when the site is told (WHO ICD-10 2019, chapter XIX: S42 shoulder and
  // upper arm, S52 forearm, S72 femur, S82 lower leg including ankle); T14.2 when the site is not said.
  icd10ByFinding: [
    { findingIds: ['hip-thigh-fracture'], icd10: 'S72', citation: icdInjury('S72 Fracture of femur') },
    {
      findingIds: ['lower-leg-fracture'],
      icd10: 'S82',
      citation: icdInjury('S82 Fracture of lower leg, including ankle'),
    },
    { findingIds: ['forearm-wrist-fracture'], icd10: 'S52', citation: icdInjury('S52 Fracture of forearm') },
    {
      findingIds: ['shoulder-dislocation'],
      // The scope codes limb injuries by region and lists no S43: a dislocated shoulder takes the shoulder
      // region's code.
      icd10: 'S42',
      citation: icdInjury('S42 Fracture of shoulder and upper arm (region of the shoulder girdle)'),
    },
    {
      findingIds: ['upper-arm-elbow-fracture'],
      icd10: 'S42',
      citation: icdInjury('S42 Fracture of shoulder and upper arm'),
    },
  ],
  urgency: 'urgent',
  definedBy: {
    isAlwaysTold: true,
    anyOf: ['limb-deformity-fracture', 'road-traffic-injury', 'multiple-injuries', 'dirty-wound'],
    citation: pocketFracture,
  },
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 5, multiplier: 0.7 },
      { minYears: 5, maxYears: 15, multiplier: 1.3 },
      { minYears: 15, maxYears: 60, multiplier: 1 },
      { minYears: 60, multiplier: 1.5 },
    ],
    citations: [pocketFracture, becTrauma],
  },
  findings: [
    { findingId: 'limb-deformity-fracture', frequency: 0.9 },
    // Road-crash and motorbike fractures of the leg are often open (a wound over the bone): an open fracture
    // told alone is a limb injury, not multiple injuries.
    { findingId: 'open-fracture', frequency: 0.3, citation: becTrauma },
    { findingId: 'road-traffic-injury', frequency: 0.4 },
    { findingId: 'joint-swelling', frequency: 0.3 },
    // A fracture next to a joint (the wrist after a fall on the hand, the elbow, the ankle) is told as a painful
    // joint (Pocket Book 9.2.5: pain, swelling, deformity and loss of function at the injured part).
    { findingId: 'arthralgia', frequency: 0.4, citation: pocketFracture },
    // Pain over the bone, and a pale, cool hand or foot beyond it when the artery is caught (supracondylar
    // fracture of the elbow, knee dislocation): the red flag below.
    { findingId: 'bone-pain', frequency: 0.5, citation: pocketFracture },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.1, citation: becTrauma },
    { findingId: 'pallor', frequency: 0.1, citation: becTrauma },
    // A child with a broken arm or leg will not use or move it (Pocket Book 9.2.5).
    { findingId: 'refuses-to-move-limb', frequency: 0.3, citation: pocketFracture },
    { findingId: 'limp', frequency: 0.15, citation: pocketFracture },
    { findingId: 'dirty-wound', frequency: 0.2 },
    { findingId: 'back-pain', frequency: 0.05 },
    { findingId: 'tachycardia', frequency: 0.2 },
    // Pain raises the blood pressure, and the older people who break a hip often already have hypertension:
    // a raised reading or known hypertension does not argue against a fracture.
    ...(
      [
        ['hypertension-reading', 0.3],
        ['known-hypertension', 0.15],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: {
        sourceId: 'harrison-2022',
        section: 'Pain: autonomic response; hip fracture in older adults',
      },
    })),
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.02 },
    { findingId: 'diarrhoea', frequency: 0.01 },
  ],
  redFlags: [
    {
      // Bone seen in a chronic sinus that has drained pus for weeks is the sequestrum of chronic osteomyelitis,
      // not a fresh open fracture (Pocket Book 2013 6.7 osteomyelitis); the shock flag below still fires.
      findingIds: ['open-fracture'],
      noneOf: ['discharging-sinus-bone'],
      finding: 'Open fracture, or fracture with shock (femur and pelvis bleed litres)',
      urgency: 'emergency',
      actionRequired:
        'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.',
      citations: [becTrauma, pocketFracture],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Open fracture, or fracture with shock (femur and pelvis bleed litres)',
      urgency: 'emergency',
      actionRequired:
        'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.',
      citations: [becTrauma, pocketFracture],
    },
    {
      findingIds: ['numbness-tingling-feet'],
      finding:
        'Fracture with numbness, a pale cold limb or pain out of proportion (vascular injury or compartment syndrome)',
      urgency: 'emergency',
      actionRequired: 'Loosen casts and dressings, realign gently, and refer immediately.',
      citations: [becTrauma],
    },
  ],
  investigations: [
    {
      test: 'X-ray of the injured bone with the joints above and below',
      urgency: 'urgent',
      rationale: 'Confirms and classifies the fracture.',
      expectedFindings: 'Fracture line or dislocation.',
    },
    {
      test: 'Pulses, capillary refill, sensation and movement beyond the injury',
      urgency: 'stat',
      rationale: 'Neurovascular injury.',
      expectedFindings: 'Intact distal circulation and sensation.',
    },
  ],
  monitoring: [
    {
      parameter: 'Distal pulses, colour, pain, swelling',
      frequency: 'Hourly for 24 hours after splinting or casting',
      alertCriteria: 'Increasing pain, numbness, pale or blue fingers/toes',
    },
  ],
  referrals: [
    {
      specialist: 'Orthopaedics',
      urgency: 'urgent',
      reason:
        'Displaced, open, femoral, pelvic, intra-articular or paediatric growth-plate fractures; dislocations not reduced.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Keep the limb raised and the splint or cast dry; move fingers and toes.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Return at once for severe pain, numbness or cold, pale fingers or toes.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Analgesia, splint in the position found (traction splint for femur), check neurovascular status before and after; open fractures: stop bleeding, sterile dressing, IV antibiotics and tetanus prophylaxis, surgery; reduce dislocations promptly or refer.',
    supportiveCare: ['Elevation and ice for 48 hours', 'Tetanus prophylaxis if skin broken'],
    followUpSchedule: 'Cast check in 24-48 hours; X-ray follow-up per orthopaedics.',
    antibioticsIndicated: false,
    citations: [pocketFracture, becTrauma],
  },
  citations: [pocketFracture, becTrauma],
} satisfies Condition;

export const regimens = [
  {
    id: 'limb-fracture',
    conditionId: 'limb-fracture',
    population: {},
    items: [
      {
        medicineId: 'paracetamol',
        route: 'oral',
        dose: { kind: 'mg-per-kg', mgPerKg: 15, maxMgPerDose: 1000, maxMgPerDay: 4000, roundToMg: 10 },
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: 'while painful',
        indication: 'fracture pain',
        alternativeIds: [],
        citations: [pocketDoses],
      },
      {
        medicineId: 'ibuprofen',
        route: 'oral',
        dose: { kind: 'mg-per-kg', mgPerKg: 10, maxMgPerDose: 400, maxMgPerDay: 1200, roundToMg: 10 },
        frequency: 'every 8 hours with food',
        dosesPerDay: 3,
        duration: 'up to 5 days',
        indication: 'fracture pain (added to paracetamol)',
        alternativeIds: [],
        citations: [pocketDoses],
      },
    ],
    note: 'Open fractures need IV antibiotics (cefazolin or the local surgical protocol) given by the receiving hospital; no dose is written here. Severe pain: IV morphine titrated in hospital.',
    citations: [pocketFracture],
  },
] satisfies readonly Regimen[];
