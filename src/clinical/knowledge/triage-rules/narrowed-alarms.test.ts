import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Alarms narrowed to what their sources say, each with the case that must still raise it and its calm twin:
 * a young infant who feeds poorly (IMCI 2014 very severe disease, not critical illness); confusion with or
 * without a sign of its emergency cause (IMAI quick check); a stroke's deficit within its first week (NICE
 * NG128 1.1.3 and 1.1.4); prostration, a generalised weakness, not one limb (WHO Severe Malaria 2014);
 * spotting with cramps in early pregnancy (MCPC S-7, NICE NG126 1.2).
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const triageOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.triage;
const urgencyOf = (input: ClinicalInput) => triageOf(input).urgency;

describe('a young infant who feeds poorly', () => {
  const infant = { age: 0.05, gender: 'male' as const, country: 'KE' };

  it.each([
    ['weak suck since yesterday, otherwise settled'],
    ['anaweza kunyonya lakini hanyonyi kama kawaida'],
    ['depuis hier il tète peu'],
    ['he is not feeding well this morning'],
  ])('"%s": very severe disease, an emergency referral', (text) => {
    expect(urgencyOf({ symptoms: [text], patient: infant })).toBe('emergency');
  });

  it('a baby who cannot feed at all is still an emergency', () => {
    expect(urgencyOf({ symptoms: ['he cannot breastfeed at all since morning'], patient: infant })).toBe(
      'emergency',
    );
  });

  it('calm twin: a baby feeding well is no alarm', () => {
    expect(urgencyOf({ symptoms: ['baby feeds well, came for the cord check'], patient: infant })).toBe(
      'routine',
    );
  });
});

describe('confusion and its companions', () => {
  const adult = { age: 58, gender: 'male' as const, country: 'UG' };

  it('confusion with fever: an emergency (cerebral malaria, meningitis, sepsis)', () => {
    expect(urgencyOf({ symptoms: ['confused since this morning', 'high fever'], patient: adult })).toMatch(
      /emergency|critical/,
    );
  });

  it('confusion with a fast pulse measured: an emergency', () => {
    expect(
      urgencyOf({
        symptoms: ['he is confused'],
        patient: { ...adult, vitals: { heartRate: 128 } },
      }),
    ).toMatch(/emergency|critical/);
  });

  it('calm twin: confusion told alone with normal vital signs is urgent, its cause found today', () => {
    const triage = triageOf({
      symptoms: ['a little confused for two days'],
      patient: {
        ...adult,
        vitals: { heartRate: 78, systolicBP: 128, diastolicBP: 80, respiratoryRate: 16, temperatureC: 36.8 },
      },
    });
    expect(triage.urgency).toBe('urgent');
  });
});

describe('a stroke alarm keeps to the first week of the deficit', () => {
  const adult = { age: 67, gender: 'female' as const, country: 'KE' };

  it('face drooping with a weak arm since this morning: an emergency', () => {
    expect(
      urgencyOf({
        symptoms: ['her face droops on the left and the left arm is weak since this morning'],
        patient: adult,
      }),
    ).toBe('emergency');
  });

  it('calm twin: a face drooping for three weeks and getting better raises no stroke alarm', () => {
    const triage = triageOf({
      symptoms: [
        'one side of the face has been drooping for 3 weeks, getting better',
        'arms and legs strong',
      ],
      patient: adult,
    });
    expect(triage.reasons.join(' ')).not.toMatch(/stroke|FAST/);
  });
});

describe('prostration is a generalised weakness, not one limb', () => {
  const child = { age: 4, gender: 'male' as const, country: 'MW' };

  it('fever and too weak to sit: the severe-malaria danger sign', () => {
    const triage = triageOf({
      symptoms: ['fever for 3 days', 'too weak to sit, he just lies down'],
      patient: child,
    });
    expect(triage.urgency).toMatch(/emergency|critical/);
  });

  it('calm twin: fever and cannot walk on a swollen, painful knee is that joint, not prostration', () => {
    const triage = triageOf({
      symptoms: ['fever for 2 days', 'his right knee is swollen and painful, he cannot walk on that leg'],
      patient: child,
    });
    expect(triage.reasons.join(' ')).not.toMatch(/[Pp]rostration/);
  });
});

describe('spotting with cramps in early pregnancy', () => {
  const woman = { age: 26, gender: 'female' as const, country: 'KE', pregnant: true, gestationWeeks: 7 };

  it('with the pulse not measured: ectopic pregnancy to exclude now', () => {
    expect(
      urgencyOf({
        symptoms: ['missed period, pregnancy test positive', 'light spotting with mild lower abdominal pain'],
        patient: woman,
      }),
    ).toBe('emergency');
  });

  it('with a fast pulse: an emergency', () => {
    expect(
      urgencyOf({
        symptoms: ['missed period, pregnancy test positive', 'light spotting with mild lower abdominal pain'],
        patient: { ...woman, vitals: { heartRate: 118, systolicBP: 100, diastolicBP: 64 } },
      }),
    ).toMatch(/emergency|critical/);
  });

  it('calm twin: normal pulse and pressure, nothing tender: a same-day scan (urgent)', () => {
    expect(
      urgencyOf({
        symptoms: [
          'missed period, pregnancy test positive',
          'light spotting with mild lower abdominal pain',
          'belly soft, not tender',
        ],
        patient: { ...woman, vitals: { heartRate: 76, systolicBP: 118, diastolicBP: 74 } },
      }),
    ).toBe('urgent');
  });
});

describe('weaning is no inability to breastfeed (IMCI: able to drink or breastfeed now)', () => {
  const toddler = { age: 1.4, gender: 'female' as const, country: 'TZ' };
  const imciFeeding = /unable to drink or breastfeed/;

  it('a child who stopped breastfeeding since this morning: the IMCI danger sign', () => {
    const triage = triageOf({
      symptoms: ['she stopped breastfeeding since this morning, cough'],
      patient: toddler,
    });
    expect(triage.reasons.join(' ')).toMatch(imciFeeding);
    expect(triage.urgency).toMatch(/emergency|critical/);
  });

  it('calm twin: weaned months ago, now a cough, is no danger sign', () => {
    const triage = triageOf({
      symptoms: ['she was weaned at 9 months, cough for two days'],
      patient: toddler,
    });
    expect(triage.reasons.join(' ')).not.toMatch(imciFeeding);
  });
});
