import type { Medicine } from '../types';
import { eml, wmf, bnf, bnfc, lists } from './shared';

/** Pain, fever and inflammation, and gout. */
export const painFeverInflammationMedicines = [
  {
    id: 'paracetamol',
    name: 'paracetamol',
    atc: 'N02BE01',
    drugClass: 'non-opioid analgesic and antipyretic',
    allergyClasses: ['paracetamol'],
    forms: [
      { form: 'tablet', strength: { value: 500, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 120, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['liver failure', 'decompensated cirrhosis'],
        note: 'hepatotoxic in severe liver disease',
        citations: [wmf('Section 2.1 Non-opioids: paracetamol')],
      },
    ],
    interactions: [
      {
        keywords: ['warfarin'],
        severity: 'minor',
        effect: 'regular use raises INR',
        citations: [bnf('Paracetamol: interactions')],
      },
      {
        keywords: ['alcohol', 'isoniazid'],
        severity: 'moderate',
        effect: 'higher risk of liver toxicity',
        citations: [bnf('Paracetamol: cautions')],
      },
    ],
    sideEffects: ['rare at therapeutic doses; liver failure in overdose'],
    onEssentialMedicinesList: lists,
    citations: [eml('2.1 Non-opioids and NSAIDs')],
  },
  {
    id: 'ibuprofen',
    name: 'ibuprofen',
    atc: 'M01AE01',
    drugClass: 'non-steroidal anti-inflammatory drug',
    allergyClasses: ['nsaid'],
    forms: [
      { form: 'tablet', strength: { value: 400, unit: 'mg' } },
      { form: 'tablet', strength: { value: 200, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 100, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [3],
        note: 'premature closure of the ductus arteriosus and reduced amniotic fluid',
        citations: [wmf('Section 2.1 Non-opioids and NSAIDs: ibuprofen')],
      },
      {
        kind: 'age',
        minYears: 0.25,
        note: 'not for infants under 3 months',
        citations: [bnfc('Ibuprofen: contra-indications')],
      },
      {
        kind: 'age',
        maxYears: 75,
        note: 'from 75 years NSAIDs cause gastrointestinal bleeding, kidney injury and heart failure: use paracetamol (AGS Beers Criteria 2023: avoid unless alternatives fail, and then with a gastroprotective agent)',
        citations: [{ sourceId: 'beers-2023', section: 'Table 2: non-COX-selective NSAIDs, oral' }],
      },
      {
        kind: 'renal',
        note: 'NSAIDs worsen kidney function',
        citations: [{ sourceId: 'kdigo-ckd-2024', section: '4.4 Medication management: avoid NSAIDs' }],
      },
      {
        kind: 'history',
        keywords: [
          'peptic ulcer',
          'gastrointestinal bleeding',
          'gi bleed',
          'nsaid asthma',
          'heart failure',
          'dengue',
          'haemorrhagic fever',
          'hemorrhagic fever',
          'lassa',
          'ebola',
          'marburg',
          'bleeding gums',
          'bleeding disorder',
          'thrombocytopenia',
          'haemophilia',
          'cirrhosis',
        ],
        note: 'active or previous peptic ulcer or bleeding, NSAID-induced asthma, heart failure, dengue or a viral haemorrhagic fever, a bleeding disorder or low platelets, cirrhosis (bleeding and kidney injury)',
        citations: [
          wmf('Section 2.1 Non-opioids and NSAIDs: ibuprofen'),
          { sourceId: 'who-dengue-2009', section: '2.3 Treatment: avoid NSAIDs' },
        ],
      },
    ],
    interactions: [
      {
        keywords: ['warfarin', 'acenocoumarol', 'rivaroxaban', 'apixaban', 'heparin', 'clopidogrel'],
        severity: 'major',
        effect:
          'serious bleeding with an anticoagulant or antiplatelet: avoid the NSAID; use paracetamol (and colchicine or prednisolone for gout)',
        withhold: true,
        citations: [bnf('Ibuprofen: interactions (anticoagulants: increased risk of haemorrhage)')],
      },
      {
        keywords: ['aspirin', 'prednisolone', 'fluoxetine'],
        severity: 'major',
        effect: 'gastrointestinal bleeding',
        citations: [bnf('Ibuprofen: interactions')],
      },
      {
        keywords: ['enalapril', 'losartan', 'furosemide', 'hydrochlorothiazide', 'lithium', 'methotrexate'],
        severity: 'moderate',
        effect: 'kidney injury, reduced antihypertensive effect, raised lithium and methotrexate levels',
        citations: [bnf('Ibuprofen: interactions')],
      },
    ],
    sideEffects: [
      'dyspepsia',
      'gastrointestinal bleeding',
      'fluid retention',
      'kidney injury',
      'bronchospasm',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('2.1 Non-opioids and NSAIDs')],
  },
  {
    id: 'aspirin',
    name: 'acetylsalicylic acid (aspirin)',
    atc: 'N02BA01',
    drugClass: 'salicylate NSAID and antiplatelet',
    allergyClasses: ['nsaid', 'salicylate'],
    forms: [
      { form: 'tablet', strength: { value: 300, unit: 'mg' } },
      { form: 'tablet', strength: { value: 75, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'age',
        minYears: 16,
        note: "Reye's syndrome in children and adolescents (except specialist use in rheumatic fever and Kawasaki disease)",
        citations: [wmf('Section 2.1 Non-opioids and NSAIDs: acetylsalicylic acid')],
      },
      {
        kind: 'pregnancy',
        trimesters: [3],
        note: 'analgesic doses in the third trimester: bleeding and premature closure of the ductus',
        citations: [wmf('Section 2.1 Non-opioids and NSAIDs: acetylsalicylic acid')],
      },
      {
        kind: 'history',
        keywords: [
          'peptic ulcer',
          'haemophilia',
          'bleeding disorder',
          'gastrointestinal bleeding',
          'haemorrhagic stroke',
          'intracerebral haemorrhage',
        ],
        note: 'bleeding risk',
        citations: [wmf('Section 2.1 Non-opioids and NSAIDs: acetylsalicylic acid')],
      },
    ],
    interactions: [
      {
        keywords: ['warfarin', 'clopidogrel', 'ibuprofen', 'diclofenac', 'fluoxetine'],
        severity: 'major',
        effect: 'bleeding risk',
        citations: [bnf('Aspirin: interactions')],
      },
      {
        keywords: ['methotrexate'],
        severity: 'major',
        effect: 'methotrexate toxicity',
        citations: [bnf('Aspirin: interactions')],
      },
    ],
    sideEffects: ['dyspepsia', 'gastrointestinal bleeding', 'bronchospasm in aspirin-sensitive asthma'],
    onEssentialMedicinesList: lists,
    citations: [eml('2.1 Non-opioids and NSAIDs; 12.5 Antithrombotic medicines')],
  },
  {
    id: 'diclofenac',
    name: 'diclofenac',
    atc: 'M01AB05',
    drugClass: 'non-steroidal anti-inflammatory drug',
    allergyClasses: ['nsaid'],
    forms: [
      { form: 'tablet', strength: { value: 50, unit: 'mg' } },
      { form: 'injection', strength: { value: 25, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [3],
        note: 'premature closure of the ductus arteriosus',
        citations: [bnf('Diclofenac: pregnancy')],
      },
      {
        kind: 'renal',
        note: 'NSAIDs worsen kidney function',
        citations: [{ sourceId: 'kdigo-ckd-2024', section: '4.4 Medication management: avoid NSAIDs' }],
      },
      {
        kind: 'history',
        keywords: [
          'peptic ulcer',
          'gastrointestinal bleeding',
          'heart failure',
          'ischaemic heart disease',
          'myocardial infarction',
          'stroke',
        ],
        note: 'cardiovascular and bleeding risk',
        citations: [bnf('Diclofenac: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['warfarin', 'aspirin', 'prednisolone', 'enalapril', 'losartan', 'lithium', 'methotrexate'],
        severity: 'major',
        effect: 'bleeding, kidney injury, raised lithium and methotrexate levels',
        citations: [bnf('Diclofenac: interactions')],
      },
    ],
    sideEffects: ['dyspepsia', 'gastrointestinal bleeding', 'cardiovascular events', 'kidney injury'],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [{ sourceId: 'ke-keml-2023', section: 'Non-opioid analgesics and NSAIDs' }],
  },
  {
    id: 'colchicine',
    name: 'colchicine',
    atc: 'M04AC01',
    drugClass: 'antigout (anti-inflammatory)',
    allergyClasses: ['colchicine'],
    forms: [{ form: 'tablet', strength: { value: 0.5, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'avoid in pregnancy',
        citations: [bnf('Colchicine: pregnancy')],
      },
      {
        kind: 'renal',
        note: 'toxic in severe kidney disease',
        citations: [bnf('Colchicine: renal impairment')],
      },
    ],
    interactions: [
      {
        keywords: [
          'erythromycin',
          'clarithromycin',
          'ketoconazole',
          'ritonavir',
          'lopinavir',
          'verapamil',
          'ciclosporin',
        ],
        severity: 'major',
        effect: 'colchicine toxicity',
        citations: [bnf('Colchicine: interactions')],
      },
    ],
    sideEffects: ['diarrhoea', 'nausea and vomiting', 'myopathy'],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [
      { sourceId: 'ke-keml-2023', section: 'Medicines used to treat gout' },
      { sourceId: 'acr-gout-2020', section: 'Management of gout flares' },
    ],
  },
  {
    id: 'allopurinol',
    name: 'allopurinol',
    atc: 'M04AA01',
    drugClass: 'xanthine oxidase inhibitor',
    allergyClasses: ['allopurinol'],
    forms: [
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'tablet', strength: { value: 300, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['azathioprine', 'mercaptopurine'],
        severity: 'major',
        effect: 'marrow toxicity: reduce their dose',
        citations: [bnf('Allopurinol: interactions')],
      },
    ],
    sideEffects: ['rash (stop at once: severe cutaneous reactions)', 'gout flare on starting'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('2.4 Medicines used to treat gout'),
      { sourceId: 'acr-gout-2020', section: 'Urate-lowering therapy' },
    ],
  },
  {
    id: 'morphine',
    name: 'morphine',
    atc: 'N02AA01',
    drugClass: 'opioid analgesic',
    allergyClasses: ['opioid'],
    forms: [
      { form: 'tablet', strength: { value: 10, unit: 'mg' } },
      { form: 'oral solution', strength: { value: 10, unit: 'mg/5mL' } },
      { form: 'injection', strength: { value: 10, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['respiratory depression', 'head injury'],
        note: 'respiratory depression; raised intracranial pressure',
        citations: [wmf('Section 2.2 Opioid analgesics: morphine')],
      },
    ],
    interactions: [
      {
        keywords: ['diazepam', 'phenobarbital', 'alcohol', 'amitriptyline'],
        severity: 'major',
        effect: 'additive sedation and respiratory depression',
        citations: [bnf('Morphine: interactions')],
      },
    ],
    sideEffects: ['constipation', 'nausea', 'drowsiness', 'respiratory depression (antidote: naloxone)'],
    onEssentialMedicinesList: lists,
    citations: [eml('2.2 Opioid analgesics')],
  },
] as const satisfies readonly Medicine[];
