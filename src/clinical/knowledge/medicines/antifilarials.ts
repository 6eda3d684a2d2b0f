import type { Citation, Medicine } from '../types';

const eml = (section: string): Citation => ({ sourceId: 'who-eml-2023', section });
const wmf = (section: string): Citation => ({ sourceId: 'who-model-formulary-2008', section });
const bnf = (section: string): Citation => ({ sourceId: 'bnf-2023', section });

/** Ivermectin and diethylcarbamazine (WHO EML 2023 section 6.1.2 antifilarials). */
export const antifilarialMedicines = [
  {
    id: 'ivermectin',
    name: 'ivermectin',
    atc: 'P02CF01',
    drugClass: 'antifilarial (avermectin)',
    allergyClasses: ['ivermectin'],
    forms: [{ form: 'tablet (scored)', strength: { value: 3, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'not given in pregnancy in treatment programmes',
        citations: [wmf('6.1.2 Antifilarials: ivermectin, contraindications')],
      },
      {
        kind: 'weight',
        minKg: 15,
        note: 'not for children under 15 kg (or under 90 cm tall)',
        citations: [wmf('6.1.2 Antifilarials: ivermectin, contraindications')],
      },
      {
        kind: 'history',
        keywords: ['loiasis', 'loa loa'],
        note: 'risk of encephalopathy with heavy Loa loa microfilaraemia (Central Africa)',
        citations: [
          { sourceId: 'who-oncho-2016', section: 'Introduction: treatment in Loa loa co-endemic areas' },
        ],
      },
    ],
    interactions: [],
    sideEffects: [
      'itching and rash (Mazzotti reaction)',
      'fever',
      'joint pains',
      'dizziness',
      'swollen lymph nodes',
    ],
    onEssentialMedicinesList: ['WHO EML 2023'],
    citations: [eml('6.1.2 Antifilarials: ivermectin'), wmf('6.1.2 Antifilarials: ivermectin')],
  },
  {
    id: 'diethylcarbamazine',
    name: 'diethylcarbamazine',
    atc: 'P02CB02',
    drugClass: 'antifilarial',
    allergyClasses: ['diethylcarbamazine'],
    forms: [{ form: 'tablet', strength: { value: 100, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['onchocerciasis', 'river blindness', 'loiasis', 'loa loa'],
        note: 'severe reactions (eye damage, encephalopathy) in onchocerciasis or loiasis',
        citations: [{ sourceId: 'who-lf-ida-2017', section: 'Recommendations: where IDA or DA may be used' }],
      },
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'excluded from mass treatment in pregnancy',
        citations: [wmf('6.1.2 Antifilarials: diethylcarbamazine')],
      },
      {
        kind: 'age',
        maxYears: 2,
        note: 'not given under 2 years',
        citations: [{ sourceId: 'who-lf-ida-2017', section: 'Recommendations: eligible population' }],
      },
    ],
    interactions: [],
    sideEffects: [
      'fever, headache and malaise as microfilariae die',
      'nausea',
      'painful nodes',
      'scrotal pain',
    ],
    onEssentialMedicinesList: ['WHO EML 2023'],
    citations: [eml('6.1.2 Antifilarials: diethylcarbamazine'), bnf('Diethylcarbamazine (special order)')],
  },
] satisfies readonly Medicine[];
