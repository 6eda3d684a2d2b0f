import type { Medicine } from '../types';
import { rifampicinInteractions } from './rifampicin-interactions';
import { eml, wmf, bnf, bnfc, lists, qtProlonging, polyvalentCations } from './shared';

/** Antibacterials: quinolones, macrolides, tetracyclines, nitroimidazoles, nitrofurantoin, cotrimoxazole and rifampicin. */
export const antibacterialsOtherMedicines = [
  {
    id: 'ciprofloxacin',
    name: 'ciprofloxacin',
    atc: 'J01MA02',
    drugClass: 'fluoroquinolone (Watch)',
    allergyClasses: ['fluoroquinolone'],
    forms: [
      { form: 'tablet', strength: { value: 500, unit: 'mg' } },
      { form: 'tablet', strength: { value: 250, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 250, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'avoid in pregnancy (arthropathy in animal studies); use a safer alternative',
        citations: [wmf('Section 6.2.2 Other antibacterials: ciprofloxacin')],
      },
      {
        kind: 'history',
        keywords: ['myasthenia gravis', 'tendon rupture', 'quinolone tendinitis'],
        note: 'quinolones worsen myasthenia and cause tendon damage',
        citations: [bnf('Ciprofloxacin: cautions')],
      },
      {
        // The usual doses are for eGFR 30 or more; below it the dose is reduced, which no regimen here
        // computes, so a listed alternative needing no adjustment is given instead.
        kind: 'renal',
        belowEgfr: 30,
        note: 'accumulates when eGFR is below 30 mL/min/1.73 m²: the dose must be reduced',
        citations: [bnf('Ciprofloxacin: renal impairment, reduce the dose if eGFR is less than 30')],
      },
      {
        kind: 'breastfeeding',
        note: 'present in breast milk: avoid (BNF); azithromycin is the usual alternative',
        citations: [bnf('Ciprofloxacin: breast feeding, avoid (present in milk)')],
      },
    ],
    interactions: [
      {
        keywords: polyvalentCations,
        severity: 'moderate',
        effect: 'absorption reduced: give ciprofloxacin 2 hours before or 6 hours after',
        citations: [bnf('Ciprofloxacin: interactions')],
      },
      {
        keywords: ['theophylline', 'aminophylline'],
        severity: 'major',
        effect: 'raises theophylline levels: convulsions',
        citations: [bnf('Ciprofloxacin: interactions')],
      },
      {
        keywords: ['warfarin'],
        severity: 'moderate',
        effect: 'INR rises: monitor',
        citations: [bnf('Ciprofloxacin: interactions')],
      },
    ],
    sideEffects: ['nausea', 'diarrhoea', 'tendinitis and tendon rupture', 'QT prolongation', 'convulsions'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.2 Watch group antibiotics')],
  },
  {
    id: 'azithromycin',
    name: 'azithromycin',
    atc: 'J01FA10',
    drugClass: 'macrolide (Watch)',
    allergyClasses: ['macrolide'],
    forms: [
      { form: 'tablet', strength: { value: 500, unit: 'mg' } },
      { form: 'capsule', strength: { value: 250, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 200, unit: 'mg/5mL' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: qtProlonging,
        severity: 'moderate',
        effect: 'additive QT prolongation',
        citations: [bnf('Azithromycin: interactions')],
      },
    ],
    sideEffects: ['nausea', 'diarrhoea', 'abdominal pain', 'QT prolongation'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.2 Watch group antibiotics')],
  },
  {
    id: 'erythromycin',
    name: 'erythromycin',
    atc: 'J01FA01',
    drugClass: 'macrolide (Watch)',
    allergyClasses: ['macrolide'],
    forms: [
      { form: 'tablet', strength: { value: 250, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 125, unit: 'mg/5mL' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['carbamazepine', 'theophylline', 'warfarin', 'colchicine', 'simvastatin'],
        severity: 'major',
        effect: 'erythromycin inhibits CYP3A4 and raises their levels',
        citations: [bnf('Erythromycin: interactions')],
      },
      {
        keywords: qtProlonging,
        severity: 'moderate',
        effect: 'additive QT prolongation',
        citations: [bnf('Erythromycin: interactions')],
      },
    ],
    sideEffects: ['nausea and vomiting', 'abdominal cramps', 'diarrhoea', 'QT prolongation'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.2 Watch group antibiotics')],
  },
  {
    id: 'doxycycline',
    name: 'doxycycline',
    atc: 'J01AA02',
    drugClass: 'tetracycline (Access)',
    allergyClasses: ['tetracycline'],
    forms: [
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'capsule', strength: { value: 100, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1, 2, 3],
        note: 'tetracyclines stain and weaken fetal teeth and bones',
        citations: [wmf('Section 6.2.2 Other antibacterials: doxycycline')],
      },
      {
        kind: 'age',
        minYears: 8,
        note: 'not for children under 8 years (tooth discolouration) except for severe infections with no alternative',
        citations: [wmf('Section 6.2.2 Other antibacterials: doxycycline')],
      },
      {
        kind: 'breastfeeding',
        note: 'avoid while breastfeeding',
        citations: [bnf('Doxycycline: breast feeding')],
      },
    ],
    interactions: [
      {
        keywords: polyvalentCations,
        severity: 'moderate',
        effect: 'absorption reduced: separate doses by 2-3 hours',
        citations: [bnf('Doxycycline: interactions')],
      },
    ],
    sideEffects: ['oesophageal irritation (take upright with water)', 'photosensitivity', 'nausea'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'metronidazole',
    name: 'metronidazole',
    atc: 'P01AB01',
    drugClass: 'nitroimidazole (Access)',
    allergyClasses: ['nitroimidazole'],
    forms: [
      { form: 'tablet', strength: { value: 400, unit: 'mg' } },
      { form: 'tablet', strength: { value: 200, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 200, unit: 'mg/5mL' } },
      { form: 'infusion', strength: { value: 5, unit: 'mg/mL' } },
    ],
    contraindications: [],
    interactions: [
      {
        keywords: ['alcohol'],
        severity: 'moderate',
        effect: 'disulfiram-like reaction: no alcohol during and for 48 hours after treatment',
        citations: [wmf('Section 6.2.2 Other antibacterials: metronidazole')],
      },
      {
        keywords: ['warfarin'],
        severity: 'major',
        effect: 'raises INR: bleeding risk',
        citations: [bnf('Metronidazole: interactions')],
      },
      {
        keywords: ['lithium', 'phenytoin'],
        severity: 'moderate',
        effect: 'raises their levels',
        citations: [bnf('Metronidazole: interactions')],
      },
    ],
    sideEffects: ['metallic taste', 'nausea', 'dark urine', 'peripheral neuropathy with prolonged use'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics; 6.4.1 Antiamoebic medicines')],
  },
  {
    id: 'tinidazole',
    name: 'tinidazole',
    atc: 'P01AB02',
    drugClass: 'nitroimidazole',
    allergyClasses: ['nitroimidazole'],
    forms: [{ form: 'tablet', strength: { value: 500, unit: 'mg' } }],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [1],
        note: 'avoid in the first trimester',
        citations: [bnf('Tinidazole: pregnancy')],
      },
    ],
    interactions: [
      {
        keywords: ['alcohol'],
        severity: 'moderate',
        effect: 'disulfiram-like reaction',
        citations: [bnf('Tinidazole: interactions')],
      },
    ],
    sideEffects: ['metallic taste', 'nausea', 'headache'],
    onEssentialMedicinesList: ['KEML 2023'],
    citations: [{ sourceId: 'ke-keml-2023', section: 'Antiamoebic and antigiardiasis medicines' }],
  },
  {
    id: 'nitrofurantoin',
    name: 'nitrofurantoin',
    atc: 'J01XE01',
    drugClass: 'nitrofuran (Access)',
    allergyClasses: ['nitrofuran'],
    forms: [
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 25, unit: 'mg/5mL' } },
    ],
    contraindications: [
      {
        kind: 'pregnancy',
        trimesters: [3],
        note: 'at term it may cause neonatal haemolysis',
        citations: [bnf('Nitrofurantoin: pregnancy')],
      },
      {
        kind: 'age',
        minYears: 0.25,
        note: 'not for infants under 3 months (haemolytic anaemia)',
        citations: [bnfc('Nitrofurantoin: contra-indications')],
      },
      {
        kind: 'renal',
        belowEgfr: 45,
        note: 'ineffective and toxic when eGFR is below 45 mL/min/1.73 m²',
        citations: [bnf('Nitrofurantoin: renal impairment')],
      },
      {
        kind: 'history',
        keywords: ['g6pd'],
        note: 'haemolysis in G6PD deficiency',
        citations: [bnf('Nitrofurantoin: contra-indications')],
      },
    ],
    interactions: [],
    sideEffects: ['nausea', 'brown urine', 'pulmonary reactions', 'peripheral neuropathy'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'cotrimoxazole',
    name: 'sulfamethoxazole + trimethoprim',
    atc: 'J01EE01',
    drugClass: 'sulfonamide with trimethoprim (Access)',
    allergyClasses: ['sulfonamide'],
    forms: [
      {
        form: 'tablet',
        strength: { value: 800, unit: 'mg' },
        note: '800 mg sulfamethoxazole + 160 mg trimethoprim (double strength)',
      },
      {
        form: 'tablet',
        strength: { value: 400, unit: 'mg' },
        note: '400 mg sulfamethoxazole + 80 mg trimethoprim',
      },
      {
        form: 'oral suspension',
        strength: { value: 200, unit: 'mg/5mL' },
        note: '200 mg sulfamethoxazole + 40 mg trimethoprim per 5 mL',
      },
    ],
    contraindications: [
      {
        kind: 'age',
        minYears: 0.115,
        note: 'not for infants under 6 weeks (kernicterus)',
        citations: [wmf('Section 6.2.2 Other antibacterials: sulfamethoxazole + trimethoprim')],
      },
      {
        kind: 'history',
        keywords: ['stevens-johnson', 'g6pd'],
        note: 'previous severe skin reaction; haemolysis in G6PD deficiency',
        citations: [wmf('Section 6.2.2 Other antibacterials: sulfamethoxazole + trimethoprim')],
      },
      {
        // BNF halves the dose at eGFR 15-30 and avoids it below 15 unless plasma sulfamethoxazole is
        // monitored; the halved dose is not computed here, so none is given below 30 and the reason is shown.
        kind: 'renal',
        belowEgfr: 30,
        note: 'BNF: half the normal dose at eGFR 15-30 mL/min/1.73 m², avoid below 15 unless plasma sulfamethoxazole can be monitored; no reduced dose is computed here',
        citations: [
          bnf(
            'Co-trimoxazole: renal impairment, half the normal dose if eGFR 15-30; avoid if eGFR less than 15 and plasma-sulfamethoxazole concentration cannot be monitored',
          ),
        ],
      },
    ],
    interactions: [
      {
        keywords: ['methotrexate'],
        severity: 'major',
        effect: 'bone marrow suppression',
        citations: [bnf('Co-trimoxazole: interactions')],
      },
      {
        keywords: ['warfarin', 'phenytoin'],
        severity: 'major',
        effect: 'raises their levels',
        citations: [bnf('Co-trimoxazole: interactions')],
      },
      {
        keywords: ['enalapril', 'spironolactone', 'losartan'],
        severity: 'moderate',
        effect: 'hyperkalaemia',
        citations: [bnf('Co-trimoxazole: interactions')],
      },
    ],
    sideEffects: [
      'rash including Stevens-Johnson syndrome',
      'nausea',
      'bone marrow suppression',
      'hyperkalaemia',
    ],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.1 Access group antibiotics')],
  },
  {
    id: 'rifampicin',
    name: 'rifampicin',
    atc: 'J04AB02',
    drugClass: 'rifamycin',
    allergyClasses: ['rifamycin'],
    forms: [
      { form: 'capsule', strength: { value: 300, unit: 'mg' } },
      { form: 'capsule', strength: { value: 150, unit: 'mg' } },
    ],
    contraindications: [
      {
        kind: 'history',
        keywords: ['jaundice', 'liver failure'],
        note: 'hepatotoxic: avoid in jaundice',
        citations: [wmf('Section 6.2.4 Antituberculosis medicines: rifampicin')],
      },
    ],
    interactions: [
      ...rifampicinInteractions,
      {
        keywords: ['fluconazole', 'glibenclamide', 'gliclazide', 'methadone', 'artemether', 'lumefantrine'],
        severity: 'major',
        effect: 'enzyme induction lowers their levels',
        citations: [bnf('Rifampicin: interactions')],
      },
    ],
    sideEffects: ['orange-red urine and tears', 'hepatitis', 'flu-like syndrome', 'thrombocytopenia'],
    onEssentialMedicinesList: lists,
    citations: [eml('6.2.4 Antituberculosis medicines')],
  },
] as const satisfies readonly Medicine[];
