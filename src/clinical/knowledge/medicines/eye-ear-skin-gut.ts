import type { Citation, Medicine } from '../types';

const eml = (section: string): Citation => ({ sourceId: 'who-eml-2023', section });
const bnf = (section: string): Citation => ({ sourceId: 'bnf-2023', section });

/** Glaucoma medicines, ear drops and topical corticosteroids. */
export const eyeEarSkinGutMedicines = [
  {
    id: 'timolol-eye-drops',
    name: 'timolol eye drops',
    atc: 'S01ED01',
    drugClass: 'topical beta-blocker (glaucoma)',
    allergyClasses: ['beta-blocker', 'timolol'],
    forms: [{ form: 'eye drops', strength: { value: 0.5, unit: '%' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['asthma', 'copd', 'bradycardia', 'heart block'],
        note: 'systemic absorption: bronchospasm and bradycardia',
        citations: [bnf('Timolol maleate (eye): contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['verapamil', 'diltiazem', 'bisoprolol', 'propranolol'],
        severity: 'moderate',
        effect: 'additive bradycardia',
        citations: [bnf('Timolol maleate (eye): interactions')],
      },
    ],
    sideEffects: ['stinging', 'bradycardia', 'bronchospasm'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('21.4 Miotics and antiglaucoma medicines: timolol')],
  },
  {
    id: 'acetazolamide',
    name: 'acetazolamide',
    atc: 'S01EC01',
    drugClass: 'carbonic anhydrase inhibitor',
    allergyClasses: ['sulfonamide', 'acetazolamide'],
    forms: [{ form: 'tablet', strength: { value: 250, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['sulfonamide allergy', 'hypokalaemia', 'liver cirrhosis', 'adrenal insufficiency'],
        note: 'sulfonamide hypersensitivity; electrolyte disturbance; hepatic encephalopathy',
        citations: [bnf('Acetazolamide: contra-indications')],
      },
      {
        kind: 'renal',
        note: 'avoid in severe kidney impairment',
        citations: [bnf('Acetazolamide: renal impairment')],
      },
    ],
    interactions: [],
    sideEffects: ['tingling of hands and feet', 'polyuria', 'hypokalaemia', 'nausea'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('21.4 Miotics and antiglaucoma medicines: acetazolamide')],
  },
  {
    id: 'ciprofloxacin-ear-drops',
    name: 'ciprofloxacin ear drops',
    atc: 'S02AA15',
    drugClass: 'topical fluoroquinolone',
    allergyClasses: ['fluoroquinolone', 'quinolone', 'ciprofloxacin'],
    forms: [{ form: 'ear drops', strength: { value: 0.3, unit: '%' } }],
    contraindications: [],
    interactions: [],
    sideEffects: ['local itching or irritation'],
    onEssentialMedicinesList: ['WHO EML 2023'],
    citations: [eml('21.1 Ear, nose and throat medicines: ciprofloxacin topical')],
  },
  {
    id: 'hydrocortisone-cream',
    name: 'hydrocortisone cream',
    atc: 'D07AA02',
    drugClass: 'mild topical corticosteroid',
    allergyClasses: ['hydrocortisone cream'],
    forms: [{ form: 'cream or ointment', strength: { value: 1, unit: '%' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['untreated skin infection', 'scabies', 'tinea'],
        note: 'worsens untreated infection',
        citations: [bnf('Topical corticosteroids: contra-indications')],
      },
    ],
    interactions: [],
    sideEffects: ['skin thinning with long use', 'worsening of untreated infection'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('13.3 Anti-inflammatory and antipruritic medicines: hydrocortisone')],
  },
  {
    id: 'betamethasone-cream',
    name: 'betamethasone valerate cream',
    atc: 'D07AC01',
    drugClass: 'potent topical corticosteroid',
    allergyClasses: ['betamethasone cream'],
    forms: [{ form: 'cream or ointment', strength: { value: 0.1, unit: '%' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['untreated skin infection', 'scabies', 'tinea', 'rosacea', 'acne'],
        note: 'worsens untreated infection, rosacea and acne',
        citations: [bnf('Topical corticosteroids: contra-indications')],
      },
      {
        kind: 'age',
        maxYears: 1,
        note: 'potent steroids are avoided in infants',
        citations: [bnf('Topical corticosteroids: children')],
      },
    ],
    interactions: [],
    sideEffects: ['skin thinning and striae', 'not for the face or skin folds except short courses'],
    onEssentialMedicinesList: ['WHO EML 2023', 'KEML 2023'],
    citations: [eml('13.3 Anti-inflammatory and antipruritic medicines: betamethasone')],
  },
] satisfies readonly Medicine[];
