import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { ugInfectious } from '../citations';

export const condition = {
  id: 'rabies-exposure',
  name: 'Rabies / dog-bite exposure',
  icd10: ['Z20.3', 'W54', 'A82'],
  icd11: '1C82',
  urgency: 'urgent',
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 5, multiplier: 1 },
      { minYears: 5, maxYears: 15, multiplier: 1.6 },
      { minYears: 15, multiplier: 0.8 },
    ],
    byCountry: {
      KE: 1,
      UG: 1,
      TZ: 1.2,
      ET: 1.5,
      SO: 1,
      NG: 1,
      GH: 0.8,
      ML: 1,
      BF: 1,
      MW: 1,
      ZM: 0.8,
      ZW: 0.8,
      ZA: 0.5,
      BW: 0.5,
    },
    citations: [{ sourceId: 'who-rabies-2018', section: 'Epidemiology and burden of dog-mediated rabies' }],
  },
  findings: [
    { findingId: 'dog-bite', frequency: 0.97 },
    { findingId: 'dirty-wound', frequency: 0.6 },
    { findingId: 'bite-site-paraesthesia', frequency: 0.05 },
    { findingId: 'hydrophobia', frequency: 0.05 },
    { findingId: 'agitation', frequency: 0.05 },
    { findingId: 'hypersalivation', frequency: 0.03 },
    { findingId: 'confusion', frequency: 0.03 },
    { findingId: 'convulsions', frequency: 0.02 },
    { findingId: 'muscle-spasms', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'headache', frequency: 0.05 },
    { findingId: 'bite-local-swelling', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.02 },
    { findingId: 'runny-nose', frequency: 0.02 },
    { findingId: 'diarrhoea', frequency: 0.02 },
    { findingId: 'vomiting', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['hydrophobia', 'agitation', 'bite-site-paraesthesia', 'hypersalivation'],
      finding: 'Clinical rabies (hydrophobia, aerophobia, agitation, paraesthesia at the bite site)',
      urgency: 'emergency',
      actionRequired:
        'Isolate, sedate and provide palliative care in a quiet room; staff use PPE; notify. Post-exposure prophylaxis is of no use once symptoms start.',
      citations: [
        { sourceId: 'who-rabies-2018', section: 'Clinical rabies: management and palliative care' },
      ],
    },
    {
      findingIds: ['dog-bite'],
      finding: 'Bite or scratch by a possibly rabid animal',
      urgency: 'urgent',
      actionRequired:
        'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.',
      citations: [
        {
          sourceId: 'who-rabies-2018',
          section: 'Post-exposure prophylaxis: wound care, vaccine and RIG by category',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Exposure category (WHO): I touching/licks on intact skin; II nibbling or minor scratches without bleeding; III transdermal bites or scratches, licks on broken skin or mucosa, bat contact',
      urgency: 'stat',
      rationale: 'Decides vaccine with or without rabies immunoglobulin.',
      expectedFindings: 'Category II or III.',
    },
    {
      test: 'Animal status: observe the dog for 10 days; brain testing if it dies or is killed',
      urgency: 'urgent',
      rationale: 'PEP can stop if the dog remains healthy for 10 days (never delay starting it).',
      expectedFindings: 'Dog alive and healthy after 10 days.',
    },
  ],
  monitoring: [
    {
      parameter: 'Vaccine schedule attendance',
      frequency: 'Day 0, 3, 7 (and day 14 or 21/28 depending on the regimen)',
      alertCriteria: 'Missed dose: continue the schedule without restarting',
    },
    {
      parameter: 'Wound',
      frequency: 'At each vaccine visit',
      alertCriteria: 'Redness, swelling or pus (wound infection)',
    },
  ],
  referrals: [
    {
      specialist: 'Facility holding rabies vaccine and immunoglobulin',
      urgency: 'urgent',
      reason: 'When vaccine or RIG is not available on site.',
    },
    {
      specialist: 'Veterinary / public health officer',
      urgency: 'routine',
      reason: 'Animal observation and One Health investigation.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Complete every vaccine dose on the scheduled days.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Vaccinate dogs every year; teach children to avoid stray dogs and to report every bite.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Do not suture the bite wound immediately; keep it clean.',
      category: 'hygiene',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Immediate thorough wound washing with soap and water for 15 minutes and an antiseptic; rabies vaccine for category II and III exposures (WHO 1-week, 2-site intradermal regimen or intramuscular regimens); rabies immunoglobulin infiltrated into the wound for category III; tetanus prophylaxis; antibiotic prophylaxis (amoxicillin-clavulanate) only for deep, hand or high-risk wounds.',
    supportiveCare: [
      'Analgesia',
      'Tetanus toxoid if not up to date',
      'Delay primary suturing where possible',
    ],
    followUpSchedule: 'Return on each vaccine day; review the wound at day 3.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-rabies-2018', section: 'Post-exposure prophylaxis' },
      { sourceId: 'who-aware-2022', section: 'Animal bites: antibiotic prophylaxis' },
    ],
  },
  citations: [
    { sourceId: 'who-rabies-2018', section: 'WHO Expert Consultation on Rabies: PEP recommendations' },
    ugInfectious,
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'rabies-exposure',
    conditionId: 'rabies-exposure',
    population: {},
    items: [
      {
        medicineId: 'rabies-vaccine',
        route: 'intramuscular',
        dose: {
          ...fixed(
            2.5,
            '1 vial (full intramuscular dose, at least 2.5 IU) into the deltoid, or the thigh in small children',
            2.5,
            2.5,
          ),
          unit: 'IU',
        },
        frequency: 'on days 0, 3, 7 and between 14 and 28',
        dosesPerDay: 1,
        duration: '4 doses',
        indication: 'post-exposure prophylaxis (category II and III exposures)',
        alternativeIds: [],
        citations: [
          cite('who-rabies-2018', 'PEP: 4-dose intramuscular regimen (1 vial on days 0, 3, 7, 14-28)'),
        ],
      },
      {
        medicineId: 'tetanus-toxoid',
        route: 'intramuscular',
        dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose (if not up to date)',
        indication: 'tetanus prevention after a bite',
        alternativeIds: [],
        citations: [cite('who-iatt-2011', 'Wound care: tetanus prophylaxis')],
      },
    ],
    note: 'Wash the wound with soap and water for 15 minutes at once. Category III: rabies immunoglobulin (human 20 IU/kg or equine 40 IU/kg) infiltrated into and around the wound on day 0. Intradermal alternative: 0.1 mL at 2 sites on days 0, 3 and 7.',
    citations: [cite('who-rabies-2018', 'Post-exposure prophylaxis')],
  },
] satisfies readonly Regimen[];
