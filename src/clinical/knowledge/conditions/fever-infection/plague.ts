import type { Condition, Regimen } from '../../types';
import { fixed, perKg, perKgNoSourceMax } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { idsr } from '../citations';

const whoPlague = (section: string) => cite('who-plague-2021', section);
const cdcPlague = (section: string) => cite('cdc-plague-2021', section);
const pneumonicForm = whoPlague('Background: clinical forms, pneumonic plague');
const septicaemicForm = cdcPlague(
  'Symptoms: septicemic plague (shock, confusion, necrosis of the extremities)',
);

export const condition = {
  id: 'plague',
  name: 'Plague (bubonic, septicaemic, pneumonic)',
  icd10: ['A20.0', 'A20', 'A20.1', 'A20.2', 'A20.9'],
  icd11: '1B93',
  urgency: 'emergency',
  prior: {
    // Human plague in Africa now comes from a few foci: Ituri (DRC), West Nile (Uganda), Lushoto (Tanzania),
    // Madagascar; sporadic elsewhere.
    baseline: 0.00003,
    byCountry: {
      UG: 3,
      TZ: 2,
      KE: 0.1,
      MW: 0.5,
      ZM: 0.5,
      ZW: 0.3,
      ZA: 0.05,
      ET: 0.1,
      SO: 0.05,
      NG: 0.01,
      GH: 0.01,
      ML: 0.01,
      BF: 0.01,
      BW: 0.05,
    },
    byAge: [
      { maxYears: 5, multiplier: 0.8 },
      { minYears: 5, maxYears: 20, multiplier: 1.3 },
      { minYears: 20, multiplier: 0.9 },
    ],
    citations: [
      whoPlague('Background: epidemiology of plague in endemic countries'),
      cite('who-idsr-2019', 'Section 11: plague standard case definition'),
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.95 },
    { findingId: 'high-fever', frequency: 0.6 },
    { findingId: 'chills-rigors', frequency: 0.6 },
    { findingId: 'headache', frequency: 0.7 },
    { findingId: 'malaise', frequency: 0.7 },
    { findingId: 'myalgia', frequency: 0.4 },
    { findingId: 'painful-bubo', frequency: 0.8 },
    { findingId: 'lymphadenopathy', frequency: 0.85 },
    { findingId: 'prostration', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'abdominal-pain', frequency: 0.2 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    // Pneumonic plague (primary, or secondary to a bubo) is a large share of cases in African outbreaks
    // (Madagascar 2017, Ituri): cough with watery or bloody sputum, breathlessness, chest pain, fast breathing.
    { findingId: 'cough', frequency: 0.3, citation: pneumonicForm },
    { findingId: 'haemoptysis', frequency: 0.2, citation: pneumonicForm },
    { findingId: 'shortness-of-breath', frequency: 0.3, citation: pneumonicForm },
    { findingId: 'chest-pain', frequency: 0.2, citation: pneumonicForm },
    { findingId: 'tachypnoea', frequency: 0.3, citation: pneumonicForm },
    { findingId: 'hypoxaemia', frequency: 0.2, citation: pneumonicForm },
    { findingId: 'crackles', frequency: 0.2, citation: pneumonicForm },
    { findingId: 'tachycardia', frequency: 0.6 },
    // Septicaemic plague, alone or after a bubo: shock, confusion, cold extremities.
    { findingId: 'hypotension', frequency: 0.2, citation: septicaemicForm },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.15, citation: septicaemicForm },
    { findingId: 'confusion', frequency: 0.2, citation: septicaemicForm },
    {
      // Most buboes are inguinal or femoral: the flea bites the legs.
      findingId: 'inguinal-bubo',
      frequency: 0.5,
      citation: cdcPlague('Symptoms: bubonic plague, buboes most often in the groin, armpit or neck'),
    },
    {
      // Pneumonic plague spreads person to person: a carer of a case who died of cough or a bubo.
      findingId: 'sick-contacts',
      frequency: 0.25,
      citation: whoPlague('Recommendations: contacts of pneumonic plague cases'),
    },
    { findingId: 'petechial-rash', frequency: 0.05 },
    { findingId: 'rash', frequency: 0.06 },
    { findingId: 'dead-rodents-fleas-exposure', frequency: 0.5 },
    { findingId: 'plague-rdt-positive-lab', frequency: 0.9, specificity: 0.98 },
    { findingId: 'leucocytosis-lab', frequency: 0.7 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.02 },
    { findingId: 'genital-ulcer', frequency: 0.01 },
    {
      // A papule, pustule or small ulcer may mark the flea bite, usually on the leg, before the bubo appears.
      findingId: 'itching',
      frequency: 0.08,
      citation: cite('harrison-2022', 'Ch. 171 plague: bubonic plague, lesion at the flea-bite site'),
    },
    {
      // The bubo is surrounded by oedema that may spread down a limb, without the red warm skin of cellulitis.
      findingId: 'leg-swelling',
      frequency: 0.15,
      citation: cite('harrison-2022', 'Ch. 171 plague: bubonic plague, bubo with surrounding oedema'),
    },
    {
      // Plague is caught in or on a visit to a natural focus: travel there is part of the case definition.
      findingId: 'travel-endemic',
      frequency: 0.3,
      citation: cdcPlague('Symptoms and exposure: people who live in or visit areas where plague occurs'),
    },
    {
      // Pneumonic plague: cough with watery, then bloody, sputum.
      findingId: 'productive-cough',
      frequency: 0.2,
      citation: pneumonicForm,
    },
    { findingId: 'prolonged-fever', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['cough', 'haemoptysis', 'shortness-of-breath'],
      finding: 'Cough or bloody sputum in suspected plague: pneumonic plague, spread person to person',
      urgency: 'critical',
      actionRequired:
        'Isolate with droplet precautions (mask on patient and staff), start IV gentamicin or ciprofloxacin at once, notify the district surveillance officer the same day, trace and give prophylaxis to contacts.',
      citations: [whoPlague('Recommendations: case management and personal protective equipment'), idsr],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'confusion', 'petechial-rash'],
      finding: 'Shock, confusion or bleeding spots: septicaemic plague',
      urgency: 'critical',
      actionRequired: 'Resuscitate (fluids, oxygen), IV gentamicin, refer to a hospital with critical care.',
      citations: [cdcPlague('Treatment of septicemic plague')],
    },
  ],
  investigations: [
    {
      test: 'Plague F1 antigen rapid test on bubo aspirate or sputum; culture and PCR at the reference laboratory',
      urgency: 'stat',
      rationale:
        'Confirms the case and triggers the outbreak response; do not delay treatment for the result.',
      expectedFindings: 'F1 antigen positive; Yersinia pestis on culture or PCR; bipolar Gram-negative rods.',
    },
    {
      test: 'Blood culture, full blood count, malaria test',
      urgency: 'stat',
      rationale: 'Septicaemia and the differential diagnosis (malaria, typhoid).',
      expectedFindings: 'Neutrophil leucocytosis; negative malaria test.',
    },
    {
      test: 'Chest X-ray when coughing',
      urgency: 'urgent',
      rationale: 'Pneumonic plague.',
      expectedFindings: 'Patchy or lobar consolidation, often bilateral.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature, pulse, blood pressure, respiratory rate, SpO2',
      frequency: 'Every 4 hours for the first 48 hours',
      alertCriteria: 'Hypotension, SpO2 < 94%, confusion, new cough.',
    },
  ],
  referrals: [
    {
      specialist: 'District surveillance and rapid response team',
      urgency: 'emergency',
      reason: 'Notifiable (IHR): case investigation, contact tracing and prophylaxis.',
    },
    {
      specialist: 'Hospital with isolation and critical care',
      urgency: 'emergency',
      reason: 'Pneumonic or septicaemic plague.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Household and close contacts take the prophylaxis given and report any fever within 7 days.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Treat the house and pets for fleas before killing rats; do not handle dead rodents with bare hands.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Safe burial of anyone who dies of plague, by trained teams with protective equipment.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Start antibiotics on suspicion, before confirmation. Bubonic plague: an aminoglycoside (gentamicin) or a fluoroquinolone (ciprofloxacin); doxycycline is an alternative for bubonic plague. Pneumonic or septicaemic plague: IV gentamicin or ciprofloxacin, with droplet isolation. Treat 10 to 14 days. Do not incise the bubo. Contacts of pneumonic cases: 7 days of ciprofloxacin or doxycycline prophylaxis.',
    supportiveCare: [
      'Paracetamol for fever and pain',
      'IV fluids and oxygen in septicaemic or pneumonic plague',
      'Aspirate a fluctuant bubo with a needle, do not incise',
    ],
    followUpSchedule: 'Daily until afebrile; review at the end of treatment.',
    antibioticsIndicated: true,
    citations: [
      whoPlague('Recommendation: fluoroquinolones for the treatment of plague'),
      cdcPlague('Recommendations for treatment of naturally acquired plague'),
    ],
  },
  citations: [whoPlague('Plague management'), cdcPlague('Clinical forms and treatment'), idsr],
} satisfies Condition;

export const regimens = [
  {
    id: 'plague-child',
    conditionId: 'plague',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'gentamicin',
        route: 'intramuscular',
        dose: perKgNoSourceMax(7.5, 1, 5),
        frequency: 'once daily (IM or IV)',
        dosesPerDay: 1,
        duration: '10 days',
        indication: 'plague (all forms)',
        alternativeIds: ['ciprofloxacin'],
        citations: [
          cdcPlague('Table: children, gentamicin 4.5 to 7.5 mg/kg once daily'),
          cite('who-pocket-book-2013', 'Annex 2: gentamicin 7.5 mg/kg once daily'),
        ],
      },
    ],
    note: 'Alternative: ciprofloxacin 15 mg/kg orally every 12 hours (max 750 mg a dose) when gentamicin is unavailable; monitor hearing and kidney function on gentamicin.',
    citations: [cdcPlague('Treatment of plague in children')],
  },
  {
    id: 'plague',
    conditionId: 'plague',
    population: {},
    items: [
      {
        medicineId: 'gentamicin',
        route: 'intramuscular',
        dose: perKgNoSourceMax(5, 1, 5),
        frequency: 'once daily (IM or IV)',
        dosesPerDay: 1,
        duration: '10 days',
        indication: 'plague (all forms; first choice in pneumonic and septicaemic plague)',
        alternativeIds: ['ciprofloxacin', 'doxycycline'],
        citations: [cdcPlague('Table: adults, gentamicin 5 mg/kg IV or IM once daily')],
      },
    ],
    note: 'In pregnancy gentamicin or ciprofloxacin are preferred to doxycycline.',
    citations: [cdcPlague('Recommendations for treatment of naturally acquired plague')],
  },
  {
    id: 'plague-alternatives',
    conditionId: 'plague',
    population: {},
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: perKg(15, 750, 1500, 50),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '10 to 14 days',
        indication: 'plague (bubonic; oral when able to swallow)',
        alternativeIds: [],
        citations: [
          cdcPlague(
            'Table: ciprofloxacin 750 mg orally every 12 hours (adults), 15 mg/kg every 12 hours max 750 mg (children)',
          ),
          whoPlague('Recommendation: fluoroquinolones'),
        ],
      },
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 200, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '10 to 14 days',
        indication: 'bubonic plague (alternative), or 7 days as post-exposure prophylaxis',
        alternativeIds: [],
        citations: [cdcPlague('Table: doxycycline 100 mg every 12 hours (or 200 mg once daily)')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [cdcPlague('Alternative antimicrobials')],
  },
] satisfies readonly Regimen[];
