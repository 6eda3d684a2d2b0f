import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'anaphylaxis',
  name: 'Anaphylaxis',
  icd10: ['T78.2', 'T88.6'],
  icd11: '4A84',
  urgency: 'critical',
  // The WAO criteria need acute skin or mucosal involvement (hives, itching, flushing, swollen lips or face) or
  // exposure to a likely allergen: shock or breathlessness with neither is not anaphylaxis.
  definedBy: {
    anyOf: [
      'allergen-exposure',
      'urticaria',
      'rash',
      'itching',
      'angioedema',
      'face-hand-oedema',
      'anaphylaxis-named',
    ],
    citation: { sourceId: 'wao-anaphylaxis-2020', section: 'Clinical criteria for diagnosing anaphylaxis' },
  },
  prior: {
    baseline: 0.0003,
    citations: [{ sourceId: 'wao-anaphylaxis-2020', section: 'Epidemiology of anaphylaxis' }],
  },
  findings: [
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'face-hand-oedema', frequency: 0.3 },
    { findingId: 'allergen-exposure', frequency: 0.85 },
    { findingId: 'urticaria', frequency: 0.8 },
    { findingId: 'rash', frequency: 0.8 },
    { findingId: 'itching', frequency: 0.6 },
    { findingId: 'angioedema', frequency: 0.5 },
    { findingId: 'anaphylaxis-named', frequency: 0.9 },
    { findingId: 'shortness-of-breath', frequency: 0.6 },
    { findingId: 'wheeze', frequency: 0.45 },
    { findingId: 'chest-tightness', frequency: 0.35 },
    { findingId: 'stridor', frequency: 0.2 },
    { findingId: 'respiratory-distress', frequency: 0.3 },
    { findingId: 'hypoxaemia', frequency: 0.15 },
    { findingId: 'cyanosis', frequency: 0.08 },
    { findingId: 'hypotension', frequency: 0.35 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'dizziness', frequency: 0.4 },
    { findingId: 'syncope', frequency: 0.2 },
    { findingId: 'confusion', frequency: 0.1 },
    { findingId: 'unconscious', frequency: 0.08 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'abdominal-pain', frequency: 0.25 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'runny-nose', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.005 },
  ],
  redFlags: [
    {
      findingIds: [
        'hypotension',
        'weak-pulse-cold-hands',
        'stridor',
        'angioedema',
        'respiratory-distress',
        'hypoxaemia',
        'unconscious',
      ],
      finding: 'Anaphylaxis: airway swelling, breathing difficulty or shock after an allergen',
      urgency: 'critical',
      actionRequired:
        'IM adrenaline (1 mg/mL) 0.01 mg/kg into the mid-outer thigh now (max 0.5 mg adult, 0.3 mg child), repeat every 5 to 15 minutes as needed; call for help, lie flat with legs raised (sit up if breathing is hard), oxygen, IV fluid bolus.',
      citations: [
        {
          sourceId: 'wao-anaphylaxis-2020',
          section: 'Initial management: epinephrine (adrenaline) dose and route',
        },
      ],
    },
    {
      // WAO criterion 2: after a likely allergen, two organ systems (skin or mucosa with breathing, circulation
      // or persistent gut symptoms). Hives alone after a food, lips, tongue and breathing told normal, is
      // urticaria (urgent at most), not a pre-anaphylaxis emergency.
      findingIds: ['face-hand-oedema', 'chest-tightness', 'dizziness', 'syncope', 'confusion', 'cyanosis'],
      allOf: ['allergen-exposure'],
      finding: 'Symptoms minutes to hours after a sting, drug or food',
      urgency: 'emergency',
      actionRequired:
        'Assess airway, breathing and circulation; give IM adrenaline at once if any airway, breathing or circulation problem.',
      citations: [
        { sourceId: 'wao-anaphylaxis-2020', section: 'Clinical criteria for diagnosing anaphylaxis' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis (WAO criteria); treat before any test',
      urgency: 'stat',
      rationale: 'Delay of adrenaline is the main cause of death.',
      expectedFindings:
        'Acute skin or mucosal involvement with respiratory compromise or low BP, or low BP after a known allergen.',
    },
    {
      test: 'Serum tryptase 1 to 2 hours after onset where available',
      urgency: 'urgent',
      rationale: 'Supports the diagnosis retrospectively.',
      expectedFindings: 'Raised tryptase.',
    },
  ],
  monitoring: [
    {
      parameter: 'Airway, breathing, blood pressure, pulse, SpO2',
      frequency: 'Continuously, then every 15 minutes; observe at least 6 to 12 hours',
      alertCriteria: 'Recurrent symptoms (biphasic reaction) or persistent low BP: repeat adrenaline, refer',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital emergency department',
      urgency: 'emergency',
      reason: 'Observation after adrenaline; refractory anaphylaxis needs IV adrenaline infusion.',
    },
    {
      specialist: 'Allergy clinic',
      urgency: 'routine',
      reason: 'Identify the trigger; consider venom immunotherapy.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid the trigger; record the allergy in all health records and wear an alert bracelet or card.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Carry an adrenaline auto-injector if available and know how to use it.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Return at once if symptoms come back in the next 24 hours.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Adrenaline IM into the anterolateral thigh immediately (WAO 2020: 0.01 mg/kg of 1 mg/mL, max 0.5 mg in adults and 0.3 mg in children), repeated every 5 to 15 minutes if needed; remove the trigger; call for help; position supine with legs raised (sitting if breathless, left lateral if pregnant); high-flow oxygen; IV crystalloid bolus for hypotension; inhaled salbutamol for persistent wheeze. Antihistamines and corticosteroids are second-line only and never replace adrenaline.',
    supportiveCare: ['Oxygen', 'IV fluids', 'Observe 6 to 12 hours for biphasic reaction'],
    followUpSchedule: 'Review within 1 to 2 weeks; allergy referral.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'wao-anaphylaxis-2020', section: 'Management of anaphylaxis' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Anaphylactic shock' },
      { sourceId: 'za-phc-stg-2020', section: 'Emergencies and injuries: Anaphylaxis' },
    ],
  },
  citations: [
    { sourceId: 'wao-anaphylaxis-2020', section: 'Clinical criteria and management of anaphylaxis' },
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Anaphylactic shock' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'anaphylaxis-child',
    conditionId: 'anaphylaxis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'adrenaline',
        route: 'intramuscular',
        dose: perKg(0.01, 0.3, 0.9, 0.01),
        frequency: 'at once into the mid-outer thigh; repeat every 5-15 minutes if no improvement',
        dosesPerDay: 3,
        duration: 'until improvement (IV infusion by a specialist if refractory)',
        indication: 'anaphylaxis (1 mg/mL, 0.01 mL/kg)',
        alternativeIds: [],
        citations: [
          cite('wao-anaphylaxis-2020', 'Epinephrine 0.01 mg/kg of 1 mg/mL IM, max 0.3 mg in a child'),
        ],
      },
      {
        medicineId: 'sodium-chloride-0-9',
        route: 'intravenous',
        dose: { ...perKg(20, 1000, 1000, 10), unit: 'mL' },
        frequency: 'rapid bolus if hypotensive or poorly perfused; repeat by response',
        dosesPerDay: 1,
        duration: 'initial bolus',
        indication: 'shock in anaphylaxis',
        alternativeIds: [],
        citations: [
          cite('wao-anaphylaxis-2020', 'Fluid resuscitation: children 10-20 mL/kg'),
          cite('who-etat-2016', 'Shock: 20 mL/kg'),
        ],
      },
    ],
    note: 'Call for help, lie the child flat (sitting if breathless), oxygen. Antihistamines and steroids are second-line only (skin symptoms). Observe at least 6-12 hours.',
    citations: [cite('wao-anaphylaxis-2020', 'Management of anaphylaxis')],
  },
  {
    id: 'anaphylaxis',
    conditionId: 'anaphylaxis',
    population: {},
    items: [
      {
        medicineId: 'adrenaline',
        route: 'intramuscular',
        dose: perKg(0.01, 0.5, 1.5, 0.01),
        frequency: 'at once into the mid-outer thigh; repeat every 5-15 minutes if no improvement',
        dosesPerDay: 3,
        duration: 'until improvement (IV infusion by a specialist if refractory)',
        indication: 'anaphylaxis (1 mg/mL, 0.01 mL/kg)',
        alternativeIds: [],
        citations: [
          cite('wao-anaphylaxis-2020', 'Epinephrine 0.01 mg/kg of 1 mg/mL IM, max 0.5 mg in an adult'),
        ],
      },
      {
        medicineId: 'sodium-chloride-0-9',
        route: 'intravenous',
        dose: { ...fixed(1000, '1 litre rapidly', 1000, 2000), unit: 'mL' },
        frequency: 'rapidly if hypotensive; repeat by response',
        dosesPerDay: 1,
        duration: 'initial bolus',
        indication: 'shock in anaphylaxis',
        alternativeIds: [],
        citations: [cite('wao-anaphylaxis-2020', 'Fluid resuscitation: adults 1-2 L rapidly')],
      },
    ],
    note: 'Call for help, lie flat with legs raised (sitting if breathless), oxygen; remove the trigger. Antihistamines and steroids are second-line only. Observe at least 6-12 hours; prescribe an adrenaline plan.',
    citations: [cite('wao-anaphylaxis-2020', 'Management of anaphylaxis')],
  },
] satisfies readonly Regimen[];
