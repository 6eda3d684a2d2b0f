import type { Citation, Medicine } from '../types';

const eml = (section: string): Citation => ({ sourceId: 'who-eml-2023', section });
const bnf = (section: string): Citation => ({ sourceId: 'bnf-2023', section });
const mhgap = (section: string): Citation => ({ sourceId: 'who-mhgap-2016', section });

const qtProlonging = ['amiodarone', 'quinine', 'erythromycin', 'azithromycin', 'methadone', 'ciprofloxacin'];

/** Antipsychotics, the anticholinergic for their side effects, and lithium (mhGAP 2.0 PSY module tables). */
export const antipsychoticMoodStabiliserMedicines = [
  {
    id: 'haloperidol',
    name: 'haloperidol',
    atc: 'N05AD01',
    drugClass: 'first-generation antipsychotic',
    allergyClasses: ['antipsychotic', 'haloperidol'],
    forms: [
      { form: 'tablet', strength: { value: 5, unit: 'mg' } },
      { form: 'injection', strength: { value: 5, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['parkinson', 'lewy body', 'long qt', 'qt prolongation'],
        note: 'worsens parkinsonism; QT prolongation',
        citations: [bnf('Haloperidol: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: qtProlonging,
        severity: 'major',
        effect: 'QT prolongation and arrhythmia',
        citations: [bnf('Haloperidol: interactions')],
      },
      {
        keywords: ['carbamazepine', 'rifampicin'],
        severity: 'moderate',
        effect: 'reduced haloperidol levels',
        citations: [bnf('Haloperidol: interactions')],
      },
    ],
    sideEffects: [
      'acute dystonia, parkinsonism and akathisia',
      'neuroleptic malignant syndrome (fever, rigidity, confusion): stop and refer',
      'QT prolongation',
      'sedation',
    ],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [
      eml('24.1 Medicines used in psychotic disorders: haloperidol'),
      mhgap('PSY: Table 1 antipsychotics'),
    ],
  },
  {
    id: 'risperidone',
    name: 'risperidone',
    atc: 'N05AX08',
    drugClass: 'second-generation antipsychotic',
    allergyClasses: ['antipsychotic', 'risperidone'],
    forms: [
      { form: 'tablet', strength: { value: 1, unit: 'mg' } },
      { form: 'tablet', strength: { value: 2, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['dementia with stroke', 'lewy body'],
        note: 'stroke risk in older people with dementia',
        citations: [bnf('Risperidone: cautions')],
      },
    ],
    interactions: [
      {
        keywords: ['carbamazepine', 'rifampicin'],
        severity: 'moderate',
        effect: 'reduced risperidone levels',
        citations: [bnf('Risperidone: interactions')],
      },
    ],
    sideEffects: [
      'weight gain and raised glucose',
      'raised prolactin',
      'extrapyramidal effects at higher doses',
      'sedation',
    ],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [
      eml('24.1 Medicines used in psychotic disorders: risperidone'),
      mhgap('PSY: Table 1 antipsychotics'),
    ],
  },
  {
    id: 'chlorpromazine',
    name: 'chlorpromazine',
    atc: 'N05AA01',
    drugClass: 'first-generation antipsychotic (sedating)',
    allergyClasses: ['antipsychotic', 'phenothiazine', 'chlorpromazine'],
    forms: [
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'injection', strength: { value: 25, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['coma', 'bone marrow depression', 'glaucoma', 'parkinson'],
        note: 'central nervous system depression; angle-closure glaucoma',
        citations: [bnf('Chlorpromazine hydrochloride: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: qtProlonging,
        severity: 'major',
        effect: 'QT prolongation',
        citations: [bnf('Chlorpromazine hydrochloride: interactions')],
      },
    ],
    sideEffects: [
      'sedation',
      'postural hypotension',
      'photosensitivity',
      'extrapyramidal effects',
      'jaundice',
    ],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [
      eml('24.1 Medicines used in psychotic disorders: chlorpromazine'),
      mhgap('PSY: Table 1 antipsychotics'),
    ],
  },
  {
    id: 'biperiden',
    name: 'biperiden',
    atc: 'N04AA02',
    drugClass: 'anticholinergic (for antipsychotic extrapyramidal effects)',
    allergyClasses: ['biperiden', 'anticholinergic'],
    forms: [
      { form: 'tablet', strength: { value: 2, unit: 'mg' } },
      { form: 'injection', strength: { value: 5, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: [
          'angle-closure glaucoma',
          'urinary retention',
          'bowel obstruction',
          'prostatic enlargement',
        ],
        note: 'anticholinergic effects',
        citations: [mhgap('PSY: Table 1 anticholinergic medications for side effects')],
      },
    ],
    interactions: [],
    sideEffects: [
      'dry mouth',
      'blurred vision',
      'urinary retention',
      'confusion in older people',
      'misuse potential',
    ],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [
      eml('9 Medicines for parkinsonism: biperiden'),
      mhgap('PSY: Table 1 anticholinergic medications for side effects'),
    ],
  },
  {
    id: 'lithium',
    name: 'lithium carbonate',
    atc: 'N05AN01',
    drugClass: 'mood stabiliser',
    allergyClasses: ['lithium'],
    forms: [{ form: 'tablet', strength: { value: 300, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'renal',
        note: 'kidney impairment: toxicity',
        citations: [mhgap('BPD: Table 2 mood stabilizers, lithium')],
      },
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'cardiac malformation risk: specialist decision',
        citations: [mhgap('BPD: Table 2 mood stabilizers, lithium')],
      },
      {
        kind: 'history',
        keywords: ['heart disease', 'addison', 'hypothyroidism'],
        note: 'cardiac disease; untreated hypothyroidism',
        citations: [bnf('Lithium carbonate: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: [
          'ibuprofen',
          'diclofenac',
          'nsaid',
          'enalapril',
          'losartan',
          'hydrochlorothiazide',
          'furosemide',
        ],
        severity: 'major',
        effect: 'raised lithium level and toxicity',
        citations: [bnf('Lithium carbonate: interactions')],
      },
    ],
    sideEffects: [
      'tremor',
      'thirst and polyuria',
      'hypothyroidism',
      'toxicity: vomiting, diarrhoea, ataxia, confusion',
    ],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [
      eml('24.2.2 Medicines used in bipolar disorders: lithium carbonate'),
      mhgap('BPD: use lithium only where level monitoring is available'),
    ],
  },
] satisfies readonly Medicine[];
