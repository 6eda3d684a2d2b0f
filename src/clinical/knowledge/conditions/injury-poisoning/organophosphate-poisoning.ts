import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, bnf, bnfc } from '../../regimens-shared/citations';

export const condition = {
  id: 'organophosphate-poisoning',
  name: 'Organophosphate or carbamate poisoning',
  icd10: ['T60.0'],
  urgency: 'critical',
  definedBy: {
    isAlwaysTold: true,
    anyOf: ['pesticide-exposure', 'pinpoint-pupils', 'low-cholinesterase-lab'],
    citation: {
      sourceId: 'who-pesticide-poisoning-2008',
      section: 'Organophosphorus poisoning: exposure and cholinergic features',
    },
  },
  prior: {
    baseline: 0.0005,
    byAge: [
      { maxYears: 10, multiplier: 0.4 },
      { minYears: 10, multiplier: 1 },
    ],
    citations: [
      {
        sourceId: 'who-pesticide-poisoning-2008',
        section: 'Organophosphorus and carbamate insecticides: epidemiology',
      },
    ],
  },
  findings: [
    { findingId: 'pesticide-exposure', frequency: 0.95 },
    { findingId: 'pinpoint-pupils', frequency: 0.75 },
    { findingId: 'hypersalivation', frequency: 0.8 },
    { findingId: 'sweating', frequency: 0.6 },
    { findingId: 'vomiting', frequency: 0.65 },
    { findingId: 'nausea', frequency: 0.55 },
    { findingId: 'diarrhoea', frequency: 0.35 },
    { findingId: 'abdominal-pain', frequency: 0.35 },
    { findingId: 'fasciculations', frequency: 0.4 },
    { findingId: 'bradycardia', frequency: 0.35 },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'wheeze', frequency: 0.35 },
    { findingId: 'crackles', frequency: 0.35 },
    { findingId: 'respiratory-distress', frequency: 0.45 },
    { findingId: 'shortness-of-breath', frequency: 0.45 },
    { findingId: 'hypoxaemia', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.45 },
    { findingId: 'unconscious', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.12 },
    { findingId: 'hypotension', frequency: 0.2 },
    { findingId: 'low-cholinesterase-lab', frequency: 0.9 },
    { findingId: 'suicidal-thoughts', frequency: 0.4 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'dizziness', frequency: 0.25 },
    { findingId: 'visual-disturbance', frequency: 0.3 },
    { findingId: 'cyanosis', frequency: 0.1 },
    { findingId: 'chest-tightness', frequency: 0.3 },
  ],
  redFlags: [
    {
      findingIds: ['respiratory-distress', 'hypoxaemia', 'unconscious', 'cyanosis'],
      finding: 'Bronchorrhoea, bronchospasm, respiratory failure or coma',
      urgency: 'critical',
      actionRequired:
        'Airway, suction, oxygen; IV atropine now, doubling the dose every 5 minutes until the chest is clear, heart rate > 80/min and systolic BP > 80 mmHg; intubate if needed.',
      citations: [
        {
          sourceId: 'who-pesticide-poisoning-2008',
          section: 'Treatment: atropine titration and airway management',
        },
      ],
    },
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Intentional self-poisoning',
      urgency: 'urgent',
      actionRequired:
        'Once stable: suicide risk assessment, remove access to pesticides, mental health referral.',
      citations: [{ sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module (SUI)' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis (cholinergic toxidrome with exposure history); identify the product (bring the container)',
      urgency: 'stat',
      rationale: 'Treatment must not wait for laboratory results.',
      expectedFindings: 'Miosis, secretions, bradycardia, fasciculations.',
    },
    {
      test: 'Red cell or plasma cholinesterase activity where available; glucose, electrolytes, SpO2 or blood gas',
      urgency: 'urgent',
      rationale: 'Confirms exposure; guides monitoring.',
      expectedFindings: 'Cholinesterase activity markedly reduced.',
    },
  ],
  monitoring: [
    {
      parameter: 'Chest secretions, heart rate, blood pressure, pupils, axillary sweating',
      frequency: 'Every 5 to 15 minutes during atropinisation, then hourly',
      alertCriteria:
        'Return of secretions or bradycardia: increase atropine; fever, confusion, absent bowel sounds: atropine toxicity',
    },
    {
      parameter: 'Neck flexion strength and breathing (intermediate syndrome)',
      frequency: 'Every 4 hours for 1 to 4 days',
      alertCriteria: 'Weak neck flexion or falling tidal volume: prepare ventilation',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with intensive care',
      urgency: 'emergency',
      reason: 'Atropine titration, airway support and ventilation.',
    },
    { specialist: 'Mental health services', urgency: 'urgent', reason: 'After intentional poisoning.' },
  ],
  lifestyle: [
    {
      recommendation: 'Store pesticides locked away from the home and children, in the original container.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Wear protective clothing and gloves when spraying; wash after use.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Resuscitate: airway, suction, oxygen, recovery position. Atropine IV, doubling the dose every 5 minutes until atropinised (clear chest, heart rate > 80/min, systolic BP > 80 mmHg, dry axillae), then an infusion. Pralidoxime (oxime) where available per protocol. Decontaminate: remove clothes, wash skin with soap and water (staff use gloves). Benzodiazepine (diazepam) for fits or agitation. No forced vomiting; gastric lavage only if within 1 hour and the airway is protected.',
    supportiveCare: [
      'IV fluids for hypotension',
      'Monitor for intermediate syndrome',
      'Psychosocial support',
    ],
    followUpSchedule:
      'Observe at least 48 to 72 hours after symptoms settle; mental health follow-up after self-harm.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-pesticide-poisoning-2008',
        section: 'Organophosphorus and carbamate poisoning: management',
      },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Emergencies and trauma: Organophosphate poisoning',
      },
    ],
  },
  citations: [
    {
      sourceId: 'who-pesticide-poisoning-2008',
      section: 'Organophosphorus and carbamate poisoning: clinical features and management',
    },
    {
      sourceId: 'ug-clinical-guidelines-2023',
      section: 'Emergencies and trauma: Organophosphate poisoning',
    },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'organophosphate-poisoning-child',
    conditionId: 'organophosphate-poisoning',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'atropine',
        route: 'intravenous',
        dose: perKg(0.02, 2, 2, 0.01),
        frequency:
          'initial dose; repeat every 5-10 minutes until atropinised (clear chest, heart rate above 80, dry axillae)',
        dosesPerDay: 1,
        duration: 'initial dose',
        indication: 'organophosphate or carbamate poisoning',
        alternativeIds: [],
        citations: [
          bnfc('Atropine: organophosphorus poisoning 20 micrograms/kg (max 2 mg) every 5-10 minutes'),
        ],
      },
      {
        medicineId: 'pralidoxime',
        route: 'intravenous',
        dose: perKg(30, 2000, 2000, 50),
        frequency: 'over 20 minutes, then 8 mg/kg/hour by infusion',
        dosesPerDay: 1,
        duration: 'loading dose',
        indication: 'organophosphate poisoning (not carbamates)',
        alternativeIds: [],
        phase: {
          name: 'loading dose',
          when: 'now, over 20 minutes; then 8 mg/kg/hour by infusion',
          startsNow: true,
        },
        citations: [
          cite('who-pesticide-poisoning-2008', 'Oximes: pralidoxime 30 mg/kg loading, then 8 mg/kg/hour'),
          bnf('Pralidoxime: max 2 g per dose'),
        ],
      },
    ],
    note: 'Airway, oxygen, decontaminate skin; never induce vomiting; diazepam for convulsions; ICU referral.',
    citations: [cite('who-pesticide-poisoning-2008', 'Management of organophosphate poisoning')],
  },
  {
    id: 'organophosphate-poisoning',
    conditionId: 'organophosphate-poisoning',
    population: {},
    items: [
      {
        medicineId: 'atropine',
        route: 'intravenous',
        dose: fixed(2, '2 mg IV bolus (1.8-3 mg)', 3, 3),
        frequency:
          'initial bolus; double the dose every 5 minutes until atropinised, then infuse 10-20% of the total per hour',
        dosesPerDay: 1,
        duration: 'initial bolus',
        indication: 'organophosphate or carbamate poisoning',
        alternativeIds: [],
        citations: [
          cite(
            'who-pesticide-poisoning-2008',
            'Atropine: 1-3 mg IV bolus, doubling every 5 minutes until atropinised',
          ),
        ],
      },
      {
        medicineId: 'pralidoxime',
        route: 'intravenous',
        dose: perKg(30, 2000, 2000, 50),
        frequency: 'over 20 minutes, then 8 mg/kg/hour by infusion',
        dosesPerDay: 1,
        duration: 'loading dose',
        indication: 'organophosphate poisoning (not carbamates)',
        alternativeIds: [],
        phase: {
          name: 'loading dose',
          when: 'now, over 20 minutes; then 8 mg/kg/hour by infusion',
          startsNow: true,
        },
        citations: [
          cite('who-pesticide-poisoning-2008', 'Oximes: pralidoxime 30 mg/kg loading, then 8 mg/kg/hour'),
          bnf('Pralidoxime: max 2 g per dose'),
        ],
      },
    ],
    note: 'Airway, oxygen, decontaminate skin; never induce vomiting; diazepam for convulsions; ICU referral; assess suicide risk on recovery.',
    citations: [cite('who-pesticide-poisoning-2008', 'Management of organophosphate poisoning')],
  },
] satisfies readonly Regimen[];
