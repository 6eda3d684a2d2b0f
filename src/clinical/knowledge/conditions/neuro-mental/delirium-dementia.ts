import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const mhgap = (section: string) => cite('who-mhgap-2016', section);

export const condition = {
  id: 'delirium-dementia',
  name: 'Delirium (acute confusional state) / dementia',
  icd10: ['F05.9', 'F05', 'F03'],
  // Confusion of acute onset, or with an illness that causes it, is delirium; memory lost over months or years
  // without it is dementia (WHO mhGAP 2016, DEM).
  icd10ByFinding: [
    {
      findingIds: ['acute-fluctuating-confusion', 'fever', 'dysuria', 'urine-leucocytes-lab', 'cough'],
      icd10: 'F05.9',
      citation: { sourceId: 'who-icd10-2019', section: 'F05.9 Delirium, unspecified' },
    },
    {
      findingIds: ['memory-loss'],
      icd10: 'F03',
      citation: { sourceId: 'who-icd10-2019', section: 'F03 Unspecified dementia' },
    },
  ],
  icd11: '6D70',
  urgency: 'urgent',
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 40, multiplier: 0.1 },
      { minYears: 40, maxYears: 65, multiplier: 0.6 },
      { minYears: 65, maxYears: 75, multiplier: 2.5 },
      { minYears: 75, multiplier: 5 },
    ],
    citations: [mhgap('DEM: dementia, common presentations and assessment'), mhgap('DEM: rule out delirium')],
  },
  findings: [
    { findingId: 'memory-loss', frequency: 0.6 },
    { findingId: 'acute-fluctuating-confusion', frequency: 0.45, specificity: 0.995 },
    { findingId: 'confusion', frequency: 0.85 },
    { findingId: 'agitation', frequency: 0.4 },
    { findingId: 'sleep-disturbance', frequency: 0.5 },
    { findingId: 'lethargy', frequency: 0.3 },
    { findingId: 'poor-concentration', frequency: 0.5 },
    { findingId: 'low-mood', frequency: 0.2 },
    { findingId: 'psychotic-symptoms', frequency: 0.15 },
    { findingId: 'disorganised-behaviour', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.25 },
    { findingId: 'dysuria', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'known-hypertension', frequency: 0.4 },
    {
      // Older people with dementia often have raised blood pressure, a risk factor to treat (vascular dementia).
      findingId: 'hypertension-reading',
      frequency: 0.4,
      citation: mhgap('DEM: assess and manage physical health and cardiovascular risk factors'),
    },
    { findingId: 'known-diabetes', frequency: 0.25 },
    { findingId: 'known-hiv', frequency: 0.1 },
    { findingId: 'alcohol-use', frequency: 0.15 },
    { findingId: 'hyponatraemia-lab', frequency: 0.15 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.05 },
    { findingId: 'urine-leucocytes-lab', frequency: 0.3 },
    // Delirium is set off by an illness: infection (urine, chest) with its fever, fast pulse and breathing,
    // surgery (a third or more of older people after a hip fracture repair), medicines; it turns the sleep-wake
    // cycle around (drowsy by day, awake and agitated at night).
    ...(
      [
        ['tachycardia', 0.3],
        ['tachypnoea', 0.2],
        ['urinary-frequency', 0.1],
        ['urine-nitrite-lab', 0.2],
        ['recent-immobility-surgery', 0.2],
        ['daytime-sleepiness-behaviour-change', 0.3],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: cite('ohcm-2024', 'Delirium (acute confusional state): causes, features and precipitants'),
    })),
    { findingId: 'constipation', frequency: 0.2 },
    { findingId: 'reduced-urine', frequency: 0.1 },
    { findingId: 'neck-stiffness', frequency: 0.02 },
    { findingId: 'focal-weakness', frequency: 0.05 },
    { findingId: 'convulsions', frequency: 0.03 },
    { findingId: 'elevated-mood', frequency: 0.02 },
  ],
  redFlags: [
    {
      // Delirium told alone is an urgent, same-day search for its cause (mhGAP: refer urgently); the cause's
      // own danger signs (low glucose, hypoxaemia, shock, sepsis, retention, coma) raise the emergency.
      findingIds: ['acute-fluctuating-confusion'],
      finding: 'Confusion that came on over hours or days: delirium, find and treat its cause the same day',
      urgency: 'urgent',
      actionRequired:
        'Check glucose, oxygen, temperature and blood pressure now; look for infection, dehydration, hypoxia, drugs, alcohol withdrawal, urinary retention and stroke; treat the cause; admit.',
      citations: [
        mhgap('DEM: Protocol: rule out delirium and physical causes; refer urgently'),
        cite('who-iatt-2011', 'Volume 1: altered consciousness in adults'),
      ],
    },
    {
      findingIds: ['neck-stiffness', 'focal-weakness', 'convulsions'],
      finding: 'Confusion with neck stiffness, focal signs or seizures',
      urgency: 'critical',
      actionRequired: 'Manage as meningitis, encephalitis or stroke; urgent referral.',
      citations: [cite('who-iatt-2011', 'Volume 1: emergency signs, convulsions and altered consciousness')],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose, SpO2, temperature, blood pressure',
      urgency: 'stat',
      rationale: 'Immediately reversible causes of delirium.',
      expectedFindings: 'Hypoglycaemia, hypoxia, fever or shock point to the cause.',
    },
    {
      test: 'Malaria test, urine dipstick, full blood count, sodium, creatinine, HIV test; chest X-ray when coughing',
      urgency: 'urgent',
      rationale: 'Infection, electrolytes and kidney failure.',
      expectedFindings: 'Infection or hyponatraemia in many older patients.',
    },
    {
      test: 'Cognitive screen (history from a relative, orientation, 3-word recall); for dementia: B12, thyroid, syphilis and HIV tests',
      urgency: 'routine',
      rationale:
        'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.',
      expectedFindings: 'Impaired recall and orientation; usually no reversible cause.',
    },
  ],
  monitoring: [
    {
      parameter: 'Level of consciousness, orientation, hydration, urine output',
      frequency: 'Every 4 hours in delirium',
      alertCriteria: 'Deepening drowsiness, new focal signs, not drinking.',
    },
    {
      parameter: 'Function, behaviour and carer strain in dementia',
      frequency: 'Every 3 months',
      alertCriteria: 'Wandering, aggression, carer burnout, weight loss, abuse.',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (medicine)',
      urgency: 'emergency',
      reason: 'Delirium without an obvious, treatable cause on site.',
    },
    {
      specialist: 'Mental health / geriatric services',
      urgency: 'routine',
      reason: 'Dementia diagnosis, behavioural symptoms, carer support.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep the person oriented: familiar people, a clock and calendar, glasses and hearing aids, light by day and dark at night.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Make sure the person drinks and eats enough; keep the bowels and bladder working.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Carers need rest and support; ask about help in the community.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Delirium: find and treat the cause (hypoglycaemia, hypoxia, infection, dehydration, drugs, alcohol withdrawal, urinary retention); calm environment, family present, avoid restraints and sedatives. Only if severe agitation puts the person at risk: a low dose of an antipsychotic (haloperidol) for the shortest time, by the clinician. Dementia: psychoeducation and carer support, treat cardiovascular risk, review medicines that worsen cognition (anticholinergics, sedatives); manage behaviour non-pharmacologically first.',
    supportiveCare: ['Hydration and nutrition', 'Sleep hygiene', 'Falls prevention'],
    followUpSchedule: 'Daily while delirious; dementia every 3 months.',
    antibioticsIndicated: false,
    citations: [
      mhgap(
        'DEM: psychosocial interventions, caregiver support; pharmacological interventions for behavioural symptoms',
      ),
    ],
  },
  citations: [mhgap('DEM: Dementia module'), cite('who-iatt-2011', 'Volume 1: altered consciousness')],
} satisfies Condition;

export const regimens = [
  {
    id: 'delirium-dementia',
    conditionId: 'delirium-dementia',
    population: {},
    items: [],
    note: 'Treat the cause of delirium. No routine medicine; a low dose of haloperidol only for dangerous agitation, prescribed by the clinician; no cognitive enhancers in primary care.',
    citations: [mhgap('DEM: pharmacological interventions')],
  },
] satisfies readonly Regimen[];
