import type { Medicine } from '../types';
import { rifampicinInteractions } from './rifampicin-interactions';
import { eml, wmf, lists, polyvalentCations } from './shared';

/** Tuberculosis and HIV medicines. */
export const tuberculosisHivMedicines = [
  {
    id: 'rhze',
    name: 'rifampicin + isoniazid + pyrazinamide + ethambutol',
    atc: 'J04AM06',
    drugClass: 'antituberculosis fixed-dose combination',
    allergyClasses: ['rifamycin', 'isoniazid'],
    forms: [
      {
        form: 'tablet',
        strength: { value: 150, unit: 'mg' },
        note: 'rifampicin 150 mg + isoniazid 75 mg + pyrazinamide 400 mg + ethambutol 275 mg',
      },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['jaundice', 'liver failure', 'decompensated liver'],
        note: 'hepatotoxic: specialist regimen in liver disease',
        citations: [{ sourceId: 'who-tb-2022', section: 'Module 4: treatment, hepatotoxicity' }],
      },
      {
        kind: 'history',
        keywords: ['cirrhosis', 'chronic liver disease', 'liver disease'],
        note: 'established chronic liver disease: a regimen without pyrazinamide (e.g. 9 months of isoniazid, rifampicin and ethambutol), specialist care',
        citations: [
          { sourceId: 'who-tb-treatment-2010', section: 'Section 8.2: established chronic liver disease' },
        ],
      },
    ],
    interactions: [
      ...rifampicinInteractions,
      {
        keywords: ['contraceptive', 'implant'],
        severity: 'major',
        effect: 'hormonal contraception fails: use an IUD or DMPA',
        citations: [{ sourceId: 'ke-tb-2021', section: 'Drug-drug interactions' }],
      },
      {
        keywords: ['warfarin', 'fluconazole', 'glibenclamide', 'gliclazide', 'methadone', 'lumefantrine'],
        severity: 'major',
        effect: 'enzyme induction lowers their levels',
        citations: [{ sourceId: 'ke-tb-2021', section: 'Drug-drug interactions' }],
      },
    ],
    sideEffects: [
      'orange urine',
      'hepatitis',
      'peripheral neuropathy (give pyridoxine)',
      'visual disturbance (ethambutol)',
      'joint pain (pyrazinamide)',
    ],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.2.4 Antituberculosis medicines'),
      { sourceId: 'who-tb-2022', section: 'Module 4: drug-susceptible TB treatment' },
    ],
  },
  {
    id: 'rh',
    name: 'rifampicin + isoniazid',
    atc: 'J04AM02',
    drugClass: 'antituberculosis fixed-dose combination',
    allergyClasses: ['rifamycin', 'isoniazid'],
    forms: [
      { form: 'tablet', strength: { value: 150, unit: 'mg' }, note: 'rifampicin 150 mg + isoniazid 75 mg' },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['jaundice', 'liver failure'],
        note: 'hepatotoxic',
        citations: [{ sourceId: 'who-tb-2022', section: 'Module 4: treatment, hepatotoxicity' }],
      },
    ],
    interactions: [...rifampicinInteractions],
    sideEffects: ['orange urine', 'hepatitis', 'peripheral neuropathy'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.4 Antituberculosis medicines')],
  },
  {
    id: 'rhz-dispersible',
    name: 'rifampicin + isoniazid + pyrazinamide',
    atc: 'J04AM05',
    drugClass: 'paediatric antituberculosis fixed-dose combination',
    allergyClasses: ['rifamycin', 'isoniazid'],
    forms: [
      {
        form: 'dispersible tablet',
        strength: { value: 75, unit: 'mg' },
        note: 'rifampicin 75 mg + isoniazid 50 mg + pyrazinamide 150 mg',
      },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['cirrhosis', 'chronic liver disease', 'liver disease'],
        note: 'established chronic liver disease: a regimen without pyrazinamide (e.g. 9 months of isoniazid, rifampicin and ethambutol), specialist care',
        citations: [
          { sourceId: 'who-tb-treatment-2010', section: 'Section 8.2: established chronic liver disease' },
        ],
      },
    ],
    interactions: [...rifampicinInteractions],
    sideEffects: ['orange urine', 'hepatitis'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.2.4 Antituberculosis medicines'),
      { sourceId: 'who-tb-2022', section: 'Module 5: management of TB in children' },
    ],
  },
  {
    id: 'rh-dispersible',
    name: 'rifampicin + isoniazid',
    atc: 'J04AM02',
    drugClass: 'paediatric antituberculosis fixed-dose combination',
    allergyClasses: ['rifamycin', 'isoniazid'],
    forms: [
      {
        form: 'dispersible tablet',
        strength: { value: 75, unit: 'mg' },
        note: 'rifampicin 75 mg + isoniazid 50 mg',
      },
    ],
    contraindications: [],
    interactions: [...rifampicinInteractions],
    sideEffects: ['orange urine', 'hepatitis'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.4 Antituberculosis medicines')],
  },
  {
    id: 'ethambutol',
    name: 'ethambutol',
    atc: 'J04AK02',
    drugClass: 'antituberculosis',
    allergyClasses: ['ethambutol'],
    forms: [
      { form: 'dispersible tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'tablet', strength: { value: 400, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['optic neuritis'],
        note: 'optic neuritis',
        citations: [wmf('Section 6.2.4 Antituberculosis medicines: ethambutol')],
      },
    ],
    interactions: [],
    sideEffects: ['optic neuritis (reduced acuity, red-green colour blindness)'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.4 Antituberculosis medicines')],
  },
  {
    id: 'pyrazinamide',
    name: 'pyrazinamide',
    atc: 'J04AK01',
    drugClass: 'antituberculosis',
    allergyClasses: ['pyrazinamide'],
    forms: [
      { form: 'tablet', strength: { value: 400, unit: 'mg' } },
      { form: 'dispersible tablet', strength: { value: 150, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['cirrhosis', 'chronic liver disease', 'liver disease'],
        note: 'established chronic liver disease: a regimen without pyrazinamide (e.g. 9 months of isoniazid, rifampicin and ethambutol), specialist care',
        citations: [
          { sourceId: 'who-tb-treatment-2010', section: 'Section 8.2: established chronic liver disease' },
        ],
      },
    ],
    interactions: [],
    sideEffects: ['hepatotoxicity', 'joint pain and gout (raised urate)'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.4 Antituberculosis medicines')],
  },
  {
    id: 'pyridoxine',
    name: 'pyridoxine',
    atc: 'A11HA02',
    drugClass: 'vitamin B6',
    allergyClasses: ['pyridoxine'],
    forms: [{ form: 'tablet', strength: { value: 25, unit: 'mg' } }],
    contraindications: [],
    interactions: [],
    sideEffects: ['sensory neuropathy with long-term high doses'],
    onEssentialMedicinesList: lists,
    citations: [eml('27 Vitamins and minerals')],
  },
  {
    id: 'tenofovir-lamivudine-dolutegravir',
    name: 'tenofovir disoproxil + lamivudine + dolutegravir',
    atc: 'J05AR27',
    drugClass: 'antiretroviral fixed-dose combination (TLD)',
    allergyClasses: ['integrase inhibitor'],
    forms: [
      {
        form: 'tablet',
        strength: { value: 300, unit: 'mg' },
        note: 'tenofovir disoproxil fumarate 300 mg + lamivudine 300 mg + dolutegravir 50 mg',
      },
    ],
    contraindications: [
      {
        kind: 'weight',
        minKg: 30,
        note: 'adult fixed-dose tablet: for patients of 30 kg or more',
        citations: [
          { sourceId: 'who-hiv-2021', section: '4.6 Antiretroviral therapy: first-line regimens, dosing' },
        ],
      },
      {
        kind: 'renal',
        note: 'tenofovir disoproxil is avoided when creatinine clearance is below 50 mL/min: use an abacavir-based regimen',
        citations: [{ sourceId: 'ke-arv-2022', section: 'First-line ART: patients with renal impairment' }],
      },
    ],
    interactions: [
      {
        keywords: ['rifampicin', 'rifampin', 'tb treatment', 'rhze'],
        severity: 'major',
        effect: 'add dolutegravir 50 mg 12 hours after TLD during and for 2 weeks after rifampicin',
        citations: [{ sourceId: 'ke-arv-2022', section: 'TB/HIV co-infection: drug interactions' }],
      },
      {
        keywords: ['metformin'],
        severity: 'moderate',
        effect: 'dolutegravir raises metformin levels: keep metformin at or below 1 g a day',
        citations: [{ sourceId: 'ke-arv-2022', section: 'Drug-drug interactions: dolutegravir' }],
      },
      {
        keywords: polyvalentCations,
        severity: 'moderate',
        effect: 'cations bind dolutegravir: take TLD 2 hours before or 6 hours after',
        citations: [{ sourceId: 'ke-arv-2022', section: 'Drug-drug interactions: dolutegravir' }],
      },
      {
        keywords: ['carbamazepine', 'phenytoin', 'phenobarbital'],
        severity: 'major',
        effect: 'enzyme inducers lower dolutegravir levels',
        citations: [{ sourceId: 'ke-arv-2022', section: 'Drug-drug interactions: dolutegravir' }],
      },
    ],
    sideEffects: ['insomnia', 'headache', 'weight gain', 'renal tubular toxicity', 'reduced bone density'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.4.2 Antiretrovirals: fixed-dose combinations'),
      { sourceId: 'who-hiv-2021', section: '4.6 Preferred first-line regimens' },
    ],
  },
  {
    id: 'abacavir-lamivudine',
    name: 'abacavir + lamivudine',
    atc: 'J05AR02',
    drugClass: 'nucleoside reverse-transcriptase inhibitor combination',
    allergyClasses: ['abacavir'],
    forms: [
      {
        form: 'dispersible tablet',
        strength: { value: 120, unit: 'mg' },
        note: 'abacavir 120 mg + lamivudine 60 mg',
      },
      { form: 'tablet', strength: { value: 600, unit: 'mg' }, note: 'abacavir 600 mg + lamivudine 300 mg' },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['abacavir hypersensitivity', 'hla-b*5701'],
        note: 'never rechallenge after abacavir hypersensitivity',
        citations: [wmf('Section 6.4.2 Antiretrovirals: abacavir')],
      },
    ],
    interactions: [],
    sideEffects: ['abacavir hypersensitivity reaction (fever, rash, gastrointestinal symptoms)', 'nausea'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.4.2 Antiretrovirals'),
      { sourceId: 'who-hiv-2021', section: '4.6 First-line regimens for children' },
    ],
  },
  {
    id: 'dolutegravir',
    name: 'dolutegravir',
    atc: 'J05AJ03',
    drugClass: 'integrase inhibitor',
    allergyClasses: ['integrase inhibitor'],
    forms: [
      { form: 'dispersible tablet', strength: { value: 10, unit: 'mg' } },
      { form: 'tablet', strength: { value: 50, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['rifampicin', 'rifampin'],
        severity: 'major',
        effect: 'give dolutegravir twice daily with rifampicin',
        citations: [{ sourceId: 'who-hiv-2021', section: 'Drug-drug interactions: dolutegravir' }],
      },
      {
        keywords: polyvalentCations,
        severity: 'moderate',
        effect: 'cations bind dolutegravir: separate doses',
        citations: [{ sourceId: 'who-hiv-2021', section: 'Drug-drug interactions: dolutegravir' }],
      },
    ],
    sideEffects: ['insomnia', 'headache', 'weight gain'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.4.2 Antiretrovirals')],
  },
] as const satisfies readonly Medicine[];
