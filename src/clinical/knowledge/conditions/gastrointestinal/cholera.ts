import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { orsPlanB, zinc } from '../../regimens-shared/rehydration';
import { idsr } from '../citations';
import { diarrhoeaManual } from './citations';

export const condition = {
  id: 'cholera',
  name: 'Cholera',
  icd10: ['A00.9', 'A00'],
  icd11: '1A00',
  // Urgency follows the dehydration grade: severe dehydration or shock is critical through the red flag.
  urgency: 'urgent',
  prior: {
    baseline: 0.001,
    byCountry: {
      KE: 1,
      SO: 3,
      ET: 2,
      MW: 2,
      ZW: 1.5,
      ZM: 1.5,
      NG: 2,
      TZ: 1,
      UG: 0.8,
      GH: 0.5,
      ML: 0.5,
      BF: 0.3,
      ZA: 0.05,
      BW: 0.05,
    },
    bySeason: [
      { countries: ['KE', 'SO', 'ET', 'TZ', 'UG'], months: [4, 5, 10, 11, 12], multiplier: 1.5 },
      { countries: ['MW', 'ZM', 'ZW'], months: [12, 1, 2, 3], multiplier: 2 },
    ],
    // Under 2 years other causes of watery diarrhoea (rotavirus) dominate: the case definition starts at 2 years.
    byAge: [{ maxYears: 2, multiplier: 0.2 }],
    citations: [
      { sourceId: 'who-cholera-gtfcc-2019', section: 'Cholera epidemiology and seasonality' },
      {
        sourceId: 'who-cholera-gtfcc-2019',
        section:
          'Surveillance: suspected case definition (aged 2 years and older, outside a declared outbreak)',
      },
      idsr,
    ],
  },
  findings: [
    { findingId: 'watery-diarrhoea', frequency: 0.98 },
    { findingId: 'diarrhoea', frequency: 0.99 },
    { findingId: 'profuse-rice-water-stool', frequency: 0.8 },
    { findingId: 'vomiting', frequency: 0.8 },
    { findingId: 'sunken-eyes', frequency: 0.6 },
    { findingId: 'thirsty', frequency: 0.6 },
    { findingId: 'slow-skin-pinch', frequency: 0.5 },
    { findingId: 'very-slow-skin-pinch', frequency: 0.35 },
    { findingId: 'reduced-urine', frequency: 0.4 },
    { findingId: 'lethargy', frequency: 0.25 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.35 },
    { findingId: 'hypotension', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'leg-cramps', frequency: 0.4 },
    { findingId: 'abdominal-pain', frequency: 0.2 },
    { findingId: 'sick-contacts', frequency: 0.5 },
    { findingId: 'unsafe-water', frequency: 0.7 },
    {
      findingId: 'cholera-rdt-positive-lab',
      frequency: 0.9,
      specificity: 0.85,
      citation: {
        sourceId: 'who-cholera-gtfcc-2019',
        section: 'Laboratory: rapid diagnostic tests and culture',
      },
    },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'bloody-diarrhoea', frequency: 0.002 },
    { findingId: 'mucus-in-stool', frequency: 0.1 },
    { findingId: 'tenesmus', frequency: 0.002 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'headache', frequency: 0.1 },
    { findingId: 'fatigue', frequency: 0.4 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'unable-to-drink', frequency: 0.15 },
    { findingId: 'tachypnoea', frequency: 0.3 },
    { findingId: 'kussmaul-breathing', frequency: 0.1 },
    { findingId: 'irritability', frequency: 0.2 },
    { findingId: 'dizziness', frequency: 0.25 },
    { findingId: 'unconscious', frequency: 0.05 },
    { findingId: 'confusion', frequency: 0.1 },
    { findingId: 'vomiting-everything', frequency: 0.25 },
  ],
  redFlags: [
    {
      findingIds: [
        'hypotension',
        'weak-pulse-cold-hands',
        'unconscious',
        'lethargy',
        'very-slow-skin-pinch',
        'unable-to-drink',
      ],
      finding: 'Severe dehydration or hypovolaemic shock',
      urgency: 'critical',
      actionRequired:
        "Plan C now: IV Ringer's lactate 100 mL/kg (adults and children >= 1 year: 30 mL/kg within 30 min, then 70 mL/kg within 2.5 h; infants over 1 h then 5 h), reassess every 15-30 minutes, add ORS as soon as the patient can drink.",
      citations: [
        diarrhoeaManual,
        { sourceId: 'who-cholera-gtfcc-2019', section: 'Case management: rehydration' },
      ],
    },
    {
      findingIds: ['profuse-rice-water-stool', 'cholera-rdt-positive-lab'],
      finding: 'Suspected cholera: notifiable epidemic-prone disease',
      urgency: 'urgent',
      actionRequired:
        'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.',
      citations: [idsr],
    },
  ],
  investigations: [
    {
      test: 'Dehydration assessment (WHO)',
      urgency: 'stat',
      rationale: 'Decides Plan A, B or C.',
      expectedFindings: 'Some or severe dehydration.',
    },
    {
      test: 'Cholera rapid diagnostic test and stool culture',
      urgency: 'urgent',
      rationale: 'RDT screens in outbreaks; culture confirms and gives susceptibility.',
      expectedFindings: 'Vibrio cholerae O1 or O139.',
    },
    {
      test: 'Serum electrolytes and creatinine (inpatients)',
      urgency: 'urgent',
      rationale: 'Hypokalaemia and acute kidney injury in severe cases.',
      expectedFindings: 'Low potassium, raised creatinine.',
    },
  ],
  monitoring: [
    {
      parameter: 'Dehydration signs, pulse and mental state',
      frequency: 'Every 15-30 minutes during IV rehydration, then hourly',
      alertCriteria: 'Signs of dehydration persisting or weak pulse',
    },
    {
      parameter: 'Intake and output (stool and urine volumes)',
      frequency: 'Every 4 hours',
      alertCriteria: 'Output exceeds intake, or no urine for 6 hours',
    },
  ],
  referrals: [
    {
      specialist: 'Cholera treatment centre or hospital',
      urgency: 'emergency',
      reason: 'Severe dehydration needing IV fluids, or a facility without IV capacity.',
    },
    {
      specialist: 'Public health / surveillance officer',
      urgency: 'urgent',
      reason: 'Notifiable disease: outbreak response and contact follow-up.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Drink ORS after every loose stool; continue feeding and breastfeeding.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Boil or chlorinate drinking water, wash hands with soap, and use a latrine.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Household contacts: watch for diarrhoea and come at once if it starts.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      "Rehydration is the treatment: ORS for some dehydration, IV Ringer's lactate for severe dehydration. An antibiotic (single-dose doxycycline in adults; azithromycin in children and pregnant women) is given to patients with severe dehydration, per GTFCC. Zinc for children under 5.",
    supportiveCare: [
      'ORS as the patient can drink',
      'Zinc for 10-14 days in children',
      'Early feeding',
      'Correct hypokalaemia if present',
    ],
    followUpSchedule:
      'Discharge when able to drink enough ORS to keep up with losses and stools are formed or less frequent; review within 24-48 hours if at home.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'who-cholera-gtfcc-2019', section: 'Case management: rehydration and antibiotics' },
      diarrhoeaManual,
    ],
  },
  citations: [{ sourceId: 'who-cholera-gtfcc-2019', section: 'Case definition and clinical features' }, idsr],
} satisfies Condition;

export const regimens = [
  {
    id: 'cholera-child',
    conditionId: 'cholera',
    population: { maxAgeYears: 5 },
    items: [
      orsPlanB,
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(20, 1000, 1000, 50),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'cholera with moderate or severe dehydration',
        alternativeIds: [],
        citations: [
          cite('who-cholera-gtfcc-2019', 'Antibiotics: azithromycin 20 mg/kg single dose for children'),
        ],
      },
      zinc,
    ],
    note: "Severe dehydration: Ringer's lactate 100 mL/kg IV (WHO Plan C). Antibiotics only for moderate or severe dehydration.",
    citations: [cite('who-cholera-gtfcc-2019', 'Case management'), cite('who-diarrhoea-2005', 'Cholera')],
  },
  {
    id: 'cholera',
    conditionId: 'cholera',
    population: {},
    items: [
      orsPlanB,
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(300, '3 tablets of 100 mg', 300, 300),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'cholera with moderate or severe dehydration',
        alternativeIds: ['azithromycin'],
        citations: [cite('who-cholera-gtfcc-2019', 'Antibiotics: doxycycline 300 mg single dose for adults')],
      },
    ],
    note: "Severe dehydration: Ringer's lactate 100 mL/kg IV (WHO Plan C). Antibiotics only for moderate or severe dehydration.",
    citations: [cite('who-cholera-gtfcc-2019', 'Case management')],
  },
  {
    id: 'cholera-alternatives',
    conditionId: 'cholera',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(20, 1000, 1000, 50),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'cholera with moderate or severe dehydration (pregnancy, young children)',
        alternativeIds: [],
        citations: [
          cite('who-cholera-gtfcc-2019', 'Antibiotics: azithromycin 1 g single dose (20 mg/kg in children)'),
        ],
      },
    ],
    citations: [cite('who-cholera-gtfcc-2019', 'Antibiotics')],
  },
] satisfies readonly Regimen[];
