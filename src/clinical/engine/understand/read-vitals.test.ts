import { describe, it, expect } from 'vitest';
import type { Vitals } from '../types';
import { readComaScales, readVitals, type VitalContext } from './read-vitals';

function vitalFindings(vitals: Vitals, context: VitalContext): { present: string[]; absent: string[] } {
  const { findings } = readVitals(vitals, context);
  return {
    present: findings
      .filter((finding) => finding.present)
      .map((finding) => finding.findingId)
      .sort(),
    absent: findings
      .filter((finding) => !finding.present)
      .map((finding) => finding.findingId)
      .sort(),
  };
}

describe('vital signs to findings (WHO IMCI, pocket book, APLS, WHO hypertension)', () => {
  it.each([
    ['infant of 1 month breathing 62/min', { respiratoryRate: 62 }, { ageYears: 1 / 12 }, 'tachypnoea', true],
    [
      'infant of 1 month breathing 55/min',
      { respiratoryRate: 55 },
      { ageYears: 1 / 12 },
      'tachypnoea',
      false,
    ],
    ['baby of 6 months breathing 52/min', { respiratoryRate: 52 }, { ageYears: 0.5 }, 'tachypnoea', true],
    ['child of 2 years breathing 52/min', { respiratoryRate: 52 }, { ageYears: 2 }, 'tachypnoea', true],
    ['child of 3 years breathing 38/min', { respiratoryRate: 38 }, { ageYears: 3 }, 'tachypnoea', false],
    ['child of 8 years breathing 32/min', { respiratoryRate: 32 }, { ageYears: 8 }, 'tachypnoea', true],
    ['adult breathing 24/min', { respiratoryRate: 24 }, { ageYears: 40 }, 'tachypnoea', true],
    ['adult breathing 18/min', { respiratoryRate: 18 }, { ageYears: 40 }, 'tachypnoea', false],
    ['adult pulse 104', { heartRate: 104 }, { ageYears: 28 }, 'tachycardia', true],
    ['toddler pulse 130', { heartRate: 130 }, { ageYears: 2 }, 'tachycardia', false],
    ['adult pulse 44', { heartRate: 44 }, { ageYears: 60 }, 'bradycardia', true],
    ['adult systolic 84', { systolicBP: 84 }, { ageYears: 61 }, 'hypotension', true],
    ['child of 4 years systolic 76', { systolicBP: 76 }, { ageYears: 4 }, 'hypotension', true],
    ['child of 4 years systolic 90', { systolicBP: 90 }, { ageYears: 4 }, 'hypotension', false],
    ['SpO2 88%', { spo2: 88 }, { ageYears: 30 }, 'hypoxaemia', true],
    ['SpO2 92%', { spo2: 92 }, { ageYears: 30 }, 'hypoxaemia', false],
    ['temperature 38.9', { temperatureC: 38.9 }, { ageYears: 28 }, 'fever', true],
    ['temperature 37.4', { temperatureC: 37.4 }, { ageYears: 28 }, 'fever', false],
    ['temperature 39.2', { temperatureC: 39.2 }, { ageYears: 4 }, 'high-fever', true],
    ['temperature 35.0', { temperatureC: 35 }, { ageYears: 0.1 }, 'hypothermia', true],
    ['BP 158/96', { systolicBP: 158, diastolicBP: 96 }, { ageYears: 47 }, 'hypertension-reading', true],
    [
      'BP 158/96 is not severe',
      { systolicBP: 158, diastolicBP: 96 },
      { ageYears: 47 },
      'severe-hypertension-reading',
      false,
    ],
    [
      'BP 190/100',
      { systolicBP: 190, diastolicBP: 100 },
      { ageYears: 54 },
      'severe-hypertension-reading',
      true,
    ],
    [
      'BP 164/104 in pregnancy',
      { systolicBP: 164, diastolicBP: 104 },
      { ageYears: 19, pregnant: true },
      'severe-hypertension-reading',
      true,
    ],
    [
      'BP 164/104 outside pregnancy',
      { systolicBP: 164, diastolicBP: 104 },
      { ageYears: 19, pregnant: false },
      'severe-hypertension-reading',
      false,
    ],
    ['MUAC 110 mm at 2 years', { muacMm: 110 }, { ageYears: 2 }, 'low-muac', true],
    ['MUAC 140 mm at 2 years', { muacMm: 140 }, { ageYears: 2 }, 'low-muac', false],
    ['MUAC 180 mm in an adult', { muacMm: 180 }, { ageYears: 30 }, 'low-muac', true],
    [
      'adult breathing 8/min (opioid or organophosphate)',
      { respiratoryRate: 8 },
      { ageYears: 30 },
      'respiratory-rate-below-limit-for-age',
      true,
    ],
    [
      'adult breathing 14/min',
      { respiratoryRate: 14 },
      { ageYears: 30 },
      'respiratory-rate-below-limit-for-age',
      false,
    ],
    [
      'newborn breathing 16/min',
      { respiratoryRate: 16 },
      { ageYears: 0.02 },
      'respiratory-rate-below-limit-for-age',
      true,
    ],
    [
      'toddler breathing 12/min',
      { respiratoryRate: 12 },
      { ageYears: 3 },
      'respiratory-rate-below-limit-for-age',
      true,
    ],
    [
      'toddler breathing 24/min',
      { respiratoryRate: 24 },
      { ageYears: 3 },
      'respiratory-rate-below-limit-for-age',
      false,
    ],
  ] as const)('%s', (_name, vitals, context, findingId, expected) => {
    const result = vitalFindings(vitals, context);
    expect(expected ? result.present : result.absent).toContain(findingId);
  });

  it('notes an SpO2 of 90-93% for attention without calling it hypoxaemia', () => {
    const { findings, notes } = readVitals({ spo2: 92 }, { ageYears: 2 });
    expect(findings).toContainEqual(expect.objectContaining({ findingId: 'hypoxaemia', present: false }));
    expect(notes.map((note) => note.thresholdId)).toEqual(['low-spo2-attention']);
  });

  it('says nothing about a vital that was not measured', () => {
    expect(readVitals({}, { ageYears: 30 }).findings).toEqual([]);
  });

  it('quotes the value as evidence', () => {
    const { findings } = readVitals({ temperatureC: 38.9 }, { ageYears: 28 });
    expect(findings.find((finding) => finding.findingId === 'fever')?.evidence).toBe('temperature 38.9 °C');
  });
});

describe('coma scales written in notes', () => {
  it.each([
    ['GCS 7: coma, and so impaired', { glasgow: 7 }, ['unconscious', 'confusion']],
    ['GCS 8: coma, and so impaired', { glasgow: 8 }, ['unconscious', 'confusion']],
    ['GCS 9: impaired consciousness', { glasgow: 9 }, ['confusion']],
    ['GCS 14: impaired consciousness', { glasgow: 14 }, ['confusion']],
    ['GCS 15: alert', { glasgow: 15 }, []],
    [
      'Blantyre 2 in a child with fever: coma (cerebral malaria threshold)',
      { blantyre: 2 },
      ['unconscious', 'confusion'],
    ],
    ['Blantyre 4: impaired', { blantyre: 4 }, ['confusion']],
  ] as const)('%s', (_name, scores, expected) => {
    expect(readComaScales(scores).map((finding) => finding.findingId)).toEqual(expected);
  });
});
