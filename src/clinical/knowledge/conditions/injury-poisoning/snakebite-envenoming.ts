import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'snakebite-envenoming',
  name: 'Snakebite envenoming',
  icd10: ['T63.0'],
  urgency: 'emergency',
  definedBy: {
    isAlwaysTold: true,
    anyOf: ['snake-bite', 'bite-local-swelling', 'bite-site-blistering-necrosis', 'bite-site-paraesthesia'],
    citation: {
      sourceId: 'who-snakebite-2016',
      section: 'Diagnosis: history of a bite and local envenoming',
    },
  },
  prior: {
    baseline: 0.0015,
    byCountry: {
      KE: 1,
      SO: 1.2,
      ET: 1,
      UG: 1,
      TZ: 1,
      NG: 2,
      GH: 1.5,
      ZA: 0.5,
      MW: 1,
      ZW: 0.8,
      ML: 2,
      BF: 2,
      BW: 0.6,
      ZM: 1,
    },
    bySeason: [
      { countries: ['KE', 'UG', 'TZ', 'SO', 'ET'], months: [3, 4, 5, 10, 11, 12], multiplier: 1.4 },
      { countries: ['NG', 'GH', 'ML', 'BF'], months: [5, 6, 7, 8, 9, 10], multiplier: 1.5 },
    ],
    citations: [
      {
        sourceId: 'who-snakebite-2016',
        section: 'Epidemiology of snakebite in Africa (seasonal and occupational risk)',
      },
    ],
  },
  findings: [
    { findingId: 'snake-bite', frequency: 0.99 },
    { findingId: 'bite-local-swelling', frequency: 0.75 },
    { findingId: 'bite-site-blistering-necrosis', frequency: 0.25 },
    { findingId: 'bleeding-mucosal', frequency: 0.25 },
    { findingId: 'prolonged-clotting-lab', frequency: 0.35 },
    { findingId: 'ptosis', frequency: 0.15 },
    { findingId: 'speech-difficulty', frequency: 0.1 },
    { findingId: 'hypersalivation', frequency: 0.08 },
    { findingId: 'shortness-of-breath', frequency: 0.15 },
    { findingId: 'respiratory-distress', frequency: 0.1 },
    { findingId: 'hypotension', frequency: 0.12 },
    { findingId: 'tachycardia', frequency: 0.35 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'abdominal-pain', frequency: 0.15 },
    { findingId: 'sweating', frequency: 0.15 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'haematuria', frequency: 0.1 },
    { findingId: 'reduced-urine', frequency: 0.08 },
    { findingId: 'red-eyes', frequency: 0.05 },
    { findingId: 'unconscious', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'dog-bite', frequency: 0.001 },
    { findingId: 'nausea', frequency: 0.25 },
    { findingId: 'headache', frequency: 0.15 },
    { findingId: 'dysphagia', frequency: 0.1 },
    { findingId: 'visual-disturbance', frequency: 0.1 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.08 },
    { findingId: 'confusion', frequency: 0.06 },
  ],
  redFlags: [
    {
      findingIds: ['ptosis', 'speech-difficulty', 'respiratory-distress'],
      finding: 'Neurotoxic envenoming: drooping eyelids, difficulty speaking or swallowing, weak breathing',
      urgency: 'critical',
      actionRequired:
        'Give antivenom now, prepare to ventilate (bag-valve-mask), neostigmine with atropine test; urgent transfer.',
      citations: [
        {
          sourceId: 'who-snakebite-2016',
          section: 'Treatment: neurotoxic envenoming (airway, anticholinesterase)',
        },
      ],
    },
    {
      findingIds: ['bleeding-mucosal', 'prolonged-clotting-lab', 'haematuria'],
      finding: 'Haemotoxic envenoming: bleeding or 20-minute whole-blood clotting test positive',
      urgency: 'emergency',
      actionRequired: 'Give antivenom (adrenaline ready), repeat the 20WBCT every 6 hours; no IM injections.',
      citations: [
        {
          sourceId: 'who-snakebite-2016',
          section: 'Investigations: 20-minute whole blood clotting test; indications for antivenom',
        },
      ],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'unconscious'],
      finding: 'Shock after snakebite',
      urgency: 'critical',
      actionRequired: 'IV fluids, antivenom, treat anaphylaxis to antivenom with adrenaline if present.',
      citations: [{ sourceId: 'who-snakebite-2016', section: 'Treatment: hypotension and shock' }],
    },
    {
      findingIds: ['bite-local-swelling', 'bite-site-blistering-necrosis'],
      finding: 'Rapidly spreading swelling (more than half the limb) or necrosis',
      urgency: 'emergency',
      actionRequired:
        'Antivenom for cytotoxic envenoming; elevate limb, monitor for compartment syndrome; surgical review for necrosis.',
      citations: [
        {
          sourceId: 'who-snakebite-2016',
          section: 'Indications for antivenom (local envenoming)',
        },
      ],
    },
  ],
  investigations: [
    {
      test: '20-minute whole blood clotting test (20WBCT)',
      urgency: 'stat',
      rationale: 'Simple bedside test for venom-induced coagulopathy (carpet viper, puff adder, boomslang).',
      expectedFindings: 'Blood not clotted at 20 minutes: coagulopathy, antivenom indicated.',
    },
    {
      test: 'Full blood count (platelets), creatinine, urine for blood, INR where available',
      urgency: 'urgent',
      rationale: 'Thrombocytopenia, kidney injury and haemoglobinuria complicate envenoming.',
      expectedFindings: 'Low platelets, raised creatinine or blood in urine in severe envenoming.',
    },
  ],
  monitoring: [
    {
      parameter: 'Swelling extent, 20WBCT, ptosis, breathing, blood pressure, urine output',
      frequency: 'Hourly for the first 6 hours, 20WBCT every 6 hours, observe at least 24 hours',
      alertCriteria: 'Progressing swelling, new bleeding, ptosis or falling peak flow: more antivenom',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with antivenom and ventilation',
      urgency: 'emergency',
      reason: 'All snakebites with signs of envenoming.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Wear shoes or boots and use a torch when walking at night; keep the compound clear of grass and rubbish.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Sleep under a net or off the floor; do not handle or try to kill snakes.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation:
        'After a bite: keep still, immobilise the limb, go straight to a health facility; no tourniquet, cutting, sucking or traditional remedies.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'First aid: reassure, immobilise the bitten limb, remove rings, transport lying still; no tourniquet, incision, suction or herbal remedies. Antivenom for systemic envenoming (coagulopathy, neurotoxicity, shock) or severe local envenoming: a polyvalent antivenom effective against the local species (e.g. SAIMR/SAVP polyvalent in East and Southern Africa, EchiTAb-Plus-ICP in West Africa), IV, with adrenaline drawn up for reactions; repeat if signs persist. Neurotoxic: airway support, neostigmine with atropine. Tetanus prophylaxis; analgesia with paracetamol (no NSAIDs); antibiotics only for established wound infection.',
    supportiveCare: [
      'Elevate the limb once antivenom is given',
      'IV fluids for shock',
      'Eye irrigation with water for spitting cobra venom',
    ],
    followUpSchedule:
      'Observe at least 24 hours after any bite; review 1 to 2 weeks after discharge for serum sickness and wound healing.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-snakebite-2016',
        section: 'First aid; antivenom treatment; supportive care',
      },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Snakebites' },
      { sourceId: 'za-phc-stg-2020', section: 'Emergencies and injuries: Snakebite' },
    ],
  },
  citations: [
    { sourceId: 'who-snakebite-2016', section: 'Clinical features and management of snakebite' },
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Snakebites' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'snakebite-envenoming',
    conditionId: 'snakebite-envenoming',
    population: {},
    items: [
      paracetamol(
        'pain (no aspirin or NSAIDs)',
        cite('who-snakebite-2016', 'Treatment of pain: paracetamol, avoid aspirin and NSAIDs'),
      ),
      {
        medicineId: 'tetanus-toxoid',
        route: 'intramuscular',
        dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' },
        frequency: 'once (when coagulation is normal)',
        dosesPerDay: 1,
        duration: 'single dose if not up to date',
        indication: 'tetanus prevention after a snakebite',
        alternativeIds: [],
        citations: [cite('who-snakebite-2016', 'Tetanus prophylaxis')],
      },
    ],
    note: 'Immobilise the limb, no tourniquet or incision; 20-minute whole blood clotting test. Signs of systemic envenoming (bleeding, incoagulable blood, paralysis, shock, rapid swelling): antivenom IV at the dose the product states (same for children and adults), with adrenaline drawn up; refer.',
    citations: [cite('who-snakebite-2016', 'Clinical management')],
  },
] satisfies readonly Regimen[];
