import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * Words that name one thing in one setting and another elsewhere, read by the setting: an abbreviation by the
 * patient's age, a Kiswahili verb by its object, a prevented thing as prevented, a trade as a trade. Each
 * misread has its twin, the same words where the first reading is right.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const present = (input: ClinicalInput) =>
  engine
    .diagnose(input, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const adult = (age: number, gender: 'male' | 'female' = 'male') => ({ age, gender, country: 'KE' });
const newborn = { age: 3 / 365, gender: 'female' as const, country: 'KE' };

describe('facts of a birth are read of an infant only', () => {
  it('PTB in a coughing adult is no preterm birth; in a newborn it is', () => {
    const cough = { symptoms: ['chronic cough, known PTB defaulter'], patient: adult(40) };
    expect(present(cough)).not.toContain('preterm-or-low-birth-weight');
    const baby = { symptoms: ['PTB, birth weight 1.8 kg, not sucking'], patient: newborn };
    expect(present(baby)).toContain('preterm-or-low-birth-weight');
  });

  it("'mama yake ana kisukari' of an adult is her mother's diabetes, of a newborn the baby's exposure", () => {
    const woman = { symptoms: ['kiu sana', 'mama yake ana kisukari'], patient: adult(45, 'female') };
    expect(present(woman)).not.toContain('infant-of-diabetic-mother');
    const baby = { symptoms: ['anatetemeka', 'mama ana kisukari'], patient: newborn };
    expect(present(baby)).toContain('infant-of-diabetic-mother');
  });
});

describe('a Kiswahili verb is read with its object', () => {
  it("'kufunga' with an object is closing; fasting is 'kufunga saumu'", () => {
    expect(present({ symptoms: ['hawezi kufunga mdomo vizuri'], patient: adult(50) })).not.toContain(
      'missed-meal',
    );
    expect(
      present({ symptoms: ['amefunga saumu tangu asubuhi, kizunguzungu'], patient: adult(50) }),
    ).toContain('missed-meal');
  });
});

describe('what is prevented is not the patient’s', () => {
  it.each([
    ['anatumia vidonge vya kuzuia mimba', 'female'],
    ['uses condoms to prevent pregnancy', 'female'],
  ])('"%s": not pregnant', (text) => {
    expect(present({ symptoms: [text, 'headache'], patient: adult(24, 'female') })).not.toContain('pregnant');
  });

  it('the twin: a pregnancy told is read', () => {
    expect(
      present({ symptoms: ['ana mimba ya miezi mitatu', 'headache'], patient: adult(24, 'female') }),
    ).toContain('pregnant');
  });
});

describe('a trade is not its catch', () => {
  it("'ate fish' is a meal; 'goes fishing' is water contact", () => {
    expect(present({ symptoms: ['ate fish yesterday, vomiting'], patient: adult(30) })).not.toContain(
      'freshwater-contact',
    );
    expect(present({ symptoms: ['goes fishing on the lake, blood in urine'], patient: adult(30) })).toContain(
      'freshwater-contact',
    );
  });
});

describe('a count and a shorthand age in the text', () => {
  it("'The nurse counted 196, the beat is regular' is a heart rate; a count naming nothing is no rate", () => {
    expect(
      present({ symptoms: ['The nurse counted 196, the beat is regular'], patient: adult(30) }),
    ).toContain('tachycardia');
    expect(
      present({ symptoms: ['The nurse counted 196, she was worried'], patient: adult(30) }),
    ).not.toContain('tachycardia');
  });

  it("'7/52 old baby' gives the age of 7 weeks when the profile has none", () => {
    const { patient } = engine.diagnose(
      { symptoms: ['7/52 old baby, hot body, not feeding'], patient: { gender: 'male' } },
      now,
    );
    expect(patient.ageYears).toBeCloseTo(49 / 365.25, 3);
  });
});
