import { describe, expect, it } from 'vitest';
import { createEngine } from '../clinical/engine';
import { regimens } from '../clinical/knowledge/conditions';
import { medicines } from '../clinical/knowledge/medicines';
import { prescribeForDiagnosis } from '.';

/*
 * 'Before referral: what to do now' holds only the acute steps a guideline gives before transfer (WHO IMCI
 * 2014 'Give pre-referral treatment'; ETAT 2016; WHO Pocket Book 2013 chapter 1): never a long-term medicine
 * (epilepsy maintenance, folic acid for life, secondary prevention), which belongs to the regimen after
 * diagnosis. Checked for every emergency condition, for a child, an adult and a newborn.
 */
const engine = createEngine();
const context = { engine, now: () => Date.parse('2026-11-28T10:00:00Z') };
const patients = {
  child: { age: 3, gender: 'male', weight: 14, country: 'KE' },
  adult: { age: 40, gender: 'female', weight: 60, country: 'KE' },
  newborn: { age: 0.02, gender: 'male', weight: 3, country: 'KE' },
} as const;
const emergencyConditions = engine.knowledge.conditions.filter(
  (condition) => condition.urgency === 'emergency' || condition.urgency === 'critical',
);
const nameOf = (id: string) => medicines.find((medicine) => medicine.id === id)?.name ?? id;
/**
 * Medicines the knowledge gives only as long-term items, and long-term care named in protocol words (an
 * acute loading dose may say it goes on daily for life: aspirin chewed for a heart attack is pre-referral).
 */
const longTermOnly = new Set(
  regimens
    .flatMap((regimen) => regimen.items)
    .filter((item) => item.longTerm === true)
    .map((item) => nameOf(item.medicineId).toLowerCase()),
);
const longTermWords = [
  'carbamazepine',
  'valproate',
  'lamotrigine',
  'hydroxyurea',
  'statin',
  'secondary prevention',
  'secondary prophylaxis',
  'long-term:',
];

const preReferralActions = (conditionId: string, who: keyof typeof patients) => {
  const outcome = prescribeForDiagnosis(context, {
    diagnosis: conditionId,
    patientProfile: { ...patients[who] },
  } as Parameters<typeof prescribeForDiagnosis>[1]);
  expect(outcome.kind).toBe('emergency');
  return outcome.kind === 'emergency' ? (outcome.answer.emergencyActions ?? []) : [];
};

describe('pre-referral actions are acute only', () => {
  it('the guard knows at least one long-term regimen item (folic acid in sickle cell disease)', () => {
    expect(longTermOnly.size).toBeGreaterThan(0);
  });

  it.each(emergencyConditions.map((condition) => [condition.id]))(
    '%s: no long-term medicine or care',
    (id) => {
      for (const who of Object.keys(patients) as Array<keyof typeof patients>) {
        const actions = preReferralActions(id, who).filter((line) => !line.startsWith('Prescribing caution'));
        for (const line of actions) {
          const lower = line.toLowerCase();
          for (const word of longTermWords) expect(lower, `${id} / ${who}: ${line}`).not.toContain(word);
          for (const name of longTermOnly) expect(lower, `${id} / ${who}: ${line}`).not.toContain(name);
        }
      }
    },
  );

  it('a convulsing child gets diazepam now, not epilepsy maintenance', () => {
    const actions = preReferralActions('epilepsy-seizure', 'child');
    expect(actions.some((line) => /^First dose now, before referral .*diazepam/.test(line))).toBe(true);
    expect(actions.join(' ').toLowerCase()).not.toContain('carbamazepine');
  });

  it('a protocol without long-term care is still said (severe malaria: first dose before referral)', () => {
    const actions = preReferralActions('malaria-severe', 'child');
    expect(actions.some((line) => line.startsWith('Parenteral artesunate'))).toBe(true);
  });
});

describe('parenteral artesunate before referral needs fever (or a positive test) with the danger sign', () => {
  const actionsFor = (text: string) =>
    engine
      .diagnose({ symptoms: [text], patient: { ...patients.child } }, new Date(context.now()))
      .diagnosis.emergencyActions.join(' | ');

  it('a febrile convulsing child: first dose before referral, said why', () => {
    expect(actionsFor('fever, had convulsions this morning')).toContain(
      'Fever with coma or convulsions in a malaria area',
    );
  });

  it('a convulsion without fever: treated as a convulsion, no artesunate', () => {
    const actions = actionsFor('had convulsions this morning');
    expect(actions).toContain('diazepam');
    expect(actions).not.toContain('artesunate');
  });
});
