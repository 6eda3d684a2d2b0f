import { describe, expect, it } from 'vitest';
import { emergencyToDo, isCoveredBy, stepsOf } from './emergency-to-do';

describe('the emergency to-do list', () => {
  it('splits an action into its steps outside brackets', () => {
    expect(stepsOf('Check glucose, give pre-referral treatment and refer urgently.')).toEqual([
      'check glucose',
      'give pre-referral treatment',
      'refer urgently',
    ]);
    expect(stepsOf('Give ampicillin (or benzylpenicillin, and gentamicin) now; refer')).toEqual([
      'give ampicillin (or benzylpenicillin, and gentamicin) now',
      'refer',
    ]);
  });

  it('puts the first doses first and says each step once', () => {
    const list = emergencyToDo(
      ['First dose now, before referral: artesunate 45 mg intravenous', 'Refer now to hospital'],
      [
        'Give pre-referral treatment and refer urgently',
        'Check glucose, give pre-referral treatment and refer urgently',
        'Give pre-referral treatment and refer urgently.',
        'Refer now to hospital',
        'Give oxygen and refer urgently; keep the child warm',
      ],
    );
    expect(list).toEqual([
      'First dose now, before referral: artesunate 45 mg intravenous',
      'Refer now to hospital',
      'Check glucose, give pre-referral treatment and refer urgently',
      'Give oxygen and refer urgently; keep the child warm',
    ]);
  });

  it('keeps actions that share only some steps', () => {
    const actions = ['Give oxygen and refer urgently', 'Give fluids and refer urgently'];
    expect(emergencyToDo([], actions)).toEqual(actions);
  });

  it('keeps one of two actions worded the same but for case and spacing', () => {
    expect(emergencyToDo([], ['Refer  urgently', 'refer urgently.'])).toEqual(['Refer  urgently']);
  });

  it('is empty with nothing to do', () => {
    expect(emergencyToDo([], [])).toEqual([]);
  });

  it('knows an action already said by a longer one, and one that is not', () => {
    const list = ['Check glucose, give pre-referral treatment and refer urgently'];
    expect(isCoveredBy('Give pre-referral treatment and refer urgently.', list)).toBe(true);
    expect(isCoveredBy('Give oxygen and refer urgently', list)).toBe(false);
    // a red flag's action joining two items of the list is said already
    expect(isCoveredBy('Call for help; count soaked pads', ['Call for help', 'Count soaked pads'])).toBe(
      true,
    );
    expect(isCoveredBy('Call for help; give oxygen', ['Call for help', 'Count soaked pads'])).toBe(false);
  });
});
