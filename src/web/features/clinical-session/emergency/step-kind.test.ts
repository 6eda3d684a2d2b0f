import { describe, expect, it } from 'vitest';
import { kindOfStep } from './step-kind';

describe('what marking an emergency step records', () => {
  it.each([
    [
      'a first dose',
      'First dose now, before referral: tranexamic acid 1000 mg intravenous — 1 g IV over 10 minutes',
      'given',
    ],
    ['a medicine to give', 'Give IV ampicillin and gentamicin, fluids, and refer', 'given'],
    [
      'a referral',
      'Refer now to Hospital with theatre and blood transfusion (obstetrics): bleeding not controlled',
      'referred',
    ],
    ['a referral said urgently', 'Refer urgently to the district hospital', 'referred'],
    ['a call for help', 'Call for help', 'done'],
    ['a monitoring step', 'Count soaked pads; pulse and blood pressure every 15 minutes', 'done'],
  ])('%s', (_, action, kind) => {
    expect(kindOfStep(action)).toBe(kind);
  });
});
