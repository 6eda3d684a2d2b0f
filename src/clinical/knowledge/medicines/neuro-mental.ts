import type { Medicine } from '../types';
import { eml, bnf, lists } from './shared';

/** Anti-seizure medicines and antidepressants. */
export const neuroMentalMedicines = [
  {
    id: 'diazepam',
    name: 'diazepam',
    atc: 'N05BA01',
    drugClass: 'benzodiazepine',
    allergyClasses: ['benzodiazepine'],
    forms: [
      {
        form: 'injection',
        strength: { value: 5, unit: 'mg/mL' },
        note: '10 mg in 2 mL; may be given rectally',
      },
      { form: 'rectal solution', strength: { value: 2, unit: 'mg/mL' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['morphine', 'phenobarbital', 'alcohol', 'opioid'],
        severity: 'major',
        effect: 'respiratory depression: have a bag-valve-mask ready',
        citations: [bnf('Diazepam: interactions')],
      },
    ],
    sideEffects: ['respiratory depression', 'sedation', 'hypotension'],
    onEssentialMedicinesList: lists,
    citations: [eml('5 Anticonvulsants/antiepileptics; 24.3 Anxiolytics')],
  },
  {
    id: 'phenobarbital',
    name: 'phenobarbital',
    atc: 'N03AA02',
    drugClass: 'barbiturate anticonvulsant',
    allergyClasses: ['barbiturate', 'aromatic-anticonvulsant'],
    forms: [
      { form: 'injection', strength: { value: 200, unit: 'mg/mL' } },
      { form: 'tablet', strength: { value: 30, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['porphyria'],
        note: 'acute porphyria',
        citations: [bnf('Phenobarbital: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['contraceptive', 'dolutegravir', 'warfarin', 'lumefantrine'],
        severity: 'major',
        effect: 'enzyme induction lowers their levels',
        citations: [bnf('Phenobarbital: interactions')],
      },
      {
        keywords: ['diazepam', 'morphine', 'alcohol'],
        severity: 'major',
        effect: 'respiratory depression',
        citations: [bnf('Phenobarbital: interactions')],
      },
    ],
    sideEffects: ['sedation', 'respiratory depression (IV)', 'behaviour change in children'],
    onEssentialMedicinesList: lists,
    citations: [eml('5 Anticonvulsants/antiepileptics')],
  },
  {
    id: 'carbamazepine',
    name: 'carbamazepine',
    atc: 'N03AF01',
    drugClass: 'anticonvulsant',
    allergyClasses: ['aromatic-anticonvulsant'],
    forms: [
      { form: 'tablet', strength: { value: 200, unit: 'mg' } },
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['heart block', 'bone marrow', 'porphyria'],
        note: 'AV block; marrow depression; porphyria',
        citations: [bnf('Carbamazepine: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: [
          'contraceptive',
          'dolutegravir',
          'tld',
          'efavirenz',
          'warfarin',
          'lumefantrine',
          'praziquantel',
        ],
        severity: 'major',
        effect: 'enzyme induction lowers their levels',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Epilepsy: medication interactions' }],
      },
    ],
    sideEffects: ['dizziness', 'rash including Stevens-Johnson syndrome', 'hyponatraemia', 'leucopenia'],
    onEssentialMedicinesList: lists,
    citations: [eml('5 Anticonvulsants/antiepileptics')],
  },
  {
    id: 'valproate',
    name: 'sodium valproate',
    atc: 'N03AG01',
    drugClass: 'anticonvulsant',
    allergyClasses: ['valproate'],
    forms: [
      { form: 'tablet', strength: { value: 200, unit: 'mg' } },
      { form: 'oral solution', strength: { value: 200, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'major malformations and developmental delay: avoid in women who may become pregnant',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Epilepsy: women of childbearing age' }],
      },
      {
        kind: 'history',
        keywords: ['liver disease', 'hepatitis'],
        note: 'hepatotoxic',
        citations: [bnf('Valproate: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['carbamazepine', 'phenobarbital', 'meropenem'],
        severity: 'moderate',
        effect: 'level changes; carbapenems lower valproate sharply',
        citations: [bnf('Valproate: interactions')],
      },
    ],
    sideEffects: ['weight gain', 'tremor', 'hair loss', 'hepatotoxicity', 'thrombocytopenia'],
    onEssentialMedicinesList: lists,
    citations: [eml('5 Anticonvulsants/antiepileptics')],
  },
  {
    id: 'fluoxetine',
    name: 'fluoxetine',
    atc: 'N06AB03',
    drugClass: 'selective serotonin reuptake inhibitor',
    allergyClasses: ['ssri'],
    forms: [{ form: 'capsule', strength: { value: 20, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'age',
        minYears: 12,
        note: 'not for children under 12 years',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Depression: antidepressants in adolescents' }],
      },
      {
        kind: 'history',
        keywords: ['mania', 'bipolar'],
        note: 'may precipitate mania: treat as bipolar disorder',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Depression: bipolar disorder' }],
      },
    ],
    interactions: [
      {
        keywords: ['tramadol', 'amitriptyline', 'maoi', 'linezolid'],
        severity: 'major',
        effect: 'serotonin syndrome; raised tricyclic levels',
        citations: [bnf('Fluoxetine: interactions')],
      },
      {
        keywords: ['aspirin', 'ibuprofen', 'diclofenac', 'warfarin'],
        severity: 'moderate',
        effect: 'bleeding',
        citations: [bnf('Fluoxetine: interactions')],
      },
    ],
    sideEffects: [
      'nausea',
      'insomnia or agitation',
      'sexual dysfunction',
      'suicidal thoughts early in treatment in young people',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('24.2.1 Medicines used in depressive disorders')],
  },
  {
    id: 'amitriptyline',
    name: 'amitriptyline',
    atc: 'N06AA09',
    drugClass: 'tricyclic antidepressant',
    allergyClasses: ['tricyclic'],
    forms: [
      { form: 'tablet', strength: { value: 25, unit: 'mg' } },
      { form: 'tablet', strength: { value: 10, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'age',
        minYears: 12,
        note: 'not for children',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Depression: antidepressants in adolescents' }],
      },
      {
        kind: 'history',
        keywords: ['myocardial infarction', 'heart block', 'arrhythmia', 'mania'],
        note: 'cardiotoxic; may precipitate mania',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Depression: tricyclic antidepressants' }],
      },
    ],
    interactions: [
      {
        keywords: ['fluoxetine', 'tramadol'],
        severity: 'major',
        effect: 'serotonin syndrome and raised tricyclic levels',
        citations: [bnf('Amitriptyline: interactions')],
      },
      {
        keywords: ['alcohol', 'diazepam', 'morphine'],
        severity: 'moderate',
        effect: 'sedation',
        citations: [bnf('Amitriptyline: interactions')],
      },
    ],
    sideEffects: ['drowsiness', 'dry mouth', 'constipation', 'postural hypotension', 'fatal in overdose'],
    onEssentialMedicinesList: lists,
    citations: [eml('24.2.1 Medicines used in depressive disorders')],
  },
] as const satisfies readonly Medicine[];
