import { describe, expect, it } from 'vitest';
import { emergencyToDo, isCoveredBy, isOnEmergencyToDo, stepsOf } from './emergency-to-do';

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
      'Check glucose, give pre-referral treatment',
      'Give oxygen; keep the child warm',
    ]);
  });

  it('says a catheter once, whichever rule or red flag asks for it (cord compression with retention)', () => {
    const list = emergencyToDo(
      ['Refer now to hospital'],
      [
        'Pass a urethral catheter now and record the volume drained',
        'Lie flat; catheterise if the bladder is full; same-day referral for MRI and radiotherapy or surgery; dexamethasone when a cancer is known',
        'Dexamethasone and same-day referral for MRI and radiotherapy or surgery.',
        'Catheterise and refer.',
      ],
    );
    expect(list).toEqual([
      'Refer now to hospital',
      'Pass a urethral catheter now and record the volume drained',
      'Lie flat; catheterise if the bladder is full; same-day referral for MRI and radiotherapy or surgery; dexamethasone when a cancer is known',
      'Dexamethasone.',
    ]);
    // A catheter with a detail of its own stays a step of its own.
    expect(emergencyToDo([], ['Catheterise', 'Catheterise with a coudé catheter'])).toHaveLength(2);
  });

  it('keeps of a later action only the steps not yet said', () => {
    const actions = ['Give oxygen and refer urgently', 'Give fluids and refer urgently'];
    expect(emergencyToDo([], actions)).toEqual(['Give oxygen and refer urgently', 'Give fluids']);
  });

  it('says the postpartum haemorrhage bundle and fluids once: the protocol and first doses whole, the triage rules only for what they add', () => {
    const list = emergencyToDo(
      [
        'WHO first-response bundle (E-MOTIVE) as soon as PPH is diagnosed: uterine massage, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV over 10 minutes within 3 hours of birth, IV crystalloid, examination of the genital tract and placenta.',
        "First dose now, before referral (PPH): Ringer's lactate (compound sodium lactate) 1000 mL intravenous — 1 litre fast",
        'Refer now to Hospital with theatre and blood transfusion (obstetrics): bleeding not controlled.',
      ],
      [
        'Insert an IV line, give fluids per ETAT shock protocol (caution in severe malnutrition)',
        'Resuscitate now (airway, breathing, circulation) and arrange urgent referral',
        'Call for help; two large IV lines, Ringer’s lactate or saline fast',
        'Start the first-response bundle now: uterine massage, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV over 10 minutes (within 3 hours of birth), IV crystalloid, empty the bladder, examine the placenta and genital tract',
      ],
    );
    // Help called and airway, breathing and circulation first (WHO BEC 2018, MCPC 2017 S-1).
    expect(list.slice(0, 2)).toEqual(['Resuscitate now (airway, breathing, circulation)', 'Call for help']);
    expect(list.slice(5)).toEqual(['Insert an IV line', 'Empty the bladder']);
  });

  it('control: keeps a step that adds to an equivalent wording (a caution, a dose)', () => {
    expect(
      emergencyToDo(['Give IV fluids'], ['Give IV fluids slowly (10 mL/kg) in severe malnutrition']),
    ).toEqual(['Give IV fluids', 'Give IV fluids slowly (10 mL/kg) in severe malnutrition']);
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

  it("counts a red flag's action made of the emergency's own actions as on its list", () => {
    // A postpartum haemorrhage's actions as the engine gives them; its red flags join several of them.
    const help = 'Call for help; two large IV lines, Ringer’s lactate or saline fast';
    const bundle =
      'Start the first-response bundle now: uterine massage, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV over 10 minutes (within 3 hours of birth), IV crystalloid, empty the bladder, examine the placenta and genital tract';
    const watch = 'Estimate blood loss and count soaked pads; pulse and blood pressure every 15 minutes';
    const isOnList = isOnEmergencyToDo({
      emergencyAlert: true,
      emergencyActions: [
        'Insert an IV line, give fluids per ETAT shock protocol (caution in severe malnutrition)',
        help,
        bundle,
        watch,
      ],
    });
    expect(isOnList(`${help}; ${bundle}; ${watch}`)).toBe(true);
    expect(isOnList(bundle)).toBe(true);
    expect(isOnList(`${help}; give oxygen`)).toBe(false);
    // Without an emergency there is no list.
    expect(isOnEmergencyToDo({ emergencyAlert: false, emergencyActions: [help] })(help)).toBe(false);
  });
});
