import type { Citation, Regimen } from './types';

/*
 * First-line regimens for the 74 conditions of scope.ts, by population. Prescribing takes the first regimen
 * of a condition whose population includes the patient, so specific populations come before general ones;
 * regimens named '...-alternatives' come last and hold the doses of the alternatives a withheld medicine
 * is replaced by. Every dose rule carries the source's maximum per dose and per day.
 */

type DoseRule = Regimen['items'][number]['dose'];
type Item = Regimen['items'][number];

const cite = (sourceId: string, section: string): Citation => ({ sourceId, section });
const perKg = (mgPerKg: number, maxMgPerDose: number, maxMgPerDay: number, roundToMg?: number): DoseRule =>
  roundToMg === undefined ? { kind: 'mg-per-kg', mgPerKg, maxMgPerDose, maxMgPerDay } : { kind: 'mg-per-kg', mgPerKg, maxMgPerDose, maxMgPerDay, roundToMg };
const fixed = (mg: number, amount: string, maxMgPerDose: number, maxMgPerDay: number): DoseRule => ({ kind: 'fixed', mg, amount, maxMgPerDose, maxMgPerDay });
/**
 * Where the source doses by weight and states no upper limit (artesunate, liposomal amphotericin B,
 * flucytosine, gentamicin, insulin, fluids...), the cap is the dose at 150 kg, the heaviest weight
 * prescribing accepts: it guards against a wrong weight, it is not a clinical maximum.
 */
const heaviestKg = 150;
const perKgNoSourceMax = (mgPerKg: number, dosesPerDay: number, roundToMg?: number): DoseRule =>
  perKg(mgPerKg, mgPerKg * heaviestKg, mgPerKg * heaviestKg * dosesPerDay, roundToMg);

const pocketBook = (section: string) => cite('who-pocket-book-2013', section);
const aware = (section: string) => cite('who-aware-2022', section);
const bnf = (section: string) => cite('bnf-2023', section);
const bnfc = (section: string) => cite('bnf-children', section);

const paracetamol = (indication: string, citation: Citation = pocketBook('Annex 2: drug dosages, paracetamol')): Item => ({
  medicineId: 'paracetamol', route: 'oral', dose: perKg(15, 1000, 4000, 10), frequency: 'every 6 hours as needed', dosesPerDay: 4,
  duration: 'while fever or pain lasts', indication, alternativeIds: [], citations: [citation],
});
const ibuprofen = (indication: string, alternativeIds: string[] = []): Item => ({
  medicineId: 'ibuprofen', route: 'oral', dose: perKg(10, 400, 1200, 10), frequency: 'every 8 hours with food', dosesPerDay: 3,
  duration: 'up to 5 days', indication, alternativeIds, citations: [bnfc('Ibuprofen: pain and inflammation'), bnf('Ibuprofen: mild to moderate pain')],
});
const orsPlanB: Item = {
  medicineId: 'oral-rehydration-salts', route: 'oral', dose: { ...perKg(75, 4000, 4000, 25), unit: 'mL' }, frequency: 'over 4 hours in small frequent sips, then reassess',
  dosesPerDay: 1, duration: 'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)',
  indication: 'rehydration (WHO Plan B, some dehydration)', alternativeIds: [], citations: [cite('who-diarrhoea-2005', 'Plan B: treatment of some dehydration with ORS (75 mL/kg; 2200-4000 mL for 15 years and over)')],
};
const zinc: Item = {
  medicineId: 'zinc-sulfate', route: 'oral',
  dose: { kind: 'age-band', bands: [{ minYears: 0, maxYears: 0.5, mg: 10, amount: '½ dispersible tablet (10 mg)' }, { minYears: 0.5, maxYears: 5, mg: 20, amount: '1 dispersible tablet (20 mg)' }], maxMgPerDose: 20, maxMgPerDay: 20 },
  frequency: 'once daily', dosesPerDay: 1, duration: '10 days', indication: 'zinc supplementation for diarrhoea in children', alternativeIds: [],
  citations: [cite('who-imci-2014', 'Treat the child: give zinc supplements'), cite('who-diarrhoea-2005', 'Zinc supplementation')],
};

export const regimens = [
  /* ------------------------------------------------------------ 1-2 malaria */
  {
    id: 'malaria-uncomplicated-pregnant-first-trimester', conditionId: 'malaria-uncomplicated', population: { pregnant: true, trimesters: [1] },
    items: [{
      medicineId: 'artemether-lumefantrine', route: 'oral',
      dose: { kind: 'weight-band', bands: [{ minKg: 5, maxKg: 15, mg: 20, amount: '1 tablet (20/120 mg)' }, { minKg: 15, maxKg: 25, mg: 40, amount: '2 tablets (20/120 mg)' }, { minKg: 25, maxKg: 35, mg: 60, amount: '3 tablets (20/120 mg)' }, { minKg: 35, maxKg: 500, mg: 80, amount: '4 tablets (20/120 mg)' }], maxMgPerDose: 80, maxMgPerDay: 160 },
      frequency: 'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with fatty food or milk', dosesPerDay: 2, duration: '3 days (6 doses)',
      indication: 'uncomplicated falciparum malaria in the first trimester', alternativeIds: ['quinine'],
      citations: [cite('who-malaria-2023', '5.2.1.3 Special risk groups: pregnant women in the first trimester (artemether-lumefantrine, 2022 recommendation)')],
    }],
    note: 'WHO now recommends artemether-lumefantrine in the first trimester; quinine (with clindamycin) only when it cannot be given. Check for severe malaria signs; give IPTp-SP from the second trimester.',
    citations: [cite('who-malaria-2023', '5.2.1.3 Pregnant women, first trimester')],
  },
  {
    id: 'malaria-uncomplicated', conditionId: 'malaria-uncomplicated', population: {},
    items: [{
      medicineId: 'artemether-lumefantrine', route: 'oral',
      dose: { kind: 'weight-band', bands: [{ minKg: 5, maxKg: 15, mg: 20, amount: '1 tablet (20/120 mg)' }, { minKg: 15, maxKg: 25, mg: 40, amount: '2 tablets (20/120 mg)' }, { minKg: 25, maxKg: 35, mg: 60, amount: '3 tablets (20/120 mg)' }, { minKg: 35, maxKg: 500, mg: 80, amount: '4 tablets (20/120 mg)' }], maxMgPerDose: 80, maxMgPerDay: 160 },
      frequency: 'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with fatty food or milk', dosesPerDay: 2, duration: '3 days (6 doses)',
      indication: 'uncomplicated falciparum malaria', alternativeIds: ['dihydroartemisinin-piperaquine', 'quinine'],
      citations: [cite('who-malaria-2023', '5.2.1.1 Artemisinin-based combination therapies: artemether-lumefantrine dosing by weight band'), cite('ke-malaria-2020', 'Treatment of uncomplicated malaria: artemether-lumefantrine')],
    }, paracetamol('fever', cite('ke-malaria-2020', 'Treatment of uncomplicated malaria: antipyretics'))],
    note: 'Confirm with RDT or microscopy before treating. Infants under 5 kg: same mg/kg as a 5-kg child, with specialist advice.',
    citations: [cite('who-malaria-2023', '5.2 Treating uncomplicated malaria'), cite('ke-malaria-2020', 'Management of uncomplicated malaria')],
  },
  {
    id: 'malaria-uncomplicated-alternatives', conditionId: 'malaria-uncomplicated', population: {},
    items: [
      {
        medicineId: 'dihydroartemisinin-piperaquine', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 5, maxKg: 8, mg: 20, amount: '1 tablet (20/160 mg)' }, { minKg: 8, maxKg: 11, mg: 30, amount: '1½ tablets (20/160 mg)' }, { minKg: 11, maxKg: 17, mg: 40, amount: '1 tablet (40/320 mg)' }, { minKg: 17, maxKg: 25, mg: 60, amount: '1½ tablets (40/320 mg)' }, { minKg: 25, maxKg: 36, mg: 80, amount: '2 tablets (40/320 mg)' }, { minKg: 36, maxKg: 60, mg: 120, amount: '3 tablets (40/320 mg)' }, { minKg: 60, maxKg: 80, mg: 160, amount: '4 tablets (40/320 mg)' }, { minKg: 80, maxKg: 500, mg: 200, amount: '5 tablets (40/320 mg)' }], maxMgPerDose: 200, maxMgPerDay: 200 },
        frequency: 'once daily', dosesPerDay: 1, duration: '3 days', indication: 'uncomplicated falciparum malaria', alternativeIds: [],
        citations: [cite('who-malaria-2023', '5.2.1.1 Artemisinin-based combination therapies: dihydroartemisinin-piperaquine dosing by weight band')],
      },
      {
        medicineId: 'quinine', route: 'oral', dose: perKg(10, 600, 1800, 50), frequency: 'every 8 hours', dosesPerDay: 3, duration: '7 days (with clindamycin where available)',
        indication: 'uncomplicated malaria when no artemisinin combination can be given', alternativeIds: [],
        citations: [cite('who-malaria-2023', '5.2.1.3 Quinine plus clindamycin'), bnf('Quinine: falciparum malaria, 600 mg every 8 hours')],
      },
    ],
    citations: [cite('who-malaria-2023', '5.2 Treating uncomplicated malaria')],
  },
  {
    id: 'malaria-severe-child', conditionId: 'malaria-severe', population: { minAgeYears: 0, maxAgeYears: 12 },
    items: [{
      medicineId: 'artesunate-injection', route: 'intravenous', dose: perKgNoSourceMax(3, 2, 1),
      frequency: 'at 0, 12 and 24 hours, then once daily (IV, or IM into the thigh)', dosesPerDay: 2, duration: 'at least 24 hours and until oral medication is tolerated, then a full 3-day ACT course',
      indication: 'severe malaria (children under 20 kg receive 3 mg/kg)', alternativeIds: ['artesunate-rectal', 'quinine'],
      citations: [cite('who-malaria-2023', '5.3.1 Artesunate: children weighing less than 20 kg receive 3 mg/kg per dose')],
    }],
    note: 'Treat hypoglycaemia, convulsions and anaemia; where injections are impossible give rectal artesunate 10 mg/kg once and refer at once.',
    citations: [cite('who-malaria-2023', '5.3 Treating severe malaria'), cite('who-severe-malaria-2014', 'Management of severe malaria')],
  },
  {
    id: 'malaria-severe', conditionId: 'malaria-severe', population: {},
    items: [{
      medicineId: 'artesunate-injection', route: 'intravenous', dose: perKgNoSourceMax(2.4, 2, 1),
      frequency: 'at 0, 12 and 24 hours, then once daily (IV, or IM)', dosesPerDay: 2, duration: 'at least 24 hours and until oral medication is tolerated, then a full 3-day ACT course',
      indication: 'severe malaria (in all trimesters of pregnancy)', alternativeIds: ['quinine'],
      citations: [cite('who-malaria-2023', '5.3.1 Artesunate 2.4 mg/kg IV or IM'), cite('ke-malaria-2020', 'Management of severe malaria: parenteral artesunate')],
    }],
    note: 'Manage in hospital: check glucose, treat convulsions, transfuse for severe anaemia; artesunate is given in all trimesters of pregnancy.',
    citations: [cite('who-malaria-2023', '5.3 Treating severe malaria'), cite('who-severe-malaria-2014', 'Management of severe malaria')],
  },
  {
    id: 'malaria-severe-alternatives', conditionId: 'malaria-severe', population: {},
    items: [
      {
        medicineId: 'artesunate-rectal', route: 'rectal',
        dose: { kind: 'age-band', bands: [{ minYears: 0.17, maxYears: 1, mg: 50, amount: '1 rectal capsule of 50 mg (or ½ of 100 mg)' }, { minYears: 1, maxYears: 3.5, mg: 100, amount: '1 rectal capsule (100 mg)' }, { minYears: 3.5, maxYears: 6, mg: 200, amount: '2 rectal capsules (200 mg)' }], maxMgPerDose: 200, maxMgPerDay: 200 },
        frequency: 'once, before referral', dosesPerDay: 1, duration: 'single pre-referral dose', indication: 'pre-referral treatment of severe malaria in children under 6 years',
        alternativeIds: [], citations: [cite('who-malaria-2023', '5.3.2 Pre-referral rectal artesunate 10 mg/kg by age band')],
      },
      {
        medicineId: 'quinine', route: 'intravenous', dose: perKg(20, 1400, 1400, 10),
        frequency: 'loading dose over 4 hours; then 10 mg/kg (max 700 mg) every 8 hours from 8 hours after the loading dose', dosesPerDay: 1,
        duration: 'until oral treatment is possible', indication: 'severe malaria when artesunate cannot be given', alternativeIds: [],
        citations: [cite('who-malaria-2023', '5.3.1 Quinine: 20 mg salt/kg loading dose'), bnf('Quinine: severe falciparum malaria, loading dose max 1.4 g')],
      },
    ],
    citations: [cite('who-malaria-2023', '5.3 Treating severe malaria')],
  },

  /* ------------------------------------------------------------ 3-9 enteric infections and helminths */
  {
    id: 'typhoid-fever', conditionId: 'typhoid-fever', population: {},
    items: [{
      medicineId: 'azithromycin', route: 'oral', dose: perKg(20, 1000, 1000, 50), frequency: 'once daily', dosesPerDay: 1, duration: '7 days',
      indication: 'uncomplicated enteric fever', alternativeIds: ['ciprofloxacin'], citations: [aware('Enteric fever: azithromycin 20 mg/kg (max 1 g) once daily, 7 days')],
    }, paracetamol('fever')],
    note: 'Severe or complicated enteric fever (perforation, shock, altered consciousness): ceftriaxone IV and surgical review.',
    citations: [aware('Enteric fever'), cite('ke-clinical-guidelines-2009', 'Typhoid fever')],
  },
  {
    id: 'typhoid-fever-alternatives', conditionId: 'typhoid-fever', population: {},
    items: [{
      medicineId: 'ciprofloxacin', route: 'oral', dose: perKg(15, 500, 1000, 50), frequency: 'every 12 hours', dosesPerDay: 2, duration: '7 days',
      indication: 'enteric fever (only where the strain is fluoroquinolone-susceptible)', alternativeIds: [], citations: [aware('Enteric fever: ciprofloxacin if susceptible')],
    }],
    citations: [aware('Enteric fever')],
  },
  {
    id: 'cholera-child', conditionId: 'cholera', population: { maxAgeYears: 5 },
    items: [orsPlanB, {
      medicineId: 'azithromycin', route: 'oral', dose: perKg(20, 1000, 1000, 50), frequency: 'once', dosesPerDay: 1, duration: 'single dose',
      indication: 'cholera with moderate or severe dehydration', alternativeIds: [], citations: [cite('who-cholera-gtfcc-2019', 'Antibiotics: azithromycin 20 mg/kg single dose for children')],
    }, zinc],
    note: 'Severe dehydration: Ringer\'s lactate 100 mL/kg IV (WHO Plan C). Antibiotics only for moderate or severe dehydration.',
    citations: [cite('who-cholera-gtfcc-2019', 'Case management'), cite('who-diarrhoea-2005', 'Cholera')],
  },
  {
    id: 'cholera', conditionId: 'cholera', population: {},
    items: [orsPlanB, {
      medicineId: 'doxycycline', route: 'oral', dose: fixed(300, '3 tablets of 100 mg', 300, 300), frequency: 'once', dosesPerDay: 1, duration: 'single dose',
      indication: 'cholera with moderate or severe dehydration', alternativeIds: ['azithromycin'], citations: [cite('who-cholera-gtfcc-2019', 'Antibiotics: doxycycline 300 mg single dose for adults')],
    }],
    note: 'Severe dehydration: Ringer\'s lactate 100 mL/kg IV (WHO Plan C). Antibiotics only for moderate or severe dehydration.',
    citations: [cite('who-cholera-gtfcc-2019', 'Case management')],
  },
  {
    id: 'cholera-alternatives', conditionId: 'cholera', population: {},
    items: [{
      medicineId: 'azithromycin', route: 'oral', dose: perKg(20, 1000, 1000, 50), frequency: 'once', dosesPerDay: 1, duration: 'single dose',
      indication: 'cholera with moderate or severe dehydration (pregnancy, young children)', alternativeIds: [], citations: [cite('who-cholera-gtfcc-2019', 'Antibiotics: azithromycin 1 g single dose (20 mg/kg in children)')],
    }],
    citations: [cite('who-cholera-gtfcc-2019', 'Antibiotics')],
  },
  {
    id: 'acute-gastroenteritis-child', conditionId: 'acute-gastroenteritis', population: { maxAgeYears: 5 },
    items: [orsPlanB, zinc],
    note: 'No antibiotic for watery diarrhoea. No dehydration: Plan A (ORS after each loose stool, continue feeding). Severe dehydration: Ringer\'s lactate 100 mL/kg IV (Plan C).',
    citations: [cite('who-imci-2014', 'Diarrhoea: Plans A, B and C'), cite('who-diarrhoea-2005', 'Treatment of acute diarrhoea')],
  },
  {
    id: 'acute-gastroenteritis', conditionId: 'acute-gastroenteritis', population: {},
    items: [orsPlanB],
    note: 'No antibiotic for watery diarrhoea without blood. No dehydration: ORS as much as wanted after each loose stool. Severe dehydration: Ringer\'s lactate IV (Plan C).',
    citations: [cite('who-diarrhoea-2005', 'Treatment of acute diarrhoea'), cite('who-iatt-2011', 'Diarrhoea in adults')],
  },
  {
    id: 'shigellosis-child', conditionId: 'shigellosis', population: { maxAgeYears: 5 },
    items: [{
      medicineId: 'ciprofloxacin', route: 'oral', dose: perKg(15, 500, 1000, 25), frequency: 'every 12 hours', dosesPerDay: 2, duration: '3 days',
      indication: 'bloody diarrhoea (dysentery)', alternativeIds: ['azithromycin'], citations: [pocketBook('5.4 Dysentery: ciprofloxacin 15 mg/kg twice daily for 3 days')],
    }, zinc],
    note: 'Give ORS for dehydration. Review in 2 days; refer infants under 2 months.',
    citations: [pocketBook('5.4 Dysentery'), cite('who-imci-2014', 'Dysentery')],
  },
  {
    id: 'shigellosis', conditionId: 'shigellosis', population: {},
    items: [{
      medicineId: 'ciprofloxacin', route: 'oral', dose: perKg(15, 500, 1000, 50), frequency: 'every 12 hours', dosesPerDay: 2, duration: '3 days',
      indication: 'bloody diarrhoea (dysentery)', alternativeIds: ['azithromycin'], citations: [pocketBook('5.4 Dysentery: ciprofloxacin 15 mg/kg twice daily for 3 days'), cite('who-shigella-2005', 'Antimicrobial therapy: ciprofloxacin 500 mg twice daily for 3 days')],
    }],
    note: 'Give ORS for dehydration. Review in 2 days.',
    citations: [cite('who-shigella-2005', 'Case management'), pocketBook('5.4 Dysentery')],
  },
  {
    id: 'shigellosis-alternatives', conditionId: 'shigellosis', population: {},
    items: [{
      medicineId: 'azithromycin', route: 'oral', dose: perKg(10, 500, 500, 50), frequency: 'once daily', dosesPerDay: 1, duration: '3 days',
      indication: 'dysentery when ciprofloxacin cannot be given (pregnancy, allergy)', alternativeIds: [], citations: [aware('Infectious diarrhoea: azithromycin')],
    }],
    citations: [aware('Infectious diarrhoea')],
  },
  {
    id: 'amoebiasis', conditionId: 'amoebiasis', population: {},
    items: [{
      medicineId: 'metronidazole', route: 'oral', dose: perKg(10, 800, 2400, 50), frequency: 'every 8 hours', dosesPerDay: 3, duration: '5 days (10 days for liver abscess)',
      indication: 'amoebic dysentery or liver abscess', alternativeIds: ['tinidazole'], citations: [pocketBook('Annex 2: metronidazole 10 mg/kg 3 times a day (amoebiasis)'), cite('who-model-formulary-2008', 'Section 6.4.1 Antiamoebic medicines: metronidazole 800 mg 3 times daily')],
    }],
    note: 'Follow with a luminal agent where available; aspirate large liver abscesses.',
    citations: [cite('who-model-formulary-2008', 'Section 6.4.1 Antiamoebic medicines')],
  },
  {
    id: 'amoebiasis-alternatives', conditionId: 'amoebiasis', population: {},
    items: [{
      medicineId: 'tinidazole', route: 'oral', dose: perKg(50, 2000, 2000, 250), frequency: 'once daily', dosesPerDay: 1, duration: '3 days (5 days for liver abscess)',
      indication: 'amoebiasis', alternativeIds: [], citations: [bnf('Tinidazole: intestinal amoebiasis 2 g daily'), bnfc('Tinidazole: 50-60 mg/kg (max 2 g) once daily')],
    }],
    citations: [bnf('Tinidazole')],
  },
  {
    id: 'soil-transmitted-helminthiasis', conditionId: 'soil-transmitted-helminthiasis', population: {},
    items: [{
      medicineId: 'albendazole', route: 'oral',
      dose: { kind: 'age-band', bands: [{ minYears: 1, maxYears: 2, mg: 200, amount: '½ tablet (200 mg)' }, { minYears: 2, maxYears: 200, mg: 400, amount: '1 tablet (400 mg)' }], maxMgPerDose: 400, maxMgPerDay: 400 },
      frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'intestinal worms (ascaris, hookworm, trichuris)', alternativeIds: ['mebendazole'],
      citations: [cite('who-sth-2017', 'Albendazole 400 mg (200 mg for children 12-23 months)'), cite('who-imci-2014', 'Give mebendazole or albendazole')],
    }],
    citations: [cite('who-sth-2017', 'Treatment')],
  },
  {
    id: 'soil-transmitted-helminthiasis-alternatives', conditionId: 'soil-transmitted-helminthiasis', population: {},
    items: [{
      medicineId: 'mebendazole', route: 'oral', dose: fixed(500, '1 chewable tablet (500 mg)', 500, 500), frequency: 'once', dosesPerDay: 1, duration: 'single dose',
      indication: 'intestinal worms', alternativeIds: [], citations: [cite('who-sth-2017', 'Mebendazole 500 mg single dose')],
    }],
    citations: [cite('who-sth-2017', 'Treatment')],
  },
  {
    id: 'schistosomiasis', conditionId: 'schistosomiasis', population: {},
    items: [{
      medicineId: 'praziquantel', route: 'oral', dose: perKg(40, 3000, 3000, 300), frequency: 'once (may be split in two doses 4 hours apart)', dosesPerDay: 1, duration: 'single dose',
      indication: 'urinary or intestinal schistosomiasis', alternativeIds: [],
      citations: [cite('who-schisto-2022', 'Praziquantel 40 mg/kg single dose'), cite('who-model-formulary-2008', 'Section 6.1.3 Praziquantel; WHO dose pole maximum 5 tablets (3 g)')],
    }],
    note: 'Give after a meal; pregnant women after the first trimester are treated.',
    citations: [cite('who-schisto-2022', 'Treatment')],
  },

  /* ------------------------------------------------------------ 10-19 respiratory and ENT */
  {
    id: 'pulmonary-tuberculosis', conditionId: 'pulmonary-tuberculosis', population: { minWeightKg: 25 },
    items: [
      {
        medicineId: 'rhze', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 25, maxKg: 40, mg: 300, amount: '2 tablets RHZE (150/75/400/275 mg)' }, { minKg: 40, maxKg: 55, mg: 450, amount: '3 tablets RHZE (150/75/400/275 mg)' }, { minKg: 55, maxKg: 71, mg: 600, amount: '4 tablets RHZE (150/75/400/275 mg)' }, { minKg: 71, maxKg: 500, mg: 750, amount: '5 tablets RHZE (150/75/400/275 mg)' }], maxMgPerDose: 750, maxMgPerDay: 750 },
        frequency: 'once daily', dosesPerDay: 1, duration: '2 months (intensive phase)', indication: 'drug-susceptible pulmonary TB, intensive phase', alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 4: 2HRZE/4HR, fixed-dose combination weight bands'), cite('ke-tb-2021', 'Adult regimen 2RHZE/4RH')],
      },
      {
        medicineId: 'rh', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 25, maxKg: 40, mg: 300, amount: '2 tablets RH (150/75 mg)' }, { minKg: 40, maxKg: 55, mg: 450, amount: '3 tablets RH (150/75 mg)' }, { minKg: 55, maxKg: 71, mg: 600, amount: '4 tablets RH (150/75 mg)' }, { minKg: 71, maxKg: 500, mg: 750, amount: '5 tablets RH (150/75 mg)' }], maxMgPerDose: 750, maxMgPerDay: 750 },
        frequency: 'once daily', dosesPerDay: 1, duration: '4 months (continuation phase, after the intensive phase)', indication: 'drug-susceptible pulmonary TB, continuation phase', alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 4: 2HRZE/4HR'), cite('ke-tb-2021', 'Adult regimen 2RHZE/4RH')],
      },
      {
        medicineId: 'pyridoxine', route: 'oral', dose: fixed(25, '1 tablet (25 mg)', 25, 25), frequency: 'once daily', dosesPerDay: 1, duration: '6 months (with isoniazid)',
        indication: 'prevention of isoniazid neuropathy (HIV, pregnancy, diabetes, alcohol, malnutrition)', alternativeIds: [], citations: [cite('ke-tb-2021', 'Pyridoxine with isoniazid')],
      },
    ],
    note: 'Test for HIV and rifampicin resistance (Xpert); directly observed treatment; notify.',
    citations: [cite('who-tb-2022', 'Module 4: drug-susceptible TB'), cite('ke-tb-2021', 'Treatment of drug-susceptible TB')],
  },
  {
    id: 'pulmonary-tuberculosis-child', conditionId: 'pulmonary-tuberculosis', population: {},
    items: [
      {
        medicineId: 'rhz-dispersible', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 4, maxKg: 8, mg: 75, amount: '1 dispersible tablet RHZ (75/50/150 mg)' }, { minKg: 8, maxKg: 12, mg: 150, amount: '2 dispersible tablets RHZ (75/50/150 mg)' }, { minKg: 12, maxKg: 16, mg: 225, amount: '3 dispersible tablets RHZ (75/50/150 mg)' }, { minKg: 16, maxKg: 25, mg: 300, amount: '4 dispersible tablets RHZ (75/50/150 mg)' }], maxMgPerDose: 300, maxMgPerDay: 300 },
        frequency: 'once daily', dosesPerDay: 1, duration: '2 months (intensive phase)', indication: 'pulmonary TB in a child, intensive phase', alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 5: children, dosing of fixed-dose combinations by weight band')],
      },
      {
        medicineId: 'ethambutol', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 4, maxKg: 8, mg: 100, amount: '1 dispersible tablet (100 mg)' }, { minKg: 8, maxKg: 12, mg: 200, amount: '2 dispersible tablets (100 mg)' }, { minKg: 12, maxKg: 16, mg: 300, amount: '3 dispersible tablets (100 mg)' }, { minKg: 16, maxKg: 25, mg: 400, amount: '4 dispersible tablets (100 mg)' }], maxMgPerDose: 400, maxMgPerDay: 400 },
        frequency: 'once daily', dosesPerDay: 1, duration: '2 months (intensive phase)', indication: 'pulmonary TB in a child, intensive phase', alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 5: children, ethambutol 100 mg dispersible tablet')],
      },
      {
        medicineId: 'rh-dispersible', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 4, maxKg: 8, mg: 75, amount: '1 dispersible tablet RH (75/50 mg)' }, { minKg: 8, maxKg: 12, mg: 150, amount: '2 dispersible tablets RH (75/50 mg)' }, { minKg: 12, maxKg: 16, mg: 225, amount: '3 dispersible tablets RH (75/50 mg)' }, { minKg: 16, maxKg: 25, mg: 300, amount: '4 dispersible tablets RH (75/50 mg)' }], maxMgPerDose: 300, maxMgPerDay: 300 },
        frequency: 'once daily', dosesPerDay: 1, duration: '4 months (continuation phase)', indication: 'pulmonary TB in a child, continuation phase', alternativeIds: [],
        citations: [cite('who-tb-2022', 'Module 5: children, continuation phase')],
      },
    ],
    note: 'Children of 25 kg or more take the adult regimen. Non-severe TB in children may be treated for 4 months (2HRZ(E)/2HR).',
    citations: [cite('who-tb-2022', 'Module 5: management of TB in children and adolescents'), cite('ke-tb-2021', 'Paediatric TB')],
  },
  {
    id: 'pneumonia-adult', conditionId: 'pneumonia-adult', population: { minAgeYears: 12 },
    items: [{
      medicineId: 'amoxicillin', route: 'oral', dose: fixed(1000, '2 capsules of 500 mg', 1000, 3000), frequency: 'every 8 hours', dosesPerDay: 3, duration: '5 days',
      indication: 'community-acquired pneumonia, mild to moderate (CURB-65 0-1)', alternativeIds: ['doxycycline', 'azithromycin'], citations: [aware('Community-acquired pneumonia, mild: amoxicillin 1 g every 8 hours, 5 days')],
    }, paracetamol('fever and pleuritic pain')],
    note: 'CURB-65 of 2 or more, SpO2 below 90% or sepsis: admit, IV ceftriaxone (or benzylpenicillin) and oxygen.',
    citations: [aware('Community-acquired pneumonia'), cite('who-iatt-2011', 'Pneumonia in adults')],
  },
  {
    id: 'pneumonia-adult-alternatives', conditionId: 'pneumonia-adult', population: { minAgeYears: 12 },
    items: [
      { medicineId: 'doxycycline', route: 'oral', dose: fixed(100, '1 tablet (100 mg)', 200, 200), frequency: 'every 12 hours (200 mg on the first day)', dosesPerDay: 2, duration: '5 days', indication: 'community-acquired pneumonia (penicillin allergy)', alternativeIds: [], citations: [aware('Community-acquired pneumonia, mild: doxycycline 100 mg every 12 hours')] },
      { medicineId: 'azithromycin', route: 'oral', dose: fixed(500, '1 tablet (500 mg)', 500, 500), frequency: 'once daily', dosesPerDay: 1, duration: '3 days', indication: 'community-acquired pneumonia (penicillin allergy in pregnancy)', alternativeIds: [], citations: [bnf('Azithromycin: community-acquired pneumonia 500 mg once daily for 3 days')] },
    ],
    citations: [aware('Community-acquired pneumonia')],
  },
  {
    id: 'pneumonia-older-child', conditionId: 'pneumonia-adult', population: {},
    items: [{
      medicineId: 'amoxicillin', route: 'oral', dose: perKg(40, 1000, 2000, 125), frequency: 'every 12 hours', dosesPerDay: 2, duration: '5 days',
      indication: 'community-acquired pneumonia in a child', alternativeIds: [], citations: [aware('Community-acquired pneumonia in children: amoxicillin 80-90 mg/kg/day in 2 doses')],
    }],
    citations: [aware('Community-acquired pneumonia in children')],
  },
  {
    id: 'pneumonia-child-20kg-or-more', conditionId: 'pneumonia-child', population: { minWeightKg: 20 },
    items: [{
      medicineId: 'amoxicillin', route: 'oral', dose: perKg(40, 1000, 2000, 125), frequency: 'twice daily', dosesPerDay: 2, duration: '5 days',
      indication: 'pneumonia (fast breathing or chest indrawing, no danger sign)', alternativeIds: [], citations: [aware('Community-acquired pneumonia in children: amoxicillin 80-90 mg/kg/day in 2 doses')],
    }],
    note: 'Heavier than the IMCI weight bands: same 40 mg/kg twice daily. Any danger sign: ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer.',
    citations: [aware('Community-acquired pneumonia in children')],
  },
  {
    id: 'pneumonia-child', conditionId: 'pneumonia-child', population: {},
    items: [{
      medicineId: 'amoxicillin', route: 'oral',
      dose: { kind: 'weight-band', bands: [{ minKg: 3, maxKg: 10, mg: 250, amount: '1 dispersible tablet (250 mg) or 10 mL of 125 mg/5 mL' }, { minKg: 10, maxKg: 14, mg: 500, amount: '2 dispersible tablets (250 mg)' }, { minKg: 14, maxKg: 20, mg: 750, amount: '3 dispersible tablets (250 mg)' }], maxMgPerDose: 750, maxMgPerDay: 1500 },
      frequency: 'twice daily', dosesPerDay: 2, duration: '5 days (3 days in low HIV prevalence areas)', indication: 'pneumonia (fast breathing or chest indrawing, no danger sign)', alternativeIds: [],
      citations: [cite('who-imci-2014', 'Give an appropriate oral antibiotic: amoxicillin 40 mg/kg twice daily by weight band'), cite('ke-basic-paediatric-2022', 'Pneumonia: amoxicillin 40 mg/kg/dose twice daily')],
    }],
    note: 'Any danger sign or SpO2 below 90% (severe pneumonia): first dose of ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer urgently. Wheeze: try salbutamol first.',
    citations: [cite('who-imci-2014', 'Cough or difficult breathing'), pocketBook('4.2 Pneumonia')],
  },
  {
    id: 'bronchiolitis', conditionId: 'bronchiolitis', population: {},
    items: [],
    note: 'No antibiotic and no bronchodilator or steroid: oxygen if SpO2 below 90%, gentle nasal suction, small frequent feeds; admit infants with danger signs.',
    citations: [pocketBook('4.3 Bronchiolitis')],
  },
  {
    id: 'common-cold', conditionId: 'common-cold', population: {},
    items: [paracetamol('fever or discomfort', cite('who-imci-2014', 'No pneumonia: cough or cold, soothe the throat and relieve the cough'))],
    note: 'No antibiotic: viral illness. Fluids, rest, soothe the throat; return if breathing becomes fast or difficult.',
    citations: [cite('who-imci-2014', 'Cough or cold'), aware('Upper respiratory tract infections: no antibiotic')],
  },
  {
    id: 'streptococcal-pharyngitis', conditionId: 'streptococcal-pharyngitis', population: {},
    items: [{
      medicineId: 'amoxicillin', route: 'oral', dose: perKg(25, 500, 1000, 125), frequency: 'every 12 hours', dosesPerDay: 2, duration: '10 days',
      indication: 'streptococcal pharyngitis (prevention of rheumatic fever)', alternativeIds: ['phenoxymethylpenicillin', 'azithromycin'],
      citations: [aware('Pharyngitis: amoxicillin 50 mg/kg/day in 2 doses (adults 500 mg every 12 hours) for 10 days')],
    }, paracetamol('sore throat and fever')],
    note: 'Benzathine benzylpenicillin single IM dose where adherence to 10 days is unlikely.',
    citations: [aware('Pharyngitis'), cite('who-rhd-2024', 'Primary prevention: treatment of group A streptococcal pharyngitis')],
  },
  {
    id: 'streptococcal-pharyngitis-alternatives', conditionId: 'streptococcal-pharyngitis', population: {},
    items: [
      { medicineId: 'phenoxymethylpenicillin', route: 'oral', dose: perKg(15, 500, 1000, 62.5), frequency: 'every 12 hours', dosesPerDay: 2, duration: '10 days', indication: 'streptococcal pharyngitis', alternativeIds: [], citations: [aware('Pharyngitis: phenoxymethylpenicillin')] },
      { medicineId: 'azithromycin', route: 'oral', dose: perKg(10, 500, 500, 50), frequency: 'once daily', dosesPerDay: 1, duration: '3 days', indication: 'streptococcal pharyngitis in penicillin allergy', alternativeIds: [], citations: [bnfc('Azithromycin: 10 mg/kg (max 500 mg) once daily for 3 days'), bnf('Azithromycin: respiratory tract infections 500 mg once daily for 3 days')] },
    ],
    citations: [aware('Pharyngitis')],
  },
  {
    id: 'acute-otitis-media-adult', conditionId: 'acute-otitis-media', population: { minAgeYears: 12 },
    items: [{
      medicineId: 'amoxicillin', route: 'oral', dose: fixed(500, '1 capsule (500 mg)', 500, 1500), frequency: 'every 8 hours', dosesPerDay: 3, duration: '5 days',
      indication: 'acute otitis media', alternativeIds: ['azithromycin'], citations: [aware('Otitis media: amoxicillin 500 mg every 8 hours, 5 days')],
    }, paracetamol('ear pain')],
    citations: [aware('Otitis media')],
  },
  {
    id: 'acute-otitis-media', conditionId: 'acute-otitis-media', population: {},
    items: [{
      medicineId: 'amoxicillin', route: 'oral', dose: perKg(40, 1000, 2000, 125), frequency: 'every 12 hours', dosesPerDay: 2, duration: '5 days',
      indication: 'acute ear infection', alternativeIds: ['azithromycin'], citations: [cite('who-imci-2014', 'Acute ear infection: amoxicillin for 5 days'), aware('Otitis media: amoxicillin 80-90 mg/kg/day')],
    }, paracetamol('ear pain')],
    note: 'Dry the ear by wicking if discharging; tender swelling behind the ear (mastoiditis): refer.',
    citations: [cite('who-imci-2014', 'Ear problem'), aware('Otitis media')],
  },
  {
    id: 'acute-otitis-media-alternatives', conditionId: 'acute-otitis-media', population: {},
    items: [{ medicineId: 'azithromycin', route: 'oral', dose: perKg(10, 500, 500, 50), frequency: 'once daily', dosesPerDay: 1, duration: '3 days', indication: 'acute otitis media in penicillin allergy', alternativeIds: [], citations: [bnfc('Azithromycin: 10 mg/kg (max 500 mg) once daily for 3 days')] }],
    citations: [bnfc('Azithromycin')],
  },
  {
    id: 'acute-sinusitis', conditionId: 'acute-sinusitis', population: {},
    items: [paracetamol('facial pain and fever', aware('Acute sinusitis: symptomatic treatment'))],
    note: 'Most sinusitis is viral: no antibiotic. Only when symptoms last over 10 days, are severe or worsen after improving: amoxicillin 500 mg every 8 hours for 5 days.',
    citations: [aware('Acute sinusitis: no antibiotic in most cases')],
  },
  {
    id: 'influenza-pregnant', conditionId: 'influenza', population: { pregnant: true },
    items: [{ medicineId: 'oseltamivir', route: 'oral', dose: fixed(75, '1 capsule (75 mg)', 75, 150), frequency: 'twice daily', dosesPerDay: 2, duration: '5 days', indication: 'influenza in pregnancy (high risk of severe disease)', alternativeIds: [], citations: [cite('who-influenza-2022', 'Oseltamivir for patients at high risk of severe disease, 75 mg twice daily for 5 days')] },
      paracetamol('fever')],
    citations: [cite('who-influenza-2022', 'Antivirals in high-risk groups')],
  },
  {
    id: 'influenza-young-child', conditionId: 'influenza', population: { maxAgeYears: 5 },
    items: [{
      medicineId: 'oseltamivir', route: 'oral',
      dose: { kind: 'weight-band', bands: [{ minKg: 0, maxKg: 15.01, mg: 30, amount: '30 mg (5 mL of 6 mg/mL)' }, { minKg: 15.01, maxKg: 23.01, mg: 45, amount: '45 mg (7.5 mL of 6 mg/mL)' }, { minKg: 23.01, maxKg: 40.01, mg: 60, amount: '60 mg (10 mL of 6 mg/mL)' }, { minKg: 40.01, maxKg: 500, mg: 75, amount: '75 mg (1 capsule)' }], maxMgPerDose: 75, maxMgPerDay: 150 },
      frequency: 'twice daily', dosesPerDay: 2, duration: '5 days', indication: 'influenza in a child under 5 (high risk)', alternativeIds: [],
      citations: [cite('who-influenza-2022', 'Oseltamivir dosing in children by weight'), bnfc('Oseltamivir: treatment of influenza, weight-band doses')],
    }, paracetamol('fever')],
    note: 'Infants under 1 year: 3 mg/kg twice daily (specialist advice).',
    citations: [cite('who-influenza-2022', 'Antivirals in high-risk groups')],
  },
  {
    id: 'influenza-older-adult', conditionId: 'influenza', population: { minAgeYears: 65 },
    items: [{ medicineId: 'oseltamivir', route: 'oral', dose: fixed(75, '1 capsule (75 mg)', 75, 150), frequency: 'twice daily', dosesPerDay: 2, duration: '5 days', indication: 'influenza at 65 years or older (high risk)', alternativeIds: [], citations: [cite('who-influenza-2022', 'Oseltamivir for patients at high risk of severe disease')] },
      paracetamol('fever')],
    citations: [cite('who-influenza-2022', 'Antivirals in high-risk groups')],
  },
  {
    id: 'influenza', conditionId: 'influenza', population: {},
    items: [paracetamol('fever and myalgia')],
    note: 'No antibiotic. Oseltamivir 75 mg twice daily for 5 days for severe illness or high-risk patients (chronic disease, immunosuppression).',
    citations: [cite('who-influenza-2022', 'Non-severe influenza in patients at low risk: no antiviral')],
  },
  {
    id: 'covid-19', conditionId: 'covid-19', population: {},
    items: [paracetamol('fever and myalgia', cite('who-covid-2023', 'Non-severe COVID-19: symptomatic treatment'))],
    note: 'No antibiotic for non-severe COVID-19. Severe or critical (SpO2 below 90%): oxygen and dexamethasone 6 mg daily for 10 days, in hospital.',
    citations: [cite('who-covid-2023', 'Therapeutics: non-severe, severe and critical COVID-19')],
  },

  /* ------------------------------------------------------------ 20-31 CNS, HIV and tropical infections */
  {
    id: 'bacterial-meningitis-child', conditionId: 'bacterial-meningitis', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'ceftriaxone', route: 'intravenous', dose: perKg(100, 4000, 4000, 50), frequency: 'once daily (or 50 mg/kg every 12 hours)', dosesPerDay: 1, duration: '7-10 days', indication: 'bacterial meningitis', alternativeIds: [], citations: [pocketBook('6.3 Meningitis: ceftriaxone 100 mg/kg once daily'), bnfc('Ceftriaxone: meningitis, max 4 g daily')] }],
    note: 'Give the first dose at once (IM if no IV access) before referral; manage convulsions and hypoglycaemia.',
    citations: [cite('who-meningitis-2025', 'Antibiotic treatment'), pocketBook('6.3 Meningitis')],
  },
  {
    id: 'bacterial-meningitis', conditionId: 'bacterial-meningitis', population: {},
    items: [{ medicineId: 'ceftriaxone', route: 'intravenous', dose: fixed(2000, '2 g', 2000, 4000), frequency: 'every 12 hours', dosesPerDay: 2, duration: '7-10 days (5 days for meningococcal)', indication: 'bacterial meningitis', alternativeIds: [], citations: [cite('who-meningitis-2025', 'Ceftriaxone 2 g every 12 hours in adults'), aware('Bacterial meningitis: ceftriaxone 2 g every 12 hours')] }],
    note: 'Give the first dose at once, before lumbar puncture if it delays treatment.',
    citations: [cite('who-meningitis-2025', 'Antibiotic treatment')],
  },
  {
    id: 'cryptococcal-meningitis-child', conditionId: 'cryptococcal-meningitis', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'amphotericin-b-liposomal', route: 'intravenous', dose: perKgNoSourceMax(10, 1), frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'cryptococcal meningitis induction', alternativeIds: [], citations: [cite('who-crypto-2022', 'Induction: single high-dose liposomal amphotericin B 10 mg/kg')] },
      { medicineId: 'flucytosine', route: 'oral', dose: perKgNoSourceMax(25, 4), frequency: 'every 6 hours', dosesPerDay: 4, duration: '14 days', indication: 'cryptococcal meningitis induction', alternativeIds: [], citations: [cite('who-crypto-2022', 'Induction: flucytosine 100 mg/kg/day in 4 doses for 14 days')] },
      { medicineId: 'fluconazole', route: 'oral', dose: perKg(12, 800, 800, 25), frequency: 'once daily', dosesPerDay: 1, duration: '14 days, then consolidation', indication: 'cryptococcal meningitis induction', alternativeIds: [], citations: [cite('who-crypto-2022', 'Children: fluconazole 12 mg/kg/day up to 800 mg')] },
    ],
    note: 'Therapeutic lumbar punctures for raised pressure; delay ART 4-6 weeks.',
    citations: [cite('who-crypto-2022', 'Induction therapy')],
  },
  {
    id: 'cryptococcal-meningitis', conditionId: 'cryptococcal-meningitis', population: {},
    items: [
      { medicineId: 'amphotericin-b-liposomal', route: 'intravenous', dose: perKgNoSourceMax(10, 1), frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'cryptococcal meningitis induction', alternativeIds: [], citations: [cite('who-crypto-2022', 'Induction: single high-dose liposomal amphotericin B 10 mg/kg')] },
      { medicineId: 'flucytosine', route: 'oral', dose: perKgNoSourceMax(25, 4), frequency: 'every 6 hours', dosesPerDay: 4, duration: '14 days', indication: 'cryptococcal meningitis induction', alternativeIds: [], citations: [cite('who-crypto-2022', 'Induction: flucytosine 100 mg/kg/day in 4 doses for 14 days')] },
      { medicineId: 'fluconazole', route: 'oral', dose: fixed(1200, '6 capsules of 200 mg', 1200, 1200), frequency: 'once daily', dosesPerDay: 1, duration: '14 days, then 800 mg daily for 8 weeks', indication: 'cryptococcal meningitis induction', alternativeIds: [], citations: [cite('who-crypto-2022', 'Induction: fluconazole 1200 mg/day for 14 days')] },
    ],
    note: 'Therapeutic lumbar punctures for raised pressure; prehydrate and replace potassium; delay ART 4-6 weeks.',
    citations: [cite('who-crypto-2022', 'Induction therapy')],
  },
  {
    id: 'hiv-infection', conditionId: 'hiv-infection', population: { minWeightKg: 30 },
    items: [
      { medicineId: 'tenofovir-lamivudine-dolutegravir', route: 'oral', dose: fixed(300, '1 tablet TLD (300/300/50 mg)', 300, 300), frequency: 'once daily', dosesPerDay: 1, duration: 'lifelong', indication: 'first-line antiretroviral therapy', alternativeIds: [], citations: [cite('who-hiv-2021', '4.6 Preferred first-line regimen TDF + 3TC + DTG'), cite('ke-arv-2022', 'First-line ART for adults and adolescents of 30 kg or more')] },
      { medicineId: 'cotrimoxazole', route: 'oral', dose: fixed(800, '1 double-strength tablet (960 mg)', 800, 800), frequency: 'once daily', dosesPerDay: 1, duration: 'until immune recovery per national criteria', indication: 'prophylaxis of PCP, toxoplasmosis and bacterial infections', alternativeIds: [], citations: [cite('who-hiv-2021', 'Co-trimoxazole prophylaxis 960 mg daily')] },
    ],
    note: 'Screen for TB (and cryptococcal antigen if CD4 below 200) before starting; start ART within 7 days, same day if ready.',
    citations: [cite('who-hiv-2021', '4 Antiretroviral therapy'), cite('ke-arv-2022', 'ART initiation')],
  },
  {
    id: 'hiv-infection-child', conditionId: 'hiv-infection', population: {},
    items: [
      {
        medicineId: 'abacavir-lamivudine', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 3, maxKg: 6, mg: 120, amount: '1 dispersible tablet ABC/3TC (120/60 mg)' }, { minKg: 6, maxKg: 10, mg: 180, amount: '1½ dispersible tablets ABC/3TC (120/60 mg)' }, { minKg: 10, maxKg: 14, mg: 240, amount: '2 dispersible tablets ABC/3TC (120/60 mg)' }, { minKg: 14, maxKg: 20, mg: 300, amount: '2½ dispersible tablets ABC/3TC (120/60 mg)' }, { minKg: 20, maxKg: 25, mg: 360, amount: '3 dispersible tablets ABC/3TC (120/60 mg)' }, { minKg: 25, maxKg: 30, mg: 600, amount: '1 tablet ABC/3TC (600/300 mg)' }], maxMgPerDose: 600, maxMgPerDay: 600 },
        frequency: 'once daily', dosesPerDay: 1, duration: 'lifelong', indication: 'first-line antiretroviral therapy (child)', alternativeIds: [], citations: [cite('who-hiv-2021', 'Annex: simplified weight-band dosing for children, ABC/3TC 120/60 mg')],
      },
      {
        medicineId: 'dolutegravir', route: 'oral',
        dose: { kind: 'weight-band', bands: [{ minKg: 3, maxKg: 6, mg: 5, amount: '½ dispersible tablet (10 mg)' }, { minKg: 6, maxKg: 10, mg: 15, amount: '1½ dispersible tablets (10 mg)' }, { minKg: 10, maxKg: 14, mg: 20, amount: '2 dispersible tablets (10 mg)' }, { minKg: 14, maxKg: 20, mg: 25, amount: '2½ dispersible tablets (10 mg)' }, { minKg: 20, maxKg: 30, mg: 50, amount: '1 film-coated tablet (50 mg)' }], maxMgPerDose: 50, maxMgPerDay: 50 },
        frequency: 'once daily', dosesPerDay: 1, duration: 'lifelong', indication: 'first-line antiretroviral therapy (child)', alternativeIds: [], citations: [cite('who-hiv-2021', 'Annex: dolutegravir 10 mg dispersible tablet weight bands (from 4 weeks and 3 kg)')],
      },
      {
        medicineId: 'cotrimoxazole', route: 'oral',
        dose: { kind: 'age-band', bands: [{ minYears: 0.115, maxYears: 0.5, mg: 100, amount: '2.5 mL of 200/40 mg per 5 mL' }, { minYears: 0.5, maxYears: 6, mg: 200, amount: '5 mL of 200/40 mg per 5 mL or ½ tablet (400/80 mg)' }, { minYears: 6, maxYears: 14, mg: 400, amount: '1 tablet (400/80 mg)' }, { minYears: 14, maxYears: 200, mg: 800, amount: '1 double-strength tablet (800/160 mg)' }], maxMgPerDose: 800, maxMgPerDay: 800 },
        frequency: 'once daily', dosesPerDay: 1, duration: 'per national criteria', indication: 'co-trimoxazole prophylaxis', alternativeIds: [], citations: [cite('who-hiv-2021', 'Co-trimoxazole prophylaxis doses by age')],
      },
    ],
    note: 'Children of 30 kg or more take TLD. Screen for TB; support adherence with the caregiver.',
    citations: [cite('who-hiv-2021', '4.6 First-line regimens for infants and children'), cite('ke-arv-2022', 'Paediatric ART')],
  },
  {
    id: 'pneumocystis-pneumonia', conditionId: 'pneumocystis-pneumonia', population: {},
    items: [{ medicineId: 'cotrimoxazole', route: 'oral', dose: perKgNoSourceMax(25, 4, 400), frequency: 'every 6 hours', dosesPerDay: 4, duration: '21 days, then prophylaxis', indication: 'Pneumocystis pneumonia (sulfamethoxazole 100 mg/kg/day)', alternativeIds: [], citations: [pocketBook('8.4.1 Pneumocystis pneumonia: co-trimoxazole 8 mg/kg trimethoprim + 40 mg/kg sulfamethoxazole 3 times daily'), bnf('Co-trimoxazole: Pneumocystis pneumonia 120 mg/kg daily in 2-4 divided doses')] }],
    note: 'Hypoxaemic adults: prednisolone 40 mg twice daily days 1-5, 40 mg daily days 6-10, 20 mg daily days 11-21. Oxygen.',
    citations: [cite('who-advanced-hiv-2017', 'Pneumocystis pneumonia'), pocketBook('8.4.1 Pneumocystis pneumonia')],
  },
  {
    id: 'measles', conditionId: 'measles', population: {},
    items: [{
      medicineId: 'retinol', route: 'oral',
      dose: { kind: 'age-band', unit: 'IU', bands: [{ minYears: 0, maxYears: 0.5, mg: 50000, amount: '50 000 IU' }, { minYears: 0.5, maxYears: 1, mg: 100000, amount: '100 000 IU' }, { minYears: 1, maxYears: 200, mg: 200000, amount: '200 000 IU' }], maxMgPerDose: 200000, maxMgPerDay: 200000 },
      frequency: 'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)', dosesPerDay: 1, duration: '2 days', indication: 'vitamin A for measles', alternativeIds: [],
      citations: [cite('who-measles-2017', 'Treating measles in children: vitamin A'), cite('who-imci-2014', 'Give vitamin A')],
    }, paracetamol('fever')],
    note: 'No antibiotic unless pneumonia, ear infection or eye infection complicate measles. Tetracycline eye ointment for eye signs; isolate.',
    citations: [cite('who-measles-2017', 'Case management'), pocketBook('6.4 Measles')],
  },
  {
    id: 'dengue', conditionId: 'dengue', population: {},
    items: [{ medicineId: 'paracetamol', route: 'oral', dose: perKg(10, 1000, 4000, 10), frequency: 'every 6 hours as needed', dosesPerDay: 4, duration: 'while febrile', indication: 'fever in dengue', alternativeIds: [], citations: [cite('who-dengue-2009', '2.3.1 Paracetamol 10 mg/kg/dose, no more than 3-4 times a day; no NSAIDs')] }],
    note: 'No aspirin, ibuprofen or other NSAIDs, no IM injections, no antibiotic. Oral fluids; watch for warning signs (abdominal pain, bleeding, rising haematocrit).',
    citations: [cite('who-dengue-2009', '2.3 Treatment')],
  },
  {
    id: 'brucellosis-pregnant', conditionId: 'brucellosis', population: { pregnant: true },
    items: [{ medicineId: 'rifampicin', route: 'oral', dose: fixed(900, '3 capsules of 300 mg', 900, 900), frequency: 'once daily', dosesPerDay: 1, duration: '6 weeks', indication: 'brucellosis in pregnancy', alternativeIds: [], citations: [cite('who-brucellosis-2006', 'Treatment in pregnancy: rifampicin 900 mg daily for 6 weeks')] }],
    citations: [cite('who-brucellosis-2006', 'Treatment of human brucellosis')],
  },
  {
    id: 'brucellosis-child', conditionId: 'brucellosis', population: { maxAgeYears: 8 },
    items: [
      { medicineId: 'rifampicin', route: 'oral', dose: perKg(15, 600, 600, 75), frequency: 'once daily', dosesPerDay: 1, duration: '6 weeks', indication: 'brucellosis in a child under 8', alternativeIds: [], citations: [cite('who-brucellosis-2006', 'Children under 8: rifampicin with co-trimoxazole')] },
      {
        medicineId: 'cotrimoxazole', route: 'oral',
        dose: { kind: 'age-band', bands: [{ minYears: 0.115, maxYears: 0.5, mg: 100, amount: '2.5 mL of 200/40 mg per 5 mL' }, { minYears: 0.5, maxYears: 6, mg: 200, amount: '5 mL of 200/40 mg per 5 mL' }, { minYears: 6, maxYears: 8, mg: 400, amount: '1 tablet (400/80 mg)' }], maxMgPerDose: 400, maxMgPerDay: 800 },
        frequency: 'twice daily', dosesPerDay: 2, duration: '6 weeks', indication: 'brucellosis in a child under 8', alternativeIds: [], citations: [cite('who-brucellosis-2006', 'Children under 8: co-trimoxazole'), bnfc('Co-trimoxazole: doses by age, twice daily')],
      },
    ],
    citations: [cite('who-brucellosis-2006', 'Treatment of human brucellosis')],
  },
  {
    id: 'brucellosis', conditionId: 'brucellosis', population: {},
    items: [
      { medicineId: 'doxycycline', route: 'oral', dose: fixed(100, '1 tablet (100 mg)', 100, 200), frequency: 'every 12 hours', dosesPerDay: 2, duration: '6 weeks', indication: 'brucellosis', alternativeIds: [], citations: [cite('who-brucellosis-2006', 'Doxycycline 100 mg twice daily for 6 weeks')] },
      { medicineId: 'rifampicin', route: 'oral', dose: perKg(15, 900, 900, 150), frequency: 'once daily', dosesPerDay: 1, duration: '6 weeks', indication: 'brucellosis', alternativeIds: [], citations: [cite('who-brucellosis-2006', 'Rifampicin 600-900 mg daily for 6 weeks')] },
    ],
    citations: [cite('who-brucellosis-2006', 'Treatment of human brucellosis')],
  },
  {
    id: 'visceral-leishmaniasis', conditionId: 'visceral-leishmaniasis', population: {},
    items: [],
    note: 'Treat at a kala-azar treatment centre: in East Africa sodium stibogluconate 20 mg Sb/kg/day IM or IV with paromomycin 15 mg/kg/day IM for 17 days; liposomal amphotericin B for pregnancy, HIV co-infection and relapse. ECG, nutrition and transfusion support.',
    citations: [cite('who-leishmaniasis-2010', '6.4.1 Visceral leishmaniasis in East Africa')],
  },
  {
    id: 'viral-haemorrhagic-fever', conditionId: 'viral-haemorrhagic-fever', population: {},
    items: [paracetamol('fever and pain', cite('who-vhf-2016', 'Supportive care: paracetamol; avoid NSAIDs and IM injections'))],
    note: 'Isolate and notify at once; full PPE. No NSAIDs, aspirin or IM injections. Ribavirin for Lassa fever or CCHF only at a treatment centre.',
    citations: [cite('who-vhf-2016', 'Clinical management'), cite('who-idsr-2019', 'Immediately notifiable diseases')],
  },
  {
    id: 'mpox', conditionId: 'mpox', population: {},
    items: [paracetamol('fever and pain', cite('who-mpox-2022', 'Supportive care: pain and fever'))],
    note: 'Isolate until lesions crust; skin care; test for HIV; antibiotics only for secondary bacterial infection.',
    citations: [cite('who-mpox-2022', 'Clinical management')],
  },
  {
    id: 'rabies-exposure', conditionId: 'rabies-exposure', population: {},
    items: [
      { medicineId: 'rabies-vaccine', route: 'intramuscular', dose: { ...fixed(2.5, '1 vial (full intramuscular dose, at least 2.5 IU) into the deltoid, or the thigh in small children', 2.5, 2.5), unit: 'IU' }, frequency: 'on days 0, 3, 7 and between 14 and 28', dosesPerDay: 1, duration: '4 doses', indication: 'post-exposure prophylaxis (category II and III exposures)', alternativeIds: [], citations: [cite('who-rabies-2018', 'PEP: 4-dose intramuscular regimen (1 vial on days 0, 3, 7, 14-28)')] },
      { medicineId: 'tetanus-toxoid', route: 'intramuscular', dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' }, frequency: 'once', dosesPerDay: 1, duration: 'single dose (if not up to date)', indication: 'tetanus prevention after a bite', alternativeIds: [], citations: [cite('who-iatt-2011', 'Wound care: tetanus prophylaxis')] },
    ],
    note: 'Wash the wound with soap and water for 15 minutes at once. Category III: rabies immunoglobulin (human 20 IU/kg or equine 40 IU/kg) infiltrated into and around the wound on day 0. Intradermal alternative: 0.1 mL at 2 sites on days 0, 3 and 7.',
    citations: [cite('who-rabies-2018', 'Post-exposure prophylaxis')],
  },
  {
    id: 'tetanus-child', conditionId: 'tetanus', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'metronidazole', route: 'intravenous', dose: perKg(7.5, 500, 1500, 5), frequency: 'every 8 hours', dosesPerDay: 3, duration: '7-10 days', indication: 'tetanus (eradicate Clostridium tetani)', alternativeIds: [], citations: [aware('Metronidazole: children 7.5 mg/kg every 8 hours'), cite('who-iatt-2011', 'Tetanus: metronidazole')] },
      { medicineId: 'tetanus-toxoid', route: 'intramuscular', dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' }, frequency: 'once, at another site from the immunoglobulin', dosesPerDay: 1, duration: 'start the primary series', indication: 'active immunisation (the disease gives no immunity)', alternativeIds: [], citations: [cite('who-iatt-2011', 'Tetanus: start immunisation')] },
    ],
    note: 'Human tetanus immunoglobulin IM, diazepam for spasms, quiet dark room, wound debridement, airway support; refer.',
    citations: [cite('who-iatt-2011', 'Tetanus'), pocketBook('6.5 Tetanus')],
  },
  {
    id: 'tetanus', conditionId: 'tetanus', population: {},
    items: [
      { medicineId: 'metronidazole', route: 'intravenous', dose: fixed(500, '500 mg (100 mL of 5 mg/mL)', 500, 1500), frequency: 'every 8 hours', dosesPerDay: 3, duration: '7-10 days', indication: 'tetanus (eradicate Clostridium tetani)', alternativeIds: [], citations: [cite('who-iatt-2011', 'Tetanus: metronidazole 500 mg IV every 8 hours')] },
      { medicineId: 'tetanus-toxoid', route: 'intramuscular', dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' }, frequency: 'once, at another site from the immunoglobulin', dosesPerDay: 1, duration: 'start the primary series', indication: 'active immunisation', alternativeIds: [], citations: [cite('who-iatt-2011', 'Tetanus: start immunisation')] },
    ],
    note: 'Human tetanus immunoglobulin IM, diazepam for spasms, wound debridement, airway support; refer to a unit with ventilation.',
    citations: [cite('who-iatt-2011', 'Tetanus')],
  },

  /* ------------------------------------------------------------ 32-43 genitourinary, sexually transmitted, skin, sepsis */
  {
    id: 'cystitis-child', conditionId: 'cystitis', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'nitrofurantoin', route: 'oral', dose: perKg(0.75, 50, 200, 5), frequency: 'every 6 hours', dosesPerDay: 4, duration: '3-5 days', indication: 'lower urinary tract infection', alternativeIds: ['amoxicillin-clavulanate'], citations: [bnfc('Nitrofurantoin: acute uncomplicated lower UTI, 750 micrograms/kg 4 times daily')] }],
    citations: [aware('Lower urinary tract infection')],
  },
  {
    id: 'cystitis', conditionId: 'cystitis', population: {},
    items: [{ medicineId: 'nitrofurantoin', route: 'oral', dose: fixed(100, '1 tablet (100 mg)', 100, 200), frequency: 'every 12 hours', dosesPerDay: 2, duration: '5 days', indication: 'lower urinary tract infection (cystitis)', alternativeIds: ['amoxicillin-clavulanate', 'cotrimoxazole'], citations: [aware('Lower urinary tract infection: nitrofurantoin 100 mg every 12 hours, 5 days')] }],
    note: 'Fever, flank pain or vomiting suggests pyelonephritis. Treat asymptomatic bacteriuria only in pregnancy.',
    citations: [aware('Lower urinary tract infection')],
  },
  {
    id: 'cystitis-alternatives-child', conditionId: 'cystitis', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'amoxicillin-clavulanate', route: 'oral', dose: perKg(15, 500, 1500, 25), frequency: 'every 8 hours', dosesPerDay: 3, duration: '3-5 days', indication: 'lower urinary tract infection', alternativeIds: [], citations: [aware('Lower urinary tract infection in children: amoxicillin + clavulanic acid'), bnfc('Co-amoxiclav: doses expressed as amoxicillin')] }],
    citations: [aware('Lower urinary tract infection')],
  },
  {
    id: 'cystitis-alternatives', conditionId: 'cystitis', population: {},
    items: [
      { medicineId: 'amoxicillin-clavulanate', route: 'oral', dose: fixed(500, '1 tablet (500/125 mg)', 500, 1500), frequency: 'every 8 hours', dosesPerDay: 3, duration: '5 days', indication: 'lower urinary tract infection (also in pregnancy)', alternativeIds: [], citations: [aware('Lower urinary tract infection: amoxicillin + clavulanic acid 500/125 mg every 8 hours')] },
      { medicineId: 'cotrimoxazole', route: 'oral', dose: fixed(800, '1 double-strength tablet (960 mg)', 800, 1600), frequency: 'every 12 hours', dosesPerDay: 2, duration: '3 days', indication: 'lower urinary tract infection', alternativeIds: [], citations: [aware('Lower urinary tract infection: sulfamethoxazole + trimethoprim 800/160 mg every 12 hours, 3 days')] },
    ],
    citations: [aware('Lower urinary tract infection')],
  },
  {
    id: 'pyelonephritis-child', conditionId: 'pyelonephritis', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'ceftriaxone', route: 'intravenous', dose: perKg(50, 1000, 1000, 50), frequency: 'once daily', dosesPerDay: 1, duration: '7-10 days in total (switch to oral when afebrile)', indication: 'acute pyelonephritis', alternativeIds: [], citations: [aware('Upper urinary tract infection in children: ceftriaxone 50 mg/kg once daily')] }],
    citations: [aware('Upper urinary tract infection')],
  },
  {
    id: 'pyelonephritis', conditionId: 'pyelonephritis', population: {},
    items: [{ medicineId: 'ciprofloxacin', route: 'oral', dose: fixed(500, '1 tablet (500 mg)', 500, 1000), frequency: 'every 12 hours', dosesPerDay: 2, duration: '7 days', indication: 'acute pyelonephritis (outpatient)', alternativeIds: ['ceftriaxone'], citations: [aware('Upper urinary tract infection: ciprofloxacin 500 mg every 12 hours, 7 days')] }, paracetamol('fever and loin pain')],
    note: 'Sepsis, vomiting or pregnancy: admit, ceftriaxone IV (with gentamicin if severe).',
    citations: [aware('Upper urinary tract infection')],
  },
  {
    id: 'pyelonephritis-alternatives', conditionId: 'pyelonephritis', population: {},
    items: [{ medicineId: 'ceftriaxone', route: 'intravenous', dose: fixed(1000, '1 g', 1000, 1000), frequency: 'once daily', dosesPerDay: 1, duration: '7-10 days in total (switch to oral when afebrile)', indication: 'acute pyelonephritis (pregnancy, fluoroquinolone allergy)', alternativeIds: [], citations: [aware('Upper urinary tract infection: ceftriaxone 1 g once daily')] }],
    citations: [aware('Upper urinary tract infection')],
  },
  {
    id: 'urethritis-cervicitis', conditionId: 'urethritis-cervicitis', population: {},
    items: [
      { medicineId: 'ceftriaxone', route: 'intramuscular', dose: fixed(1000, '1 g', 1000, 1000), frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'gonorrhoea', alternativeIds: ['cefixime'], citations: [cite('who-stis-2021', 'Gonococcal infection: ceftriaxone 1 g IM single dose')] },
      { medicineId: 'doxycycline', route: 'oral', dose: fixed(100, '1 tablet (100 mg)', 100, 200), frequency: 'every 12 hours', dosesPerDay: 2, duration: '7 days', indication: 'chlamydia', alternativeIds: ['azithromycin'], citations: [cite('who-stis-2021', 'Chlamydial infection: doxycycline 100 mg twice daily for 7 days')] },
    ],
    note: 'Treat partners, offer HIV and syphilis tests, condoms; in pregnancy azithromycin replaces doxycycline.',
    citations: [cite('who-stis-2021', 'Urethral and vaginal discharge')],
  },
  {
    id: 'urethritis-cervicitis-alternatives', conditionId: 'urethritis-cervicitis', population: {},
    items: [
      { medicineId: 'cefixime', route: 'oral', dose: fixed(400, '1 tablet (400 mg)', 400, 400), frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'gonorrhoea when ceftriaxone cannot be given', alternativeIds: [], citations: [cite('who-stis-2021', 'Gonococcal infection: cefixime 400 mg single dose')] },
      { medicineId: 'azithromycin', route: 'oral', dose: fixed(1000, '2 tablets of 500 mg', 1000, 1000), frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'chlamydia (pregnancy)', alternativeIds: [], citations: [cite('who-stis-2021', 'Chlamydial infection: azithromycin 1 g single dose')] },
    ],
    citations: [cite('who-stis-2021', 'Urethral and vaginal discharge')],
  },
  {
    id: 'syphilis', conditionId: 'syphilis', population: {},
    items: [{ medicineId: 'benzathine-benzylpenicillin', route: 'intramuscular', dose: fixed(1440, '2.4 million IU (1.44 g) deep IM, divided between both buttocks', 1440, 1440), frequency: 'once (weekly for 3 weeks in late or unknown-duration syphilis)', dosesPerDay: 1, duration: 'single dose (early syphilis)', indication: 'syphilis', alternativeIds: ['doxycycline', 'ceftriaxone'], citations: [cite('who-syphilis-2016', 'Early syphilis: benzathine penicillin G 2.4 million units IM once')] }],
    note: 'Treat partners; warn of the Jarisch-Herxheimer reaction; in pregnancy only penicillin reliably treats the fetus.',
    citations: [cite('who-syphilis-2016', 'Treatment of syphilis')],
  },
  {
    id: 'syphilis-alternatives', conditionId: 'syphilis', population: {},
    items: [
      { medicineId: 'doxycycline', route: 'oral', dose: fixed(100, '1 tablet (100 mg)', 100, 200), frequency: 'every 12 hours', dosesPerDay: 2, duration: '14 days', indication: 'early syphilis (penicillin allergy)', alternativeIds: [], citations: [cite('who-syphilis-2016', 'Alternative: doxycycline 100 mg twice daily for 14 days')] },
      { medicineId: 'ceftriaxone', route: 'intramuscular', dose: fixed(1000, '1 g', 1000, 1000), frequency: 'once daily', dosesPerDay: 1, duration: '10-14 days', indication: 'early syphilis (penicillin allergy, pregnancy)', alternativeIds: [], citations: [cite('who-syphilis-2016', 'Alternative: ceftriaxone 1 g IM once daily for 10-14 days')] },
    ],
    citations: [cite('who-syphilis-2016', 'Treatment of syphilis')],
  },
  {
    id: 'pelvic-inflammatory-disease', conditionId: 'pelvic-inflammatory-disease', population: {},
    items: [
      { medicineId: 'ceftriaxone', route: 'intramuscular', dose: fixed(1000, '1 g', 1000, 1000), frequency: 'once', dosesPerDay: 1, duration: 'single dose', indication: 'pelvic inflammatory disease (gonococcal cover)', alternativeIds: [], citations: [cite('who-stis-2021', 'Lower abdominal pain: ceftriaxone 1 g IM single dose')] },
      { medicineId: 'doxycycline', route: 'oral', dose: fixed(100, '1 tablet (100 mg)', 100, 200), frequency: 'every 12 hours', dosesPerDay: 2, duration: '14 days', indication: 'pelvic inflammatory disease (chlamydial cover)', alternativeIds: [], citations: [cite('who-stis-2021', 'Lower abdominal pain: doxycycline 100 mg twice daily for 14 days')] },
      { medicineId: 'metronidazole', route: 'oral', dose: fixed(400, '1 tablet (400 mg)', 500, 1000), frequency: 'every 12 hours', dosesPerDay: 2, duration: '14 days', indication: 'pelvic inflammatory disease (anaerobic cover)', alternativeIds: [], citations: [cite('who-stis-2021', 'Lower abdominal pain: metronidazole 400-500 mg twice daily for 14 days')] },
    ],
    note: 'Exclude ectopic pregnancy and appendicitis; admit if pregnant, severely ill or with a pelvic mass; treat partners.',
    citations: [cite('who-stis-2021', 'Lower abdominal pain in women')],
  },
  {
    id: 'cellulitis-abscess', conditionId: 'cellulitis-abscess', population: {},
    items: [{ medicineId: 'cloxacillin', route: 'oral', dose: perKg(25, 500, 2000, 62.5), frequency: 'every 6 hours', dosesPerDay: 4, duration: '5 days', indication: 'cellulitis', alternativeIds: ['cotrimoxazole', 'erythromycin'], citations: [aware('Skin and soft tissue infections: cloxacillin/flucloxacillin 500 mg every 6 hours (children 25 mg/kg), 5 days')] }, paracetamol('pain and fever')],
    note: 'An abscess needs incision and drainage; antibiotics only for surrounding cellulitis or systemic signs. Mark the edge; admit if spreading fast or septic.',
    citations: [aware('Skin and soft tissue infections')],
  },
  {
    id: 'cellulitis-abscess-alternatives', conditionId: 'cellulitis-abscess', population: {},
    items: [
      {
        medicineId: 'cotrimoxazole', route: 'oral',
        dose: { kind: 'age-band', bands: [{ minYears: 0.115, maxYears: 0.5, mg: 100, amount: '2.5 mL of 200/40 mg per 5 mL' }, { minYears: 0.5, maxYears: 6, mg: 200, amount: '5 mL of 200/40 mg per 5 mL' }, { minYears: 6, maxYears: 12, mg: 400, amount: '1 tablet (400/80 mg)' }, { minYears: 12, maxYears: 200, mg: 800, amount: '1 double-strength tablet (800/160 mg)' }], maxMgPerDose: 800, maxMgPerDay: 1600 },
        frequency: 'every 12 hours', dosesPerDay: 2, duration: '5 days', indication: 'cellulitis in penicillin allergy', alternativeIds: [], citations: [aware('Skin and soft tissue infections: sulfamethoxazole + trimethoprim'), bnfc('Co-trimoxazole: doses by age, twice daily')],
      },
      { medicineId: 'erythromycin', route: 'oral', dose: perKg(12.5, 500, 2000, 62.5), frequency: 'every 6 hours', dosesPerDay: 4, duration: '5 days', indication: 'cellulitis in penicillin and sulfonamide allergy', alternativeIds: [], citations: [bnfc('Erythromycin: 12.5 mg/kg 4 times daily'), bnf('Erythromycin: 500 mg 4 times daily')] },
    ],
    citations: [aware('Skin and soft tissue infections')],
  },
  {
    id: 'scabies', conditionId: 'scabies', population: {},
    items: [{
      medicineId: 'permethrin', route: 'topical',
      dose: { kind: 'age-band', bands: [{ minYears: 0.17, maxYears: 1, mg: 187.5, amount: 'up to 3.75 g of 5% cream (⅛ of a 30 g tube), whole body including scalp' }, { minYears: 1, maxYears: 6, mg: 375, amount: 'up to 7.5 g of 5% cream (¼ tube)' }, { minYears: 6, maxYears: 12, mg: 750, amount: 'up to 15 g of 5% cream (½ tube)' }, { minYears: 12, maxYears: 200, mg: 1500, amount: 'up to 30 g of 5% cream (1 tube), neck down' }], maxMgPerDose: 1500, maxMgPerDay: 1500 },
      frequency: 'apply to the whole body, wash off after 8-12 hours', dosesPerDay: 1, duration: 'two applications, 7 days apart', indication: 'scabies', alternativeIds: [],
      citations: [bnfc('Permethrin: scabies, quantities of 5% cream by age'), cite('who-model-formulary-2008', 'Section 13.6 Scabicides: permethrin')],
    }],
    note: 'Treat all household contacts at the same time; wash clothes and bedding in hot water. Benzyl benzoate 25% (diluted for children, not under 2 years) where permethrin is unavailable.',
    citations: [cite('who-model-formulary-2008', 'Section 13.6 Scabicides and pediculicides')],
  },
  {
    id: 'tinea', conditionId: 'tinea', population: {},
    items: [{ medicineId: 'clotrimazole', route: 'topical', dose: { ...fixed(1, 'thin layer over the lesion and 2 cm around it', 1, 3), unit: 'application' }, frequency: 'twice daily', dosesPerDay: 2, duration: 'until 2 weeks after the skin has healed (usually 4 weeks)', indication: 'tinea corporis, cruris or pedis', alternativeIds: ['whitfields-ointment'], citations: [bnf('Clotrimazole: fungal skin infections, apply 2-3 times daily'), cite('who-model-formulary-2008', 'Section 13.1 Antifungal medicines (dermatological)')] }],
    note: 'Tinea capitis and extensive or nail infection need oral griseofulvin (10 mg/kg daily for 6-8 weeks; not in pregnancy).',
    citations: [cite('who-model-formulary-2008', 'Section 13.1 Antifungal medicines')],
  },
  {
    id: 'tinea-alternatives', conditionId: 'tinea', population: {},
    items: [{ medicineId: 'whitfields-ointment', route: 'topical', dose: { ...fixed(1, 'thin layer over the lesion', 1, 2), unit: 'application' }, frequency: 'twice daily', dosesPerDay: 2, duration: 'until 2 weeks after healing', indication: 'tinea of the skin', alternativeIds: [], citations: [cite('who-model-formulary-2008', 'Section 13.1 Benzoic acid + salicylic acid ointment, apply twice daily')] }],
    citations: [cite('who-model-formulary-2008', 'Section 13.1 Antifungal medicines')],
  },
  {
    id: 'viral-hepatitis', conditionId: 'viral-hepatitis', population: {},
    items: [],
    note: 'No specific treatment for acute hepatitis: rest, fluids, avoid alcohol and hepatotoxic medicines (reduce paracetamol). Chronic hepatitis B: assess for tenofovir disoproxil per WHO 2024 criteria (specialist or trained clinician).',
    citations: [cite('who-hepatitis-b-2024', 'Who to treat'), cite('who-iatt-2011', 'Jaundice and hepatitis')],
  },
  {
    id: 'sepsis-child', conditionId: 'sepsis', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'ampicillin', route: 'intravenous', dose: perKg(50, 2000, 8000, 25), frequency: 'every 6 hours', dosesPerDay: 4, duration: 'at least 5 days', indication: 'sepsis in a child', alternativeIds: ['ceftriaxone'], citations: [pocketBook('6.1 Septicaemia: ampicillin 50 mg/kg every 6 hours plus gentamicin'), bnfc('Ampicillin: max 2 g per dose')] },
      { medicineId: 'gentamicin', route: 'intravenous', dose: perKgNoSourceMax(7.5, 1, 5), frequency: 'once daily', dosesPerDay: 1, duration: 'at least 5 days', indication: 'sepsis in a child', alternativeIds: [], citations: [pocketBook('6.1 Septicaemia: gentamicin 7.5 mg/kg once daily')] },
    ],
    note: 'Shock: 20 mL/kg Ringer\'s lactate or normal saline bolus (10-20 mL/kg with care in severe malnutrition); treat hypoglycaemia; refer. Ceftriaxone 80 mg/kg daily if not improving in 48 hours.',
    citations: [pocketBook('6.1 Septicaemia'), cite('who-etat-2016', 'Shock')],
  },
  {
    id: 'sepsis', conditionId: 'sepsis', population: {},
    items: [{ medicineId: 'ceftriaxone', route: 'intravenous', dose: fixed(2000, '2 g', 2000, 2000), frequency: 'once daily', dosesPerDay: 1, duration: 'review at 48-72 hours with cultures', indication: 'sepsis of unknown source', alternativeIds: [], citations: [aware('Sepsis of unknown source: ceftriaxone 2 g once daily (with gentamicin if severe)')] }],
    note: 'Give antibiotics within the first hour after blood cultures. Hypotension: 30 mL/kg crystalloid within 3 hours, reassessing for fluid overload; oxygen; lactate; urine output.',
    citations: [cite('who-sepsis-2021', 'Initial resuscitation and antimicrobial therapy'), aware('Sepsis')],
  },
  {
    id: 'sepsis-child-alternatives', conditionId: 'sepsis', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'ceftriaxone', route: 'intravenous', dose: perKg(80, 4000, 4000, 50), frequency: 'once daily', dosesPerDay: 1, duration: 'at least 5 days', indication: 'sepsis in a child', alternativeIds: [], citations: [pocketBook('6.1 Septicaemia: ceftriaxone 80 mg/kg once daily'), bnfc('Ceftriaxone: max 4 g daily')] }],
    citations: [pocketBook('6.1 Septicaemia')],
  },
  {
    id: 'varicella-adult', conditionId: 'varicella', population: { minAgeYears: 12 },
    items: [{ medicineId: 'acyclovir', route: 'oral', dose: fixed(800, '2 tablets of 400 mg', 800, 4000), frequency: '5 times daily', dosesPerDay: 5, duration: '7 days (start within 24 hours of the rash)', indication: 'chickenpox in an adolescent or adult', alternativeIds: [], citations: [bnf('Aciclovir: chickenpox 800 mg 5 times daily for 7 days')] }, paracetamol('fever and discomfort')],
    note: 'No aspirin. Pregnant women, neonates and the immunocompromised: urgent specialist review (IV aciclovir).',
    citations: [bnf('Aciclovir: varicella-zoster infection')],
  },
  {
    id: 'varicella', conditionId: 'varicella', population: {},
    items: [paracetamol('fever and discomfort')],
    note: 'Healthy children: no antiviral and no aspirin or ibuprofen; calamine lotion for itching, keep nails short; antibiotics only for secondary bacterial infection.',
    citations: [bnfc('Chickenpox: symptomatic treatment')],
  },
  {
    id: 'conjunctivitis', conditionId: 'conjunctivitis', population: {},
    items: [],
    note: 'Most conjunctivitis is viral or allergic: clean the eyes, no antibiotic. Purulent discharge (bacterial): tetracycline 1% eye ointment 3 times daily for 5-7 days. A neonate with discharge: ceftriaxone 50 mg/kg IM (max 125 mg) once and refer.',
    citations: [cite('who-aco-2016', 'Red eye: conjunctivitis'), cite('who-imci-2014', 'Treat eye infection with tetracycline eye ointment')],
  },

  /* ------------------------------------------------------------ 44-54 metabolic, cardiovascular, respiratory */
  {
    id: 'type-2-diabetes-pregnant', conditionId: 'type-2-diabetes', population: { pregnant: true },
    items: [],
    note: 'Diabetes in pregnancy: refer for insulin and specialist antenatal care; stop sulfonylureas.',
    citations: [cite('ke-diabetes-2018', 'Diabetes in pregnancy')],
  },
  {
    id: 'type-2-diabetes', conditionId: 'type-2-diabetes', population: {},
    items: [{ medicineId: 'metformin', route: 'oral', dose: fixed(500, '1 tablet (500 mg) with meals', 1000, 2000), frequency: 'twice daily with meals (start once daily, increase over weeks)', dosesPerDay: 2, duration: 'long term, titrated to HbA1c', indication: 'type 2 diabetes', alternativeIds: ['gliclazide'], citations: [cite('who-pen-2020', 'Protocol 4: metformin 500 mg, increase to a maximum of 1 g twice daily'), cite('ke-diabetes-2018', 'Oral glucose-lowering medicines')] }],
    note: 'Diet, activity, foot care; statin and blood pressure control per WHO PEN; add gliclazide if HbA1c stays above target.',
    citations: [cite('who-pen-2020', 'Protocol 4: diabetes'), cite('ke-diabetes-2018', 'Type 2 diabetes')],
  },
  {
    id: 'type-2-diabetes-alternatives', conditionId: 'type-2-diabetes', population: {},
    items: [{ medicineId: 'gliclazide', route: 'oral', dose: fixed(40, '½ tablet (40 mg) with breakfast', 160, 320), frequency: 'once daily, titrated', dosesPerDay: 1, duration: 'long term', indication: 'type 2 diabetes when metformin cannot be used', alternativeIds: [], citations: [bnf('Gliclazide: initially 40-80 mg daily, max 160 mg as a single dose, 320 mg daily')] }],
    citations: [cite('who-pen-2020', 'Protocol 4: sulfonylureas')],
  },
  {
    id: 'diabetic-ketoacidosis-child', conditionId: 'diabetic-ketoacidosis', population: { maxAgeYears: 18 },
    items: [
      { medicineId: 'sodium-chloride-0-9', route: 'intravenous', dose: { ...perKg(10, 1000, 1000, 10), unit: 'mL' }, frequency: 'over 30-60 minutes (20 mL/kg fast only in shock)', dosesPerDay: 1, duration: 'initial bolus, then deficit replacement over 24-48 hours', indication: 'fluid resuscitation in DKA', alternativeIds: [], citations: [cite('ispad-dka-2022', 'Fluid therapy: 10-20 mL/kg 0.9% saline over 20-30 minutes')] },
      { medicineId: 'insulin-soluble', route: 'intravenous', dose: { ...perKg(0.1, 10, 240, 0.1), unit: 'IU' }, frequency: 'per hour by continuous infusion, starting 1 hour after fluids', dosesPerDay: 24, duration: 'until ketoacidosis resolves', indication: 'insulin in DKA (0.05 IU/kg/hour in young children may suffice)', alternativeIds: [], citations: [cite('ispad-dka-2022', 'Insulin therapy: 0.05-0.1 unit/kg/hour')] },
    ],
    note: 'Add potassium once urine is passed and potassium is known; check glucose hourly; watch for cerebral oedema (headache, slowing pulse).',
    citations: [cite('ispad-dka-2022', 'Management of DKA'), cite('ke-diabetes-2018', 'DKA in children')],
  },
  {
    id: 'diabetic-ketoacidosis', conditionId: 'diabetic-ketoacidosis', population: {},
    items: [
      { medicineId: 'sodium-chloride-0-9', route: 'intravenous', dose: { ...fixed(1000, '1 litre', 1000, 1000), unit: 'mL' }, frequency: 'over the first hour', dosesPerDay: 1, duration: 'first hour, then about 1 litre every 2-4 hours by response', indication: 'fluid resuscitation in DKA', alternativeIds: [], citations: [cite('ke-diabetes-2018', 'DKA: 0.9% saline 1 L in the first hour')] },
      { medicineId: 'insulin-soluble', route: 'intravenous', dose: { ...perKgNoSourceMax(0.1, 24, 0.1), unit: 'IU' }, frequency: 'per hour by continuous infusion (fixed rate)', dosesPerDay: 24, duration: 'until ketoacidosis resolves', indication: 'insulin in DKA', alternativeIds: [], citations: [cite('ke-diabetes-2018', 'DKA: soluble insulin 0.1 IU/kg/hour')] },
    ],
    note: 'Check potassium before insulin (hold insulin if below 3.3 mmol/L and replace); add glucose 5-10% when glucose falls below 14 mmol/L.',
    citations: [cite('ke-diabetes-2018', 'Diabetic ketoacidosis'), cite('who-iatt-2011', 'Diabetic ketoacidosis')],
  },
  {
    id: 'hypoglycaemia-child', conditionId: 'hypoglycaemia', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'glucose-10', route: 'intravenous', dose: { ...perKgNoSourceMax(5, 1, 1), unit: 'mL' }, frequency: 'rapidly, then recheck glucose after 30 minutes', dosesPerDay: 1, duration: 'once; repeat if glucose stays low', indication: 'hypoglycaemia (glucose below 2.5 mmol/L, or below 3 mmol/L in severe malnutrition)', alternativeIds: [], citations: [pocketBook('1.6 Hypoglycaemia: 5 mL/kg of 10% glucose IV'), cite('who-etat-2016', 'Hypoglycaemia: 5 mL/kg 10% glucose')] }],
    note: 'If no IV access: sugar or glucose solution under the tongue or by nasogastric tube; then feed.',
    citations: [pocketBook('1.6 Hypoglycaemia')],
  },
  {
    id: 'hypoglycaemia', conditionId: 'hypoglycaemia', population: {},
    items: [{ medicineId: 'glucose-50', route: 'intravenous', dose: { ...fixed(50, '50 mL of 50% glucose (25 g) into a large vein', 50, 100), unit: 'mL' }, frequency: 'once, repeat once if glucose still low after 15 minutes', dosesPerDay: 2, duration: 'once', indication: 'severe hypoglycaemia in an adult', alternativeIds: [], citations: [cite('who-iatt-2011', 'Hypoglycaemia: 25-50 mL of 50% glucose IV')] }],
    note: 'Conscious and able to swallow: 15-20 g of sugar by mouth. Find the cause (sulfonylurea, quinine, sepsis, alcohol).',
    citations: [cite('who-iatt-2011', 'Hypoglycaemia'), cite('who-pen-2020', 'Protocol 4: hypoglycaemia')],
  },
  {
    id: 'hypertension-pregnant', conditionId: 'hypertension', population: { pregnant: true },
    items: [{ medicineId: 'methyldopa', route: 'oral', dose: fixed(250, '1 tablet (250 mg)', 1000, 3000), frequency: 'every 8 hours, titrated', dosesPerDay: 3, duration: 'until delivery, review after', indication: 'hypertension in pregnancy', alternativeIds: ['nifedipine'], citations: [cite('who-mcpc-2017', 'Hypertension in pregnancy: methyldopa'), bnf('Methyldopa: 250 mg 2-3 times daily, max 3 g daily')] }],
    note: 'ACE inhibitors and ARBs are contraindicated in pregnancy. Screen for pre-eclampsia (proteinuria, symptoms).',
    citations: [cite('who-mcpc-2017', 'Hypertension in pregnancy')],
  },
  {
    id: 'hypertension-pregnant-alternatives', conditionId: 'hypertension', population: { pregnant: true },
    items: [{ medicineId: 'nifedipine', route: 'oral', dose: fixed(20, '1 prolonged-release tablet (20 mg)', 40, 90), frequency: 'every 12 hours', dosesPerDay: 2, duration: 'until delivery', indication: 'hypertension in pregnancy', alternativeIds: [], citations: [bnf('Nifedipine: prolonged-release 20 mg twice daily, max 90 mg daily in hypertension')] }],
    citations: [cite('who-mcpc-2017', 'Hypertension in pregnancy')],
  },
  {
    id: 'hypertension', conditionId: 'hypertension', population: { minAgeYears: 18 },
    items: [{ medicineId: 'amlodipine', route: 'oral', dose: fixed(5, '1 tablet (5 mg)', 10, 10), frequency: 'once daily', dosesPerDay: 1, duration: 'long term; review monthly until controlled', indication: 'hypertension', alternativeIds: ['hydrochlorothiazide'], citations: [cite('who-hearts-2020', 'Treatment protocol: amlodipine 5 mg, then 10 mg'), cite('ke-cvd-2018', 'Hypertension: calcium-channel blocker or thiazide first line for Black patients')] }],
    note: 'Add a thiazide, then an ACE inhibitor or ARB, if not controlled at 4 weeks (target below 140/90). Lifestyle: salt, weight, activity, tobacco.',
    citations: [cite('who-hypertension-2021', 'Recommendations'), cite('who-hearts-2020', 'Treatment protocols')],
  },
  {
    id: 'hypertension-alternatives', conditionId: 'hypertension', population: { minAgeYears: 18 },
    items: [{ medicineId: 'hydrochlorothiazide', route: 'oral', dose: fixed(25, '1 tablet (25 mg)', 25, 25), frequency: 'once daily in the morning', dosesPerDay: 1, duration: 'long term', indication: 'hypertension', alternativeIds: [], citations: [cite('who-hearts-2020', 'Treatment protocol: thiazide-like diuretic'), bnf('Hydrochlorothiazide: 12.5-25 mg daily')] }],
    citations: [cite('who-hearts-2020', 'Treatment protocols')],
  },
  {
    id: 'hypertensive-emergency-pregnant', conditionId: 'hypertensive-emergency', population: { pregnant: true },
    items: [{ medicineId: 'hydralazine', route: 'intravenous', dose: fixed(5, '5 mg slowly IV', 10, 20), frequency: 'repeat every 20-30 minutes until diastolic below 110 mmHg', dosesPerDay: 4, duration: 'until controlled (max 20 mg IV)', indication: 'severe hypertension in pregnancy (160/110 or more)', alternativeIds: ['labetalol'], citations: [cite('who-mcpc-2017', 'Severe hypertension: hydralazine 5 mg IV slowly, repeat'), cite('sogc-hdp-2022', 'Severe hypertension: hydralazine 5 mg IV then 5-10 mg every 30 min, max 20 mg')] }],
    note: 'Give magnesium sulfate if pre-eclampsia; monitor the fetus; plan delivery.',
    citations: [cite('who-mcpc-2017', 'Pre-eclampsia and eclampsia')],
  },
  {
    id: 'hypertensive-emergency-pregnant-alternatives', conditionId: 'hypertensive-emergency', population: { pregnant: true },
    items: [{ medicineId: 'labetalol', route: 'intravenous', dose: fixed(20, '20 mg IV over 2 minutes (then 40 mg, then 80 mg every 10 minutes)', 80, 300), frequency: 'every 10 minutes, escalating, until controlled', dosesPerDay: 1, duration: 'until controlled (max 300 mg)', indication: 'severe hypertension in pregnancy', alternativeIds: [], citations: [cite('sogc-hdp-2022', 'Labetalol 20 mg IV, then 20-80 mg every 30 min, max 300 mg')] }],
    citations: [cite('sogc-hdp-2022', 'Severe hypertension')],
  },
  {
    id: 'hypertensive-emergency', conditionId: 'hypertensive-emergency', population: {},
    items: [{ medicineId: 'labetalol', route: 'intravenous', dose: fixed(50, '50 mg IV over at least 1 minute', 50, 200), frequency: 'repeat every 5 minutes if needed', dosesPerDay: 4, duration: 'until controlled (max 200 mg); then oral treatment', indication: 'hypertensive emergency with organ damage', alternativeIds: ['hydralazine'], citations: [bnf('Labetalol: severe hypertension 50 mg IV over at least 1 minute, repeated after 5 minutes, max 200 mg')] }],
    note: 'Lower mean arterial pressure by no more than 25% in the first hour (except aortic dissection); in acute stroke lower only if above 220/120 (or 185/110 before thrombolysis).',
    citations: [cite('ke-cvd-2018', 'Hypertensive emergencies'), bnf('Hypertensive crises')],
  },
  {
    id: 'hypertensive-emergency-alternatives', conditionId: 'hypertensive-emergency', population: {},
    items: [{ medicineId: 'hydralazine', route: 'intravenous', dose: fixed(5, '5 mg slowly IV', 10, 20), frequency: 'repeat after 20-30 minutes if needed', dosesPerDay: 4, duration: 'until controlled', indication: 'hypertensive emergency when a beta-blocker cannot be given', alternativeIds: [], citations: [bnf('Hydralazine: hypertensive emergencies 5-10 mg slow IV, repeated after 20-30 minutes'), cite('sogc-hdp-2022', 'Hydralazine maximum 20 mg IV')] }],
    citations: [bnf('Hypertensive crises')],
  },
  {
    id: 'heart-failure', conditionId: 'heart-failure', population: {},
    items: [
      { medicineId: 'furosemide', route: 'intravenous', dose: fixed(40, '40 mg IV (or oral when not congested)', 80, 160), frequency: 'once or twice daily by response', dosesPerDay: 1, duration: 'until euvolaemic, then lowest oral dose', indication: 'congestion (oedema, breathlessness)', alternativeIds: [], citations: [cite('esc-hf-2021', '11.3 Acute heart failure: furosemide 20-40 mg IV'), bnf('Furosemide: oedema 20-50 mg IV, 40 mg oral')] },
      { medicineId: 'enalapril', route: 'oral', dose: fixed(2.5, '1 tablet (2.5 mg)', 20, 40), frequency: 'twice daily, doubling every 2 weeks to 10-20 mg twice daily', dosesPerDay: 2, duration: 'long term', indication: 'heart failure with reduced ejection fraction', alternativeIds: ['losartan'], citations: [cite('esc-hf-2021', 'Table 8: enalapril starting 2.5 mg b.i.d., target 10-20 mg b.i.d.')] },
      { medicineId: 'spironolactone', route: 'oral', dose: fixed(25, '1 tablet (25 mg)', 50, 50), frequency: 'once daily', dosesPerDay: 1, duration: 'long term (check potassium and creatinine)', indication: 'heart failure with reduced ejection fraction', alternativeIds: [], citations: [cite('esc-hf-2021', 'Table 8: spironolactone 25 mg o.d., target 50 mg o.d.')] },
    ],
    note: 'Once euvolaemic add bisoprolol 1.25 mg daily, titrated to 10 mg. Check potassium and creatinine 1-2 weeks after each change; salt and fluid advice; daily weights.',
    citations: [cite('esc-hf-2021', 'Pharmacological treatment of HFrEF'), cite('ke-cvd-2018', 'Heart failure')],
  },
  {
    id: 'heart-failure-alternatives', conditionId: 'heart-failure', population: {},
    items: [{ medicineId: 'losartan', route: 'oral', dose: fixed(50, '1 tablet (50 mg)', 150, 150), frequency: 'once daily', dosesPerDay: 1, duration: 'long term', indication: 'heart failure when an ACE inhibitor is not tolerated', alternativeIds: [], citations: [cite('esc-hf-2021', 'Table 8: losartan 50 mg o.d., target 150 mg o.d.')] }],
    citations: [cite('esc-hf-2021', 'Pharmacological treatment of HFrEF')],
  },
  {
    id: 'stroke', conditionId: 'stroke', population: {},
    items: [{ medicineId: 'aspirin', route: 'oral', dose: fixed(300, '1 tablet (300 mg)', 300, 300), frequency: 'once daily', dosesPerDay: 1, duration: '14 days, then 75-100 mg daily', indication: 'acute ischaemic stroke, only after CT excludes haemorrhage', alternativeIds: [], citations: [cite('who-stroke-pen-2020', 'Acute ischaemic stroke: aspirin once haemorrhage is excluded')] }],
    note: 'Do not give aspirin before imaging excludes haemorrhage. Check glucose, keep nil by mouth until swallow assessed, refer to a stroke unit.',
    citations: [cite('who-stroke-pen-2020', 'Stroke management')],
  },
  {
    id: 'acute-coronary-syndrome', conditionId: 'acute-coronary-syndrome', population: {},
    items: [
      { medicineId: 'aspirin', route: 'oral', dose: fixed(300, '1 tablet (300 mg), chewed', 300, 300), frequency: 'once (loading), then 75 mg daily', dosesPerDay: 1, duration: 'loading dose, then lifelong low dose', indication: 'acute coronary syndrome', alternativeIds: [], citations: [cite('esc-acs-2023', 'Antiplatelet therapy: aspirin loading dose 150-300 mg orally')] },
      { medicineId: 'clopidogrel', route: 'oral', dose: fixed(300, '1 tablet (300 mg) or 4 tablets of 75 mg', 600, 600), frequency: 'once (loading), then 75 mg daily', dosesPerDay: 1, duration: 'loading dose, then 12 months', indication: 'acute coronary syndrome', alternativeIds: [], citations: [cite('esc-acs-2023', 'Clopidogrel loading dose 300-600 mg')] },
      { medicineId: 'glyceryl-trinitrate', route: 'sublingual', dose: fixed(0.5, '1 sublingual tablet (500 micrograms)', 0.5, 1.5), frequency: 'every 5 minutes if pain persists and systolic BP is above 90 mmHg', dosesPerDay: 3, duration: 'up to 3 doses', indication: 'ischaemic chest pain', alternativeIds: [], citations: [bnf('Glyceryl trinitrate: 0.3-1 mg sublingually, repeated as required'), cite('who-pen-2020', 'Acute chest pain: sublingual nitrate')] },
    ],
    note: 'ECG within 10 minutes; oxygen only if SpO2 below 90%; IV opioid for severe pain; refer for reperfusion (thrombolysis within 12 hours of STEMI).',
    citations: [cite('esc-acs-2023', 'Initial management'), cite('who-pen-2020', 'Protocol: chest pain')],
  },
  {
    id: 'rheumatic-heart-disease', conditionId: 'rheumatic-heart-disease', population: {},
    items: [{
      medicineId: 'benzathine-benzylpenicillin', route: 'intramuscular',
      dose: { kind: 'weight-band', bands: [{ minKg: 0, maxKg: 30, mg: 450, amount: '600 000 IU (450 mg) deep IM' }, { minKg: 30, maxKg: 500, mg: 900, amount: '1.2 million IU (900 mg) deep IM' }], maxMgPerDose: 900, maxMgPerDay: 900 },
      frequency: 'every 4 weeks (every 3 weeks for high-risk patients)', dosesPerDay: 1, duration: 'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease', indication: 'secondary prophylaxis of rheumatic fever', alternativeIds: ['phenoxymethylpenicillin', 'erythromycin'],
      citations: [cite('who-rhd-2024', 'Secondary prophylaxis: benzathine penicillin G every 3-4 weeks'), pocketBook('Rheumatic fever: benzathine benzylpenicillin 600 000 IU under 30 kg, 1.2 million IU from 30 kg')],
    }],
    note: 'Acute rheumatic fever: aspirin or naproxen for arthritis (specialist), treat heart failure, eradicate streptococci; dental care; anticoagulation for atrial fibrillation or prosthetic valves.',
    citations: [cite('who-rhd-2024', 'Recommendations'), cite('ke-cvd-2018', 'Rheumatic heart disease')],
  },
  {
    id: 'rheumatic-heart-disease-alternatives', conditionId: 'rheumatic-heart-disease', population: {},
    items: [
      { medicineId: 'phenoxymethylpenicillin', route: 'oral', dose: fixed(250, '1 tablet (250 mg)', 250, 500), frequency: 'twice daily', dosesPerDay: 2, duration: 'as for benzathine penicillin', indication: 'secondary prophylaxis when injections are refused', alternativeIds: [], citations: [cite('who-rhd-2024', 'Secondary prophylaxis: oral penicillin V 250 mg twice daily')] },
      { medicineId: 'erythromycin', route: 'oral', dose: fixed(250, '1 tablet (250 mg)', 250, 500), frequency: 'twice daily', dosesPerDay: 2, duration: 'as for benzathine penicillin', indication: 'secondary prophylaxis in penicillin allergy', alternativeIds: [], citations: [cite('who-rhd-2024', 'Penicillin allergy: erythromycin 250 mg twice daily')] },
    ],
    citations: [cite('who-rhd-2024', 'Secondary prophylaxis')],
  },
  {
    id: 'asthma-exacerbation-young-child', conditionId: 'asthma-exacerbation', population: { maxAgeYears: 6 },
    items: [
      { medicineId: 'salbutamol-inhaler', route: 'inhaled', dose: fixed(0.2, '2 puffs (200 micrograms) via spacer and mask', 0.2, 0.6), frequency: 'every 20 minutes for the first hour, then reassess', dosesPerDay: 3, duration: 'first hour, then every 1-4 hours as needed', indication: 'acute wheeze or asthma', alternativeIds: [], citations: [cite('gina-2024', 'Acute asthma in children 5 years and younger: salbutamol 100 micrograms, 2 puffs every 20 minutes for the first hour')] },
      { medicineId: 'prednisolone', route: 'oral', dose: perKg(1, 20, 20, 2.5), frequency: 'once daily', dosesPerDay: 1, duration: '3-5 days', indication: 'moderate to severe exacerbation', alternativeIds: [], citations: [cite('gina-2024', 'Children 5 years and younger: prednisolone 1-2 mg/kg/day, max 20 mg under 2 years, 30 mg for 2-5 years')] },
    ],
    note: 'Oxygen to keep SpO2 94-98%; danger signs or no response: nebulised salbutamol 2.5 mg and ipratropium, refer.',
    citations: [cite('gina-2024', 'Management of exacerbations in children 5 years and younger')],
  },
  {
    id: 'asthma-exacerbation-child', conditionId: 'asthma-exacerbation', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'salbutamol-inhaler', route: 'inhaled', dose: fixed(0.4, '4 puffs (400 micrograms) via spacer; up to 10 puffs by response', 1, 3), frequency: 'every 20 minutes for the first hour, then reassess', dosesPerDay: 3, duration: 'first hour, then as needed', indication: 'acute asthma', alternativeIds: [], citations: [cite('gina-2024', 'Exacerbations in children 6-11 years: salbutamol 4-10 puffs every 20 minutes for 1 hour')] },
      { medicineId: 'prednisolone', route: 'oral', dose: perKg(1, 40, 40, 5), frequency: 'once daily', dosesPerDay: 1, duration: '3-5 days', indication: 'moderate to severe exacerbation', alternativeIds: [], citations: [cite('gina-2024', 'Children 6-11 years: prednisolone 1-2 mg/kg/day, max 40 mg')] },
    ],
    citations: [cite('gina-2024', 'Management of asthma exacerbations in primary care')],
  },
  {
    id: 'asthma-exacerbation', conditionId: 'asthma-exacerbation', population: {},
    items: [
      { medicineId: 'salbutamol-inhaler', route: 'inhaled', dose: fixed(0.4, '4 puffs (400 micrograms) via spacer; up to 10 puffs by response', 1, 3), frequency: 'every 20 minutes for the first hour, then reassess', dosesPerDay: 3, duration: 'first hour, then as needed', indication: 'acute asthma', alternativeIds: [], citations: [cite('gina-2024', 'Exacerbations in adults: salbutamol 4-10 puffs every 20 minutes for 1 hour')] },
      { medicineId: 'prednisolone', route: 'oral', dose: fixed(40, '8 tablets of 5 mg (or 40 mg)', 50, 50), frequency: 'once daily', dosesPerDay: 1, duration: '5-7 days', indication: 'moderate to severe exacerbation', alternativeIds: [], citations: [cite('gina-2024', 'Adults: prednisolone 40-50 mg/day for 5-7 days')] },
    ],
    note: 'Oxygen to SpO2 93-96%; severe: nebulised salbutamol with ipratropium, refer. Start or step up inhaled corticosteroid before discharge.',
    citations: [cite('gina-2024', 'Management of asthma exacerbations')],
  },
  {
    id: 'copd-exacerbation', conditionId: 'copd-exacerbation', population: {},
    items: [
      { medicineId: 'salbutamol-inhaler', route: 'inhaled', dose: fixed(0.4, '4 puffs (400 micrograms) via spacer', 0.8, 3.2), frequency: 'every 4-6 hours and as needed', dosesPerDay: 4, duration: 'during the exacerbation', indication: 'COPD exacerbation', alternativeIds: [], citations: [cite('gold-2024', 'Management of exacerbations: short-acting bronchodilators')] },
      { medicineId: 'prednisolone', route: 'oral', dose: fixed(40, '8 tablets of 5 mg (or 40 mg)', 40, 40), frequency: 'once daily', dosesPerDay: 1, duration: '5 days', indication: 'COPD exacerbation', alternativeIds: [], citations: [cite('gold-2024', 'Systemic corticosteroids: prednisone 40 mg daily for 5 days')] },
    ],
    note: 'Antibiotic (amoxicillin or doxycycline for 5 days) only with increased sputum purulence plus more breathlessness or sputum. Controlled oxygen to SpO2 88-92%.',
    citations: [cite('gold-2024', 'Management of exacerbations'), aware('Acute exacerbation of COPD')],
  },

  /* ------------------------------------------------------------ 55-74 blood, nutrition, digestive, neurology, mental health, emergencies */
  {
    id: 'iron-deficiency-anaemia-pregnant', conditionId: 'iron-deficiency-anaemia', population: { pregnant: true },
    items: [{ medicineId: 'ferrous-folic-acid', route: 'oral', dose: fixed(120, '2 tablets (60 mg iron + 400 micrograms folic acid each)', 120, 120), frequency: 'once daily', dosesPerDay: 1, duration: 'until haemoglobin is normal, then 60 mg daily through pregnancy', indication: 'anaemia in pregnancy', alternativeIds: [], citations: [cite('who-mcpc-2017', 'Anaemia in pregnancy: 120 mg elemental iron + 400 micrograms folic acid daily')] }],
    note: 'Treat malaria and hookworm (albendazole after the first trimester); severe anaemia (Hb below 7 g/dL) near term: refer.',
    citations: [cite('who-mcpc-2017', 'Anaemia in pregnancy')],
  },
  {
    id: 'iron-deficiency-anaemia-child', conditionId: 'iron-deficiency-anaemia', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'ferrous-sulfate', route: 'oral', dose: perKg(3, 60, 60, 1), frequency: 'once daily', dosesPerDay: 1, duration: '3 months', indication: 'iron-deficiency anaemia (elemental iron)', alternativeIds: [], citations: [pocketBook('10.2 Anaemia: oral iron 3 mg/kg/day elemental iron'), bnfc('Ferrous sulfate: iron-deficiency anaemia, max 200 mg elemental iron daily')] }],
    note: 'Give albendazole if 1 year or older and not treated in 6 months; treat malaria; feeding advice. Hb below 5 g/dL or with distress: transfuse.',
    citations: [pocketBook('10.2 Anaemia'), cite('who-imci-2014', 'Anaemia: give iron')],
  },
  {
    id: 'iron-deficiency-anaemia', conditionId: 'iron-deficiency-anaemia', population: {},
    items: [{ medicineId: 'ferrous-sulfate', route: 'oral', dose: fixed(60, '1 tablet (60 mg elemental iron as 200 mg ferrous sulfate)', 65, 200), frequency: 'twice daily', dosesPerDay: 2, duration: '3 months after haemoglobin normalises', indication: 'iron-deficiency anaemia', alternativeIds: [], citations: [cite('who-model-formulary-2008', 'Section 10.1 Ferrous salt: adult 100-200 mg elemental iron daily in divided doses')] }],
    note: 'Find the cause: hookworm, menstrual or gastrointestinal blood loss, diet. Recheck Hb after 4 weeks.',
    citations: [cite('who-model-formulary-2008', 'Section 10.1 Antianaemia medicines')],
  },
  {
    id: 'sickle-cell-crisis', conditionId: 'sickle-cell-crisis', population: {},
    items: [
      paracetamol('pain', pocketBook('10.2 Sickle cell disease: pain relief with paracetamol')),
      ibuprofen('pain (with paracetamol)'),
      { medicineId: 'morphine', route: 'oral', dose: perKg(0.2, 10, 60, 0.5), frequency: 'every 4 hours if pain is not controlled', dosesPerDay: 6, duration: 'while severe pain lasts', indication: 'severe pain (starting dose)', alternativeIds: [], citations: [pocketBook('Annex 2: oral morphine 0.2-0.4 mg/kg every 4-6 hours'), cite('who-model-formulary-2008', 'Section 2.2 Morphine: oral 5-10 mg every 4 hours (starting)')] },
      { medicineId: 'folic-acid', route: 'oral', dose: fixed(5, '1 tablet (5 mg)', 5, 5), frequency: 'once daily', dosesPerDay: 1, duration: 'lifelong', indication: 'sickle cell disease', alternativeIds: [], citations: [bnfc('Folic acid: haemolytic anaemia, 2.5-5 mg once daily'), cite('ke-clinical-guidelines-2009', 'Sickle cell disease: folic acid')] },
    ],
    note: 'Oral or IV fluids, warmth, oxygen if SpO2 below 95%; fever: treat as sepsis; chest syndrome, stroke or sequestration: refer. Long term: hydroxyurea (specialist), penicillin prophylaxis under 5.',
    citations: [pocketBook('10.2 Sickle cell disease'), cite('ke-clinical-guidelines-2009', 'Sickle cell disease')],
  },
  {
    id: 'severe-acute-malnutrition', conditionId: 'severe-acute-malnutrition', population: {},
    items: [{ medicineId: 'amoxicillin', route: 'oral', dose: perKg(40, 1000, 2000, 125), frequency: 'every 12 hours', dosesPerDay: 2, duration: '5 days', indication: 'routine antibiotic in uncomplicated severe acute malnutrition', alternativeIds: [], citations: [cite('who-sam-2013', 'Antibiotics in the outpatient management of SAM: oral amoxicillin'), cite('ke-basic-paediatric-2022', 'Severe acute malnutrition: amoxicillin 40 mg/kg twice daily for 5 days')] }],
    note: 'RUTF (about 200 kcal/kg/day) for outpatients with appetite. Complicated SAM: admit; F-75, treat hypoglycaemia and hypothermia, IV ampicillin and gentamicin, careful fluids (ReSoMal); vitamin A only with eye signs or measles; folic acid; no iron until recovering.',
    citations: [cite('who-sam-2013', 'Management of SAM'), pocketBook('7 Severe acute malnutrition')],
  },
  {
    id: 'peptic-ulcer-dyspepsia', conditionId: 'peptic-ulcer-dyspepsia', population: { minAgeYears: 12 },
    items: [{ medicineId: 'omeprazole', route: 'oral', dose: fixed(20, '1 capsule (20 mg) before breakfast', 40, 40), frequency: 'once daily', dosesPerDay: 1, duration: '4-8 weeks', indication: 'dyspepsia or peptic ulcer', alternativeIds: [], citations: [cite('who-model-formulary-2008', 'Section 17.1 Omeprazole: 20 mg daily for 4-8 weeks'), bnf('Omeprazole: benign gastric or duodenal ulcer 20 mg once daily')] }],
    note: 'Test and treat H. pylori (omeprazole + amoxicillin + clarithromycin or metronidazole for 14 days); stop NSAIDs; alarm features (bleeding, weight loss, age over 55): endoscopy.',
    citations: [cite('ke-clinical-guidelines-2009', 'Peptic ulcer disease'), cite('za-phc-stg-2020', 'Dyspepsia and peptic ulcer')],
  },
  {
    id: 'gerd', conditionId: 'gerd', population: { minAgeYears: 12 },
    items: [{ medicineId: 'omeprazole', route: 'oral', dose: fixed(20, '1 capsule (20 mg) before breakfast', 40, 40), frequency: 'once daily', dosesPerDay: 1, duration: '4-8 weeks, then lowest effective dose', indication: 'gastro-oesophageal reflux disease', alternativeIds: [], citations: [bnf('Omeprazole: gastro-oesophageal reflux disease 20 mg once daily for 4 weeks')] }],
    note: 'Weight loss, raise the head of the bed, avoid late meals, alcohol and tobacco; antacid for occasional symptoms.',
    citations: [bnf('Omeprazole'), cite('za-phc-stg-2020', 'Gastro-oesophageal reflux disease')],
  },
  {
    id: 'acute-appendicitis-child', conditionId: 'acute-appendicitis', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'ceftriaxone', route: 'intravenous', dose: perKg(80, 2000, 2000, 50), frequency: 'once daily', dosesPerDay: 1, duration: 'before and after surgery as the surgeon directs', indication: 'appendicitis (intra-abdominal infection)', alternativeIds: [], citations: [aware('Intra-abdominal infections in children: ceftriaxone 80 mg/kg once daily + metronidazole')] },
      { medicineId: 'metronidazole', route: 'intravenous', dose: perKg(7.5, 500, 1500, 5), frequency: 'every 8 hours', dosesPerDay: 3, duration: 'before and after surgery as the surgeon directs', indication: 'appendicitis (anaerobic cover)', alternativeIds: [], citations: [aware('Intra-abdominal infections in children: metronidazole 7.5 mg/kg every 8 hours')] },
    ],
    note: 'Nil by mouth, IV fluids, analgesia, urgent surgical referral.',
    citations: [aware('Intra-abdominal infections')],
  },
  {
    id: 'acute-appendicitis', conditionId: 'acute-appendicitis', population: {},
    items: [
      { medicineId: 'ceftriaxone', route: 'intravenous', dose: fixed(2000, '2 g', 2000, 2000), frequency: 'once daily', dosesPerDay: 1, duration: 'before and after surgery as the surgeon directs', indication: 'appendicitis (intra-abdominal infection)', alternativeIds: [], citations: [aware('Intra-abdominal infections: ceftriaxone 2 g once daily + metronidazole 500 mg every 8 hours')] },
      { medicineId: 'metronidazole', route: 'intravenous', dose: fixed(500, '500 mg (100 mL of 5 mg/mL)', 500, 1500), frequency: 'every 8 hours', dosesPerDay: 3, duration: 'before and after surgery as the surgeon directs', indication: 'appendicitis (anaerobic cover)', alternativeIds: [], citations: [aware('Intra-abdominal infections: metronidazole 500 mg every 8 hours')] },
    ],
    note: 'Nil by mouth, IV fluids, analgesia (analgesia does not mask the diagnosis), urgent surgical referral. Exclude ectopic pregnancy in women.',
    citations: [aware('Intra-abdominal infections')],
  },
  {
    id: 'epilepsy-seizure-child', conditionId: 'epilepsy-seizure', population: { maxAgeYears: 12 },
    items: [{ medicineId: 'diazepam', route: 'rectal', dose: perKg(0.5, 10, 20, 0.5), frequency: 'once; repeat after 10 minutes if still convulsing', dosesPerDay: 2, duration: 'convulsion lasting 5 minutes or more', indication: 'convulsion', alternativeIds: ['phenobarbital'], citations: [pocketBook('1.5 Convulsions: diazepam 0.5 mg/kg rectally (0.2-0.3 mg/kg IV)'), cite('who-etat-2016', 'Convulsions: rectal diazepam')] }],
    note: 'Check glucose; airway, recovery position; if still convulsing after 2 doses of diazepam give phenobarbital 20 mg/kg IM/IV. Maintenance for epilepsy per mhGAP (phenobarbital, carbamazepine or valproate).',
    citations: [pocketBook('1.5 Convulsions'), cite('who-mhgap-2016', 'Epilepsy')],
  },
  {
    id: 'epilepsy-seizure', conditionId: 'epilepsy-seizure', population: {},
    items: [{ medicineId: 'diazepam', route: 'intravenous', dose: fixed(10, '10 mg slowly IV (or rectally)', 10, 20), frequency: 'once; repeat after 10 minutes if still convulsing', dosesPerDay: 2, duration: 'convulsion lasting 5 minutes or more', indication: 'convulsion', alternativeIds: ['phenobarbital'], citations: [cite('who-mhgap-2016', 'Epilepsy: emergency treatment, diazepam 10 mg rectally or IV'), cite('who-iatt-2011', 'Convulsions: diazepam 10 mg IV')] }],
    note: 'Eclampsia in pregnancy: magnesium sulfate instead. Check glucose. Maintenance after 2 unprovoked seizures per mhGAP (carbamazepine or phenobarbital; avoid valproate in women who may become pregnant).',
    citations: [cite('who-mhgap-2016', 'Epilepsy: emergency and maintenance treatment')],
  },
  {
    id: 'epilepsy-seizure-alternatives', conditionId: 'epilepsy-seizure', population: {},
    items: [{ medicineId: 'phenobarbital', route: 'intravenous', dose: perKg(20, 1000, 1000, 10), frequency: 'once, IV over 20 minutes (or IM)', dosesPerDay: 1, duration: 'loading dose', indication: 'convulsion not controlled by (or without) a benzodiazepine', alternativeIds: [], citations: [pocketBook('1.5 Convulsions: phenobarbital 15-20 mg/kg'), bnf('Phenobarbital: status epilepticus 20 mg/kg, max 1 g')] }],
    citations: [pocketBook('1.5 Convulsions')],
  },
  {
    id: 'migraine', conditionId: 'migraine', population: {},
    items: [ibuprofen('acute migraine attack', ['paracetamol'])],
    note: 'Take early in the attack; rest in a dark room; avoid triggers; prophylaxis (amitriptyline or propranolol) for frequent attacks; limit analgesics to under 10 days a month.',
    citations: [cite('who-eml-2023', '7.1 For treatment of acute attack: ibuprofen, paracetamol, acetylsalicylic acid'), cite('ihs-ichd3-2018', '1 Migraine')],
  },
  {
    id: 'migraine-alternatives', conditionId: 'migraine', population: {},
    items: [paracetamol('acute migraine attack', cite('who-eml-2023', '7.1 Medicines for migraine: paracetamol'))],
    citations: [cite('who-eml-2023', '7.1 Medicines for migraine')],
  },
  {
    id: 'tension-type-headache', conditionId: 'tension-type-headache', population: {},
    items: [{ ...paracetamol('tension-type headache', cite('who-model-formulary-2008', 'Section 2.1 Paracetamol for headache')), alternativeIds: ['ibuprofen'] }],
    note: 'Limit analgesics to under 10 days a month (medication-overuse headache); stress management, posture, sleep.',
    citations: [cite('ihs-ichd3-2018', '2 Tension-type headache')],
  },
  {
    id: 'tension-type-headache-alternatives', conditionId: 'tension-type-headache', population: {},
    items: [ibuprofen('tension-type headache')],
    citations: [cite('ihs-ichd3-2018', '2 Tension-type headache')],
  },
  {
    id: 'depression-child', conditionId: 'depression', population: { maxAgeYears: 12 },
    items: [],
    note: 'Children under 12: no antidepressant. Psychological treatment and support for the family and school; assess for abuse and self-harm; refer to child mental health services.',
    citations: [cite('who-mhgap-2016', 'Child and adolescent mental and behavioural problems: depression')],
  },
  {
    id: 'depression-adolescent', conditionId: 'depression', population: { maxAgeYears: 18 },
    items: [{ medicineId: 'fluoxetine', route: 'oral', dose: fixed(10, '½ capsule (10 mg) or 10 mg', 20, 20), frequency: 'once daily in the morning', dosesPerDay: 1, duration: 'at least 9-12 months after recovery', indication: 'moderate to severe depression in an adolescent (12 years or older), with psychological treatment', alternativeIds: [], citations: [cite('who-mhgap-2016', 'Depression in adolescents: fluoxetine only, start 10 mg, max 20 mg')] }],
    note: 'Psychological treatment first; children under 12: no antidepressant. Ask about self-harm at every visit.',
    citations: [cite('who-mhgap-2016', 'Depression')],
  },
  {
    id: 'depression', conditionId: 'depression', population: {},
    items: [{ medicineId: 'fluoxetine', route: 'oral', dose: fixed(20, '1 capsule (20 mg)', 40, 40), frequency: 'once daily in the morning (10 mg for the first week in older people)', dosesPerDay: 1, duration: 'at least 9-12 months after recovery', indication: 'moderate to severe depression', alternativeIds: ['amitriptyline'], citations: [cite('who-mhgap-2016', 'Depression: fluoxetine 20 mg daily, max 40 mg')] }],
    note: 'Psychoeducation and psychological treatment; ask about self-harm; review in 2 weeks then monthly.',
    citations: [cite('who-mhgap-2016', 'Depression')],
  },
  {
    id: 'depression-alternatives', conditionId: 'depression', population: { minAgeYears: 18 },
    items: [{ medicineId: 'amitriptyline', route: 'oral', dose: fixed(25, '1 tablet (25 mg) at bedtime', 150, 150), frequency: 'once daily at bedtime, increasing by 25-50 mg weekly', dosesPerDay: 1, duration: 'at least 9-12 months after recovery', indication: 'moderate to severe depression', alternativeIds: [], citations: [cite('who-mhgap-2016', 'Depression: amitriptyline start 25 mg at bedtime, max 150 mg daily')] }],
    citations: [cite('who-mhgap-2016', 'Depression')],
  },
  {
    id: 'snakebite-envenoming', conditionId: 'snakebite-envenoming', population: {},
    items: [
      paracetamol('pain (no aspirin or NSAIDs)', cite('who-snakebite-2016', 'Treatment of pain: paracetamol, avoid aspirin and NSAIDs')),
      { medicineId: 'tetanus-toxoid', route: 'intramuscular', dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' }, frequency: 'once (when coagulation is normal)', dosesPerDay: 1, duration: 'single dose if not up to date', indication: 'tetanus prevention after a snakebite', alternativeIds: [], citations: [cite('who-snakebite-2016', 'Tetanus prophylaxis')] },
    ],
    note: 'Immobilise the limb, no tourniquet or incision; 20-minute whole blood clotting test. Signs of systemic envenoming (bleeding, incoagulable blood, paralysis, shock, rapid swelling): antivenom IV at the dose the product states (same for children and adults), with adrenaline drawn up; refer.',
    citations: [cite('who-snakebite-2016', 'Clinical management')],
  },
  {
    id: 'organophosphate-poisoning-child', conditionId: 'organophosphate-poisoning', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'atropine', route: 'intravenous', dose: perKg(0.02, 2, 2, 0.01), frequency: 'initial dose; repeat every 5-10 minutes until atropinised (clear chest, heart rate above 80, dry axillae)', dosesPerDay: 1, duration: 'initial dose', indication: 'organophosphate or carbamate poisoning', alternativeIds: [], citations: [bnfc('Atropine: organophosphorus poisoning 20 micrograms/kg (max 2 mg) every 5-10 minutes')] },
      { medicineId: 'pralidoxime', route: 'intravenous', dose: perKg(30, 2000, 2000, 50), frequency: 'over 20 minutes, then 8 mg/kg/hour by infusion', dosesPerDay: 1, duration: 'loading dose', indication: 'organophosphate poisoning (not carbamates)', alternativeIds: [], citations: [cite('who-poisoning-1999', 'Oximes: pralidoxime 30 mg/kg loading, then 8 mg/kg/hour'), bnf('Pralidoxime: max 2 g per dose')] },
    ],
    note: 'Airway, oxygen, decontaminate skin; never induce vomiting; diazepam for convulsions; ICU referral.',
    citations: [cite('who-poisoning-1999', 'Management of organophosphate poisoning')],
  },
  {
    id: 'organophosphate-poisoning', conditionId: 'organophosphate-poisoning', population: {},
    items: [
      { medicineId: 'atropine', route: 'intravenous', dose: fixed(2, '2 mg IV bolus (1.8-3 mg)', 3, 3), frequency: 'initial bolus; double the dose every 5 minutes until atropinised, then infuse 10-20% of the total per hour', dosesPerDay: 1, duration: 'initial bolus', indication: 'organophosphate or carbamate poisoning', alternativeIds: [], citations: [cite('who-poisoning-1999', 'Atropine: 1-3 mg IV bolus, doubling every 5 minutes until atropinised')] },
      { medicineId: 'pralidoxime', route: 'intravenous', dose: perKg(30, 2000, 2000, 50), frequency: 'over 20 minutes, then 8 mg/kg/hour by infusion', dosesPerDay: 1, duration: 'loading dose', indication: 'organophosphate poisoning (not carbamates)', alternativeIds: [], citations: [cite('who-poisoning-1999', 'Oximes: pralidoxime 30 mg/kg loading, then 8 mg/kg/hour'), bnf('Pralidoxime: max 2 g per dose')] },
    ],
    note: 'Airway, oxygen, decontaminate skin; never induce vomiting; diazepam for convulsions; ICU referral; assess suicide risk on recovery.',
    citations: [cite('who-poisoning-1999', 'Management of organophosphate poisoning')],
  },
  {
    id: 'chronic-kidney-disease', conditionId: 'chronic-kidney-disease', population: {},
    items: [],
    note: 'Control blood pressure (ACE inhibitor or ARB if albuminuria, checking potassium and creatinine), manage diabetes, avoid NSAIDs and nephrotoxins, adjust renally cleared doses; refer for eGFR below 30 or rapid decline.',
    citations: [cite('kdigo-ckd-2024', 'Chapter 3: delaying CKD progression; Chapter 4: medication management')],
  },
  {
    id: 'pre-eclampsia-eclampsia', conditionId: 'pre-eclampsia-eclampsia', population: {},
    items: [
      { medicineId: 'magnesium-sulfate', route: 'intravenous', dose: fixed(4000, '4 g IV (20 mL of 20% solution) over 5 minutes', 4000, 4000), frequency: 'once (loading)', dosesPerDay: 1, duration: 'loading dose', indication: 'severe pre-eclampsia or eclampsia (Pritchard regimen)', alternativeIds: [], citations: [cite('who-pre-eclampsia-2011', 'Full Pritchard regimen: 4 g IV loading'), cite('who-mcpc-2017', 'Magnesium sulfate schedules')] },
      { medicineId: 'magnesium-sulfate', route: 'intramuscular', dose: fixed(10000, '10 g IM: 5 g (10 mL of 50%) deep into each buttock with 1 mL 2% lidocaine', 10000, 10000), frequency: 'once, with the IV loading dose', dosesPerDay: 1, duration: 'loading dose', indication: 'severe pre-eclampsia or eclampsia (Pritchard regimen)', alternativeIds: [], citations: [cite('who-pre-eclampsia-2011', 'Full Pritchard regimen: 10 g IM loading')] },
      { medicineId: 'magnesium-sulfate', route: 'intramuscular', dose: fixed(5000, '5 g (10 mL of 50%) deep IM, alternate buttocks', 5000, 30000), frequency: 'every 4 hours if patellar reflex present, breathing 16/min or more and urine 30 mL/hour or more', dosesPerDay: 6, duration: '24 hours after delivery or the last convulsion', indication: 'maintenance (Pritchard regimen)', alternativeIds: [], citations: [cite('who-pre-eclampsia-2011', 'Pritchard maintenance: 5 g IM every 4 hours for 24 hours')] },
      { medicineId: 'hydralazine', route: 'intravenous', dose: fixed(5, '5 mg slowly IV', 10, 20), frequency: 'if diastolic 110 mmHg or more; repeat every 20-30 minutes', dosesPerDay: 4, duration: 'until diastolic 90-100 mmHg', indication: 'severe hypertension in pre-eclampsia', alternativeIds: ['labetalol'], citations: [cite('who-mcpc-2017', 'Antihypertensives: hydralazine 5 mg IV slowly'), cite('sogc-hdp-2022', 'Hydralazine maximum 20 mg IV')] },
    ],
    note: 'Antidote for magnesium toxicity: calcium gluconate 1 g (10 mL of 10%) IV over 10 minutes. Deliver within 12 hours of eclampsia (24 hours of severe pre-eclampsia). Zuspan alternative: 4 g IV then 1 g/hour infusion.',
    citations: [cite('who-pre-eclampsia-2011', 'Recommendations'), cite('who-mcpc-2017', 'Headache, blurred vision, convulsions or loss of consciousness, elevated blood pressure')],
  },
  {
    id: 'pre-eclampsia-eclampsia-alternatives', conditionId: 'pre-eclampsia-eclampsia', population: {},
    items: [{ medicineId: 'labetalol', route: 'intravenous', dose: fixed(20, '20 mg IV over 2 minutes (then 40 mg, then 80 mg every 10 minutes)', 80, 300), frequency: 'every 10 minutes, escalating, until controlled', dosesPerDay: 1, duration: 'until controlled (max 300 mg)', indication: 'severe hypertension in pre-eclampsia', alternativeIds: [], citations: [cite('sogc-hdp-2022', 'Labetalol 20 mg IV, then 20-80 mg, max 300 mg')] }],
    citations: [cite('sogc-hdp-2022', 'Severe hypertension')],
  },
  {
    id: 'ectopic-pregnancy', conditionId: 'ectopic-pregnancy', population: {},
    items: [],
    note: 'Suspected rupture (shock, acute abdomen): resuscitate with IV fluids, cross-match and take to theatre for laparotomy. Unruptured and stable: specialist may give methotrexate 50 mg/m² IM with hCG follow-up.',
    citations: [cite('who-mcpc-2017', 'Ectopic pregnancy')],
  },
  {
    id: 'gout', conditionId: 'gout', population: {},
    items: [{ medicineId: 'ibuprofen', route: 'oral', dose: fixed(400, '1 tablet (400 mg) with food', 600, 2400), frequency: 'every 8 hours', dosesPerDay: 3, duration: 'until 1-2 days after the flare settles', indication: 'acute gout flare', alternativeIds: ['colchicine'], citations: [cite('acr-gout-2020', 'Gout flare: NSAIDs, colchicine or glucocorticoids'), bnf('Ibuprofen: 300-400 mg 3-4 times daily, max 2.4 g daily')] }],
    note: 'Rest and ice the joint. Do not start or stop allopurinol during the flare; start urate-lowering therapy (allopurinol 100 mg daily, titrated) for recurrent gout, tophi or urate stones.',
    citations: [cite('acr-gout-2020', 'Management of gout flares')],
  },
  {
    id: 'gout-alternatives', conditionId: 'gout', population: {},
    items: [{ medicineId: 'colchicine', route: 'oral', dose: fixed(0.5, '1 tablet (500 micrograms)', 0.5, 2), frequency: '2-4 times daily until symptoms are relieved', dosesPerDay: 4, duration: 'maximum 6 mg per course; not repeated within 3 days', indication: 'acute gout when NSAIDs cannot be used', alternativeIds: [], citations: [bnf('Colchicine: acute gout 500 micrograms 2-4 times daily, max 6 mg per course')] }],
    citations: [cite('acr-gout-2020', 'Management of gout flares')],
  },
  {
    id: 'osteoarthritis', conditionId: 'osteoarthritis', population: {},
    items: [{ ...paracetamol('osteoarthritis pain', cite('who-model-formulary-2008', 'Section 2.1 Paracetamol: 0.5-1 g every 4-6 hours, max 4 g daily')), frequency: 'every 6 hours as needed', duration: 'as needed', alternativeIds: ['ibuprofen'] }],
    note: 'Exercise, weight loss and education are core treatment; topical or short courses of oral NSAIDs for flares.',
    citations: [cite('oarsi-2019', 'Core treatments and pharmacological options')],
  },
  {
    id: 'osteoarthritis-alternatives', conditionId: 'osteoarthritis', population: {},
    items: [ibuprofen('osteoarthritis pain')],
    citations: [cite('oarsi-2019', 'Oral NSAIDs')],
  },
  {
    id: 'low-back-pain', conditionId: 'low-back-pain', population: {},
    items: [ibuprofen('mechanical low back pain', ['paracetamol'])],
    note: 'Stay active, avoid bed rest; red flags (fever, weight loss, neurological deficit, trauma, cancer history): investigate.',
    citations: [cite('za-phc-stg-2020', 'Low back pain: NSAID short course, stay active')],
  },
  {
    id: 'low-back-pain-alternatives', conditionId: 'low-back-pain', population: {},
    items: [paracetamol('low back pain')],
    citations: [cite('za-phc-stg-2020', 'Low back pain')],
  },
  {
    id: 'allergic-rhinitis', conditionId: 'allergic-rhinitis', population: {},
    items: [{
      medicineId: 'loratadine', route: 'oral',
      dose: { kind: 'weight-band', bands: [{ minKg: 0, maxKg: 30, mg: 5, amount: '5 mg (5 mL of 5 mg/5 mL or ½ tablet)' }, { minKg: 30, maxKg: 500, mg: 10, amount: '1 tablet (10 mg)' }], maxMgPerDose: 10, maxMgPerDay: 10 },
      frequency: 'once daily', dosesPerDay: 1, duration: 'while symptoms last', indication: 'allergic rhinitis', alternativeIds: ['cetirizine'],
      citations: [bnfc('Loratadine: child 2-11 years under 31 kg 5 mg, over 31 kg 10 mg once daily'), cite('aria-2016', 'Oral H1-antihistamines')],
    }],
    note: 'An intranasal corticosteroid is more effective for persistent symptoms; avoid allergens.',
    citations: [cite('aria-2016', 'Recommendations')],
  },
  {
    id: 'allergic-rhinitis-alternatives-child', conditionId: 'allergic-rhinitis', population: { maxAgeYears: 12 },
    items: [{
      medicineId: 'cetirizine', route: 'oral',
      dose: { kind: 'age-band', bands: [{ minYears: 2, maxYears: 6, mg: 2.5, amount: '2.5 mL of 5 mg/5 mL' }, { minYears: 6, maxYears: 12, mg: 5, amount: '5 mL of 5 mg/5 mL or ½ tablet' }], maxMgPerDose: 5, maxMgPerDay: 10 },
      frequency: 'twice daily', dosesPerDay: 2, duration: 'while symptoms last', indication: 'allergic rhinitis', alternativeIds: [], citations: [bnfc('Cetirizine: 2-5 years 2.5 mg twice daily, 6-11 years 5 mg twice daily')],
    }],
    citations: [bnfc('Cetirizine')],
  },
  {
    id: 'allergic-rhinitis-alternatives', conditionId: 'allergic-rhinitis', population: {},
    items: [{ medicineId: 'cetirizine', route: 'oral', dose: fixed(10, '1 tablet (10 mg)', 10, 10), frequency: 'once daily', dosesPerDay: 1, duration: 'while symptoms last', indication: 'allergic rhinitis', alternativeIds: [], citations: [bnf('Cetirizine: 10 mg once daily')] }],
    citations: [bnf('Cetirizine')],
  },
  {
    id: 'anaphylaxis-child', conditionId: 'anaphylaxis', population: { maxAgeYears: 12 },
    items: [
      { medicineId: 'adrenaline', route: 'intramuscular', dose: perKg(0.01, 0.3, 0.9, 0.01), frequency: 'at once into the mid-outer thigh; repeat every 5-15 minutes if no improvement', dosesPerDay: 3, duration: 'until improvement (IV infusion by a specialist if refractory)', indication: 'anaphylaxis (1 mg/mL, 0.01 mL/kg)', alternativeIds: [], citations: [cite('wao-anaphylaxis-2020', 'Epinephrine 0.01 mg/kg of 1 mg/mL IM, max 0.3 mg in a child')] },
      { medicineId: 'sodium-chloride-0-9', route: 'intravenous', dose: { ...perKg(20, 1000, 1000, 10), unit: 'mL' }, frequency: 'rapid bolus if hypotensive or poorly perfused; repeat by response', dosesPerDay: 1, duration: 'initial bolus', indication: 'shock in anaphylaxis', alternativeIds: [], citations: [cite('wao-anaphylaxis-2020', 'Fluid resuscitation: children 10-20 mL/kg'), cite('who-etat-2016', 'Shock: 20 mL/kg')] },
    ],
    note: 'Call for help, lie the child flat (sitting if breathless), oxygen. Antihistamines and steroids are second-line only (skin symptoms). Observe at least 6-12 hours.',
    citations: [cite('wao-anaphylaxis-2020', 'Management of anaphylaxis')],
  },
  {
    id: 'anaphylaxis', conditionId: 'anaphylaxis', population: {},
    items: [
      { medicineId: 'adrenaline', route: 'intramuscular', dose: perKg(0.01, 0.5, 1.5, 0.01), frequency: 'at once into the mid-outer thigh; repeat every 5-15 minutes if no improvement', dosesPerDay: 3, duration: 'until improvement (IV infusion by a specialist if refractory)', indication: 'anaphylaxis (1 mg/mL, 0.01 mL/kg)', alternativeIds: [], citations: [cite('wao-anaphylaxis-2020', 'Epinephrine 0.01 mg/kg of 1 mg/mL IM, max 0.5 mg in an adult')] },
      { medicineId: 'sodium-chloride-0-9', route: 'intravenous', dose: { ...fixed(1000, '1 litre rapidly', 1000, 2000), unit: 'mL' }, frequency: 'rapidly if hypotensive; repeat by response', dosesPerDay: 1, duration: 'initial bolus', indication: 'shock in anaphylaxis', alternativeIds: [], citations: [cite('wao-anaphylaxis-2020', 'Fluid resuscitation: adults 1-2 L rapidly')] },
    ],
    note: 'Call for help, lie flat with legs raised (sitting if breathless), oxygen; remove the trigger. Antihistamines and steroids are second-line only. Observe at least 6-12 hours; prescribe an adrenaline plan.',
    citations: [cite('wao-anaphylaxis-2020', 'Management of anaphylaxis')],
  },
] as const satisfies readonly Regimen[];
