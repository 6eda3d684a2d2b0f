import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Conditions 75-95 told in the words of clinics (lay English, Kiswahili, French, shorthand), each with a calm
 * twin that must not move: bleeding after birth told as pouring or soaking cloths (WHO MCPC 2017 S-25), the
 * pregnancy fasting-glucose threshold (WHO 2013), long versus obstructed labour (MCPC S-57), the preterm
 * baby (Pocket Book 3.5), limb weakness after fever (WHO VPD surveillance: acute flaccid paralysis).
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');
const answer = (symptoms: string[], patient: Record<string, unknown>) =>
  engine.diagnose({ symptoms, patient: patient as never, labResults: [] }, now).diagnosis;
const first = (symptoms: string[], patient: Record<string, unknown>) =>
  answer(symptoms, patient).primaryDiagnosis;
const pregnantAt = (weeks: number) => ({ age: 28, gender: 'female', pregnant: true, gestationWeeks: weeks });

describe('mothers: bleeding, sugar and labour told as clinics tell them', () => {
  it('blood pouring after a home birth, cloths soaked: postpartum haemorrhage', () => {
    const patient = { age: 26, gender: 'female', postpartumDays: 0 };
    expect(
      first(['delivered at home at dawn, blood keeps pouring, soaked two lesos'], patient).conditionId,
    ).toBe('postpartum-haemorrhage');
  });

  it('twin: a soft, non-tender uterus with a small bleed at 31 weeks is antepartum, never atony', () => {
    const conditions = [
      answer(['small painless bleed this morning, uterus soft, non-tender'], pregnantAt(31)),
    ]
      .flatMap((diagnosis) => [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses])
      .map((entry) => entry.conditionId);
    expect(conditions[0]).toBe('antepartum-haemorrhage');
    expect(conditions).not.toContain('postpartum-haemorrhage');
  });

  it('fasting glucose 5.6 mmol/L at 28 weeks: gestational diabetes (WHO 2013 threshold 5.1)', () => {
    expect(first(['routine ANC visit, FBS 5.6 mmol/L, no complaints'], pregnantAt(28)).conditionId).toBe(
      'gestational-diabetes',
    );
  });

  it('twin: fasting glucose 4.4 mmol/L at 28 weeks is no gestational diabetes', () => {
    expect(first(['routine ANC visit, FBS 4.4 mmol/L, no complaints'], pregnantAt(28)).conditionId).not.toBe(
      'gestational-diabetes',
    );
  });

  it('a ring across the belly after two days of labour: obstructed labour, coded O66', () => {
    const top = first(
      ['labour pains for two days, pushing but nothing, a dent across her belly'],
      pregnantAt(40),
    );
    expect(top.conditionId).toBe('obstructed-labour');
    expect(top.icd10).toBe('O66');
  });

  it('twin: weak contractions after many hours with no sign of obstruction is long labour, O63', () => {
    const top = first(
      ['en travail depuis quinze heures, contractions faibles, le col ne progresse pas'],
      pregnantAt(39),
    );
    expect(top.conditionId).toBe('obstructed-labour');
    expect(top.icd10).toBe('O63');
  });

  it('curd-like discharge and itch in pregnancy: vaginal discharge syndrome, not gestational diabetes', () => {
    expect(first(['pertes blanches épaisses, ça gratte beaucoup en bas'], pregnantAt(22)).conditionId).toBe(
      'vaginal-discharge-syndrome',
    );
  });
});

describe('sexual health, newborns and a floppy limb', () => {
  it('a sore on the manhood with a tender groin lump: genital ulcer disease', () => {
    expect(
      first(['a sore on my manhood for five days, lump in the groin'], { age: 30, gender: 'male' })
        .conditionId,
    ).toBe('genital-ulcer-disease');
  });

  it('a leg gone floppy after fever in a 3-year-old: acute flaccid paralysis', () => {
    expect(
      first(['fever last week, now his right leg is floppy'], { age: 3, gender: 'male' }).conditionId,
    ).toBe('acute-flaccid-paralysis');
  });

  it('born at seven months and cannot suck: preterm baby', () => {
    expect(
      first(['alizaliwa miezi saba, hawezi kunyonya'], { age: 0, ageDays: 2, gender: 'female' }).conditionId,
    ).toBe('preterm-low-birth-weight');
  });

  it('twin: a cold term baby of 3.2 kg is not called preterm', () => {
    const patient = {
      age: 0,
      ageDays: 1,
      gender: 'male',
      birthWeightKg: 3.2,
      vitals: { temperatureC: 35.1 },
    };
    expect(
      first(['bathed soon after birth, now cold to touch, sucking weakly'], patient).conditionId,
    ).not.toBe('preterm-low-birth-weight');
  });
});
