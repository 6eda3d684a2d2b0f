import type { Citation, Medicine } from '../types';

const eml = (section: string): Citation => ({ sourceId: 'who-eml-2023', section });
const bnf = (section: string): Citation => ({ sourceId: 'bnf-2023', section });
const ata = (section: string): Citation => ({ sourceId: 'ata-hyperthyroidism-2016', section });

/** Thyroid hormone and antithyroid medicines (WHO EML 2023 section 18.8). */
export const thyroidMedicines = [
  {
    id: 'carbimazole',
    name: 'carbimazole',
    atc: 'H03BB01',
    drugClass: 'antithyroid (thionamide)',
    allergyClasses: ['thionamide', 'carbimazole', 'methimazole'],
    forms: [
      { form: 'tablet', strength: { value: 5, unit: 'mg' } },
      { form: 'tablet', strength: { value: 20, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'embryopathy in the first trimester: propylthiouracil is used then',
        citations: [ata('Section 7: Graves disease in pregnancy')],
      },
      {
        kind: 'history',
        keywords: ['agranulocytosis', 'neutropenia'],
        note: 'previous thionamide agranulocytosis',
        citations: [bnf('Carbimazole: contra-indications and important safety information (neutropenia)')],
      },
    ],
    interactions: [],
    sideEffects: [
      'agranulocytosis: stop and check a blood count at once on sore throat, fever or mouth ulcers',
      'rash and itching',
      'nausea',
      'liver injury (rare)',
    ],
    onEssentialMedicinesList: [
      'WHO EML 2023 (methimazole; carbimazole as therapeutic alternative)',
      'KEML 2023',
    ],
    citations: [eml('18.8 Thyroid hormones and antithyroid medicines: methimazole (carbimazole)')],
  },
  {
    id: 'propylthiouracil',
    name: 'propylthiouracil',
    atc: 'H03BA02',
    drugClass: 'antithyroid (thionamide)',
    allergyClasses: ['thionamide', 'propylthiouracil'],
    forms: [{ form: 'tablet', strength: { value: 50, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['liver failure', 'hepatitis', 'agranulocytosis'],
        note: 'severe liver injury; reserve for the first trimester, thyroid storm or intolerance of carbimazole',
        citations: [ata('Section 3: antithyroid drugs, propylthiouracil hepatotoxicity')],
      },
    ],
    interactions: [],
    sideEffects: ['liver failure', 'agranulocytosis', 'rash', 'vasculitis'],
    onEssentialMedicinesList: ['WHO EML 2023'],
    citations: [eml('18.8 Thyroid hormones and antithyroid medicines: propylthiouracil')],
  },
  {
    id: 'levothyroxine',
    name: 'levothyroxine',
    atc: 'H03AA01',
    drugClass: 'thyroid hormone',
    allergyClasses: ['levothyroxine'],
    forms: [
      { form: 'tablet', strength: { value: 25, unit: 'mcg' } },
      { form: 'tablet', strength: { value: 50, unit: 'mcg' } },
      { form: 'tablet', strength: { value: 100, unit: 'mcg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['thyrotoxicosis', 'adrenal insufficiency', 'addison'],
        note: 'untreated adrenal insufficiency or thyrotoxicosis',
        citations: [bnf('Levothyroxine sodium: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['ferrous', 'iron', 'calcium', 'antacid'],
        severity: 'moderate',
        effect: 'reduced absorption: take levothyroxine 4 hours apart',
        citations: [bnf('Levothyroxine sodium: interactions')],
      },
    ],
    sideEffects: ['palpitations, tremor, angina or weight loss when the dose is too high'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('18.8 Thyroid hormones and antithyroid medicines: levothyroxine')],
  },
] satisfies readonly Medicine[];
