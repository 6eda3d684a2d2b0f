import type { Medicine } from '../types';
import { eml, bnf, lists } from './shared';

/** Cardiovascular medicines and those of obstetric emergencies. */
export const cardiovascularObstetricMedicines = [
  {
    id: 'amlodipine',
    name: 'amlodipine',
    atc: 'C08CA01',
    drugClass: 'dihydropyridine calcium-channel blocker',
    allergyClasses: ['dihydropyridine'],
    forms: [
      { form: 'tablet', strength: { value: 5, unit: 'mg' } },
      { form: 'tablet', strength: { value: 10, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['cardiogenic shock', 'severe aortic stenosis'],
        note: 'contraindicated',
        citations: [bnf('Amlodipine: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['simvastatin'],
        severity: 'moderate',
        effect: 'keep simvastatin at or below 20 mg daily',
        citations: [bnf('Amlodipine: interactions')],
      },
    ],
    sideEffects: ['ankle oedema', 'flushing', 'headache'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines')],
  },
  {
    id: 'hydrochlorothiazide',
    name: 'hydrochlorothiazide',
    atc: 'C03AA03',
    drugClass: 'thiazide diuretic',
    allergyClasses: ['thiazide'],
    forms: [{ form: 'tablet', strength: { value: 25, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['gout', 'hyponatraemia'],
        note: 'raises urate; worsens hyponatraemia',
        citations: [bnf('Hydrochlorothiazide: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['lithium'],
        severity: 'major',
        effect: 'lithium toxicity',
        citations: [bnf('Thiazides: interactions')],
      },
    ],
    sideEffects: ['hypokalaemia', 'hyponatraemia', 'hyperuricaemia', 'hyperglycaemia'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines')],
  },
  {
    id: 'enalapril',
    name: 'enalapril',
    atc: 'C09AA02',
    drugClass: 'ACE inhibitor',
    allergyClasses: ['ace-inhibitor'],
    forms: [
      { form: 'tablet', strength: { value: 5, unit: 'mg' } },
      { form: 'tablet', strength: { value: 10, unit: 'mg' } },
      { form: 'tablet', strength: { value: 2.5, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'fetotoxic (renal failure, oligohydramnios): stop when pregnancy is planned or confirmed',
        citations: [{ sourceId: 'who-hypertension-2021', section: 'Special populations: pregnancy' }],
      },
      {
        kind: 'history',
        keywords: ['angioedema', 'renal artery stenosis'],
        note: 'previous angioedema; bilateral renal artery stenosis',
        citations: [bnf('ACE inhibitors: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['spironolactone', 'potassium', 'trimethoprim', 'cotrimoxazole'],
        severity: 'major',
        effect: 'hyperkalaemia: check potassium',
        citations: [bnf('Enalapril: interactions')],
      },
      {
        keywords: ['ibuprofen', 'diclofenac', 'nsaid'],
        severity: 'moderate',
        effect: 'kidney injury and reduced effect',
        citations: [bnf('Enalapril: interactions')],
      },
      {
        keywords: ['lithium'],
        severity: 'major',
        effect: 'lithium toxicity',
        citations: [bnf('Enalapril: interactions')],
      },
    ],
    sideEffects: ['dry cough', 'hyperkalaemia', 'first-dose hypotension', 'angioedema', 'rise in creatinine'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines; 12.4 Medicines used in heart failure')],
  },
  {
    id: 'losartan',
    name: 'losartan',
    atc: 'C09CA01',
    drugClass: 'angiotensin II receptor blocker',
    allergyClasses: ['angiotensin-receptor-blocker'],
    forms: [
      { form: 'tablet', strength: { value: 50, unit: 'mg' } },
      { form: 'tablet', strength: { value: 25, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'fetotoxic',
        citations: [{ sourceId: 'who-hypertension-2021', section: 'Special populations: pregnancy' }],
      },
    ],
    interactions: [
      {
        keywords: ['spironolactone', 'potassium', 'enalapril'],
        severity: 'major',
        effect: 'hyperkalaemia; do not combine with an ACE inhibitor',
        citations: [bnf('Losartan: interactions')],
      },
    ],
    sideEffects: ['dizziness', 'hyperkalaemia', 'rise in creatinine'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines: losartan')],
  },
  {
    id: 'labetalol',
    name: 'labetalol',
    atc: 'C07AG01',
    drugClass: 'alpha- and beta-blocker',
    allergyClasses: ['beta-blocker'],
    forms: [
      { form: 'tablet', strength: { value: 200, unit: 'mg' } },
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'injection', strength: { value: 5, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['asthma', 'heart block', 'bradycardia', 'cardiogenic shock'],
        note: 'beta-blockade causes bronchospasm and worsens heart block',
        citations: [bnf('Labetalol: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['verapamil', 'diltiazem'],
        severity: 'major',
        effect: 'heart block and asystole',
        citations: [bnf('Labetalol: interactions')],
      },
    ],
    sideEffects: [
      'postural hypotension',
      'bradycardia',
      'bronchospasm',
      'scalp tingling',
      'neonatal bradycardia and hypoglycaemia',
    ],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [
      { sourceId: 'ke-keml-2023', section: 'Antihypertensive medicines: hypertension in pregnancy' },
    ],
  },
  {
    id: 'hydralazine',
    name: 'hydralazine',
    atc: 'C02DB02',
    drugClass: 'direct vasodilator',
    allergyClasses: ['hydralazine'],
    forms: [
      { form: 'powder for injection', strength: { value: 20, unit: 'mg' } },
      { form: 'tablet', strength: { value: 25, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['lupus'],
        note: 'drug-induced lupus',
        citations: [bnf('Hydralazine: contra-indications')],
      },
    ],
    interactions: [],
    sideEffects: ['tachycardia', 'headache', 'flushing', 'sudden hypotension with fetal distress'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines: hydralazine (hypertensive emergencies in pregnancy)')],
  },
  {
    id: 'nifedipine',
    name: 'nifedipine',
    atc: 'C08CA05',
    drugClass: 'dihydropyridine calcium-channel blocker',
    allergyClasses: ['dihydropyridine'],
    forms: [
      { form: 'prolonged-release tablet', strength: { value: 20, unit: 'mg' } },
      { form: 'capsule', strength: { value: 10, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['cardiogenic shock', 'unstable angina', 'myocardial infarction'],
        note: 'reflex tachycardia worsens ischaemia',
        citations: [bnf('Nifedipine: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['magnesium sulfate'],
        severity: 'moderate',
        effect: 'profound hypotension and neuromuscular blockade reported',
        citations: [bnf('Nifedipine: interactions')],
      },
    ],
    sideEffects: ['headache', 'flushing', 'ankle oedema', 'reflex tachycardia'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines')],
  },
  {
    id: 'methyldopa',
    name: 'methyldopa',
    atc: 'C02AB01',
    drugClass: 'centrally acting antihypertensive',
    allergyClasses: ['methyldopa'],
    forms: [{ form: 'tablet', strength: { value: 250, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['depression', 'active liver disease', 'haemolytic anaemia'],
        note: 'worsens depression; hepatitis; haemolysis',
        citations: [bnf('Methyldopa: contra-indications')],
      },
    ],
    interactions: [],
    sideEffects: ['drowsiness', 'dry mouth', 'depression', 'positive Coombs test'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.3 Antihypertensive medicines: methyldopa (hypertension in pregnancy only)')],
  },
  {
    id: 'magnesium-sulfate',
    name: 'magnesium sulfate',
    atc: 'B05XA05',
    drugClass: 'anticonvulsant (eclampsia)',
    allergyClasses: ['magnesium sulfate'],
    forms: [
      {
        form: 'injection',
        strength: { value: 500, unit: 'mg/mL' },
        note: '50% solution; dilute to 20% for IV use',
      },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['myasthenia gravis'],
        note: 'neuromuscular blockade',
        citations: [bnf('Magnesium sulfate: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['nifedipine'],
        severity: 'moderate',
        effect: 'hypotension and neuromuscular blockade',
        citations: [bnf('Magnesium sulfate: interactions')],
      },
    ],
    sideEffects: [
      'flushing',
      'loss of patellar reflexes and respiratory depression in toxicity (antidote: calcium gluconate 1 g IV)',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('5 Anticonvulsants/antiepileptics: magnesium sulfate (eclampsia)')],
  },
  {
    id: 'furosemide',
    name: 'furosemide',
    atc: 'C03CA01',
    drugClass: 'loop diuretic',
    allergyClasses: ['loop diuretic'],
    forms: [
      { form: 'tablet', strength: { value: 40, unit: 'mg' } },
      { form: 'injection', strength: { value: 10, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['anuria', 'hypovolaemia'],
        note: 'no effect in anuria; worsens hypovolaemia',
        citations: [bnf('Furosemide: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['gentamicin', 'lithium', 'digoxin'],
        severity: 'moderate',
        effect: 'ototoxicity with aminoglycosides; lithium and digoxin toxicity through hypokalaemia',
        citations: [bnf('Furosemide: interactions')],
      },
    ],
    sideEffects: ['hypokalaemia', 'dehydration', 'hyponatraemia', 'ototoxicity at high IV doses'],
    onEssentialMedicinesList: lists,
    citations: [eml('16 Diuretics; 12.4 Medicines used in heart failure')],
  },
  {
    id: 'bisoprolol',
    name: 'bisoprolol',
    atc: 'C07AB07',
    drugClass: 'cardioselective beta-blocker',
    allergyClasses: ['beta-blocker'],
    forms: [
      { form: 'tablet', strength: { value: 1.25, unit: 'mg' } },
      { form: 'tablet', strength: { value: 5, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['asthma', 'heart block', 'bradycardia', 'cardiogenic shock'],
        note: 'bronchospasm; worsens heart block and shock',
        citations: [bnf('Bisoprolol: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['verapamil', 'diltiazem'],
        severity: 'major',
        effect: 'heart block',
        citations: [bnf('Bisoprolol: interactions')],
      },
    ],
    sideEffects: ['bradycardia', 'fatigue', 'cold extremities', 'worsening heart failure on starting'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.4 Medicines used in heart failure: bisoprolol')],
  },
  {
    id: 'spironolactone',
    name: 'spironolactone',
    atc: 'C03DA01',
    drugClass: 'mineralocorticoid receptor antagonist',
    allergyClasses: ['spironolactone'],
    forms: [{ form: 'tablet', strength: { value: 25, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'anti-androgenic (feminisation of a male fetus in animal studies): avoid in pregnancy',
        citations: [bnf('Spironolactone: pregnancy')],
      },
      {
        kind: 'renal',
        note: 'hyperkalaemia in kidney disease',
        citations: [{ sourceId: 'esc-hf-2021', section: '5.3.3 Mineralocorticoid receptor antagonists' }],
      },
      {
        kind: 'history',
        keywords: ['hyperkalaemia', 'addison'],
        note: 'hyperkalaemia',
        citations: [bnf('Spironolactone: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['enalapril', 'losartan', 'potassium', 'trimethoprim'],
        severity: 'major',
        effect: 'hyperkalaemia: check potassium and creatinine',
        citations: [bnf('Spironolactone: interactions')],
      },
    ],
    sideEffects: ['hyperkalaemia', 'gynaecomastia', 'rise in creatinine'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.4 Medicines used in heart failure')],
  },
  {
    id: 'glyceryl-trinitrate',
    name: 'glyceryl trinitrate',
    atc: 'C01DA02',
    drugClass: 'nitrate',
    allergyClasses: ['nitrate'],
    forms: [{ form: 'sublingual tablet', strength: { value: 0.5, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'history',
        keywords: ['hypotension', 'aortic stenosis', 'right ventricular infarction'],
        note: 'severe hypotension',
        citations: [bnf('Glyceryl trinitrate: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['sildenafil', 'tadalafil'],
        severity: 'major',
        effect: 'profound hypotension: do not give within 24-48 hours of a PDE-5 inhibitor',
        citations: [bnf('Glyceryl trinitrate: interactions')],
      },
    ],
    sideEffects: ['headache', 'flushing', 'hypotension'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.1 Antianginal medicines')],
  },
  {
    id: 'clopidogrel',
    name: 'clopidogrel',
    atc: 'B01AC04',
    drugClass: 'P2Y12 antiplatelet',
    allergyClasses: ['thienopyridine'],
    forms: [
      { form: 'tablet', strength: { value: 75, unit: 'mg' } },
      { form: 'tablet', strength: { value: 300, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['active bleeding', 'intracerebral haemorrhage'],
        note: 'bleeding',
        citations: [bnf('Clopidogrel: contra-indications')],
      },
    ],
    interactions: [
      {
        keywords: ['omeprazole', 'warfarin'],
        severity: 'moderate',
        effect: 'omeprazole reduces its effect; bleeding with warfarin',
        citations: [bnf('Clopidogrel: interactions')],
      },
    ],
    sideEffects: ['bleeding', 'dyspepsia'],
    onEssentialMedicinesList: lists,
    citations: [eml('12.5 Antithrombotic medicines')],
  },
] as const satisfies readonly Medicine[];
