import { describe, expect, it } from 'vitest';
import { buildPrescribingPopulation, defaultKnowledge, describeFirstDoses, prescribe } from './index';
import { readPopulationFromText } from './read-population';
import { bedsideSchwartz, ckdEpi2021 } from '../labs/estimate-egfr';
import { readRenalFunction } from './renal-function';
import type { PrescribingPatient } from './types';

const patient = (facts: Partial<PrescribingPatient>): PrescribingPatient => ({
  allergies: [],
  medicalHistory: [],
  ...facts,
});
/** Malaria is treated after a positive test (WHO Guidelines for malaria 2023, 5.1). */
const testedPositive = { recordedTests: { present: ['malaria-test-positive'], absent: [] } };
const doseOf = (conditionId: string, facts: Partial<PrescribingPatient>, medicineId: string) =>
  prescribe(conditionId, patient(facts)).medications.find((m) => m.medicineId === medicineId);

describe('newborns by day of life and birth weight (WHO Pocket Book 2013, chapter 3)', () => {
  it('gives gentamicin 5 mg/kg once daily and ampicillin every 12 hours in the first week', () => {
    const gentamicin = doseOf('sepsis', { ageDays: 3, weightKg: 3 }, 'gentamicin');
    expect(gentamicin?.doseMg).toBe(15);
    expect(gentamicin?.frequency).toBe('once daily');
    expect(doseOf('sepsis', { ageDays: 3, weightKg: 3 }, 'ampicillin')?.frequency).toBe('every 12 hours');
  });
  it('gives gentamicin 3 mg/kg to a low-birth-weight newborn in the first week', () => {
    expect(doseOf('sepsis', { ageDays: 2, weightKg: 1.5 }, 'gentamicin')?.doseMg).toBe(4.5);
    expect(doseOf('sepsis', { ageDays: 2, weightKg: 2.6, birthWeightKg: 2.2 }, 'gentamicin')?.doseMg).toBe(
      7.8,
    );
  });
  it('gives gentamicin 7.5 mg/kg and ampicillin every 8 hours in weeks 2 to 4', () => {
    expect(doseOf('sepsis', { ageDays: 14, weightKg: 3.4 }, 'gentamicin')?.doseMg).toBe(25.5);
    expect(doseOf('sepsis', { ageDays: 14, weightKg: 3.4 }, 'ampicillin')?.frequency).toBe('every 8 hours');
  });
  it('gives a newborn with thrush nystatin 100 000 units (the BNF for Children neonatal dose), not withheld as an adult dose', () => {
    const nystatin = doseOf('oral-oesophageal-candidiasis', { ageDays: 6, weightKg: 2.8 }, 'nystatin');
    expect(nystatin?.doseMg).toBe(100000);
    expect(nystatin?.frequency).toMatch(/4 times daily/);
  });
  it('gives phenobarbital 20 mg/kg, not diazepam, to a convulsing newborn', () => {
    const plan = prescribe('epilepsy-seizure', patient({ ageDays: 5, weightKg: 3 }));
    expect(plan.medications.map((m) => m.medicineId)).toEqual(['phenobarbital']);
    expect(plan.medications[0]?.doseMg).toBe(60);
  });
  it('gives 2 mL/kg of 10% glucose to a hypoglycaemic newborn and 5 mL/kg to a child', () => {
    expect(doseOf('hypoglycaemia', { ageDays: 1, weightKg: 3 }, 'glucose-10')?.doseMg).toBe(6);
    expect(doseOf('hypoglycaemia', { ageYears: 3, weightKg: 14 }, 'glucose-10')?.doseMg).toBe(70);
  });
  it('caps ceftriaxone for gonococcal ophthalmia at 150 mg and never gives a newborn the adult 1 g', () => {
    const dose = doseOf('urethritis-cervicitis', { ageDays: 3, weightKg: 3.5 }, 'ceftriaxone');
    expect(dose?.doseMg).toBe(150);
    expect(doseOf('conjunctivitis', { ageDays: 3, weightKg: 2.9 }, 'ceftriaxone')?.doseMg).toBe(145);
  });
  it('gives a newborn of a mother with syphilis 50 000 IU/kg of benzathine benzylpenicillin (30 mg/kg)', () => {
    expect(doseOf('syphilis', { ageDays: 3, weightKg: 3 }, 'benzathine-benzylpenicillin')?.doseMg).toBe(90);
  });
});

describe('malaria by weight (WHO Guidelines for malaria 2023)', () => {
  it('chooses artesunate 3 mg/kg under 20 kg and 2.4 mg/kg from 20 kg, whatever the age', () => {
    expect(doseOf('malaria-severe', { ageYears: 4, weightKg: 18 }, 'artesunate-injection')?.doseMg).toBe(54);
    expect(doseOf('malaria-severe', { ageYears: 8, weightKg: 25 }, 'artesunate-injection')?.doseMg).toBe(60);
    expect(doseOf('malaria-severe', { ageYears: 14, weightKg: 19 }, 'artesunate-injection')?.doseMg).toBe(57);
  });
  it('treats an infant under 5 kg with artemether-lumefantrine at the 5-kg mg/kg, never quinine', () => {
    const plan = prescribe(
      'malaria-uncomplicated',
      patient({ ageYears: 0.2, weightKg: 4, ...testedPositive }),
    );
    expect(plan.medications.map((m) => m.medicineId)).toContain('artemether-lumefantrine');
    expect(plan.medications.find((m) => m.medicineId === 'artemether-lumefantrine')?.doseMg).toBe(16);
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('quinine');
  });
});

describe('no adult fixed dose reaches a child', () => {
  it('withholds the adult doxycycline 300 mg for cholera in a 28-kg child, with the reason', () => {
    const plan = prescribe('cholera', patient({ ageYears: 9, weightKg: 28 }));
    expect(plan.medications.find((m) => m.medicineId === 'doxycycline')?.doseMg ?? 0).toBeLessThan(300);
  });
  it('doses gonorrhoea in a 22-kg seven-year-old by weight and prompts child protection', () => {
    const plan = prescribe('urethritis-cervicitis', patient({ ageYears: 7, weightKg: 22 }));
    for (const m of plan.medications) expect(m.doseMg).toBeLessThan(1000);
    expect(plan.medications.find((m) => m.medicineId === 'ceftriaxone')?.doseMg).toBe(250);
    expect(plan.safetyWarnings.join(' ')).toMatch(/child protection/);
  });
  it('does not give the adult fixed dose when the age is unknown and the weight is a child’s', () => {
    const plan = prescribe('sepsis', patient({ weightKg: 20 }));
    expect(plan.medications.find((m) => m.medicineId === 'ceftriaxone')?.doseMg ?? 0).toBeLessThan(2000);
  });
  it('prompts child protection for pregnancy at 12 but not for a newborn’s perinatal infection', () => {
    const pregnantChild = prescribe(
      'malaria-uncomplicated',
      patient({ ageYears: 12, sex: 'female', pregnant: true, weightKg: 38 }),
    );
    expect(pregnantChild.safetyWarnings.join(' ')).toMatch(/child protection/);
    const newborn = prescribe('urethritis-cervicitis', patient({ ageDays: 3, weightKg: 3 }));
    expect(newborn.safetyWarnings.join(' ')).not.toMatch(/child protection/);
  });
});

describe('populations read from text before anything is assumed', () => {
  it('reads an age and weight written only in the text', () => {
    expect(readPopulationFromText(['my 1 year old has fever'])).toMatchObject({ ageYears: 1 });
    expect(readPopulationFromText(['18-month-old boy, 11 kg, fever'])).toMatchObject({
      ageYears: 1.5,
      weightKg: 11,
    });
    expect(readPopulationFromText(['fever in a baby 10 months old, weighs 8 kg'])).toMatchObject({
      weightKg: 8,
    });
  });
  it('does not read a dose rate as a weight, nor a mother’s baby’s age as hers', () => {
    expect(readPopulationFromText(['given 5 mg/kg yesterday']).weightKg).toBeUndefined();
    const mother = readPopulationFromText(['breastfeeding her 2-month-old, painful urination']);
    expect(mother.ageYears).toBeUndefined();
    expect(mother.breastfeeding).toBe(true);
  });
  it('reads weeks of pregnancy and breastfeeding', () => {
    expect(readPopulationFromText(['I am 32 weeks pregnant'])).toMatchObject({
      pregnant: true,
      gestationWeeks: 32,
    });
  });
  it('doses a baby described in the text as a child, not as a 50-kg adult', () => {
    const population = buildPrescribingPopulation({ texts: ['my 10 months old, weighs 8 kg'], labs: [] });
    const plan = prescribe('malaria-uncomplicated', patient({ ...population, ...testedPositive }));
    expect(plan.medications.find((m) => m.medicineId === 'artemether-lumefantrine')?.doseMg).toBe(20);
  });
  it('lets the profile win over the text', () => {
    const population = buildPrescribingPopulation({ ageYears: 30, texts: ['my 1 year old'], labs: [] });
    expect(population.ageYears).toBe(30);
  });
});

describe('kidney function from lab results', () => {
  it('computes CKD-EPI 2021 and bedside Schwartz', () => {
    expect(Math.round(ckdEpi2021(1.0, 50, 'male'))).toBe(92);
    expect(Math.round(bedsideSchwartz(0.5, 110))).toBe(91);
  });
  it('reads an eGFR result, or a creatinine in µmol/L for an adult', () => {
    expect(readRenalFunction([{ testType: 'eGFR', result: '22 mL/min/1.73m2' }], {})?.egfr).toBe(22);
    const fromCreatinine = readRenalFunction([{ testType: 'Creatinine', result: '350 µmol/L' }], {
      ageYears: 60,
      sex: 'female',
    });
    expect(fromCreatinine?.egfr).toBeLessThan(15);
  });
  it('withholds metformin and nitrofurantoin when the eGFR is given only as a lab result', () => {
    const population = buildPrescribingPopulation({
      ageYears: 60,
      sex: 'female',
      texts: [],
      labs: [{ testType: 'eGFR', result: '22' }],
    });
    const diabetes = prescribe('type-2-diabetes', patient({ ...population, sex: 'female', weightKg: 70 }));
    expect(diabetes.medications.map((m) => m.medicineId)).not.toContain('metformin');
    const cystitis = prescribe('cystitis', patient({ ...population, sex: 'female', weightKg: 70 }));
    expect(cystitis.medications.map((m) => m.medicineId)).not.toContain('nitrofurantoin');
    expect(cystitis.safetyWarnings.join(' ')).toMatch(/eGFR 22/);
  });
});

describe('breastfeeding', () => {
  it('withholds doxycycline from a breastfeeding mother', () => {
    const plan = prescribe(
      'urethritis-cervicitis',
      patient({ ageYears: 25, sex: 'female', weightKg: 60, breastfeeding: true }),
    );
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('doxycycline');
  });
  it('does not apply a mother’s breastfeeding cautions to a breastfed baby', () => {
    const plan = prescribe('sepsis', patient({ ageDays: 10, weightKg: 3.2, breastfeeding: true }));
    expect(plan.medications.length).toBeGreaterThan(0);
  });
});

describe('pre-referral first doses', () => {
  it('writes each first dose after the medicine’s name, with the amount for this weight', () => {
    const plan = prescribe('malaria-severe', patient({ ageYears: 3, weightKg: 12 }));
    const lines = describeFirstDoses(plan, 'Severe malaria');
    expect(lines[0]).toMatch(/artesunate 36 mg intravenous/);
  });
});

describe('checks that change the plan', () => {
  const adult = { ageYears: 45, sex: 'male' as const, weightKg: 70 };
  it('gives no NSAID with warfarin, with bleeding gums in a haemorrhagic fever, or at 95', () => {
    const onWarfarin = prescribe(
      'gout',
      patient({ ...adult, medicalHistory: ['warfarin for a mechanical valve'] }),
    );
    expect(onWarfarin.medications.map((m) => m.medicineId)).not.toContain('ibuprofen');
    expect(onWarfarin.medications.map((m) => m.medicineId)).toContain('colchicine');
    const old = prescribe('gout', patient({ ...adult, ageYears: 95 }));
    expect(old.medications.map((m) => m.medicineId)).not.toContain('ibuprofen');
    const bleeding = prescribe(
      'malaria-uncomplicated',
      patient({ ...adult, medicalHistory: ['suspected viral haemorrhagic fever', 'bleeding gums'] }),
    );
    expect(bleeding.medications.map((m) => m.medicineId)).not.toContain('ibuprofen');
  });
  it('tells the clinician to replace nevirapine with rifampicin, not to raise dolutegravir', () => {
    const plan = prescribe('pulmonary-tuberculosis', patient({ ...adult, medicalHistory: ['nevirapine'] }));
    const warning = plan.safetyWarnings.find((w) => /nevirapine/.test(w)) ?? '';
    expect(warning).toMatch(/replace nevirapine/);
  });
  it('gives no co-trimoxazole in its place when nitrofurantoin is withheld at term', () => {
    const plan = prescribe(
      'cystitis',
      patient({ ageYears: 26, sex: 'female', weightKg: 70, pregnant: true, gestationWeeks: 38 }),
    );
    const given = plan.medications.map((m) => m.medicineId);
    expect(given).not.toContain('nitrofurantoin');
    expect(given).not.toContain('cotrimoxazole');
    expect(given).toContain('amoxicillin-clavulanate');
  });
  it('gives no spironolactone in pregnancy and no gliclazide in stage 4 kidney disease', () => {
    const pregnant = prescribe(
      'heart-failure',
      patient({ ageYears: 30, sex: 'female', weightKg: 65, pregnant: true, gestationWeeks: 30 }),
    );
    expect(pregnant.medications.map((m) => m.medicineId)).not.toContain('spironolactone');
    const ckd = prescribe('type-2-diabetes', patient({ ...adult, egfr: 22, egfrBasis: 'eGFR 22' }));
    expect(ckd.medications.map((m) => m.medicineId)).not.toContain('gliclazide');
  });
  it('withholds ceftriaxone from a jaundiced newborn and says why', () => {
    const plan = prescribe(
      'conjunctivitis',
      patient({ ageDays: 4, weightKg: 3, medicalHistory: ['neonatal jaundice'] }),
    );
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('ceftriaxone');
    expect(plan.safetyWarnings.join(' ')).toMatch(/cefotaxime/);
  });
});

describe('regimens the first review found never dosed', () => {
  const onlyRegimen = (id: string) => ({
    ...defaultKnowledge,
    regimens: defaultKnowledge.regimens.filter((regimen) => regimen.id === id),
  });

  it('doses benzylpenicillin at 50 000 U/kg every 6 hours for a child (Pocket Book)', () => {
    const plan = prescribe(
      'sepsis',
      patient({ ageYears: 2, weightKg: 12 }),
      onlyRegimen('sepsis-child-alternatives'),
    );
    const penicillin = plan.medications.find((m) => m.medicineId === 'benzylpenicillin');
    expect(penicillin).toMatchObject({ doseMg: 600_000, doseUnit: 'IU', dosesPerDay: 4 });
    expect(penicillin?.frequency).toMatch(/every 6 hours/);
  });

  it('doses F-75 at 11 mL/kg every 2 hours in the stabilisation of complicated severe acute malnutrition', () => {
    const plan = prescribe(
      'severe-acute-malnutrition',
      patient({ ageYears: 1, weightKg: 6, currentFindings: ['failed-appetite-test'] }),
      onlyRegimen('severe-acute-malnutrition-inpatient-stabilisation'),
    );
    expect(plan.medications.find((m) => m.medicineId === 'f-75')).toMatchObject({
      medicineId: 'f-75',
      doseMg: 66,
      doseUnit: 'mL',
      dosesPerDay: 12,
    });
  });
});

describe('renal bands', () => {
  it('gives ethambutol and pyrazinamide three times a week at an eGFR below 30, rifampicin and isoniazid unchanged (WHO TB 2010, 8.3)', () => {
    const plan = prescribe(
      'pulmonary-tuberculosis',
      patient({ ageYears: 60, weightKg: 60, egfr: 22, egfrBasis: 'eGFR 22 given' }),
    );
    const ethambutol = plan.medications.find((m) => m.medicineId === 'ethambutol');
    // 15 and 25 mg/kg of 60 kg, rounded to whole or half 400-mg tablets (WHO TB 2010: 15-25 and 20-30 mg/kg)
    expect(ethambutol).toMatchObject({ doseMg: 1000 });
    expect(ethambutol?.dosage).toMatch(/900 mg at 15 mg\/kg rounded .* = 2\.5 tablets of 400 mg/);
    expect(ethambutol?.frequency).toMatch(/three times a week/);
    expect(plan.medications.find((m) => m.medicineId === 'pyrazinamide')?.doseMg).toBe(1600);
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('rhze');
    expect(plan.safetyWarnings.join(' ')).toMatch(/Kidney function \(eGFR 22 given\)/);
    const normal = prescribe('pulmonary-tuberculosis', patient({ ageYears: 60, weightKg: 60, egfr: 80 }));
    expect(normal.medications.map((m) => m.medicineId)).toContain('rhze');
  });
});

describe('acute severe hypertension in pregnancy', () => {
  it('offers immediate-release oral nifedipine 10 mg, repeated every 30 minutes, when IV hydralazine cannot be given', () => {
    const plan = prescribe(
      'pre-eclampsia-eclampsia',
      patient({
        ageYears: 25,
        weightKg: 65,
        sex: 'female',
        pregnant: true,
        gestationWeeks: 34,
        allergies: ['hydralazine', 'labetalol'],
      }),
    );
    const nifedipine = plan.medications.find((m) => m.medicineId === 'nifedipine');
    expect(nifedipine).toMatchObject({ doseMg: 10, route: 'oral' });
    expect(nifedipine?.dosage).toMatch(/immediate-release/);
    expect(nifedipine?.frequency).toMatch(/30 minutes/);
  });
});

describe('points the first review named without a dedicated test', () => {
  const onlyRegimen = (id: string) => ({
    ...defaultKnowledge,
    regimens: defaultKnowledge.regimens.filter((regimen) => regimen.id === id),
  });

  it('gives rectal artesunate by the WHO 2018 age bands: 100 mg from 6 months to 3 years, 200 mg from 3 to 6 years, none outside', () => {
    const dose = (ageYears: number, weightKg: number) =>
      prescribe(
        'malaria-severe',
        patient({ ageYears, weightKg }),
        onlyRegimen('malaria-severe-alternatives'),
      ).medications.find((m) => m.medicineId === 'artesunate-rectal')?.doseMg;
    expect(dose(1, 9)).toBe(100);
    expect(dose(4, 16)).toBe(200);
    expect(dose(0.3, 6)).toBeUndefined();
  });

  it('cites the Pocket Book septicaemia section as 6.5', () => {
    const sepsisChild = defaultKnowledge.regimens.find((regimen) => regimen.id === 'sepsis-child');
    const sections = sepsisChild?.items.flatMap((item) => item.citations.map((c) => c.section)) ?? [];
    expect(sections.some((section) => section.startsWith('6.5 Septicaemia'))).toBe(true);
    const pocketBookSections = defaultKnowledge.regimens.flatMap((regimen) =>
      [...regimen.citations, ...regimen.items.flatMap((item) => item.citations)]
        .filter((c) => c.sourceId === 'who-pocket-book-2013' && /septic(a)?emia/i.test(c.section))
        .map((c) => c.section),
    );
    expect(pocketBookSections.filter((section) => !section.startsWith('6.5'))).toEqual([]);
  });
});

describe('class interactions', () => {
  it('asks for an INR check when any antibacterial is started in a patient on warfarin', () => {
    const plan = prescribe(
      'cystitis',
      patient({
        ageYears: 60,
        weightKg: 70,
        sex: 'female',
        medicalHistory: ['atrial fibrillation on warfarin'],
      }),
    );
    expect(plan.medications.map((m) => m.medicineId)).toContain('nitrofurantoin');
    expect(plan.safetyWarnings.join(' ')).toMatch(/nitrofurantoin with warfarin: .*INR/);
  });
});

describe('a breastfeeding mother with TB', () => {
  it('tells the clinician to keep breastfeeding, check the baby and give preventive treatment once TB is excluded', () => {
    const plan = prescribe(
      'pulmonary-tuberculosis',
      patient({ ageYears: 26, weightKg: 55, sex: 'female', breastfeeding: true, postpartumDays: 60 }),
    );
    expect(plan.treatmentProtocol.supportiveCare.join(' ')).toMatch(/breastfed baby.*preventive treatment/);
  });
});
