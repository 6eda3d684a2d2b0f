import type { Medicine } from '../types';
import { eml, bnf, lists } from './shared';

/** Eye medicines and specialist medicines. */
export const eyeSpecialistMedicines = [
  {
    id: 'chloramphenicol-eye',
    name: 'chloramphenicol (eye ointment)',
    atc: 'S01AA01',
    drugClass: 'amphenicol (ophthalmic)',
    allergyClasses: ['amphenicol'],
    forms: [
      { form: 'eye ointment', strength: { value: 1, unit: '%' } },
      { form: 'eye drops', strength: { value: 0.5, unit: '%' } },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: ['transient stinging', 'blurred vision after ointment'],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [
      { sourceId: 'ke-keml-2023', section: 'Ophthalmological preparations: anti-infective agents' },
    ],
  },
  {
    id: 'tetracycline-eye',
    name: 'tetracycline (eye ointment)',
    atc: 'S01AA09',
    drugClass: 'tetracycline (ophthalmic)',
    allergyClasses: ['tetracycline'],
    forms: [{ form: 'eye ointment', strength: { value: 1, unit: '%' } }],
    contraindications: [],
    interactions: [],
    sideEffects: ['transient stinging', 'blurred vision after application'],
    onEssentialMedicinesList: lists,
    citations: [eml('21.1 Anti-infective agents (ophthalmological)')],
  },
  {
    id: 'methotrexate',
    name: 'methotrexate',
    atc: 'L01BA01',
    drugClass: 'antimetabolite',
    allergyClasses: ['methotrexate'],
    forms: [{ form: 'injection', strength: { value: 25, unit: 'mg/mL' } }],
    contraindications: [
      {
        kind: 'renal',
        note: 'accumulates: toxic in kidney impairment',
        citations: [bnf('Methotrexate: renal impairment')],
      },
      {
        kind: 'history',
        keywords: ['intrauterine pregnancy', 'breastfeeding', 'liver disease', 'ruptured ectopic'],
        note: 'only for an unruptured, haemodynamically stable ectopic pregnancy; never with a viable intrauterine pregnancy',
        citations: [{ sourceId: 'who-mcpc-2017', section: 'Ectopic pregnancy' }],
      },
    ],
    interactions: [
      {
        keywords: ['cotrimoxazole', 'trimethoprim', 'amoxicillin', 'ibuprofen', 'aspirin'],
        severity: 'major',
        effect: 'methotrexate toxicity',
        citations: [bnf('Methotrexate: interactions')],
      },
    ],
    sideEffects: ['mucositis', 'bone marrow suppression', 'hepatotoxicity', 'abdominal pain'],
    onEssentialMedicinesList: lists,
    citations: [eml('8.2 Cytotoxic medicines: methotrexate')],
  },
] as const satisfies readonly Medicine[];
