import type { Regimen } from '../types';
import { perKg } from '../dose-rules';
import { cite } from './citations';

type Item = Regimen['items'][number];

/** Oral rehydration (WHO Plan B) and zinc items, shared by the diarrhoeal-disease regimens. */
export const orsPlanB: Item = {
  medicineId: 'oral-rehydration-salts',
  route: 'oral',
  dose: { ...perKg(75, 4000, 4000, 25), unit: 'mL' },
  frequency: 'over 4 hours in small frequent sips, then reassess',
  dosesPerDay: 1,
  duration:
    'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)',
  indication: 'rehydration (WHO Plan B, some dehydration)',
  alternativeIds: [],
  citations: [
    cite(
      'who-diarrhoea-2005',
      'Plan B: treatment of some dehydration with ORS (75 mL/kg; 2200-4000 mL for 15 years and over)',
    ),
  ],
};
export const zinc: Item = {
  medicineId: 'zinc-sulfate',
  route: 'oral',
  dose: {
    kind: 'age-band',
    bands: [
      { minYears: 0, maxYears: 0.5, mg: 10, amount: '½ dispersible tablet (10 mg)' },
      { minYears: 0.5, maxYears: 5, mg: 20, amount: '1 dispersible tablet (20 mg)' },
    ],
    maxMgPerDose: 20,
    maxMgPerDay: 20,
  },
  frequency: 'once daily',
  dosesPerDay: 1,
  duration: '10 days',
  indication: 'zinc supplementation for diarrhoea in children',
  alternativeIds: [],
  citations: [
    cite('who-imci-2014', 'Treat the child: give zinc supplements'),
    cite('who-diarrhoea-2005', 'Zinc supplementation'),
  ],
};
