import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { bnfc, cite, pocketBook } from '../../regimens-shared/citations';

const pocket = pocketBook('Chapter 4: Pertussis (diagnosis, complications, treatment)');
const vpd = cite('who-vpd-surveillance-2018', 'Pertussis: case definitions and case management');

/** 93. Pertussis (whooping cough). */
export const condition = {
  id: 'pertussis',
  name: 'Pertussis (whooping cough)',
  icd10: ['A37.9', 'A37'],
  icd11: '1C12',
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 0.5, multiplier: 3 },
      { minYears: 0.5, maxYears: 5, multiplier: 2 },
      { minYears: 5, maxYears: 15, multiplier: 1 },
      { minYears: 15, multiplier: 0.3 },
    ],
    byCountry: { NG: 1.5, ET: 1.3, ML: 1.3, BF: 1.3 },
    citations: [vpd],
  },
  findings: [
    { findingId: 'paroxysmal-cough-whoop', frequency: 0.85 },
    { findingId: 'cough', frequency: 0.99 },
    { findingId: 'chronic-cough', frequency: 0.6 },
    { findingId: 'vomiting', frequency: 0.55 },
    { findingId: 'apnoea-episodes', frequency: 0.25 },
    { findingId: 'cyanosis', frequency: 0.25 },
    // A young infant's cyanotic spells and apnoea come with a low saturation: oxygen below 90% (Pocket Book, ch. 4).
    { findingId: 'hypoxaemia', frequency: 0.25, citation: pocket },
    { findingId: 'unvaccinated', frequency: 0.6 },
    { findingId: 'sick-contacts', frequency: 0.4 },
    { findingId: 'runny-nose', frequency: 0.4 },
    { findingId: 'convulsions', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'tachypnoea', frequency: 0.15 },
    { findingId: 'chest-indrawing', frequency: 0.08 },
    { findingId: 'crackles', frequency: 0.1 },
    { findingId: 'wheeze', frequency: 0.05 },
    { findingId: 'stridor', frequency: 0.03 },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'rash', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['apnoea-episodes', 'cyanosis', 'convulsions', 'hypoxaemia'],
      finding: 'Pertussis with apnoea, cyanosis, fits or low oxygen (young infants die of it)',
      urgency: 'emergency',
      actionRequired:
        'Admit: oxygen, gentle suction of the nose and throat, nasogastric feeds if unable to feed, erythromycin; refer for intensive care if apnoea recurs.',
      citations: [pocket],
    },
    {
      findingIds: ['tachypnoea', 'chest-indrawing', 'high-fever'],
      finding: 'Fast breathing, chest indrawing or high fever during pertussis: secondary pneumonia',
      urgency: 'urgent',
      actionRequired: 'Treat as pneumonia in addition; admit infants under 6 months.',
      citations: [pocket],
    },
  ],
  investigations: [
    {
      test: 'Nasopharyngeal swab PCR (or culture) for Bordetella pertussis, where available',
      urgency: 'urgent',
      rationale: 'Confirms the case for notification; treatment is not delayed for it.',
      expectedFindings: 'B. pertussis DNA detected in the first 3 weeks of cough.',
    },
    {
      test: 'Full blood count; SpO2',
      urgency: 'routine',
      rationale: 'Marked lymphocytosis supports the diagnosis; hypoxaemia needs oxygen.',
      expectedFindings: 'White count raised with lymphocytosis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Apnoea, colour, SpO2, feeding and weight',
      frequency: 'Every 3 hours in admitted infants; observe a coughing spell before discharge',
      alertCriteria: 'Apnoea, cyanosis, SpO2 < 90%, unable to feed',
    },
  ],
  referrals: [
    {
      specialist: 'Paediatric ward',
      urgency: 'emergency',
      reason: 'Infants under 6 months, apnoea, cyanosis, pneumonia, fits or dehydration.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Complete the pentavalent (DTP) vaccine doses at 6, 10 and 14 weeks; vaccinate pregnant women where offered.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Small frequent feeds after coughing spells; keep the infant away from smoke and other infants.',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation:
        'Household contacts under 1 year and pregnant contacts take the same antibiotic course.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Erythromycin 12.5 mg/kg 4 times daily for 10 days (azithromycin for newborns under 1 month); oxygen for apnoea or cyanosis; gentle suction; small frequent feeds or nasogastric feeds; no cough suppressants. Notify the case and check contacts\u2019 vaccination.',
    supportiveCare: [
      'Oxygen when SpO2 < 90%',
      'Paracetamol for fever',
      'Nasogastric feeding when unable to feed',
    ],
    followUpSchedule:
      'Review after 2 days as an outpatient; the cough lasts weeks (\u201c100-day cough\u201d).',
    antibioticsIndicated: true,
    citations: [pocket, vpd],
  },
  citations: [pocket, vpd],
} satisfies Condition;

export const regimens = [
  {
    id: 'pertussis-newborn',
    conditionId: 'pertussis',
    population: { maxAgeDays: 30 },
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(10, 500, 500),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '5 days',
        indication: 'pertussis in a newborn (erythromycin carries a risk of pyloric stenosis)',
        alternativeIds: [],
        citations: [bnfc('Azithromycin: pertussis, neonate 10 mg/kg once daily for 5 days')],
      },
    ],
    note: 'Admit every newborn with pertussis.',
    citations: [bnfc('Pertussis: treatment')],
  },
  {
    id: 'pertussis',
    conditionId: 'pertussis',
    population: {},
    items: [
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: perKg(12.5, 500, 2000, 62.5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '10 days',
        indication: 'pertussis (shortens infectiousness; also for contacts under 1 year)',
        alternativeIds: ['azithromycin'],
        citations: [pocketBook('Chapter 4: Pertussis, erythromycin 12.5 mg/kg 4 times a day for 10 days')],
      },
    ],
    note: 'No cough syrups or sedatives. Oxygen and suction for apnoea.',
    citations: [pocket],
  },
  {
    id: 'pertussis-alternatives',
    conditionId: 'pertussis',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(10, 500, 500),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '5 days (from day 2, 5 mg/kg, max 250 mg, in children over 6 months and adults)',
        indication: 'pertussis when erythromycin is withheld',
        alternativeIds: [],
        citations: [bnfc('Azithromycin: pertussis, 10 mg/kg (max 500 mg) once daily')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [bnfc('Pertussis: treatment')],
  },
] satisfies readonly Regimen[];
