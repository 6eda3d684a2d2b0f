import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite, pocketBook, aware } from '../../regimens-shared/citations';
import { zinc } from '../../regimens-shared/rehydration';
import { pocketDiarrhoea, awareDiarrhoea } from './citations';

export const condition = {
  id: 'shigellosis',
  name: 'Bacillary dysentery (shigellosis)',
  icd10: ['A03.9', 'A03'],
  icd11: '1A02',
  urgency: 'urgent',
  prior: {
    baseline: 0.008,
    byAge: [
      { maxYears: 5, multiplier: 1.5 },
      { minYears: 5, multiplier: 0.8 },
    ],
    citations: [{ sourceId: 'who-shigella-2005', section: 'Epidemiology of shigellosis' }],
  },
  findings: [
    { findingId: 'bloody-diarrhoea', frequency: 0.9 },
    { findingId: 'diarrhoea', frequency: 0.99 },
    { findingId: 'mucus-in-stool', frequency: 0.7 },
    { findingId: 'tenesmus', frequency: 0.6 },
    { findingId: 'abdominal-pain', frequency: 0.8 },
    { findingId: 'fever', frequency: 0.6 },
    { findingId: 'high-fever', frequency: 0.25 },
    { findingId: 'watery-diarrhoea', frequency: 0.35 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'malaise', frequency: 0.5 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'sunken-eyes', frequency: 0.15 },
    { findingId: 'slow-skin-pinch', frequency: 0.1 },
    { findingId: 'convulsions', frequency: 0.03 },
    {
      findingId: 'stool-pus-rbc-lab',
      frequency: 0.8,
      specificity: 0.9,
      citation: {
        sourceId: 'who-shigella-2005',
        section: 'Laboratory diagnosis: stool microscopy and culture',
      },
    },
    { findingId: 'leucocytosis-lab', frequency: 0.4 },
    { findingId: 'sick-contacts', frequency: 0.3 },
    { findingId: 'unsafe-water', frequency: 0.5 },
    { findingId: 'stool-trophozoites-lab', frequency: 0.03 },
    { findingId: 'profuse-rice-water-stool', frequency: 0.001 },
    { findingId: 'chronic-diarrhoea', frequency: 0.008 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.005 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'prolonged-fever', frequency: 0.01 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: ['lethargy', 'unconscious', 'convulsions', 'unable-to-drink', 'very-slow-skin-pinch'],
      finding: 'Dysentery with a danger sign or severe dehydration',
      urgency: 'emergency',
      actionRequired:
        'Rehydrate (Plan C if severe), give the first dose of ceftriaxone and refer; check glucose in a convulsing child.',
      citations: [pocketDiarrhoea],
    },
    {
      findingIds: ['low-muac', 'visible-wasting', 'bilateral-pitting-oedema'],
      finding: 'Dysentery in a malnourished child',
      urgency: 'emergency',
      actionRequired:
        'Treat as severe dysentery: admit or refer for parenteral antibiotics and nutritional care.',
      citations: [pocketDiarrhoea],
    },
    {
      findingIds: ['raised-creatinine-lab', 'thrombocytopenia-lab', 'severe-anaemia-lab'],
      finding:
        'Kidney failure, low platelets or severe anaemia after bloody diarrhoea (haemolytic-uraemic syndrome)',
      urgency: 'emergency',
      actionRequired: 'Check haemoglobin, platelets and creatinine; refer urgently.',
      citations: [{ sourceId: 'who-shigella-2005', section: 'Complications: haemolytic-uraemic syndrome' }],
    },
  ],
  investigations: [
    {
      test: 'Stool microscopy',
      urgency: 'urgent',
      rationale: 'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.',
      expectedFindings: 'Many pus cells and red cells; no E. histolytica trophozoites.',
    },
    {
      test: 'Stool culture and sensitivity (outbreaks, treatment failure)',
      urgency: 'routine',
      rationale: 'Shigella resistance to ciprofloxacin is rising.',
      expectedFindings: 'Shigella species.',
    },
    {
      test: 'Dehydration assessment',
      urgency: 'stat',
      rationale: 'Dehydration needs rehydration alongside the antibiotic.',
      expectedFindings: 'No or some dehydration.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood in stool, fever and appetite',
      frequency: 'Review after 2 days of antibiotic',
      alertCriteria: 'No improvement after 48 hours: change antibiotic or refer',
    },
    {
      parameter: 'Hydration and urine output',
      frequency: 'Daily',
      alertCriteria: 'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'urgent',
      reason:
        'Infant under 2 months, severe malnutrition, danger signs or failure after 2 days of treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Wash hands with soap after the toilet and before handling food; shigella spreads from few organisms.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Continue feeding and give extra fluids or ORS.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Finish all 3 days of the antibiotic; return after 2 days if still bloody.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ciprofloxacin for 3 days is the WHO first-line antibiotic for dysentery; azithromycin or ceftriaxone where resistance is known or in severe cases. Zinc for children, rehydration as needed.',
    supportiveCare: [
      'ORS and continued feeding',
      'Zinc for 10-14 days in children',
      'Paracetamol for fever; avoid antimotility drugs',
    ],
    followUpSchedule: 'Review after 2 days; if no improvement change to a second-line antibiotic or refer.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'who-shigella-2005', section: 'Case management: antimicrobial therapy' },
      pocketDiarrhoea,
      awareDiarrhoea,
    ],
  },
  citations: [
    { sourceId: 'who-shigella-2005', section: 'Clinical features and case management' },
    pocketDiarrhoea,
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'shigellosis-child',
    conditionId: 'shigellosis',
    population: { maxAgeYears: 5 },
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: perKg(15, 500, 1000, 25),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '3 days',
        indication: 'bloody diarrhoea (dysentery)',
        alternativeIds: ['azithromycin'],
        citations: [pocketBook('5.4 Dysentery: ciprofloxacin 15 mg/kg twice daily for 3 days')],
      },
      zinc,
    ],
    note: 'Give ORS for dehydration. Review in 2 days; refer infants under 2 months.',
    citations: [pocketBook('5.4 Dysentery'), cite('who-imci-2014', 'Dysentery')],
  },
  {
    id: 'shigellosis',
    conditionId: 'shigellosis',
    population: {},
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: perKg(15, 500, 1000, 50),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '3 days',
        indication: 'bloody diarrhoea (dysentery)',
        alternativeIds: ['azithromycin'],
        citations: [
          pocketBook('5.4 Dysentery: ciprofloxacin 15 mg/kg twice daily for 3 days'),
          cite('who-shigella-2005', 'Antimicrobial therapy: ciprofloxacin 500 mg twice daily for 3 days'),
        ],
      },
    ],
    note: 'Give ORS for dehydration. Review in 2 days.',
    citations: [cite('who-shigella-2005', 'Case management'), pocketBook('5.4 Dysentery')],
  },
  {
    id: 'shigellosis-alternatives',
    conditionId: 'shigellosis',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(10, 500, 500, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 days',
        indication: 'dysentery when ciprofloxacin cannot be given (pregnancy, allergy)',
        alternativeIds: [],
        citations: [aware('Infectious diarrhoea: azithromycin')],
      },
    ],
    citations: [aware('Infectious diarrhoea')],
  },
] satisfies readonly Regimen[];
