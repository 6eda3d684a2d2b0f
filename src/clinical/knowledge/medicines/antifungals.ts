import type { Medicine } from '../types';
import { eml, wmf, bnf, lists, qtProlonging } from './shared';

/** Antifungals. */
export const antifungalsMedicines = [
  {
    id: 'amphotericin-b-liposomal',
    name: 'amphotericin B (liposomal)',
    atc: 'J02AA01',
    drugClass: 'polyene antifungal',
    allergyClasses: ['amphotericin'],
    forms: [{ form: 'powder for injection', strength: { value: 50, unit: 'mg' } }],
    contraindications: [],
    interactions: [
      {
        keywords: ['gentamicin', 'tenofovir', 'kidney'],
        severity: 'moderate',
        effect: 'additive nephrotoxicity: monitor creatinine and potassium',
        citations: [
          { sourceId: 'who-crypto-2022', section: 'Preventing and monitoring amphotericin B toxicity' },
        ],
      },
    ],
    sideEffects: ['infusion reactions', 'hypokalaemia', 'nephrotoxicity (less than conventional)'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.3 Antifungal medicines')],
  },
  {
    id: 'amphotericin-b-deoxycholate',
    name: 'amphotericin B (deoxycholate)',
    atc: 'J02AA01',
    drugClass: 'polyene antifungal',
    allergyClasses: ['amphotericin'],
    forms: [{ form: 'powder for injection', strength: { value: 50, unit: 'mg' } }],
    contraindications: [],
    interactions: [
      {
        keywords: ['gentamicin', 'tenofovir', 'kidney'],
        severity: 'major',
        effect: 'additive nephrotoxicity: prehydrate, give potassium and magnesium, monitor creatinine',
        citations: [
          { sourceId: 'who-crypto-2022', section: 'Preventing and monitoring amphotericin B toxicity' },
        ],
      },
    ],
    sideEffects: ['fever and rigors', 'hypokalaemia', 'nephrotoxicity', 'anaemia', 'phlebitis'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.3 Antifungal medicines')],
  },
  {
    id: 'flucytosine',
    name: 'flucytosine',
    atc: 'J02AX01',
    drugClass: 'pyrimidine antifungal',
    allergyClasses: ['flucytosine'],
    forms: [
      { form: 'capsule', strength: { value: 250, unit: 'mg' } },
      { form: 'tablet', strength: { value: 500, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'teratogenic in animals: avoid in the first trimester',
        citations: [{ sourceId: 'who-crypto-2022', section: 'Pregnancy considerations' }],
      },
    ],
    interactions: [],
    sideEffects: ['bone marrow suppression', 'hepatotoxicity', 'diarrhoea'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.3 Antifungal medicines')],
  },
  {
    id: 'fluconazole',
    name: 'fluconazole',
    atc: 'J02AC01',
    drugClass: 'triazole antifungal',
    allergyClasses: ['azole'],
    forms: [
      { form: 'capsule', strength: { value: 200, unit: 'mg' } },
      { form: 'capsule', strength: { value: 50, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 50, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'high doses are teratogenic in the first trimester',
        citations: [{ sourceId: 'who-crypto-2022', section: 'Pregnancy considerations' }],
      },
    ],
    interactions: [
      {
        keywords: ['rifampicin', 'rifampin'],
        severity: 'moderate',
        effect: 'rifampicin lowers fluconazole levels',
        citations: [bnf('Fluconazole: interactions')],
      },
      {
        keywords: ['warfarin', 'glibenclamide', 'gliclazide', 'phenytoin'],
        severity: 'major',
        effect: 'fluconazole raises their levels',
        citations: [bnf('Fluconazole: interactions')],
      },
      {
        keywords: qtProlonging,
        severity: 'moderate',
        effect: 'additive QT prolongation',
        citations: [bnf('Fluconazole: interactions')],
      },
    ],
    sideEffects: ['nausea', 'hepatotoxicity', 'rash', 'QT prolongation'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.3 Antifungal medicines')],
  },
  {
    id: 'clotrimazole',
    name: 'clotrimazole',
    atc: 'D01AC01',
    drugClass: 'imidazole antifungal (topical)',
    allergyClasses: ['azole'],
    forms: [{ form: 'cream', strength: { value: 1, unit: '%' } }],
    contraindications: [],
    interactions: [],
    sideEffects: ['local irritation', 'burning'],
    onEssentialMedicinesList: lists,
    citations: [
      eml(
        '13.1 Antifungal medicines (dermatological): miconazole, with clotrimazole as therapeutic alternative',
      ),
    ],
  },
  {
    id: 'whitfields-ointment',
    name: 'benzoic acid + salicylic acid (Whitfield ointment)',
    atc: 'D01AE20',
    drugClass: 'keratolytic antifungal (topical)',
    allergyClasses: ['salicylate'],
    forms: [
      { form: 'ointment', strength: { value: 6, unit: '%' }, note: 'benzoic acid 6% + salicylic acid 3%' },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: ['local irritation'],
    onEssentialMedicinesList: lists,
    citations: [eml('13.1 Antifungal medicines (dermatological)')],
  },
  {
    id: 'griseofulvin',
    name: 'griseofulvin',
    atc: 'D01BA01',
    drugClass: 'oral antifungal',
    allergyClasses: ['griseofulvin'],
    forms: [
      { form: 'tablet', strength: { value: 500, unit: 'mg' } },
      { form: 'tablet', strength: { value: 125, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 125, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'teratogenic; avoid pregnancy during and for a month after',
        citations: [wmf('Section 6.3 Antifungal medicines: griseofulvin')],
      },
      {
        kind: 'history',
        keywords: ['porphyria', 'liver failure', 'lupus'],
        note: 'contraindicated',
        citations: [wmf('Section 6.3 Antifungal medicines: griseofulvin')],
      },
    ],
    interactions: [
      {
        keywords: ['contraceptive'],
        severity: 'major',
        effect: 'reduces contraceptive efficacy',
        citations: [bnf('Griseofulvin: interactions')],
      },
      {
        keywords: ['warfarin', 'alcohol'],
        severity: 'moderate',
        effect: 'lowers warfarin effect; alcohol intolerance',
        citations: [bnf('Griseofulvin: interactions')],
      },
    ],
    sideEffects: ['headache', 'nausea', 'photosensitivity'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.3 Antifungal medicines')],
  },
] as const satisfies readonly Medicine[];
