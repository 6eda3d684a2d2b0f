import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * Everyday words that were read as a danger sign and raised a false emergency: a Kiswahili negative verb, a
 * Kiswahili demonstrative that is also an English word, a state said of a treatment, a site told as a character.
 * Each misread has its twin: the words that do tell the danger sign still raise it.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const present = (input: ClinicalInput) =>
  engine
    .diagnose(input, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const adult = (age: number, gender: 'male' | 'female' = 'male') => ({ age, gender, country: 'KE' });
const newborn = { age: 6 / 365, gender: 'female' as const, country: 'TZ' };

describe('Kiswahili: a negative verb and a worsening at night are no loss of consciousness or delirium', () => {
  it("'sizimii' (I do not faint) is no unconsciousness; 'amezimia' (has fainted) is", () => {
    const calm = { symptoms: ['moyo unaruka mapigo mara moja moja', 'sizimii'], patient: adult(40) };
    expect(present(calm)).not.toContain('unconscious');
    expect(present({ symptoms: ['ameanguka na amezimia'], patient: adult(40) })).toContain('unconscious');
  });

  it("'inazidi usiku' (it is worse at night) of a burning foot is no delirium; confusion worse at night is", () => {
    const feet = { symptoms: ['miguu inawaka moto', 'inazidi usiku'], patient: adult(55) };
    expect(present(feet)).not.toContain('acute-fluctuating-confusion');
    expect(present(feet)).not.toContain('confusion');
    const elder = { symptoms: ['usiku anachanganyikiwa zaidi'], patient: adult(80) };
    expect(present(elder)).toContain('acute-fluctuating-confusion');
  });
});

describe("Kiswahili 'pale' (there) is no pallor", () => {
  it("'pale pale kwenye kitovu' (right there at the navel) is no pale baby; a pale baby is", () => {
    const navel = { symptoms: ['kitovu kina wekundu mdogo pale pale tu kwenye kitovu'], patient: newborn };
    expect(present(navel)).not.toContain('pallor');
    expect(present({ symptoms: ['the baby looks pale'], patient: newborn })).toContain('pallor');
  });

  it("a rash 'pale kwenye' the skin is no pallor", () => {
    const rash = { symptoms: ['vipele vinawasha pale kwenye mkono'], patient: adult(27, 'female') };
    expect(present(rash)).not.toContain('pallor');
  });
});

describe('a state said of a treatment is not said of the patient', () => {
  it("'not responding to analgesia' is no unresponsive patient; 'he is not responding' is", () => {
    const bone = {
      symptoms: ['painful swollen shin for 2 weeks, not responding to analgesia'],
      patient: adult(12),
    };
    expect(present(bone)).not.toContain('unconscious');
    expect(present({ symptoms: ['he is not responding'], patient: adult(12) })).toContain('unconscious');
  });
});

describe('a remedy put on the skin that failed is not an unresponsive patient (WHO Leprosy guidelines 2018)', () => {
  it("'the patch has not responded to ointments' is no unconsciousness or confusion; 'she is not responding' is", () => {
    const patch = {
      symptoms: [
        'a pale numb patch on the arm for months',
        'the patch has not responded to ointments from the chemist',
      ],
      patient: adult(30),
    };
    expect(present(patch)).not.toContain('unconscious');
    expect(present(patch)).not.toContain('confusion');
    expect(present({ symptoms: ['she is not responding'], patient: adult(30, 'female') })).toContain(
      'unconscious',
    );
  });

  it("French 'la tache ne répond pas aux crèmes' (a patch not helped by creams) is no unconsciousness", () => {
    const fr = { symptoms: ['la tache ne répond pas aux crèmes'], patient: adult(30) };
    expect(present(fr)).not.toContain('unconscious');
  });
});

describe('the site of a chest pain is not its character (ESC ACS 2023; ESC pericardial 2015)', () => {
  it('sharp central chest pain is no crushing pain; crushing or pressing central chest pain is', () => {
    const sharp = { symptoms: ['sharp central chest pain, better sitting forward'], patient: adult(26) };
    expect(present(sharp)).toContain('chest-pain');
    expect(present(sharp)).not.toContain('crushing-chest-pain');
    const pressing = { symptoms: ['crushing central chest pain'], patient: adult(58) };
    expect(present(pressing)).toContain('crushing-chest-pain');
  });
});
describe('drinking told as a habit is no drunkenness now', () => {
  it("'has drunk spirits for years' is no intoxication; 'he is drunk' is", () => {
    const habit = { symptoms: ['he has drunk spirits heavily for 15 years'], patient: adult(50) };
    expect(present(habit)).toContain('alcohol-use');
    expect(present(habit)).not.toContain('drunk-intoxicated');
    expect(present({ symptoms: ['he is drunk and vomiting'], patient: adult(22) })).toContain(
      'drunk-intoxicated',
    );
  });

  it("'ni mlevi' (is a drinker) is no intoxication; 'amelewa' (is drunk) is", () => {
    const habit = { symptoms: ['mume wangu ni mlevi'], patient: adult(40) };
    expect(present(habit)).toContain('alcohol-use');
    expect(present(habit)).not.toContain('drunk-intoxicated');
    expect(present({ symptoms: ['amelewa sana'], patient: adult(22) })).toContain('drunk-intoxicated');
  });
});

describe('drunkenness without a danger sign is urgent, not an emergency (WHO mhGAP 2016, SUB)', () => {
  const urgencyOf = (symptoms: string[]) =>
    engine.diagnose({ symptoms, patient: adult(21) }, now).diagnosis.triage.urgency;

  it('drunk, talking and walking with help is urgent; drunk and unrousable is critical', () => {
    expect(urgencyOf(['smells of alcohol after a party', 'he is drunk but answers questions'])).toBe(
      'urgent',
    );
    expect(urgencyOf(['smells of alcohol after a party', 'unconscious, cannot be woken'])).toBe('critical');
  });
});
