import type { Medicine } from '../types';
import { eml, wmf, bnf, bnfc, lists, qtProlonging } from './shared';

/** Anthelminthics, antileishmanials, antivirals and scabicides. */
export const antiparasiticAntiviralMedicines = [
  {
    id: 'albendazole',
    name: 'albendazole',
    atc: 'P02CA03',
    drugClass: 'benzimidazole anthelminthic',
    allergyClasses: ['benzimidazole'],
    forms: [{ form: 'chewable tablet', strength: { value: 400, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'not in the first trimester',
        citations: [
          { sourceId: 'who-sth-2017', section: 'Recommendation 4: pregnant women after the first trimester' },
        ],
      },
      {
        kind: 'age',
        minYears: 1,
        note: 'not for infants under 12 months',
        citations: [{ sourceId: 'who-sth-2017', section: 'Preventive chemotherapy: age groups' }],
      },
    ],
    interactions: [],
    sideEffects: ['abdominal pain', 'nausea', 'headache'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.1.1 Intestinal anthelminthics')],
  },
  {
    id: 'mebendazole',
    name: 'mebendazole',
    atc: 'P02CA01',
    drugClass: 'benzimidazole anthelminthic',
    allergyClasses: ['benzimidazole'],
    forms: [
      { form: 'chewable tablet', strength: { value: 500, unit: 'mg' } },
      { form: 'chewable tablet', strength: { value: 100, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'not in the first trimester',
        citations: [
          { sourceId: 'who-sth-2017', section: 'Recommendation 4: pregnant women after the first trimester' },
        ],
      },
      {
        kind: 'age',
        minYears: 1,
        note: 'not for infants under 12 months',
        citations: [{ sourceId: 'who-sth-2017', section: 'Preventive chemotherapy: age groups' }],
      },
    ],
    interactions: [],
    sideEffects: ['abdominal pain', 'diarrhoea'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.1.1 Intestinal anthelminthics')],
  },
  {
    id: 'praziquantel',
    name: 'praziquantel',
    atc: 'P02BA01',
    drugClass: 'anthelminthic (antischistosomal)',
    allergyClasses: ['praziquantel'],
    forms: [{ form: 'tablet', strength: { value: 600, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['ocular cysticercosis', 'cysticercosis of the eye'],
        note: 'destruction of eye cysts causes irreparable damage',
        citations: [wmf('Section 6.1.3 Antischistosomal medicines: praziquantel')],
      },
    ],
    interactions: [
      {
        keywords: ['rifampicin', 'carbamazepine', 'phenytoin'],
        severity: 'major',
        effect: 'enzyme inducers lower praziquantel levels: treatment failure',
        citations: [bnf('Praziquantel: interactions')],
      },
    ],
    sideEffects: ['abdominal pain', 'dizziness', 'drowsiness', 'urticaria'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.1.3 Antischistosomals and other antitrematode medicines')],
  },
  {
    id: 'sodium-stibogluconate',
    name: 'sodium stibogluconate',
    atc: 'P01CB02',
    drugClass: 'pentavalent antimonial',
    allergyClasses: ['antimonial'],
    forms: [
      {
        form: 'injection',
        strength: { value: 100, unit: 'mg/mL' },
        note: '100 mg pentavalent antimony per mL',
      },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'use liposomal amphotericin B in pregnancy',
        citations: [
          { sourceId: 'who-leishmaniasis-2010', section: '6.4.1 Visceral leishmaniasis: East Africa' },
        ],
      },
    ],
    interactions: [
      {
        keywords: qtProlonging,
        severity: 'major',
        effect: 'antimonials prolong QT: ECG monitoring',
        citations: [{ sourceId: 'who-leishmaniasis-2010', section: '5.1 Pentavalent antimonials' }],
      },
    ],
    sideEffects: [
      'cardiotoxicity (QT prolongation, arrhythmia)',
      'pancreatitis',
      'hepatitis',
      'pain at the injection site',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('6.5.2 Antileishmaniasis medicines')],
  },
  {
    id: 'miltefosine',
    name: 'miltefosine',
    atc: 'P01CX04',
    drugClass: 'alkylphosphocholine antileishmanial',
    allergyClasses: ['miltefosine'],
    forms: [
      { form: 'capsule', strength: { value: 50, unit: 'mg' } },
      { form: 'capsule', strength: { value: 10, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'teratogenic: contraception during and for 5 months after',
        citations: [{ sourceId: 'who-leishmaniasis-2010', section: '5.4 Miltefosine' }],
      },
    ],
    interactions: [],
    sideEffects: ['vomiting', 'diarrhoea', 'hepatotoxicity', 'nephrotoxicity'],
    onEssentialMedicinesList: ['WHO EML 2023'],
    citations: [eml('6.5.2 Antileishmaniasis medicines')],
  },
  {
    id: 'oseltamivir',
    name: 'oseltamivir',
    atc: 'J05AH02',
    drugClass: 'neuraminidase inhibitor',
    allergyClasses: ['neuraminidase inhibitor'],
    forms: [
      { form: 'capsule', strength: { value: 75, unit: 'mg' } },
      { form: 'capsule', strength: { value: 30, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 6, unit: 'mg/mL' } },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: ['nausea and vomiting', 'headache', 'neuropsychiatric events (rare, children)'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.4.3 Other antivirals')],
  },
  {
    id: 'acyclovir',
    name: 'aciclovir',
    atc: 'J05AB01',
    drugClass: 'nucleoside antiviral',
    allergyClasses: ['aciclovir'],
    forms: [
      { form: 'tablet', strength: { value: 400, unit: 'mg' } },
      { form: 'tablet', strength: { value: 200, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 200, unit: 'mg/5mL' } },
      { form: 'powder for injection', strength: { value: 250, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['kidney', 'renal', 'ckd'],
        severity: 'moderate',
        effect: 'accumulates in kidney disease: reduce the dose and keep the patient hydrated',
        citations: [bnf('Aciclovir: renal impairment')],
      },
    ],
    sideEffects: ['nausea', 'headache', 'nephrotoxicity with IV use'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.4.1 Antiherpes medicines')],
  },
  {
    id: 'permethrin',
    name: 'permethrin',
    atc: 'P03AC04',
    drugClass: 'pyrethroid scabicide',
    allergyClasses: ['pyrethroid'],
    forms: [{ form: 'cream', strength: { value: 5, unit: '%' } }],
    contraindications: [
      {
        kind: 'age',
        minYears: 0.17,
        note: 'not licensed under 2 months',
        citations: [bnfc('Permethrin: contra-indications')],
      },
    ],
    interactions: [],
    sideEffects: ['itching and burning (may persist 2-4 weeks after cure)', 'rash'],
    onEssentialMedicinesList: lists,
    citations: [eml('13.6 Scabicides and pediculicides')],
  },
  {
    id: 'benzyl-benzoate',
    name: 'benzyl benzoate',
    atc: 'P03AX01',
    drugClass: 'scabicide',
    allergyClasses: ['benzyl benzoate'],
    forms: [{ form: 'lotion', strength: { value: 25, unit: '%' } }],
    contraindications: [
      {
        kind: 'age',
        minYears: 2,
        note: 'irritant: not for children under 2 years (dilute for older children)',
        citations: [wmf('Section 13.6 Scabicides: benzyl benzoate')],
      },
    ],
    interactions: [],
    sideEffects: ['skin irritation', 'burning'],
    onEssentialMedicinesList: lists,
    citations: [eml('13.6 Scabicides and pediculicides')],
  },
] as const satisfies readonly Medicine[];
