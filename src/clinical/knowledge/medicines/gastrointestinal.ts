import type { Medicine } from '../types';
import { eml, bnf, lists } from './shared';

/** Gastrointestinal medicines. */
export const gastrointestinalMedicines = [
  {
    id: 'omeprazole',
    name: 'omeprazole',
    atc: 'A02BC01',
    drugClass: 'proton-pump inhibitor',
    allergyClasses: ['proton-pump-inhibitor'],
    forms: [
      { form: 'capsule', strength: { value: 20, unit: 'mg' } },
      { form: 'powder for injection', strength: { value: 40, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['clopidogrel'],
        severity: 'moderate',
        effect: 'reduces the antiplatelet effect of clopidogrel',
        citations: [bnf('Omeprazole: interactions')],
      },
      {
        keywords: ['rilpivirine', 'atazanavir'],
        severity: 'major',
        effect: 'lowers antiretroviral absorption: avoid',
        citations: [bnf('Omeprazole: interactions')],
      },
    ],
    sideEffects: ['headache', 'diarrhoea', 'hypomagnesaemia with long use'],
    onEssentialMedicinesList: lists,
    citations: [eml('17.1 Antiulcer medicines')],
  },
  {
    id: 'antacid',
    name: 'magnesium trisilicate compound (antacid)',
    atc: 'A02AD01',
    drugClass: 'antacid',
    allergyClasses: ['antacid'],
    forms: [
      {
        form: 'chewable tablet',
        strength: { value: 250, unit: 'mg' },
        note: 'magnesium trisilicate 250 mg + dried aluminium hydroxide 120 mg',
      },
    ],
    contraindications: [
      {
        kind: 'renal',
        note: 'magnesium and aluminium accumulate in kidney failure',
        citations: [bnf('Antacids: renal impairment')],
      },
    ],
    interactions: [
      {
        keywords: ['ciprofloxacin', 'doxycycline', 'dolutegravir', 'tld', 'iron'],
        severity: 'moderate',
        effect: 'binds these in the gut: separate doses by 2-4 hours',
        citations: [bnf('Antacids: interactions')],
      },
    ],
    sideEffects: ['diarrhoea (magnesium)', 'constipation (aluminium)'],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [{ sourceId: 'ke-keml-2023', section: 'Antacids and other antiulcer medicines' }],
  },
] as const satisfies readonly Medicine[];
