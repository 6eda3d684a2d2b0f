import { describe, expect, it } from 'vitest';
import { prescribe, type PrescribingPatient } from './index';

const patient = (facts: Partial<PrescribingPatient>): PrescribingPatient => ({
  allergies: [],
  medicalHistory: [],
  ...facts,
});
/** Malaria is treated after a positive test (WHO Guidelines for malaria 2023, 5.1). */
const testedPositive = { recordedTests: { present: ['malaria-test-positive'], absent: [] } };
const drugsOf = (conditionId: string, facts: Partial<PrescribingPatient>) =>
  prescribe(conditionId, patient(facts)).medications.map((m) => m.medicineId);

describe('prescribe: clinical cases', () => {
  it('a 12 kg child with malaria gets artemether-lumefantrine 1 dispersible tablet 20/120 twice daily for 3 days', () => {
    const plan = prescribe(
      'malaria-uncomplicated',
      patient({ ageYears: 2, weightKg: 12, ...testedPositive }),
    );
    const al = plan.medications.find((m) => m.medicineId === 'artemether-lumefantrine');
    expect(al?.dosage).toContain('1 dispersible tablet (20/120 mg)');
    expect(al?.doseMg).toBe(20);
    expect(al?.frequency).toMatch(/twice daily/);
    expect(al?.duration).toMatch(/3 days/);
    expect(al?.doseBasis).toBe('weight');
  });

  it('an adult of 60 kg with malaria gets 4 tablets (80 mg artemether) per dose', () => {
    const al = prescribe('malaria-uncomplicated', patient({ ageYears: 30, weightKg: 60, ...testedPositive }))
      .medications[0];
    expect(al?.doseMg).toBe(80);
  });

  it('a pregnant woman in the first trimester with malaria gets the first-trimester regimen', () => {
    const plan = prescribe(
      'malaria-uncomplicated',
      patient({ ageYears: 25, weightKg: 58, sex: 'female', pregnant: true, trimester: 1, ...testedPositive }),
    );
    expect(plan.regimenId).toBe('malaria-uncomplicated-pregnant-first-trimester');
    expect(plan.medications.map((m) => m.medicineId)).toEqual(['artemether-lumefantrine']);
  });

  it('a pregnant woman of unknown trimester is treated with first-trimester cautions and is told so', () => {
    const plan = prescribe(
      'malaria-uncomplicated',
      patient({ ageYears: 25, weightKg: 58, sex: 'female', pregnant: true }),
    );
    expect(plan.regimenId).toBe('malaria-uncomplicated-pregnant-first-trimester');
    expect(plan.safetyWarnings.join(' ')).toMatch(/trimester not given/);
  });

  it('an adult penicillin-allergic patient with strep throat gets the macrolide alternative', () => {
    const plan = prescribe(
      'streptococcal-pharyngitis',
      patient({ ageYears: 30, weightKg: 70, allergies: ['Penicillin'] }),
    );
    const drugs = plan.medications.map((m) => m.medicineId);
    expect(drugs).toContain('azithromycin');
    expect(drugs).not.toContain('amoxicillin');
    expect(drugs).not.toContain('phenoxymethylpenicillin');
    expect(plan.safetyWarnings.join(' ')).toMatch(/amoxicillin withheld \(allergy/);
    expect(plan.medications.find((m) => m.medicineId === 'azithromycin')?.doseMg).toBe(500);
  });

  it.each([['PCN'], ['amoxil'], ['allergic to Augmentin (rash)'], ['penicillins']])(
    'reads the allergy entry %s as a penicillin allergy',
    (allergy) => {
      expect(
        drugsOf('streptococcal-pharyngitis', { ageYears: 30, weightKg: 70, allergies: [allergy] }),
      ).not.toContain('amoxicillin');
    },
  );

  it('watery diarrhoea in a child gets ORS and zinc, and no antibiotic', () => {
    const drugs = drugsOf('acute-gastroenteritis', { ageYears: 1.5, weightKg: 10 });
    expect(drugs).toEqual(['oral-rehydration-salts', 'zinc-sulfate']);
    const ors = prescribe('acute-gastroenteritis', patient({ ageYears: 1.5, weightKg: 10 })).medications[0];
    expect(ors?.doseMg).toBe(750);
    expect(ors?.doseUnit).toBe('mL');
  });

  it.each(['common-cold', 'bronchiolitis', 'influenza', 'dengue', 'conjunctivitis'])(
    '%s gets no antibiotic',
    (conditionId) => {
      const antibiotics = [
        'amoxicillin',
        'azithromycin',
        'ceftriaxone',
        'ciprofloxacin',
        'doxycycline',
        'cotrimoxazole',
        'amoxicillin-clavulanate',
      ];
      expect(
        drugsOf(conditionId, { ageYears: 4, weightKg: 16 }).filter((id) => antibiotics.includes(id)),
      ).toEqual([]);
    },
  );

  it('dengue gets paracetamol, never ibuprofen', () => {
    expect(drugsOf('dengue', { ageYears: 30, weightKg: 70 })).toEqual(['paracetamol']);
  });

  it('a child with pneumonia gets amoxicillin by IMCI weight band', () => {
    const amoxicillin = prescribe('pneumonia-child', patient({ ageYears: 2, weightKg: 12 })).medications[0];
    expect(amoxicillin?.medicineId).toBe('amoxicillin');
    expect(amoxicillin?.doseMg).toBe(500);
    expect(amoxicillin?.frequency).toBe('twice daily');
  });

  it('a 20 kg child with severe malaria gets IV artesunate 2.4 mg/kg, a 15 kg child 3 mg/kg', () => {
    expect(prescribe('malaria-severe', patient({ ageYears: 14, weightKg: 40 })).medications[0]?.doseMg).toBe(
      96,
    );
    const child = prescribe('malaria-severe', patient({ ageYears: 4, weightKg: 15 })).medications[0];
    expect(child?.doseMg).toBe(45);
    expect(child?.doseMgPerKg).toBe(3);
  });

  it('anaphylaxis: IM adrenaline 0.01 mg/kg, never above 0.5 mg in an adult or 0.3 mg in a child', () => {
    expect(prescribe('anaphylaxis', patient({ ageYears: 40, weightKg: 90 })).medications[0]?.doseMg).toBe(
      0.5,
    );
    expect(prescribe('anaphylaxis', patient({ ageYears: 8, weightKg: 40 })).medications[0]?.doseMg).toBe(0.3);
    expect(prescribe('anaphylaxis', patient({ ageYears: 2, weightKg: 12 })).medications[0]?.doseMg).toBe(
      0.12,
    );
  });

  it('eclampsia gets the Pritchard magnesium sulfate regimen', () => {
    const plan = prescribe(
      'pre-eclampsia-eclampsia',
      patient({ ageYears: 24, weightKg: 65, sex: 'female', pregnant: true, trimester: 3 }),
    );
    const magnesium = plan.medications
      .filter((m) => m.medicineId === 'magnesium-sulfate')
      .map((m) => m.doseMg);
    expect(magnesium).toEqual([4000, 10000, 5000]);
  });

  it('a child without a weight is dosed from a weight estimated from age, and the dosage says so', () => {
    const plan = prescribe('bacterial-meningitis', patient({ ageYears: 3 }));
    const ceftriaxone = plan.medications[0];
    expect(ceftriaxone?.doseMg).toBe(1400);
    expect(ceftriaxone?.dosage).toMatch(/estimated from age/);
    expect(plan.safetyWarnings.join(' ')).toMatch(/unmeasured weight/);
  });

  it('a doxycycline regimen in a 5-year-old falls back to azithromycin (cholera)', () => {
    expect(drugsOf('cholera', { ageYears: 6, weightKg: 20 })).toContain('azithromycin');
    expect(drugsOf('cholera', { ageYears: 6, weightKg: 20 })).not.toContain('doxycycline');
  });

  it('a pregnant woman with gonorrhoea and chlamydia gets azithromycin instead of doxycycline', () => {
    const drugs = drugsOf('urethritis-cervicitis', {
      ageYears: 22,
      weightKg: 60,
      sex: 'female',
      pregnant: true,
      trimester: 2,
    });
    expect(drugs).toEqual(['ceftriaxone', 'azithromycin']);
  });

  it('a patient with kidney disease and cystitis does not get nitrofurantoin', () => {
    const drugs = drugsOf('cystitis', { ageYears: 50, weightKg: 70, medicalHistory: ['CKD stage 4'] });
    expect(drugs).not.toContain('nitrofurantoin');
    // CKD stage 4 is eGFR below 30: co-amoxiclav needs a reduced dose the BNF does not give.
    expect(drugs).not.toContain('amoxicillin-clavulanate');
  });

  it('flags rifampicin in TB treatment with dolutegravir and contraception in the history', () => {
    const plan = prescribe(
      'pulmonary-tuberculosis',
      patient({
        ageYears: 30,
        weightKg: 60,
        medicalHistory: ['HIV on dolutegravir', 'oral contraceptive pill'],
      }),
    );
    const warnings = plan.safetyWarnings.join(' ');
    expect(warnings).toMatch(/Interaction \(major\).*dolutegravir/);
    expect(warnings).toMatch(/contraceptive/);
    expect(plan.medications[0]?.doseMg).toBe(600);
  });

  it('flags metronidazole with alcohol and warfarin', () => {
    const warnings = prescribe(
      'amoebiasis',
      patient({ ageYears: 40, weightKg: 70, medicalHistory: ['alcohol use', 'warfarin for AF'] }),
    ).safetyWarnings.join(' ');
    expect(warnings).toMatch(/metronidazole with alcohol/);
    expect(warnings).toMatch(/metronidazole with warfarin/);
  });

  it('withholds with a warning when no alternative is safe (sulfa-allergic patient with Pneumocystis pneumonia)', () => {
    const plan = prescribe(
      'pneumocystis-pneumonia',
      patient({ ageYears: 35, weightKg: 55, allergies: ['sulfa'] }),
    );
    expect(plan.medications).toEqual([]);
    expect(plan.safetyWarnings.join(' ')).toMatch(/withheld and no listed alternative is safe/);
  });

  it('warns about cephalosporin cross-reactivity in a penicillin-allergic patient given ceftriaxone', () => {
    const plan = prescribe(
      'bacterial-meningitis',
      patient({ ageYears: 30, weightKg: 70, allergies: ['penicillin'] }),
    );
    expect(plan.medications[0]?.medicineId).toBe('ceftriaxone');
    expect(plan.safetyWarnings.join(' ')).toMatch(/cross|cephalosporin/);
  });

  it('computes no dose without age and weight (the patient may be a child): shows the rules and asks for the weight', () => {
    const plan = prescribe('malaria-uncomplicated', patient({}));
    expect(plan.medications).toEqual([]);
    expect(plan.missingFacts).toEqual(['weight', 'age']);
    expect(plan.safetyWarnings.join(' ')).toMatch(
      /may be a child, so no dose was computed. Weigh the patient/,
    );
    expect(plan.doseRules?.join(' ')).toMatch(
      /artemether \+ lumefantrine oral by weight: 5 to < 15 kg 1 tablet/,
    );
    const sepsis = prescribe('sepsis', patient({}));
    expect(sepsis.medications).toEqual([]);
    expect(sepsis.doseRules?.some((rule) => /mg\/kg a dose/.test(rule))).toBe(true);
  });

  it('assumes an adult when only the age is missing and the patient is pregnant, and says so', () => {
    const plan = prescribe('hypertension', patient({ pregnant: true, sex: 'female' }));
    expect(plan.medications.length).toBeGreaterThan(0);
    expect(plan.safetyWarnings.join(' ')).toMatch(/Age not given/);
  });

  it('gives no regimen for an unknown condition, with a warning', () => {
    const plan = prescribe('not-a-condition', patient({ ageYears: 30 }));
    expect(plan.medications).toEqual([]);
    expect(plan.safetyWarnings[0]).toMatch(/No regimen/);
  });

  it('every medication cites its sources and names its alternatives', () => {
    const plan = prescribe('streptococcal-pharyngitis', patient({ ageYears: 10, weightKg: 30 }));
    const amoxicillin = plan.medications[0];
    expect(amoxicillin?.sources.length).toBeGreaterThan(0);
    expect(amoxicillin?.alternatives).toEqual(['phenoxymethylpenicillin', 'azithromycin']);
    expect(amoxicillin?.doseMg).toBe(500);
    expect(plan.treatmentProtocol.primaryTreatment.length).toBeGreaterThan(0);
  });
});

describe('liver disease (BNF: paracetamol, hepatic impairment)', () => {
  it('warns that paracetamol toxicity is dose-related in cirrhosis or hepatitis, and still gives it', () => {
    const plan = prescribe(
      'common-cold',
      patient({ ageYears: 60, weightKg: 60, medicalHistory: ['liver cirrhosis from hepatitis b'] }),
    );
    expect(plan.medications.map((m) => m.medicineId)).toContain('paracetamol');
    expect(plan.safetyWarnings.join(' ')).toMatch(/liver disease the toxicity is dose-related/);
  });
});
