import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const cdc = (section: string) => cite('cdc-rickettsial-2016', section);

export const condition = {
  id: 'rickettsial-fever',
  name: 'Tick-bite and other rickettsial fevers (African tick-bite fever, spotted fevers, scrub and murine typhus)',
  icd10: ['A77.9', 'A77', 'A77.1', 'A79.9', 'A79'],
  icd11: '1C30',
  urgency: 'urgent',
  prior: {
    // Spotted fever and typhus group rickettsioses cause a notable share of undifferentiated fever in East and southern Africa.
    baseline: 0.002,
    byCountry: {
      ZA: 1.5,
      ZW: 1.3,
      BW: 1.3,
      KE: 1,
      TZ: 1,
      UG: 0.8,
      ET: 0.8,
      MW: 0.8,
      ZM: 0.8,
      NG: 0.5,
      GH: 0.5,
      SO: 0.5,
      ML: 0.5,
      BF: 0.5,
    },
    byAge: [
      { maxYears: 5, multiplier: 0.5 },
      { minYears: 5, multiplier: 1.1 },
    ],
    citations: [
      cdc('Epidemiology of spotted fever group rickettsioses, including African tick-bite fever'),
      cite('who-idsr-2019', 'Section 11: typhus'),
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.95 },
    { findingId: 'headache', frequency: 0.8 },
    { findingId: 'myalgia', frequency: 0.6 },
    { findingId: 'chills-rigors', frequency: 0.4 },
    { findingId: 'eschar', frequency: 0.5, specificity: 0.998 },
    { findingId: 'tick-bite', frequency: 0.4 },
    { findingId: 'vhf-exposure', frequency: 0.2 },
    { findingId: 'rash', frequency: 0.45 },
    { findingId: 'maculopapular-rash', frequency: 0.35 },
    { findingId: 'vesicular-rash', frequency: 0.1 },
    { findingId: 'rash-palms-soles', frequency: 0.15 },
    { findingId: 'lymphadenopathy', frequency: 0.4 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'arthralgia', frequency: 0.3 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.05 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.4 },
    { findingId: 'raised-alt-lab', frequency: 0.4 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.04 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'sore-throat', frequency: 0.08 },
    { findingId: 'travel-endemic', frequency: 0.3 },
  ],
  redFlags: [
    {
      findingIds: ['confusion', 'hypotension', 'petechial-rash', 'bleeding-mucosal'],
      finding: 'Confusion, shock or bleeding rash: severe rickettsiosis',
      urgency: 'emergency',
      actionRequired: 'Give doxycycline at once whatever the age; admit; manage shock.',
      citations: [cdc('Treatment: doxycycline for all ages; delay increases mortality')],
    },
  ],
  investigations: [
    {
      test: 'Malaria test and full blood count',
      urgency: 'urgent',
      rationale: 'Exclude malaria; low platelets and raised transaminases support rickettsiosis.',
      expectedFindings: 'Negative malaria test; thrombocytopenia.',
    },
    {
      test: 'Rickettsia PCR of an eschar swab, or paired serology (IFA) where available',
      urgency: 'routine',
      rationale: 'Confirmation is usually retrospective: treat on clinical suspicion.',
      expectedFindings: 'PCR positive from eschar; four-fold IgG rise.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature and clinical response',
      frequency: 'Review at 48 hours',
      alertCriteria: 'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'urgent',
      reason: 'Severe disease (confusion, shock, bleeding, kidney failure).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Check the body for ticks after walking in bush or grass; remove them with tweezers close to the skin.',
      category: 'prevention',
      importance: 'medium',
    },
    { recommendation: 'Treat dogs and livestock for ticks.', category: 'prevention', importance: 'low' },
  ],
  protocol: {
    primaryTreatment:
      'Doxycycline for all ages, including children under 8 (short courses do not stain teeth), started on clinical suspicion: 100 mg twice daily for adults and children >= 45 kg; 2.2 mg/kg twice daily for children under 45 kg; continue at least 3 days after the fever settles (usually 5 to 7 days). Pregnancy: doxycycline for severe disease; azithromycin is an alternative for mild disease.',
    supportiveCare: ['Paracetamol for fever', 'Fluids'],
    followUpSchedule: 'Review at 48 to 72 hours.',
    antibioticsIndicated: true,
    citations: [cdc('Treatment and management: doxycycline dosing for adults and children')],
  },
  citations: [cdc('Tickborne rickettsial diseases')],
} satisfies Condition;

export const regimens = [
  {
    id: 'rickettsial-fever-child',
    conditionId: 'rickettsial-fever',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: perKg(2.2, 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: 'at least 3 days after the fever settles (usually 5 to 7 days)',
        indication: 'rickettsial fever in a child under 45 kg',
        alternativeIds: [],
        citations: [cdc('Treatment: children weighing < 45 kg, doxycycline 2.2 mg/kg twice daily')],
      },
    ],
    note: 'Doxycycline is recommended at any age for suspected rickettsial disease.',
    citations: [cdc('Treatment of children')],
  },
  {
    id: 'rickettsial-fever',
    conditionId: 'rickettsial-fever',
    population: {},
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: 'at least 3 days after the fever settles (usually 5 to 7 days)',
        indication: 'rickettsial fever',
        alternativeIds: [],
        citations: [cdc('Treatment: adults, doxycycline 100 mg twice daily')],
      },
    ],
    note: 'In pregnancy with mild disease azithromycin may be used by the clinician.',
    citations: [cdc('Treatment of adults')],
  },
] satisfies readonly Regimen[];
