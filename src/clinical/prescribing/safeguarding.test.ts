import { describe, expect, it } from 'vitest';
import { findSafeguardingForConditions } from './index';

const child = (ageYears: number, extra: Record<string, unknown> = {}) => ({
  ageYears,
  allergies: [],
  medicalHistory: [],
  ...extra,
});

describe('child protection from the signs, not only from the ranked diagnosis (WHO 2017)', () => {
  it('prompts for a genital discharge in a prepubertal child whatever leads the differential', () => {
    const concerns = findSafeguardingForConditions(['cystitis'], child(7), undefined, ['vaginal-discharge']);
    expect(concerns.join(' ')).toMatch(/sexual abuse[^]*child protection/);
  });

  it('does not raise the prepubertal prompt for a newborn or an adolescent from the sign alone', () => {
    expect(
      findSafeguardingForConditions(['cystitis'], child(0.05, { ageDays: 18 }), undefined, [
        'vaginal-discharge',
      ]),
    ).toEqual([]);
    expect(findSafeguardingForConditions(['cystitis'], child(15), undefined, ['urethral-discharge'])).toEqual(
      [],
    );
  });

  it('says nothing without a sign or a sexually transmitted infection', () => {
    expect(findSafeguardingForConditions(['cystitis'], child(7), undefined, ['fever'])).toEqual([]);
  });
});
