import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { prescribe } from './index';

/**
 * A condition's regimen chosen by the findings present now (population.presentFindings): the overdose regimen
 * by its substance (WHO Pocket Book 2013 ch. 1 Common poisoning), severe pneumonia (§4.2.1) and complicated
 * severe acute malnutrition (ch. 7) by their red flags' findings.
 */
const engine = createEngine();
const plan = (conditionId: string, text: string, age: number, weightKg: number) => {
  const { patient } = engine.understand({ symptoms: [text], patient: { age, gender: 'female' } });
  const prescription = engine.prescribe(conditionId, { ...patient, weightKg });
  return {
    findings: patient.presentFindings ?? [],
    regimenId: prescription.regimenId,
    medicines: prescription.medications.map((m) => `${m.medicineId} ${m.doseMg} ${m.route}`),
  };
};

describe('an overdose is treated by its substance', () => {
  it('iron: no acetylcysteine and no charcoal; desferrioxamine is left to the hospital', () => {
    const iron = plan('medicine-overdose', 'ate 20 ferrous sulphate tablets an hour ago', 2, 12);
    expect(iron.regimenId).toBe('medicine-overdose-iron');
    expect(iron.medicines).toEqual([]);
  });
  it.each([
    ['iron tablets overdose'],
    ['swallowed many of her sister’s iron tablets'],
    ['swallowed 30 of her iron and folic tablets'],
    ['a avalé 10 comprimés de fer'],
    ['amemeza vidonge 10 vya ferrous'],
  ])('iron is recognised in "%s"', (text) => {
    expect(plan('medicine-overdose', text, 3, 14).findings).toContain('iron-ingestion');
  });
  it('calm twin: a pregnant woman taking her iron and folic tablets has no iron overdose', () => {
    expect(
      plan('medicine-overdose', 'takes her iron and folic tablets daily', 25, 60).findings,
    ).not.toContain('iron-ingestion');
  });
  it('paracetamol keeps charcoal and the three acetylcysteine bags', () => {
    const paracetamol = plan('medicine-overdose', 'swallowed 20 paracetamol tablets', 16, 50);
    expect(paracetamol.regimenId).toBe('medicine-overdose-paracetamol');
    expect(paracetamol.medicines).toEqual([
      'activated-charcoal 50000 oral',
      'acetylcysteine 7500 intravenous',
      'acetylcysteine 2500 intravenous',
      'acetylcysteine 5000 intravenous',
    ]);
  });
  it('another medicine: charcoal within the hour, no acetylcysteine', () => {
    const other = plan('medicine-overdose', 'took an overdose of amitriptyline', 30, 60);
    expect(other.regimenId).toBe('medicine-overdose-other');
    expect(other.medicines).toEqual(['activated-charcoal 50000 oral']);
  });
});

describe('the severe form gets the severe regimen', () => {
  it('severe pneumonia (cannot drink, cyanosis): first dose of IM ampicillin and gentamicin', () => {
    const severe = plan('pneumonia-child', 'cough, fast breathing, cannot drink, central cyanosis', 1, 9);
    expect(severe.regimenId).toBe('pneumonia-child-severe');
    expect(severe.medicines).toEqual(['ampicillin 450 intramuscular', 'gentamicin 70 intramuscular']);
  });
  it('control: pneumonia without a danger sign stays on oral amoxicillin', () => {
    const simple = plan('pneumonia-child', 'cough and fast breathing, feeding well', 2, 11);
    expect(simple.regimenId).toBe('pneumonia-child');
    expect(simple.medicines).toEqual(['amoxicillin 500 oral']);
  });
  it('complicated SAM (failed appetite test): inpatient ampicillin, gentamicin and F-75', () => {
    const complicated = plan('severe-acute-malnutrition', 'wasted, failed appetite test', 2, 8);
    expect(complicated.regimenId).toBe('severe-acute-malnutrition-inpatient-stabilisation');
    expect(complicated.medicines.map((line) => line.split(' ')[0])).toEqual([
      'ampicillin',
      'gentamicin',
      'f-75',
    ]);
  });
  it.each([['very thin, both feet swollen'], ['visibly wasted and not eating for three days']])(
    'complicated SAM told as oedema of both feet or poor appetite (%s): inpatient (WHO SAM 2013)',
    (text) => {
      expect(plan('severe-acute-malnutrition', text, 2, 8).regimenId).toBe(
        'severe-acute-malnutrition-inpatient-stabilisation',
      );
    },
  );
  it('control: uncomplicated SAM (appetite test passed) stays on the outpatient regimen', () => {
    const outpatient = plan('severe-acute-malnutrition', 'MUAC 10.5 cm, wasted, appetite test passed', 2, 8);
    expect(outpatient.regimenId).toBe('severe-acute-malnutrition');
  });
});

describe('meningitis in a young infant gets the newborn doses (Pocket Book 3.9), not the older-child ceftriaxone', () => {
  const infant = (ageDays: number, weightKg: number) =>
    prescribe('bacterial-meningitis', {
      ageYears: ageDays / 365,
      ageDays,
      weightKg,
      allergies: [],
      medicalHistory: [],
    });
  it('day 20, 3.5 kg: ampicillin 50 mg/kg every 8 hours and gentamicin 7.5 mg/kg, 14-21 days', () => {
    const plan = infant(20, 3.5);
    expect(plan.regimenId).toBe('bacterial-meningitis-young-infant');
    expect(plan.medications.map((m) => `${m.medicineId} ${m.doseMg} ${m.dosesPerDay}`)).toEqual([
      'ampicillin 175 3',
      'gentamicin 26.5 1',
    ]);
    expect(plan.medications[0]?.duration).toBe('14-21 days (meningitis)');
  });
  it('day 4, 3 kg: gentamicin 5 mg/kg in the first week', () => {
    expect(infant(4, 3).regimenId).toBe('bacterial-meningitis-young-infant-first-week');
  });
  it('control: a child of 3 years keeps ceftriaxone', () => {
    const plan = prescribe('bacterial-meningitis', {
      ageYears: 3,
      weightKg: 14,
      allergies: [],
      medicalHistory: [],
    });
    expect(plan.medications.map((m) => m.medicineId)).toEqual(['ceftriaxone']);
  });
});

describe('a young infant with severe chest indrawing: possible serious bacterial infection (IMCI 2014)', () => {
  const assess = (text: string, ageDays: number, weightKg: number) => {
    const patient = { age: ageDays / 365, gender: 'male' as const };
    const top = engine.diagnose({ symptoms: [text], patient }, new Date()).diagnosis.primaryDiagnosis
      .conditionId;
    return { top, ...plan(top, text, ageDays / 365, weightKg) };
  };
  it('day 4: not bronchiolitis; ampicillin every 12 hours and gentamicin 5 mg/kg', () => {
    const infant = assess('breathing fast, chest indrawing, grunting', 4, 2.9);
    expect(infant.top).not.toBe('bronchiolitis');
    // Grunting with indrawing in the first week is possible serious bacterial infection (IMCI 2014; Pocket Book
    // 3.7): the sepsis or young-infant pneumonia regimen, both ampicillin 12-hourly and gentamicin 5 mg/kg.
    expect(['neonatal-sepsis-first-week', 'pneumonia-child-young-infant-first-week']).toContain(
      infant.regimenId,
    );
    expect(infant.medicines.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'ampicillin 145',
      'gentamicin 14.5',
    ]);
  });
  it('control: a 4-month-old with a runny nose and wheeze stays bronchiolitis', () => {
    expect(assess('cough, runny nose, wheeze, fast breathing', 120, 6).top).toBe('bronchiolitis');
  });
});
