import type { Medicine } from '../types';
import { eml, wmf, bnf, bnfc, lists } from './shared';

/** Antibacterials: penicillins and cephalosporins, with gentamicin that often goes with them. */
export const antibacterialsBetaLactamsMedicines = [
  {
    id: 'amoxicillin',
    name: 'amoxicillin',
    atc: 'J01CA04',
    drugClass: 'aminopenicillin (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      { form: 'dispersible tablet', strength: { value: 250, unit: 'mg' } },
      { form: 'capsule', strength: { value: 500, unit: 'mg' } },
      { form: 'capsule', strength: { value: 250, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 125, unit: 'mg/5mL' } },
      { form: 'oral suspension', strength: { value: 250, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        // BNF gives no reduced dose here (its numbers are in the product literature), so none is
        // computed below eGFR 30: an alternative needing no adjustment is given, or the reason is shown.
        kind: 'renal',
        belowEgfr: 30,
        note: 'BNF: reduce the dose below eGFR 30 mL/min/1.73 m² (crystalluria); it gives no number, so none is computed',
        citations: [bnf('Amoxicillin: renal impairment, reduce the dose if eGFR is less than 30')],
      },
    ],
    interactions: [
      {
        keywords: ['methotrexate'],
        severity: 'major',
        effect: 'penicillins reduce methotrexate excretion: toxicity',
        citations: [bnf('Amoxicillin: interactions')],
      },
      {
        keywords: ['warfarin'],
        severity: 'moderate',
        effect: 'INR may rise: monitor',
        citations: [bnf('Amoxicillin: interactions')],
      },
    ],
    sideEffects: ['diarrhoea', 'nausea', 'rash', 'hypersensitivity including anaphylaxis'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.2.1 Access group antibiotics'),
      { sourceId: 'who-aware-2022', section: 'Amoxicillin' },
    ],
  },
  {
    id: 'amoxicillin-clavulanate',
    name: 'amoxicillin + clavulanic acid',
    atc: 'J01CR02',
    drugClass: 'aminopenicillin with beta-lactamase inhibitor (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      {
        form: 'tablet',
        strength: { value: 500, unit: 'mg' },
        note: '500 mg amoxicillin + 125 mg clavulanic acid',
      },
      {
        form: 'oral suspension',
        strength: { value: 250, unit: 'mg/5mL' },
        note: '250 mg amoxicillin + 62.5 mg clavulanic acid per 5 mL',
      },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['cholestatic jaundice', 'co-amoxiclav jaundice'],
        note: 'previous penicillin-associated cholestatic jaundice',
        citations: [bnf('Co-amoxiclav: contra-indications')],
      },
      {
        kind: 'renal',
        belowEgfr: 30,
        note: 'BNF: reduce the dose below eGFR 30 mL/min/1.73 m²; it refers to the product literature for the number, so none is computed',
        citations: [bnf('Co-amoxiclav: renal impairment, reduce the dose if eGFR is less than 30')],
      },
    ],
    interactions: [
      {
        keywords: ['methotrexate'],
        severity: 'major',
        effect: 'reduced methotrexate excretion',
        citations: [bnf('Co-amoxiclav: interactions')],
      },
    ],
    sideEffects: ['diarrhoea', 'nausea', 'rash', 'cholestatic jaundice'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.2.1 Access group antibiotics'),
      { sourceId: 'who-aware-2022', section: 'Amoxicillin + clavulanic acid' },
    ],
  },
  {
    id: 'benzylpenicillin',
    name: 'benzylpenicillin',
    atc: 'J01CE01',
    drugClass: 'natural penicillin (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      { form: 'powder for injection', strength: { value: 600, unit: 'mg' }, note: '600 mg = 1 million IU' },
      { form: 'powder for injection', strength: { value: 3000, unit: 'mg' }, note: '3 g = 5 million IU' },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['methotrexate'],
        severity: 'major',
        effect: 'reduced methotrexate excretion',
        citations: [bnf('Benzylpenicillin: interactions')],
      },
    ],
    sideEffects: [
      'hypersensitivity including anaphylaxis',
      'fever',
      'convulsions at high doses or in renal failure',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'benzathine-benzylpenicillin',
    name: 'benzathine benzylpenicillin',
    atc: 'J01CE08',
    drugClass: 'long-acting penicillin (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      {
        form: 'powder for injection',
        strength: { value: 1440, unit: 'mg' },
        note: '1.44 g = 2.4 million IU, 5-mL vial',
      },
      { form: 'powder for injection', strength: { value: 900, unit: 'mg' }, note: '900 mg = 1.2 million IU' },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['intravenous benzathine'],
        note: 'never give intravenously',
        citations: [wmf('Section 6.2.1 Beta-lactam medicines: benzathine benzylpenicillin')],
      },
    ],
    interactions: [],
    sideEffects: [
      'pain at the injection site',
      'hypersensitivity including anaphylaxis',
      'Jarisch-Herxheimer reaction in syphilis',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'ampicillin',
    name: 'ampicillin',
    atc: 'J01CA01',
    drugClass: 'aminopenicillin (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      { form: 'powder for injection', strength: { value: 500, unit: 'mg' } },
      { form: 'powder for injection', strength: { value: 1000, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['methotrexate'],
        severity: 'major',
        effect: 'reduced methotrexate excretion',
        citations: [bnf('Ampicillin: interactions')],
      },
    ],
    sideEffects: ['diarrhoea', 'rash', 'hypersensitivity including anaphylaxis'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'cloxacillin',
    name: 'cloxacillin (flucloxacillin)',
    atc: 'J01CF02',
    drugClass: 'penicillinase-resistant penicillin (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      { form: 'capsule', strength: { value: 500, unit: 'mg' } },
      { form: 'capsule', strength: { value: 250, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 125, unit: 'mg/5mL' } },
      { form: 'powder for injection', strength: { value: 500, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: ['diarrhoea', 'rash', 'cholestatic jaundice'],
    onEssentialMedicinesList: lists,
    citations: [
      eml('6.2.1 Access group antibiotics (cloxacillin; flucloxacillin as therapeutic alternative)'),
    ],
  },
  {
    id: 'phenoxymethylpenicillin',
    name: 'phenoxymethylpenicillin',
    atc: 'J01CE02',
    drugClass: 'oral penicillin (Access)',
    allergyClasses: ['penicillin', 'beta-lactam'],
    forms: [
      { form: 'tablet', strength: { value: 250, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 125, unit: 'mg/5mL' } },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: ['diarrhoea', 'nausea', 'rash'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'gentamicin',
    name: 'gentamicin',
    atc: 'J01GB03',
    drugClass: 'aminoglycoside (Access)',
    allergyClasses: ['aminoglycoside'],
    forms: [
      { form: 'injection', strength: { value: 40, unit: 'mg/mL' } },
      { form: 'injection', strength: { value: 10, unit: 'mg/mL' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['myasthenia gravis'],
        note: 'neuromuscular blockade',
        citations: [wmf('Section 6.2.2 Other antibacterials: gentamicin')],
      },
    ],
    interactions: [
      {
        keywords: ['kidney', 'renal', 'ckd'],
        severity: 'major',
        effect:
          'accumulates in kidney disease (nephro- and ototoxicity): extend the dosing interval and monitor levels',
        citations: [wmf('Section 6.2.2 Other antibacterials: gentamicin')],
      },
      {
        keywords: ['furosemide'],
        severity: 'moderate',
        effect: 'loop diuretics add to ototoxicity',
        citations: [bnf('Gentamicin: interactions')],
      },
    ],
    sideEffects: ['ototoxicity (vestibular and hearing loss)', 'nephrotoxicity'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'ceftriaxone',
    name: 'ceftriaxone',
    atc: 'J01DD04',
    drugClass: 'third-generation cephalosporin (Watch)',
    allergyClasses: ['cephalosporin', 'beta-lactam'],
    forms: [
      { form: 'powder for injection', strength: { value: 1000, unit: 'mg' } },
      { form: 'powder for injection', strength: { value: 250, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['jaundice', 'hyperbilirubin', 'preterm', 'premature', 'calcium'],
        maxAgeDays: 29,
        note: 'newborns with jaundice (bilirubin displacement, kernicterus), born preterm, or needing calcium-containing infusions (fatal precipitates): use cefotaxime',
        citations: [bnfc('Ceftriaxone: contra-indications (neonates)')],
      },
    ],
    interactions: [
      {
        keywords: ['calcium', 'ringer'],
        severity: 'major',
        effect:
          'precipitates with calcium-containing solutions given through the same line (fatal in neonates): do not mix or co-infuse',
        citations: [bnfc('Ceftriaxone: interactions')],
      },
    ],
    sideEffects: ['diarrhoea', 'rash', 'biliary sludge', 'hypersensitivity'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.2 Watch group antibiotics')],
  },
  {
    id: 'cefixime',
    name: 'cefixime',
    atc: 'J01DD08',
    drugClass: 'third-generation oral cephalosporin (Watch)',
    allergyClasses: ['cephalosporin', 'beta-lactam'],
    forms: [
      { form: 'tablet', strength: { value: 400, unit: 'mg' } },
      { form: 'capsule', strength: { value: 200, unit: 'mg' } },
    ],
    contraindications: [],
    interactions: [],
    sideEffects: ['diarrhoea', 'abdominal pain', 'rash'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.2 Watch group antibiotics')],
  },
] as const satisfies readonly Medicine[];
