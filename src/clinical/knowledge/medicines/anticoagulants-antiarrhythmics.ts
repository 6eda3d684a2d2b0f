import type { Citation, Medicine } from '../types';

const eml = (section: string): Citation => ({ sourceId: 'who-eml-2023', section });
const bnf = (section: string): Citation => ({ sourceId: 'bnf-2023', section });

/** Anticoagulants, digoxin and propranolol (WHO EML 2023 sections 10.2 and 12). */
export const anticoagulantAntiarrhythmicMedicines = [
  {
    id: 'enoxaparin',
    name: 'enoxaparin',
    atc: 'B01AB05',
    drugClass: 'low-molecular-weight heparin',
    allergyClasses: ['heparin', 'enoxaparin'],
    forms: [{ form: 'prefilled syringe', strength: { value: 100, unit: 'mg/mL' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: [
          'active bleeding',
          'haemophilia',
          'heparin-induced thrombocytopenia',
          'recent brain haemorrhage',
        ],
        note: 'bleeding risk',
        citations: [bnf('Enoxaparin sodium: contra-indications')],
      },
      {
        kind: 'renal',
        note: 'accumulates when creatinine clearance is below 30 mL/min: reduce to once daily',
        citations: [bnf('Enoxaparin sodium: renal impairment')],
      },
    ],
    interactions: [
      {
        keywords: ['aspirin', 'ibuprofen', 'diclofenac', 'nsaid', 'clopidogrel', 'warfarin'],
        severity: 'major',
        effect: 'increased bleeding',
        citations: [bnf('Enoxaparin sodium: interactions')],
      },
    ],
    sideEffects: ['bleeding', 'bruising at injection site', 'thrombocytopenia', 'hyperkalaemia'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('10.2 Medicines affecting coagulation: enoxaparin')],
  },
  {
    id: 'warfarin',
    name: 'warfarin',
    atc: 'B01AA03',
    drugClass: 'vitamin K antagonist',
    allergyClasses: ['warfarin'],
    forms: [
      { form: 'tablet', strength: { value: 1, unit: 'mg' } },
      { form: 'tablet', strength: { value: 5, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 3],
        note: 'embryopathy in the first trimester and fetal bleeding near delivery',
        citations: [bnf('Warfarin sodium: pregnancy')],
      },
      {
        kind: 'history',
        keywords: ['active bleeding', 'peptic ulcer bleeding', 'recent brain haemorrhage'],
        note: 'bleeding risk',
        citations: [bnf('Warfarin sodium: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['rifampicin', 'carbamazepine', 'phenobarbital', 'efavirenz'],
        severity: 'major',
        effect: 'reduced anticoagulant effect',
        citations: [bnf('Warfarin sodium: interactions')],
      },
      {
        keywords: [
          'cotrimoxazole',
          'metronidazole',
          'fluconazole',
          'ciprofloxacin',
          'erythromycin',
          'aspirin',
        ],
        severity: 'major',
        effect: 'raised INR and bleeding',
        citations: [bnf('Warfarin sodium: interactions')],
      },
    ],
    sideEffects: ['bleeding', 'skin necrosis (rare)'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('10.2 Medicines affecting coagulation: warfarin')],
  },
  {
    id: 'digoxin',
    name: 'digoxin',
    atc: 'C01AA05',
    drugClass: 'cardiac glycoside',
    allergyClasses: ['digoxin'],
    forms: [{ form: 'tablet', strength: { value: 250, unit: 'mcg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['heart block', 'wolff-parkinson-white', 'hypertrophic cardiomyopathy'],
        note: 'intermittent complete heart block, accessory pathway',
        citations: [bnf('Digoxin: contra-indications')],
      },
      {
        // A rate-control medicine is for a fast ventricular rate; a slow pulse may be heart block.
        kind: 'history',
        keywords: ['bradycardia'],
        note: 'a slow pulse needs no rate control (and may be heart block): ECG first',
        citations: [{ sourceId: 'esc-af-2024', section: 'Rate control' }, bnf('Digoxin: contra-indications')],
      },
      {
        kind: 'renal',
        note: 'toxicity in kidney disease and hypokalaemia: lower doses and levels',
        citations: [bnf('Digoxin: renal impairment')],
      },
    ],
    interactions: [
      {
        keywords: ['amiodarone', 'verapamil', 'quinine', 'clarithromycin', 'furosemide'],
        severity: 'major',
        effect: 'digoxin toxicity (raised level or hypokalaemia)',
        citations: [bnf('Digoxin: interactions')],
      },
    ],
    sideEffects: [
      'nausea and vomiting',
      'yellow vision',
      'bradycardia and arrhythmias in toxicity',
      'confusion',
    ],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('12.2 Antiarrhythmic medicines; 12.4 heart failure: digoxin')],
  },
  {
    id: 'propranolol',
    name: 'propranolol',
    atc: 'C07AA05',
    drugClass: 'non-selective beta-blocker',
    allergyClasses: ['beta-blocker'],
    forms: [
      { form: 'tablet', strength: { value: 10, unit: 'mg' } },
      { form: 'tablet', strength: { value: 40, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: [
          'asthma',
          'heart block',
          'bradycardia',
          'cardiogenic shock',
          'decompensated heart failure',
        ],
        note: 'bronchospasm; heart block; shock',
        citations: [bnf('Propranolol hydrochloride: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['verapamil', 'diltiazem'],
        severity: 'major',
        effect: 'heart block and hypotension',
        citations: [bnf('Propranolol hydrochloride: interactions')],
      },
    ],
    sideEffects: ['bradycardia', 'bronchospasm', 'fatigue', 'cold extremities', 'masks hypoglycaemia'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [
      eml('7.2 Prophylaxis of migraine: propranolol'),
      bnf('Propranolol hydrochloride: indications'),
    ],
  },
] satisfies readonly Medicine[];
