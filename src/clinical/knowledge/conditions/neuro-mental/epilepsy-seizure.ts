import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, pocketBook, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'epilepsy-seizure',
  name: 'Epilepsy / seizure (including status epilepticus and febrile seizures)',
  icd10: ['G40.9', 'G41.9', 'R56.8', 'R56.0', 'G40', 'G41', 'R56'],
  icd11: '8A60',
  urgency: 'emergency',
  prior: {
    baseline: 0.005,
    byAge: [
      // Fits in the first 4 weeks of life are acute symptomatic (asphyxia, infection, low glucose or calcium).
      { maxYears: 28 / 365, multiplier: 0.15 },
      { maxYears: 0.5, multiplier: 0.7 },
      { minYears: 0.5, maxYears: 6, multiplier: 1.5 },
      { minYears: 6, multiplier: 1 },
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Epilepsy module (EPI)' },
      { sourceId: 'ilae-2017', section: 'Operational classification of seizure types' },
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 3.6: Convulsions or fits in the neonate (causes)',
      },
    ],
  },
  findings: [
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'hypersalivation', frequency: 0.25 },
    { findingId: 'convulsions', frequency: 0.95 },
    { findingId: 'recurrent-seizures', frequency: 0.55 },
    { findingId: 'post-ictal-drowsiness', frequency: 0.7 },
    {
      findingId: 'tongue-biting',
      frequency: 0.4,
      citation: { sourceId: 'mcgee-ebpd-2021', section: 'Syncope versus seizure' },
    },
    { findingId: 'unconscious', frequency: 0.4 },
    { findingId: 'confusion', frequency: 0.4 },
    { findingId: 'seizure-over-5-minutes', frequency: 0.15 },
    { findingId: 'missed-antiseizure-medicine', frequency: 0.25 },
    { findingId: 'lethargy', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.25 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.2 },
    {
      findingId: 'focal-seizure-features',
      frequency: 0.3,
      citation: {
        sourceId: 'ilae-2017',
        section: 'Operational classification of seizure types: focal onset',
      },
    },
    { findingId: 'high-fever', frequency: 0.1 },
    { findingId: 'alcohol-use', frequency: 0.1 },
    { findingId: 'syncope', frequency: 0.1 },
    { findingId: 'focal-weakness', frequency: 0.05 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'bulging-fontanelle', frequency: 0.001 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.02 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'petechial-rash', frequency: 0.001 },
  ],
  redFlags: [
    {
      findingIds: ['seizure-over-5-minutes', 'unconscious'],
      finding: 'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus',
      urgency: 'critical',
      actionRequired:
        'Airway and oxygen, check glucose; give a benzodiazepine now (rectal or IV diazepam, buccal or IM midazolam), repeat once after 10 minutes, then phenobarbital or phenytoin and refer.',
      citations: [
        {
          sourceId: 'who-mhgap-2016',
          section: 'Epilepsy module: emergency management of convulsive seizures',
        },
      ],
    },
    {
      findingIds: ['neck-stiffness', 'bulging-fontanelle', 'petechial-rash'],
      finding: 'Seizure with neck stiffness, bulging fontanelle or petechial rash: meningitis',
      urgency: 'critical',
      actionRequired:
        'Treat for the infection now (antibiotics, IV artesunate as indicated) and admit; lumbar puncture when safe.',
      citations: [
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 1: Convulsions; Chapter 6: Meningitis, cerebral malaria',
        },
      ],
    },
    {
      findingIds: ['pregnancy-over-20-weeks', 'recent-childbirth'],
      finding: 'Fit in pregnancy after 20 weeks or after delivery: eclampsia',
      urgency: 'critical',
      actionRequired: 'Magnesium sulfate and obstetric emergency care.',
      citations: [{ sourceId: 'who-pre-eclampsia-2011', section: 'Magnesium sulfate for eclampsia' }],
    },
    {
      findingIds: ['focal-weakness', 'sudden-onset-neuro'],
      finding:
        'First seizure with focal signs: structural brain lesion (stroke, tumour, abscess, toxoplasmosis)',
      urgency: 'emergency',
      actionRequired: 'Urgent CT head and HIV test.',
      citations: [{ sourceId: 'who-mhgap-2016', section: 'Epilepsy module: assessment' }],
    },
  ],
  investigations: [
    {
      test: 'Capillary glucose; malaria test in endemic areas',
      urgency: 'stat',
      rationale: 'Hypoglycaemia and cerebral malaria are treatable causes of seizures.',
      expectedFindings: 'Normal glucose and negative malaria test in epilepsy.',
    },
    {
      test: 'Lumbar puncture if fever with signs of meningitis (and no contraindication); electrolytes, calcium',
      urgency: 'urgent',
      rationale: 'Excludes meningitis and metabolic causes of a first seizure.',
      expectedFindings: 'Normal CSF and electrolytes in epilepsy.',
    },
    {
      test: 'EEG and CT or MRI brain after a first unprovoked seizure where available; HIV test',
      urgency: 'routine',
      rationale: 'Classifies the epilepsy and detects structural lesions.',
      expectedFindings: 'Epileptiform discharges; neurocysticercosis, tumour or scar in some.',
    },
  ],
  monitoring: [
    {
      parameter: 'Airway, breathing, SpO2 and consciousness',
      frequency: 'Continuously during and after a seizure',
      alertCriteria: 'SpO2 < 90%, not regaining consciousness within 30 to 60 minutes',
    },
    {
      parameter: 'Seizure diary and side effects',
      frequency: 'Monthly at first, then every 3 months',
      alertCriteria: 'Seizures not controlled on an adequate dose: review adherence, dose or second drug',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Status epilepticus, first seizure with fever or focal signs, or seizure in pregnancy.',
    },
    {
      specialist: 'Neurology or epilepsy clinic',
      urgency: 'routine',
      reason: 'Uncontrolled epilepsy on two drugs, or diagnostic doubt.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Take the anti-seizure medicine every day and never stop it suddenly.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Do not swim alone, cook on open fires, climb heights or drive until seizure-free as local law requires.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'During a fit: lay the person on the side, protect the head, put nothing in the mouth; seek help if it lasts more than 5 minutes.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Regular sleep and avoiding alcohol reduce seizures; epilepsy is not contagious or caused by witchcraft.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Acute seizure > 5 minutes: benzodiazepine (rectal or IV diazepam, or buccal or IM midazolam), repeat once after 10 minutes; if still fitting, IV phenobarbital or phenytoin. Epilepsy (two or more unprovoked seizures): monotherapy with carbamazepine (focal seizures), sodium valproate (generalised; avoid in women and girls who could become pregnant), phenobarbital, or lamotrigine; start low and increase to control. Febrile seizure: find and treat the cause of fever, paracetamol for comfort, reassure parents; no long-term anti-seizure medicine.',
    // Goes on to long-term care: not said among the pre-referral actions.
    includesLongTermCare: true,
    supportiveCare: [
      'Recovery position',
      'Oxygen',
      'Treat hypoglycaemia with IV glucose',
      'Folic acid for women on anti-seizure medicine planning pregnancy',
    ],
    followUpSchedule:
      'Monthly until seizure-free on a stable dose, then every 3 months; consider withdrawal after 2 seizure-free years (specialist).',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Epilepsy module (EPI)' },
      { sourceId: 'who-pocket-book-2013', section: 'Chapter 1: Convulsions' },
      { sourceId: 'ke-basic-paediatric-2022', section: 'Convulsions and status epilepticus' },
    ],
  },
  citations: [
    { sourceId: 'who-mhgap-2016', section: 'Epilepsy module (EPI)' },
    { sourceId: 'ilae-2017', section: 'Operational classification of seizure types' },
  ],
} satisfies Condition;

export const regimens = [
  {
    // A newborn's convulsions get phenobarbital first, not diazepam (WHO Pocket Book 2013, chapter 3).
    id: 'epilepsy-seizure-newborn',
    conditionId: 'epilepsy-seizure',
    population: { maxAgeDays: 29 },
    items: [
      {
        medicineId: 'phenobarbital',
        route: 'intravenous',
        dose: perKg(20, 100, 100, 0.5),
        frequency: 'once, IV over 15 minutes (or IM); if still convulsing, 10 mg/kg more after 30 minutes',
        dosesPerDay: 1,
        duration: 'loading dose, then 5 mg/kg once daily',
        indication: 'convulsions in a newborn',
        alternativeIds: [],
        phase: {
          name: 'loading dose',
          when: 'now, IV over 15 minutes; then 5 mg/kg once daily',
          startsNow: true,
        },
        citations: [
          pocketBook('Chapter 3, Convulsions or fits (newborn): phenobarbital 20 mg/kg IV or IM'),
          pocketBook('Chapter 3, Doses of common drugs for newborns and low-birth-weight babies'),
        ],
      },
    ],
    note: 'Newborn convulsions: check and treat hypoglycaemia (10% glucose 2 mL/kg), keep warm, treat the cause (sepsis, meningitis, asphyxia); diazepam only if phenobarbital is unavailable.',
    citations: [pocketBook('Chapter 3, Convulsions or fits (newborn)')],
  },
  {
    id: 'epilepsy-seizure-child',
    conditionId: 'epilepsy-seizure',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'diazepam',
        route: 'rectal',
        dose: perKg(0.5, 10, 20, 0.5),
        frequency: 'once; repeat after 10 minutes if still convulsing',
        dosesPerDay: 2,
        duration: 'convulsion lasting 5 minutes or more',
        indication: 'convulsion',
        alternativeIds: ['phenobarbital'],
        citations: [
          pocketBook('1.5 Convulsions: diazepam 0.5 mg/kg rectally (0.2-0.3 mg/kg IV)'),
          cite('who-etat-2016', 'Convulsions: rectal diazepam'),
        ],
      },
    ],
    note: 'Check glucose; airway, recovery position; if still convulsing after 2 doses of diazepam give phenobarbital 20 mg/kg IM/IV. Maintenance for epilepsy per mhGAP (phenobarbital, carbamazepine or valproate).',
    citations: [pocketBook('1.5 Convulsions'), cite('who-mhgap-2016', 'Epilepsy')],
  },
  {
    id: 'epilepsy-seizure',
    conditionId: 'epilepsy-seizure',
    population: {},
    items: [
      {
        medicineId: 'diazepam',
        route: 'intravenous',
        dose: fixed(10, '10 mg slowly IV (or rectally)', 10, 20),
        frequency: 'once; repeat after 10 minutes if still convulsing',
        dosesPerDay: 2,
        duration: 'convulsion lasting 5 minutes or more',
        indication: 'convulsion',
        alternativeIds: ['phenobarbital'],
        citations: [
          cite('who-mhgap-2016', 'Epilepsy: emergency treatment, diazepam 10 mg rectally or IV'),
          cite('who-iatt-2011', 'Convulsions: diazepam 10 mg IV'),
        ],
      },
    ],
    note: 'Eclampsia in pregnancy: magnesium sulfate instead. Check glucose. Maintenance after 2 unprovoked seizures per mhGAP (carbamazepine or phenobarbital; avoid valproate in women who may become pregnant).',
    citations: [cite('who-mhgap-2016', 'Epilepsy: emergency and maintenance treatment')],
  },
  {
    id: 'epilepsy-seizure-alternatives',
    conditionId: 'epilepsy-seizure',
    population: {},
    items: [
      {
        medicineId: 'phenobarbital',
        route: 'intravenous',
        dose: perKg(20, 1000, 1000, 10),
        frequency: 'once, IV over 20 minutes (or IM)',
        dosesPerDay: 1,
        duration: 'loading dose',
        indication: 'convulsion not controlled by (or without) a benzodiazepine',
        alternativeIds: [],
        phase: { name: 'loading dose', when: 'now, IV over 20 minutes', startsNow: true },
        citations: [
          pocketBook('1.5 Convulsions: phenobarbital 15-20 mg/kg'),
          bnf('Phenobarbital: status epilepticus 20 mg/kg, max 1 g'),
        ],
      },
    ],
    citations: [pocketBook('1.5 Convulsions')],
  },
] satisfies readonly Regimen[];
