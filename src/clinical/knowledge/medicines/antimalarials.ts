import type { Medicine } from '../types';
import { eml, wmf, lists, qtProlonging } from './shared';

/** Antimalarials. */
export const antimalarialsMedicines = [
  {
    id: 'artemether-lumefantrine',
    name: 'artemether + lumefantrine',
    atc: 'P01BF01',
    drugClass: 'artemisinin-based combination therapy',
    allergyClasses: ['artemisinin'],
    forms: [
      { form: 'tablet', strength: { value: 20, unit: 'mg' }, note: '20 mg artemether + 120 mg lumefantrine' },
      {
        form: 'dispersible tablet',
        strength: { value: 20, unit: 'mg' },
        note: '20 mg artemether + 120 mg lumefantrine',
      },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['rifampicin', 'rifampin', 'carbamazepine', 'phenytoin'],
        severity: 'major',
        effect: 'enzyme induction lowers artemether and lumefantrine levels: risk of treatment failure',
        citations: [wmf('Section 6.5.3 Antimalarial medicines: artemether + lumefantrine')],
      },
      {
        keywords: ['efavirenz'],
        severity: 'moderate',
        effect: 'efavirenz lowers lumefantrine exposure: watch for treatment failure',
        citations: [{ sourceId: 'who-malaria-2023', section: '5.2.1.4 Co-existing morbidities: HIV' }],
      },
      {
        keywords: qtProlonging,
        severity: 'moderate',
        effect: 'additive QT prolongation',
        citations: [wmf('Section 6.5.3 Antimalarial medicines: artemether + lumefantrine')],
      },
    ],
    sideEffects: ['headache', 'dizziness', 'nausea and vomiting', 'abdominal pain', 'anorexia'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.5.3.1 For curative treatment'),
      { sourceId: 'who-malaria-2023', section: '5.2.1 Treating uncomplicated malaria' },
    ],
  },
  {
    id: 'artesunate-injection',
    name: 'artesunate',
    atc: 'P01BE03',
    drugClass: 'artemisinin derivative',
    allergyClasses: ['artemisinin'],
    forms: [
      {
        form: 'powder for injection',
        strength: { value: 60, unit: 'mg' },
        note: 'reconstitute with sodium bicarbonate 5%, then dilute',
      },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: [
      'delayed haemolysis 1-3 weeks after treatment (post-artesunate delayed haemolysis)',
      'dizziness',
      'nausea',
    ],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.5.3.1 For curative treatment'),
      { sourceId: 'who-malaria-2023', section: '5.3 Treating severe malaria' },
    ],
  },
  {
    id: 'artesunate-rectal',
    name: 'artesunate',
    atc: 'P01BE03',
    drugClass: 'artemisinin derivative',
    allergyClasses: ['artemisinin'],
    forms: [{ form: 'rectal capsule', strength: { value: 100, unit: 'mg' } }],
    contraindications: [],
    interactions: [],
    sideEffects: ['expulsion of the capsule (repeat if expelled within 30 minutes)', 'delayed haemolysis'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.5.3.1 For curative treatment: rectal dosage form, pre-referral only'),
      { sourceId: 'who-malaria-2023', section: '5.3.2 Pre-referral treatment options' },
    ],
  },
  {
    id: 'quinine',
    name: 'quinine',
    atc: 'P01BC01',
    drugClass: 'cinchona alkaloid antimalarial',
    allergyClasses: ['quinine', 'cinchona'],
    forms: [
      { form: 'tablet', strength: { value: 300, unit: 'mg' }, note: 'quinine sulfate' },
      {
        form: 'injection',
        strength: { value: 300, unit: 'mg/mL' },
        note: 'quinine dihydrochloride, 2-mL ampoule; dilute in glucose 5%',
      },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['myasthenia gravis', 'optic neuritis', 'blackwater fever'],
        note: 'quinine worsens myasthenia and optic neuritis and is avoided after haemoglobinuria',
        citations: [wmf('Section 6.5.3 Antimalarial medicines: quinine')],
      },
    ],
    interactions: [
      {
        keywords: ['mefloquine', 'halofantrine', 'amiodarone'],
        severity: 'major',
        effect: 'cardiac toxicity and QT prolongation',
        citations: [wmf('Section 6.5.3 Antimalarial medicines: quinine')],
      },
      {
        keywords: ['diabetes', 'glibenclamide', 'gliclazide', 'insulin'],
        severity: 'moderate',
        effect: 'quinine stimulates insulin release: check blood glucose for hypoglycaemia',
        citations: [{ sourceId: 'who-severe-malaria-2014', section: 'Hypoglycaemia' }],
      },
    ],
    sideEffects: [
      'cinchonism (tinnitus, headache, nausea, blurred vision)',
      'hypoglycaemia',
      'QT prolongation',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('6.5.3.1 For curative treatment')],
  },
  {
    id: 'dihydroartemisinin-piperaquine',
    name: 'dihydroartemisinin + piperaquine',
    atc: 'P01BF05',
    drugClass: 'artemisinin-based combination therapy',
    allergyClasses: ['artemisinin'],
    forms: [
      {
        form: 'tablet',
        strength: { value: 40, unit: 'mg' },
        note: '40 mg dihydroartemisinin + 320 mg piperaquine phosphate',
      },
      {
        form: 'tablet',
        strength: { value: 20, unit: 'mg' },
        note: '20 mg dihydroartemisinin + 160 mg piperaquine phosphate',
      },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: qtProlonging,
        severity: 'major',
        effect: 'piperaquine prolongs the QT interval: avoid other QT-prolonging medicines',
        citations: [
          {
            sourceId: 'who-malaria-2023',
            section: '5.2.1.1 Artemisinin-based combination therapies: dihydroartemisinin-piperaquine',
          },
        ],
      },
    ],
    sideEffects: ['QT prolongation', 'headache', 'nausea', 'anaemia'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.5.3.1 For curative treatment')],
  },
  {
    id: 'primaquine',
    name: 'primaquine',
    atc: 'P01BA03',
    drugClass: '8-aminoquinoline antimalarial',
    allergyClasses: ['8-aminoquinoline'],
    forms: [
      { form: 'tablet', strength: { value: 7.5, unit: 'mg' } },
      { form: 'tablet', strength: { value: 15, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'haemolysis in a G6PD-deficient fetus',
        citations: [
          {
            sourceId: 'who-malaria-2023',
            section: '5.2.2 Reducing transmission: single low-dose primaquine',
          },
        ],
      },
      {
        kind: 'age',
        minYears: 0.5,
        note: 'not for infants under 6 months',
        citations: [
          {
            sourceId: 'who-malaria-2023',
            section: '5.2.2 Reducing transmission: single low-dose primaquine',
          },
        ],
      },
      {
        kind: 'breastfeeding',
        note: 'not for women breastfeeding an infant under 6 months',
        citations: [
          {
            sourceId: 'who-malaria-2023',
            section: '5.2.2 Reducing transmission: single low-dose primaquine',
          },
        ],
      },
      {
        kind: 'history',
        keywords: ['g6pd'],
        note: 'haemolysis in G6PD deficiency (radical cure needs a G6PD test)',
        citations: [{ sourceId: 'who-malaria-2023', section: '5.2.3 Radical cure of P. vivax and P. ovale' }],
      },
    ],
    interactions: [],
    sideEffects: ['haemolysis in G6PD deficiency', 'abdominal pain', 'methaemoglobinaemia'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.5.3.1 For curative treatment')],
  },
] as const satisfies readonly Medicine[];
