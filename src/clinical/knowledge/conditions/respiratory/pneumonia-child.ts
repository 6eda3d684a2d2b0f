import type { Condition, Regimen } from '../../types';
import { perKg, perKgNoSourceMax } from '../../dose-rules';
import { cite, pocketBook, aware, bnfc } from '../../regimens-shared/citations';
import { pocketCough, imciCough, keBasicPaeds } from './citations';
import { ampicillin, gentamicin } from '../newborn-child/neonatal-sepsis';

export const condition = {
  id: 'pneumonia-child',
  name: 'Pneumonia in a child under 5 (IMCI classification)',
  icd10: ['J18.9', 'J15', 'J13'],
  icd11: 'CA40',
  urgency: 'urgent',
  // IMCI classifies pneumonia only in a child brought with cough or difficult breathing.
  definedBy: {
    anyOf: [
      'cough',
      'shortness-of-breath',
      'tachypnoea',
      'chest-indrawing',
      'respiratory-distress',
      'crackles',
      'hypoxaemia',
    ],
    citation: imciCough,
  },
  prior: {
    baseline: 0.04,
    // The IMCI pneumonia chart is for children from 2 months to 5 years; a young infant with fast breathing or
    // chest indrawing is assessed for possible serious bacterial infection (neonatal sepsis) instead.
    byAge: [
      { maxYears: 2 / 12, multiplier: 0.5 },
      { minYears: 2 / 12, maxYears: 5, multiplier: 3 },
      { minYears: 5, multiplier: 0 },
    ],
    citations: [
      imciCough,
      keBasicPaeds,
      {
        sourceId: 'who-imci-2014',
        section:
          'Sick young infant up to 2 months: very severe disease (possible serious bacterial infection)',
      },
    ],
  },
  findings: [
    { findingId: 'cough', frequency: 0.95 },
    { findingId: 'tachypnoea', frequency: 0.8, citation: imciCough },
    { findingId: 'chest-indrawing', frequency: 0.45, citation: imciCough },
    { findingId: 'shortness-of-breath', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.85 },
    {
      findingId: 'chest-xray-consolidation',
      frequency: 0.7,
      citation: { sourceId: 'who-pocket-book-2013', section: 'Chapter 4.2: Pneumonia (chest X-ray)' },
    },
    { findingId: 'high-fever', frequency: 0.25 },
    { findingId: 'crackles', frequency: 0.6 },
    { findingId: 'respiratory-distress', frequency: 0.25 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'hypoxaemia', frequency: 0.2 },
    { findingId: 'cyanosis', frequency: 0.03 },
    { findingId: 'runny-nose', frequency: 0.4 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'vomiting', frequency: 0.2 },
    { findingId: 'diarrhoea', frequency: 0.15 },
    { findingId: 'wheeze', frequency: 0.15 },
    { findingId: 'lethargy', frequency: 0.08 },
    { findingId: 'unable-to-drink', frequency: 0.1 },
    { findingId: 'vomiting-everything', frequency: 0.04 },
    { findingId: 'convulsions', frequency: 0.02 },
    { findingId: 'stridor', frequency: 0.002 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'known-asthma', frequency: 0.05 },
    { findingId: 'watery-diarrhoea', frequency: 0.08 },
    { findingId: 'malaria-test-positive', frequency: 0.08 },
    { findingId: 'nasal-congestion', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: [
        'hypoxaemia',
        'cyanosis',
        'unable-to-drink',
        'vomiting-everything',
        'convulsions',
        'lethargy',
        'unconscious',
        'stridor',
      ],
      finding: 'Severe pneumonia: general danger sign, SpO2 < 90% or central cyanosis',
      urgency: 'emergency',
      actionRequired:
        'Give oxygen, the first dose of IM/IV ampicillin (or benzylpenicillin) plus gentamicin, and refer urgently; keep the child warm and feeding.',
      citations: [imciCough, pocketCough],
    },
    {
      findingIds: ['respiratory-distress'],
      finding: 'Severe respiratory distress (grunting, nasal flaring, head nodding)',
      urgency: 'emergency',
      actionRequired: 'ETAT emergency sign: oxygen and immediate admission.',
      citations: [
        { sourceId: 'who-etat-2016', section: 'Airway and breathing: severe respiratory distress' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Count respiratory rate for a full minute; look for chest indrawing',
      urgency: 'stat',
      rationale:
        'IMCI classification: fast breathing (>= 50/min at 2-12 months, >= 40/min at 1-5 years) or chest indrawing.',
      expectedFindings: 'Fast breathing and/or chest indrawing.',
    },
    {
      test: 'Pulse oximetry',
      urgency: 'stat',
      rationale: 'SpO2 < 90% is severe pneumonia requiring oxygen.',
      expectedFindings: 'SpO2 >= 90% in non-severe pneumonia.',
    },
    {
      test: 'Malaria RDT (endemic areas)',
      urgency: 'urgent',
      rationale: 'Malaria and pneumonia overlap in febrile children.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'HIV test where status unknown',
      urgency: 'routine',
      rationale: 'HIV-exposed children need PCP consideration.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Respiratory rate, chest indrawing, SpO2, feeding',
      frequency: 'Review after 3 days (outpatient); every 6 hours (inpatient)',
      alertCriteria: 'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (paediatric ward)',
      urgency: 'emergency',
      reason: 'Severe pneumonia (danger sign, hypoxaemia) or age under 2 months.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Give every dose of amoxicillin for the full course, even when the child seems better.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Keep breastfeeding and offer fluids often; clear a blocked nose before feeds.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation:
        'Return at once if breathing becomes difficult, the child cannot drink or becomes sicker.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation: 'Keep vaccinations up to date (PCV, Hib, measles, pertussis) and avoid indoor smoke.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'IMCI pneumonia (fast breathing and/or chest indrawing without danger signs): oral amoxicillin twice daily for 5 days (3 days for fast breathing only in low-HIV settings). Severe pneumonia: first dose of ampicillin or benzylpenicillin plus gentamicin, oxygen and referral; ceftriaxone as second line.',
    supportiveCare: [
      'Oxygen when SpO2 < 90%',
      'Paracetamol for fever',
      'Continue breastfeeding and feeding',
      'Soothe the throat with a safe remedy',
    ],
    followUpSchedule: 'Follow up after 3 days of treatment; sooner for any danger sign.',
    antibioticsIndicated: true,
    citations: [imciCough, pocketCough, keBasicPaeds],
  },
  citations: [imciCough, pocketCough, keBasicPaeds],
} satisfies Condition;

/** The severe-pneumonia red flag's findings (IMCI danger signs, SpO2 < 90%, cyanosis) and severe distress. */
const severeSigns = [
  'hypoxaemia',
  'cyanosis',
  'unable-to-drink',
  'vomiting-everything',
  'convulsions',
  'lethargy',
  'unconscious',
  'stridor',
  'respiratory-distress',
];
const severe = 'severe pneumonia (danger sign, SpO2 < 90%, central cyanosis or severe distress)';

/**
 * Under 2 months, severe chest indrawing, a danger sign, or fast breathing in the first week is possible serious
 * bacterial infection: the young-infant ampicillin and gentamicin by day of life, first dose and refer.
 */
const psbi = (id: string, population: Regimen['population'], items: Regimen['items']): Regimen => ({
  id: `pneumonia-child-young-infant${id}`,
  conditionId: 'pneumonia-child',
  population,
  items,
  note: 'Young infant: possible serious bacterial infection. Give the first dose, keep warm, refer urgently.',
  citations: [cite('who-imci-2014', 'Sick young infant: possible serious bacterial infection')],
});
const firstWeekSigns = [...severeSigns, 'chest-indrawing', 'tachypnoea'];
const youngInfantSigns = [...severeSigns, 'chest-indrawing'];

export const regimens = [
  psbi(
    '-first-week',
    { maxAgeYears: 7 / 365, minWeightKg: 2.5, presentFindings: { anyOf: firstWeekSigns } },
    [ampicillin(12), gentamicin(5)],
  ),
  psbi('-first-week-low-birth-weight', { maxAgeYears: 7 / 365, presentFindings: { anyOf: firstWeekSigns } }, [
    ampicillin(12),
    gentamicin(3),
  ]),
  psbi('', { maxAgeYears: 2 / 12, presentFindings: { anyOf: youngInfantSigns } }, [
    ampicillin(8),
    gentamicin(7.5),
  ]),
  {
    // First, so a danger sign gets the injectable regimen, not oral amoxicillin. From 2 months (younger: PSBI).
    id: 'pneumonia-child-severe',
    conditionId: 'pneumonia-child',
    population: { minAgeYears: 2 / 12, presentFindings: { anyOf: severeSigns } },
    items: [
      {
        medicineId: 'ampicillin',
        route: 'intramuscular',
        dose: perKg(50, 2000, 8000, 25),
        frequency: 'every 6 hours (IM or IV)',
        dosesPerDay: 4,
        duration: 'at least 5 days; first dose now, before referral',
        indication: severe,
        alternativeIds: [],
        citations: [
          pocketBook(
            '4.2.1 Severe pneumonia: ampicillin 50 mg/kg IM or IV every 6 hours for at least 5 days',
          ),
          bnfc('Ampicillin: max 2 g per dose'),
        ],
      },
      {
        medicineId: 'gentamicin',
        route: 'intramuscular',
        dose: perKgNoSourceMax(7.5, 1, 5),
        frequency: 'once daily (IM or IV)',
        dosesPerDay: 1,
        duration: 'at least 5 days; first dose now, before referral',
        indication: severe,
        alternativeIds: [],
        citations: [
          pocketBook('4.2.1 Severe pneumonia: gentamicin 7.5 mg/kg IM or IV once a day for at least 5 days'),
        ],
      },
    ],
    note: 'Benzylpenicillin 50 000 U/kg every 6 hours may replace ampicillin. Oxygen for SpO2 < 90% or central cyanosis; refer urgently (admit); keep warm, feed, treat hypoglycaemia. Ceftriaxone if not improving in 48 hours.',
    citations: [
      pocketBook('4.2.1 Severe pneumonia'),
      cite('who-imci-2014', 'Severe pneumonia or very severe disease'),
    ],
  },
  {
    id: 'pneumonia-child-20kg-or-more',
    conditionId: 'pneumonia-child',
    population: { minWeightKg: 20 },
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: perKg(40, 1000, 2000, 125),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'pneumonia (fast breathing or chest indrawing, no danger sign)',
        alternativeIds: [],
        citations: [
          aware('Community-acquired pneumonia in children: amoxicillin 80-90 mg/kg/day in 2 doses'),
        ],
      },
    ],
    note: 'Heavier than the IMCI weight bands: same 40 mg/kg twice daily. Any danger sign: ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer.',
    citations: [aware('Community-acquired pneumonia in children')],
  },
  {
    id: 'pneumonia-child',
    conditionId: 'pneumonia-child',
    population: {},
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 3, maxKg: 10, mg: 250, amount: '1 dispersible tablet (250 mg) or 10 mL of 125 mg/5 mL' },
            { minKg: 10, maxKg: 14, mg: 500, amount: '2 dispersible tablets (250 mg)' },
            { minKg: 14, maxKg: 20, mg: 750, amount: '3 dispersible tablets (250 mg)' },
          ],
          maxMgPerDose: 750,
          maxMgPerDay: 1500,
        },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '5 days (3 days in low HIV prevalence areas)',
        indication: 'pneumonia (fast breathing or chest indrawing, no danger sign)',
        alternativeIds: [],
        citations: [
          cite(
            'who-imci-2014',
            'Give an appropriate oral antibiotic: amoxicillin 40 mg/kg twice daily by weight band',
          ),
          cite('ke-basic-paediatric-2022', 'Pneumonia: amoxicillin 40 mg/kg/dose twice daily'),
        ],
      },
    ],
    note: 'Any danger sign or SpO2 below 90% (severe pneumonia): first dose of ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer urgently. Wheeze: try salbutamol first.',
    citations: [cite('who-imci-2014', 'Cough or difficult breathing'), pocketBook('4.2 Pneumonia')],
  },
] satisfies readonly Regimen[];
