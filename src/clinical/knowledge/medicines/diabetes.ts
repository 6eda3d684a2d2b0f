import type { Medicine } from '../types';
import { eml, bnf, lists } from './shared';

/** Diabetes medicines. */
export const diabetesMedicines = [
  {
    id: 'metformin',
    name: 'metformin',
    atc: 'A10BA02',
    drugClass: 'biguanide',
    allergyClasses: ['biguanide'],
    forms: [
      { form: 'tablet', strength: { value: 500, unit: 'mg' } },
      { form: 'tablet', strength: { value: 850, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'renal',
        note: 'lactic acidosis when eGFR is below 30 mL/min/1.73 m²; reduce the dose below 45',
        citations: [{ sourceId: 'who-pen-2020', section: 'Protocol 4: diabetes, metformin' }],
      },
      {
        kind: 'history',
        keywords: ['liver failure', 'alcohol dependence', 'ketoacidosis'],
        note: 'risk of lactic acidosis',
        citations: [bnf('Metformin: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['dolutegravir', 'tld'],
        severity: 'moderate',
        effect: 'dolutegravir raises metformin levels: at most 1 g a day',
        citations: [{ sourceId: 'ke-arv-2022', section: 'Drug-drug interactions: dolutegravir' }],
      },
      {
        keywords: ['alcohol', 'contrast'],
        severity: 'moderate',
        effect: 'lactic acidosis: withhold around iodinated contrast',
        citations: [bnf('Metformin: interactions')],
      },
    ],
    sideEffects: [
      'diarrhoea',
      'nausea',
      'metallic taste',
      'vitamin B12 deficiency',
      'lactic acidosis (rare)',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('18.5.2 Oral hypoglycaemic agents')],
  },
  {
    id: 'gliclazide',
    name: 'gliclazide',
    atc: 'A10BB09',
    drugClass: 'sulfonylurea',
    allergyClasses: ['sulfonylurea'],
    forms: [{ form: 'tablet', strength: { value: 80, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'insulin is preferred in pregnancy',
        citations: [bnf('Gliclazide: pregnancy')],
      },
      {
        kind: 'renal',
        note: 'hypoglycaemia, prolonged and recurrent, in severe renal impairment: avoid, or use only with close glucose monitoring under specialist care (insulin preferred)',
        citations: [
          bnf('Gliclazide: renal impairment'),
          { sourceId: 'kdigo-ckd-2024', section: '4.4 Medication management' },
        ],
      },
      {
        kind: 'history',
        keywords: ['ketoacidosis', 'type 1 diabetes', 'porphyria'],
        note: 'ineffective in ketoacidosis and type 1 diabetes',
        citations: [bnf('Sulfonylureas: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['fluconazole', 'cotrimoxazole', 'alcohol'],
        severity: 'moderate',
        effect: 'hypoglycaemia',
        citations: [bnf('Gliclazide: interactions')],
      },
    ],
    sideEffects: ['hypoglycaemia', 'weight gain'],
    onEssentialMedicinesList: lists,
    citations: [eml('18.5.2 Oral hypoglycaemic agents: gliclazide')],
  },
  {
    id: 'glibenclamide',
    name: 'glibenclamide',
    atc: 'A10BB01',
    drugClass: 'sulfonylurea',
    allergyClasses: ['sulfonylurea'],
    forms: [{ form: 'tablet', strength: { value: 5, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'age',
        maxYears: 60,
        note: 'prolonged hypoglycaemia: not for patients over 60 years',
        citations: [{ sourceId: 'who-pen-2020', section: 'Protocol 4: diabetes, sulfonylureas' }],
      },
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'insulin is preferred in pregnancy',
        citations: [bnf('Glibenclamide: pregnancy')],
      },
      {
        kind: 'renal',
        note: 'accumulates: prolonged hypoglycaemia',
        citations: [bnf('Glibenclamide: renal impairment')],
      },
    ],
    interactions: [
      {
        keywords: ['fluconazole', 'cotrimoxazole', 'alcohol'],
        severity: 'moderate',
        effect: 'hypoglycaemia',
        citations: [bnf('Glibenclamide: interactions')],
      },
    ],
    sideEffects: ['hypoglycaemia (prolonged)', 'weight gain'],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [{ sourceId: 'ke-keml-2023', section: 'Oral hypoglycaemic agents' }],
  },
  {
    id: 'insulin-soluble',
    name: 'insulin injection (soluble)',
    atc: 'A10AB01',
    drugClass: 'short-acting human insulin',
    allergyClasses: ['insulin'],
    forms: [{ form: 'injection', strength: { value: 100, unit: 'IU' }, note: '100 IU/mL, 10-mL vial' }],
    contraindications: [],
    interactions: [],
    sideEffects: ['hypoglycaemia', 'hypokalaemia during treatment of ketoacidosis'],
    onEssentialMedicinesList: lists,
    citations: [eml('18.5.1 Insulins')],
  },
] as const satisfies readonly Medicine[];
