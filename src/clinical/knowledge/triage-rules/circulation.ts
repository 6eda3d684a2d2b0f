import type { TriageRule } from '../triage-rule-schema';

const pe = {
  sourceId: 'esc-pe-2019',
  section: '5 Diagnosis: suspected PE; 6 treatment in the acute phase',
} as const;
const af = {
  sourceId: 'esc-af-2024',
  section: 'Emergency electrical cardioversion for haemodynamic instability',
} as const;
const svt = {
  sourceId: 'esc-svt-2019',
  section: 'Acute management: haemodynamically unstable tachycardia',
} as const;
const tachyarrhythmiaRate = [
  {
    sourceId: 'aha-als-2020',
    section:
      'Adult tachyarrhythmia with a pulse algorithm: heart rate typically ≥ 150/min if tachyarrhythmia',
  },
  {
    sourceId: 'apls-2016',
    section:
      'The child with an abnormal pulse rate or rhythm: supraventricular tachycardia, typically > 220/min in infants and > 180/min in children',
  },
] as const;
const tamponade = { sourceId: 'esc-pericardial-2015', section: '3.7 Cardiac tamponade' } as const;

const peWells = {
  sourceId: 'esc-pe-2019',
  section:
    '5.1 Clinical presentation and Table 6 (Wells): signs of DVT, heart rate > 100, surgery or immobilisation, recent travel and the puerperium as predisposing factors',
} as const;
const peActions = [
  'Oxygen; check pulse, blood pressure and SpO2',
  'Anticoagulate if suspicion is high and bleeding risk low; refer for imaging',
];
/** Chest symptoms of an embolism, and the states that make a clot likely (ESC 2019 Table 4). */
const clotRiskSymptoms = ['shortness-of-breath', 'pleuritic-chest-pain'] as const;
const clotRisks = ['recent-immobility-surgery', 'recent-childbirth'] as const;
const aaa = {
  sourceId: 'esvs-aaa-2024',
  section:
    'Ruptured and symptomatic abdominal aortic aneurysm: abdominal or back pain, collapse or shock, pulsatile mass; immediate transfer for repair',
} as const;
const aorticDiseases = {
  sourceId: 'esc-aortic-2014',
  section: '7 Aneurysms of the abdominal aorta: symptomatic and ruptured AAA',
} as const;
const aneurysmActions = [
  'Two large IV lines, cross-match blood; while conscious, accept a low blood pressure (permissive hypotension)',
  'Transfer at once for repair of the aorta (vascular surgery); do not delay for imaging if unstable',
];

/** Clots, unstable fast and slow rhythms and tamponade. */
export const circulationRules = [
  {
    // One rule for a slow pulse with adverse features, at every age (it was two: this one from 12 years, and
    // fainting with a slow pulse at any age). The bradycardia finding is a pulse below the age band's limit
    // (vital-thresholds.ts: 100 under 1 year, 80 to 5 years, 70 to 12 years, 50 from 12 years); in a child a
    // slow pulse with poor perfusion or altered consciousness is pre-terminal (APLS).
    id: 'symptomatic-bradycardia',
    anyOf: ['syncope', 'dizziness', 'hypotension', 'confusion', 'weak-pulse-cold-hands'],
    allOf: ['bradycardia'],
    urgency: 'emergency',
    reason: 'Slow pulse with fainting, dizziness, low blood pressure or confusion (unstable bradycardia)',
    actions: [
      'ECG and monitor now; atropine, then pacing or adrenaline infusion if still unstable; refer the same hour',
    ],
    citations: [
      {
        sourceId: 'aha-als-2020',
        section:
          'Adult bradycardia algorithm: hypotension, altered mental status, shock, chest pain or heart failure',
      },
      {
        sourceId: 'esc-syncope-2018',
        section:
          'Table 5: high-risk ECG features (sinus bradycardia < 40/min, Mobitz II or complete AV block)',
      },
      {
        sourceId: 'apls-2016',
        section:
          'The child with an abnormal pulse rate or rhythm: bradycardia with poor perfusion is pre-terminal',
      },
    ],
  },
  {
    id: 'suspected-pulmonary-embolism',
    anyOf: [
      'unilateral-calf-swelling',
      'recent-immobility-surgery',
      // The weeks after childbirth carry the highest clot risk of a woman's life (ESC PE 2019, table 4).
      'recent-childbirth',
      'pleuritic-chest-pain',
      'haemoptysis',
      'hypoxaemia',
    ],
    allOf: ['sudden-breathlessness'],
    urgency: 'emergency',
    pointsTo: ['dvt-pulmonary-embolism'],
    reason:
      'Sudden breathlessness with a swollen leg, clot risk, pleuritic pain, blood in sputum or low oxygen (pulmonary embolism)',
    actions: [
      'Oxygen; check pulse, blood pressure and SpO2',
      'Anticoagulate if suspicion is high and bleeding risk low; refer for imaging',
    ],
    citations: [pe],
  },
  {
    // A leg clot with chest symptoms is a likely embolism whether or not the breathlessness was sudden
    // (Wells: clinical signs of DVT; ESC 2019 Table 6).
    id: 'chest-symptoms-with-a-swollen-calf',
    anyOf: ['shortness-of-breath', 'pleuritic-chest-pain', 'haemoptysis', 'tachypnoea', 'hypoxaemia'],
    allOf: ['unilateral-calf-swelling'],
    urgency: 'emergency',
    pointsTo: ['dvt-pulmonary-embolism'],
    reason:
      'Breathlessness, pleuritic chest pain or blood in sputum with one swollen, painful calf (pulmonary embolism from a leg clot)',
    actions: peActions,
    citations: [peWells, pe],
  },
  ...clotRiskSymptoms.flatMap((symptom) =>
    clotRisks.map((risk) => ({
      id: `${symptom}-after-${risk}-with-fast-pulse-or-low-oxygen`,
      anyOf: ['tachycardia', 'hypoxaemia', 'tachypnoea'],
      allOf: [risk, symptom],
      urgency: 'emergency' as const,
      pointsTo: ['dvt-pulmonary-embolism'],
      reason:
        'Breathlessness or pleuritic chest pain with a fast pulse, fast breathing or low oxygen after surgery, bed rest, long travel or childbirth (pulmonary embolism)',
      actions: peActions,
      citations: [peWells, pe],
    })),
  ),
  {
    id: 'suspected-deep-vein-thrombosis',
    anyOf: ['unilateral-calf-swelling'],
    urgency: 'urgent',
    reason: 'One swollen, tender leg (deep vein thrombosis)',
    actions: ['Same-day D-dimer or compression ultrasound; anticoagulate if confirmed'],
    citations: [{ sourceId: 'ash-vte-2020', section: 'Diagnosis and initial treatment of DVT' }],
  },
  {
    id: 'unstable-tachyarrhythmia',
    anyOf: ['syncope', 'crushing-chest-pain', 'hypotension'],
    allOf: ['palpitations'],
    urgency: 'critical',
    reason: 'Palpitations with fainting, ischaemic chest pain or low blood pressure (unstable arrhythmia)',
    actions: [
      'Oxygen, IV access, ECG now',
      'Synchronised cardioversion by a trained clinician; refer urgently',
    ],
    citations: [af, svt],
  },
  {
    id: 'unstable-irregular-rhythm',
    anyOf: ['syncope', 'crushing-chest-pain', 'hypotension'],
    allOf: ['irregular-pulse'],
    urgency: 'critical',
    reason: 'Irregular pulse with fainting, ischaemic chest pain or low blood pressure (unstable arrhythmia)',
    actions: [
      'Oxygen, IV access, ECG now',
      'Synchronised cardioversion by a trained clinician; refer urgently',
    ],
    citations: [af],
  },
  {
    id: 'tachyarrhythmia-rate',
    anyOf: ['very-fast-heart-rate'],
    urgency: 'emergency',
    reason:
      'Heart rate in the range of a tachyarrhythmia (≥ 150/min adult, > 180/min child, > 220/min infant)',
    actions: [
      '12-lead ECG or rhythm strip now; check blood pressure, perfusion and consciousness',
      'Unstable (shock, fainting, chest pain, heart failure): synchronised cardioversion by a trained clinician; stable and regular: vagal manoeuvres, then refer',
    ],
    citations: [...tachyarrhythmiaRate, svt],
  },
  {
    id: 'cardiac-tamponade-signs',
    anyOf: ['muffled-heart-sounds', 'pericardial-effusion-echo-lab'],
    allOf: ['raised-jvp'],
    urgency: 'emergency',
    reason: 'Raised neck veins with muffled heart sounds or a pericardial effusion (tamponade risk)',
    actions: ['Echo now; IV access', 'Refer for pericardiocentesis if blood pressure falls'],
    citations: [tamponade],
  },
  {
    // Wherever the blood is lost: a pregnancy, a birth or an injury need not have been told for this to be shock.
    // Light-headedness and being too weak to stand after heavy bleeding are the brain and muscles short of
    // blood, the signs families see before the pulse is felt (WHO BEC 2018, C: shock; altered mental status,
    // weakness): 'bled a lot, now dizzy and cold', 'pale and cannot stand'.
    id: 'heavy-bleeding-with-shock-signs',
    anyOf: [
      'syncope',
      'hypotension',
      'weak-pulse-cold-hands',
      'confusion',
      'unconscious',
      'dizziness',
      'prostration',
    ],
    allOf: ['heavy-bleeding'],
    urgency: 'emergency',
    reason:
      'Heavy bleeding with fainting, low blood pressure, cold hands or confusion (possible shock from blood loss)',
    actions: [
      'Lie the patient flat, stop or press on the bleeding, two large IV lines and warm fluids; check pulse and blood pressure; refer',
    ],
    citations: [
      {
        sourceId: 'who-bec-2018',
        section: 'Module 1: ABCDE approach — C: circulation, signs of shock and haemorrhage control',
      },
    ],
  },
  {
    id: 'pulsatile-abdominal-mass-with-pain',
    anyOf: ['abdominal-pain', 'back-pain', 'flank-pain'],
    allOf: ['pulsatile-abdominal-mass'],
    urgency: 'emergency',
    reason:
      'Pulsatile abdominal mass or known aortic aneurysm with abdominal, back or flank pain (symptomatic or leaking abdominal aortic aneurysm)',
    actions: aneurysmActions,
    citations: [aaa, aorticDiseases],
  },
  {
    id: 'pulsatile-abdominal-mass-with-collapse',
    anyOf: ['hypotension', 'syncope', 'weak-pulse-cold-hands'],
    allOf: ['pulsatile-abdominal-mass'],
    urgency: 'critical',
    reason: 'Pulsatile abdominal mass or known aortic aneurysm with collapse or shock (ruptured aneurysm)',
    actions: aneurysmActions,
    citations: [aaa, aorticDiseases],
  },
  // Told as abdominal and back pain, or as abdominal pain going through to the back.
  ...[['abdominal-pain', 'back-pain'], ['epigastric-pain-radiating-back']].map((pain) => ({
    id: `${pain.join('-and-')}-with-collapse-in-an-older-adult`,
    anyOf: ['hypotension', 'syncope', 'weak-pulse-cold-hands'],
    allOf: pain,
    ageYears: { min: 50 },
    urgency: 'critical' as const,
    reason:
      'Abdominal and back pain with collapse or shock in an adult over 50: ruptured abdominal aortic aneurysm until proven otherwise',
    actions: aneurysmActions,
    citations: [aaa, aorticDiseases],
  })),
] as const satisfies readonly TriageRule[];
