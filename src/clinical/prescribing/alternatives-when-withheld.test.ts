import { describe, expect, it } from 'vitest';
import { prescribe, type PrescribingPatient } from './index';

/** When the first-line medicine is withheld, the guideline's own alternative is given, never a dose it forbids. */
const patient = (facts: Partial<PrescribingPatient>): PrescribingPatient => ({
  allergies: [],
  medicalHistory: [],
  ...facts,
});
const drugsOf = (conditionId: string, facts: Partial<PrescribingPatient>) =>
  prescribe(conditionId, patient(facts)).medications.map((m) => m.medicineId);

describe('kidney function below 30: no usual-dose ciprofloxacin (BNF: reduce the dose)', () => {
  const woman = { ageYears: 58, sex: 'female' as const, weightKg: 70 };
  it('pyelonephritis at eGFR 19: ceftriaxone (no renal adjustment) instead, saying why', () => {
    const plan = prescribe('pyelonephritis', patient({ ...woman, egfr: 19 }));
    expect(plan.medications.map((m) => m.medicineId)).toContain('ceftriaxone');
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('ciprofloxacin');
    expect(plan.safetyWarnings.join(' ')).toMatch(/ciprofloxacin withheld \(kidney function/);
  });
  it('control: at eGFR 45 ciprofloxacin 500 mg every 12 hours stays', () => {
    expect(drugsOf('pyelonephritis', { ...woman, egfr: 45 })).toContain('ciprofloxacin');
  });
});

describe('gonorrhoea after anaphylaxis to ceftriaxone (CDC STI 2021: gentamicin 240 mg IM + azithromycin 2 g)', () => {
  const man = { ageYears: 28, sex: 'male' as const, weightKg: 70 };
  it('no cephalosporin; gentamicin 240 mg IM once, with the azithromycin companion named', () => {
    const plan = prescribe(
      'urethritis-cervicitis',
      patient({ ...man, allergies: ['Ceftriaxone - anaphylaxis'] }),
    );
    const ids = plan.medications.map((m) => m.medicineId);
    expect(ids).not.toContain('ceftriaxone');
    expect(ids).not.toContain('cefixime');
    const gentamicin = plan.medications.find((m) => m.medicineId === 'gentamicin');
    expect(gentamicin).toMatchObject({ doseMg: 240, route: 'intramuscular' });
    expect(gentamicin?.frequency).toMatch(/azithromycin 2 g/);
  });
  it('control: without the allergy, ceftriaxone 1 g', () => {
    expect(drugsOf('urethritis-cervicitis', man)).toContain('ceftriaxone');
  });
});

describe('intestinal worms in pregnancy (WHO STH 2017; WHO ANC 2016 A.2.1)', () => {
  const pregnant = { ageYears: 24, sex: 'female' as const, weightKg: 60, pregnant: true };
  it('first trimester: no albendazole yet, daily iron and folic acid now', () => {
    const plan = prescribe('soil-transmitted-helminthiasis', patient({ ...pregnant, gestationWeeks: 8 }));
    expect(plan.medications.map((m) => m.medicineId)).toEqual(['ferrous-folic-acid']);
    expect(plan.safetyWarnings.join(' ')).toMatch(/not in the first trimester/);
    expect(plan.treatmentProtocol.supportiveCare.join(' ')).toMatch(/Deworm after the first trimester/);
  });
  it('second trimester: albendazole 400 mg once with the iron', () => {
    expect(drugsOf('soil-transmitted-helminthiasis', { ...pregnant, gestationWeeks: 20 })).toEqual([
      'albendazole',
      'ferrous-folic-acid',
    ]);
  });
  it('control: not pregnant, albendazole alone', () => {
    expect(drugsOf('soil-transmitted-helminthiasis', { ageYears: 24, sex: 'female', weightKg: 60 })).toEqual([
      'albendazole',
    ]);
  });
});

describe('amoxicillin and co-amoxiclav below eGFR 30: BNF says reduce the dose but gives no number', () => {
  const man = { ageYears: 70, sex: 'male' as const, weightKg: 70 };
  it('pneumonia at eGFR 15: no usual-dose amoxicillin, the reason shown', () => {
    const plan = prescribe('pneumonia-adult', patient({ ...man, egfr: 15 }));
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('amoxicillin');
    expect(plan.safetyWarnings.join(' ')).toMatch(/amoxicillin withheld \(kidney function/);
  });
  it('control: at eGFR 45 amoxicillin stays', () => {
    expect(drugsOf('pneumonia-adult', { ...man, egfr: 45 })).toContain('amoxicillin');
  });
});

describe('ciprofloxacin while breastfeeding (BNF: avoid, present in milk)', () => {
  const woman = { ageYears: 25, sex: 'female' as const, weightKg: 60 };
  it('shigellosis while breastfeeding: azithromycin instead of ciprofloxacin', () => {
    const drugs = drugsOf('shigellosis', { ...woman, breastfeeding: true });
    expect(drugs).toContain('azithromycin');
    expect(drugs).not.toContain('ciprofloxacin');
  });
  it('control: not breastfeeding, ciprofloxacin stays', () => {
    expect(drugsOf('shigellosis', woman)).toContain('ciprofloxacin');
  });
});

describe('co-trimoxazole with failing kidneys (BNF: half the dose at eGFR 15-30, avoid below 15)', () => {
  const man = { ageYears: 40, sex: 'male' as const, weightKg: 60 };
  it('pneumocystis pneumonia at eGFR 12: no usual-dose co-trimoxazole, the reason shown', () => {
    const plan = prescribe('pneumocystis-pneumonia', patient({ ...man, egfr: 12 }));
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('cotrimoxazole');
    expect(plan.safetyWarnings.join(' ')).toMatch(/trimethoprim withheld.*kidney function \(eGFR 12/);
  });
  it('control: at eGFR 60 co-trimoxazole stays', () => {
    expect(drugsOf('pneumocystis-pneumonia', { ...man, egfr: 60 })).toContain('cotrimoxazole');
  });
});
