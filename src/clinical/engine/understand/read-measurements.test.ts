import { describe, it, expect } from 'vitest';
import {
  readBurnPercent,
  readCapillaryRefillSeconds,
  readComaScores,
  readIngestedDose,
  readMeasurements,
  readWeightKg,
} from './read-measurements';

describe('vital signs typed into free text', () => {
  it.each([
    ['BP 190/120, headache', { systolicBP: 190, diastolicBP: 120 }],
    ['Blood pressure 158/96 mmHg at a screening', { systolicBP: 158, diastolicBP: 96 }],
    ['SpO2 85% on room air, RR 40', { spo2: 85, respiratoryRate: 40 }],
    ['Temp 35.2, cold peripheries', { temperatureC: 35.2 }],
    ['convulsed at home, fever 39.5', { temperatureC: 39.5 }],
    ['T: 38,6 °C, PR 124', { temperatureC: 38.6, heartRate: 124 }],
    ['homa 39', { temperatureC: 39 }],
    ['MUAC 108 mm', { muacMm: 108 }],
    ['resp 30, pulse 130', { respiratoryRate: 30, heartRate: 130 }],
    ['RR 8', { respiratoryRate: 8 }],
    ['sats 88', { spo2: 88 }],
    ['temperature is 101.5', { temperatureC: 38.6 }],
    ['RR\u201345/min, HR\u2013130/min', { respiratoryRate: 45, heartRate: 130 }],
    ['temp 100.9F, pulse 98', { temperatureC: 38.3, heartRate: 98 }],
    ['a temperature of 98.6 °F (37 °C)', { temperatureC: 37 }],
    ['fever of 104 degrees F', { temperatureC: 40 }],
    ['temperature 37.8 deg C', { temperatureC: 37.8 }],
    ['breathing at 34 rpm, heart at 128 bpm', { respiratoryRate: 34, heartRate: 128 }],
    ['70 breaths per minute', { respiratoryRate: 70 }],
  ])('"%s"', (text, vitals) => {
    expect(readMeasurements(text)).toEqual(vitals);
  });

  it('reads nothing from durations, doses or fractions of time', () => {
    expect(readMeasurements('fever for 10 days')).toEqual({});
    expect(readMeasurements('ibuprofen 400 mg twice daily')).toEqual({});
  });

  it('reads a count by what its sentence says was counted, and guesses nothing else', () => {
    expect(readMeasurements('The nurse counted 196, the beat is regular')).toEqual({ heartRate: 196 });
    expect(readMeasurements('Pulse is fast and weak, I counted 136')).toEqual({ heartRate: 136 });
    expect(readMeasurements('she counted 52 breaths in one minute')).toEqual({ respiratoryRate: 52 });
    // Calm twins: a count naming nothing counted, or a count of tablets, is no vital sign.
    expect(readMeasurements('The nurse counted 196, she was worried')).toEqual({});
    expect(readMeasurements('counted 30 tablets left. The heart is fine')).toEqual({});
    expect(readMeasurements('counted 30 tablets left, the heart is fine')).toEqual({});
    expect(readMeasurements('cough x3/52')).toEqual({});
    expect(readMeasurements('fever for 120 days')).toEqual({});
    expect(readMeasurements('temperature 150')).toEqual({});
  });
});

describe('nutrition measurements as written: MUAC in centimetres, weight-for-height z-scores (WHO SAM 2013)', () => {
  it.each([
    ['MUAC 10.8 cm', { muacMm: 108 }],
    ['muac of 11cm, not feeding', { muacMm: 110 }],
    ['MUAC 12,4 cm', { muacMm: 124 }],
    ['WHZ -3.4', { weightForHeightZ: -3.4 }],
    ['WFH < -3 SD', { weightForHeightZ: -3.01 }],
    ['weight for height z-score below -3', { weightForHeightZ: -3.01 }],
    ['weight-for-length -2.1', { weightForHeightZ: -2.1 }],
  ])('"%s"', (text, vitals) => {
    expect(readMeasurements(text)).toEqual(vitals);
  });

  it('controls: a bare z-score, a height or a circumference of something else is no nutrition measurement', () => {
    expect(readMeasurements('height-for-age -3.2 SD')).toEqual({});
    expect(readMeasurements('head circumference 45 cm')).toEqual({});
    expect(readMeasurements('wound 3 cm, cough -3 days')).toEqual({});
  });
});

describe('vital signs written inside sentences', () => {
  it.each([
    ['on arrival his heart rate was found to be 132 and he looked unwell', { heartRate: 132 }],
    ['the pulse is rapid at 140 beats a minute', { heartRate: 140 }],
    ['she breathes 52 times a minute with grunting', { respiratoryRate: 52 }],
    ['breathing at 48 per minute', { respiratoryRate: 48 }],
    ['oxygen saturations of 86% while breathing room air', { spo2: 86, respiratoryRate: undefined }],
    ['he is saturating 91 percent', { spo2: 91 }],
    ['92% on room air', { spo2: 92 }],
    ['the temperature has risen to 39.8 degrees overnight', { temperatureC: 39.8 }],
    ['température à 38,9 et pouls à 118', { temperatureC: 38.9, heartRate: 118 }],
    ['joto la mwili ni 39', { temperatureC: 39 }],
    ['systolic murmur grade 3/6; blood pressure 84/46 mmHg', { systolicBP: 84, diastolicBP: 46 }],
    ['BP 170 over 110', { systolicBP: 170, diastolicBP: 110 }],
  ])('"%s"', (text, expected) => {
    const vitals: Record<string, number | undefined> = { ...readMeasurements(text) };
    for (const [vital, value] of Object.entries(expected)) expect(vitals[vital]).toBe(value);
    expect(Object.keys(vitals).sort()).toEqual(
      Object.keys(expected)
        .filter((vital) => expected[vital as keyof typeof expected] !== undefined)
        .sort(),
    );
  });

  it('reads no vital sign from a duration, a date or a number that belongs to something else', () => {
    expect(readMeasurements('breathing fast for 5 days')).toEqual({});
    expect(readMeasurements('breathing fast 6 days now')).toEqual({});
    expect(readMeasurements('pulse weak and thready since 10 hours')).toEqual({});
    expect(readMeasurements('heart rate regular, 2 children at home')).toEqual({});
    expect(readMeasurements('fever since 30 June')).toEqual({});
    expect(readMeasurements('GCS 10/15, no pressure sores')).toEqual({});
    // 'TA' is the French blood pressure: no temperature of 100 °F is read from it.
    expect(readMeasurements('Pouls 108, TA 100/60')).toEqual({
      heartRate: 108,
      systolicBP: 100,
      diastolicBP: 60,
    });
  });
});

describe('a body weight written in prose', () => {
  it.each([
    ['the baby weighs 3.1 kg', 3.1],
    ['weight of 12 kg on the clinic scale', 12],
    ['uzito wake kilo 9', undefined],
    ['uzito ni kilo 9', 9],
    ['poids de 8 kg', 8],
    ['has lost 5 kg of weight', undefined],
    ['weight loss of 6 kg', undefined],
    ['weight 45', undefined],
  ])('"%s"', (text, kilograms) => {
    expect(readWeightKg(text)).toBe(kilograms);
  });
});

describe('coma scores typed into free text', () => {
  it.each([
    ['GCS 9/15', { glasgow: 9 }],
    ['GCS: 7', { glasgow: 7 }],
    ['GCS E2V2M4', { glasgow: 8 }],
    ['Blantyre 2/5', { blantyre: 2 }],
    ['BCS 3', { blantyre: 3 }],
    ['fever 3 days', {}],
    ['GCS 25', {}],
  ])('"%s"', (text, scores) => {
    expect(readComaScores(text)).toEqual(scores);
  });
});

describe('capillary refill time typed into free text', () => {
  it.each([
    ['Capillary refilling time is 4 secs', 4],
    ['capillary refill 2 seconds', 2],
    ['CRT > 3 sec', 3.5],
    ['capillary refill normal', undefined],
    ['cough for 4 days', undefined],
  ])('"%s"', (text, seconds) => {
    expect(readCapillaryRefillSeconds(text)).toBe(seconds);
  });
});

describe('amounts written in notes: a medicine swallowed and the body surface burned', () => {
  it.each([
    ['ate 16 tablets of 500 mg paracetamol', 8000, 'paracetamol'],
    ['took 24 x 500mg paracetamol tablets last night', 12000, 'paracetamol'],
    ['swallowed 15 g of paracetamol', 15000, 'paracetamol'],
    ['found with 10 200 mg ibuprofen tablets missing', 2000, 'ibuprofen'],
  ])('%s', (text, totalMg, medicine) => {
    expect(readIngestedDose(text)).toEqual({ totalMg, medicine });
  });

  it('reads no dose from a prescription without a count of tablets', () => {
    expect(readIngestedDose('on amoxicillin 500 mg three times a day')).toBeUndefined();
  });

  it.each([
    ['scalds over 12% of the body', 12],
    ['flame burns, 35 % TBSA', 35],
    ['burns covering 8% of her body surface', 8],
    ['brûlures de 20 % de la surface corporelle', 20],
    ['scalded by hot porridge, about eleven percent of the body', 11],
    ['brûlé à l\u2019eau chaude, environ 14 %', 14],
    ['ameungua, takriban asilimia 18 ya mwili', 18],
    ['twenty-two per cent burns', 22],
  ])('%s', (text, percent) => {
    expect(readBurnPercent(text)).toBe(percent);
  });

  it('reads no burn area from other percentages', () => {
    expect(readBurnPercent('SpO2 88%, haematocrit 30%')).toBeUndefined();
    expect(readBurnPercent('small burn on the hand, SpO2 about 97%')).toBeUndefined();
  });
});
