import { describe, expect, it } from 'vitest';
import { emergencyToDo } from './emergency-to-do';
import { bareClassOf, medicinesNamedIn } from './same-medicine-steps';

/** The actions a psychosis with aggression raised: the triage rule's, then the psychosis and mania red flags'. */
const psychosisWithAggression = [
  'Keep the patient, family and staff safe; calm de-escalation; haloperidol IM if sedation is needed; look for a medical cause (delirium, fever, drugs); same-day mental health care',
  'Calm de-escalation, ensure safety; haloperidol IM (with biperiden) if needed; urgent referral.',
  'Calm de-escalation; antipsychotic; urgent referral.',
];
const mentions = (list: readonly string[], pattern: RegExp) =>
  list.flatMap((item) => item.split(/[;,.]/)).filter((step) => pattern.test(step)).length;

describe('each medicine said once on the emergency to-do list', () => {
  it('haloperidol is said once, with its biperiden, and the bare class beside it is left out', () => {
    const list = emergencyToDo([], psychosisWithAggression);
    expect(mentions(list, /haloperidol/i)).toBe(1);
    expect(list.join(' ')).toMatch(/haloperidol IM \(with biperiden\)/);
    expect(list.join(' ')).not.toMatch(/antipsychotic/i);
    // What differs in substance stays: safety, the medical cause, the referral.
    expect(list.join(' ')).toMatch(/medical cause/);
    expect(list.join(' ')).toMatch(/same-day mental health care/);
  });

  it('a dosed first dose says the bare medicine of a triage action', () => {
    const list = emergencyToDo(
      [
        'First dose now, before referral (Eclampsia): magnesium sulfate 4 g intravenous — 4 g IV over 20 minutes',
      ],
      ['Magnesium sulfate; urgent referral.'],
    );
    expect(mentions(list, /magnesium sulfate/i)).toBe(1);
    expect(list.join(' ')).toMatch(/4 g IV/);
  });

  it('calm twin: two different medicines both stay', () => {
    const list = emergencyToDo([], ['Haloperidol IM if needed; urgent referral.', 'Diazepam IV if fitting.']);
    expect(list.join(' ')).toMatch(/haloperidol/i);
    expect(list.join(' ')).toMatch(/diazepam/i);
  });

  it('calm twin: the same medicine at two doses both stay', () => {
    const list = emergencyToDo(
      [],
      ['Give magnesium sulfate 4 g IV.', 'Give magnesium sulfate 5 g IM into each buttock.'],
    );
    expect(mentions(list, /magnesium sulfate/i)).toBe(2);
  });

  it('calm twin: a step that stops the medicine is never said by one that gives it', () => {
    const list = emergencyToDo(
      [],
      ['Give insulin 0.1 units/kg per hour.', 'Stop insulin if glucose falls below 4.'],
    );
    expect(list.join(' ')).toMatch(/stop insulin/i);
  });

  it('calm twin: a medicine given only on a condition never says it given always', () => {
    const list = emergencyToDo([], ['Dexamethasone when a cancer is known.', 'Dexamethasone.']);
    expect(list).toHaveLength(2);
  });

  it('calm twin: a bare class stays when no medicine of it is named', () => {
    const list = emergencyToDo(
      [],
      ['Diazepam IV if fitting.', 'Calm de-escalation; antipsychotic; urgent referral.'],
    );
    expect(list.join(' ')).toMatch(/antipsychotic/i);
  });

  it('reads medicines by the knowledge’s names, not inside another word', () => {
    expect([...medicinesNamedIn('no more than 3 L of oxytocin-containing fluid')]).toEqual([]);
    expect([...medicinesNamedIn('haloperidol IM (with biperiden) if needed')].sort()).toEqual([
      'biperiden',
      'haloperidol',
    ]);
    expect(bareClassOf('Antipsychotic.')).toBe('antipsychotic');
    expect(bareClassOf('give a corticosteroid')).toBe('corticosteroid');
    expect(bareClassOf('haloperidol')).toBeUndefined();
    expect(bareClassOf('constructor')).toBeUndefined();
  });
});
