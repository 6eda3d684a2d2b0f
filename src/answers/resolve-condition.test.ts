import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../clinical/knowledge/load-knowledge';
import type { DiagnosisReference } from '../contracts/ai';
import { createConditionResolver } from './resolve-condition';

const knowledge = loadKnowledge();
const resolve = createConditionResolver(knowledge.conditions);
const idOf = (reference: DiagnosisReference, ageYears?: number) => resolve(reference, ageYears)?.condition.id;

describe('naming a diagnosis for recommendations and prescriptions', () => {
  it.each<[string, number | undefined, string]>([
    ['Malaria', undefined, 'malaria-uncomplicated'],
    ['Severe malaria with convulsions', 4, 'malaria-severe'],
    ['suspected TYPHOID', undefined, 'typhoid-fever'],
    ['Typhiod fever', undefined, 'typhoid-fever'],
    ['Community-acquired pneumonia (adult)', 45, 'pneumonia-adult'],
    ['pneumonia', 2, 'pneumonia-child'],
    ['pneumonia', 45, 'pneumonia-adult'],
    ['DKA', 16, 'diabetic-ketoacidosis'],
    ['kisukari', 52, 'type-2-diabetes'],
    ['paludisme grave', 30, 'malaria-severe'],
    ['Pré-éclampsie', 19, 'pre-eclampsia-eclampsia'],
    ['gastritis', 41, 'peptic-ulcer-dyspepsia'],
    ['B50.9', 28, 'malaria-uncomplicated'],
    ['b500', 4, 'malaria-severe'],
    ['A01.0', undefined, 'typhoid-fever'],
    ['N39', undefined, 'cystitis'],
    ['J18.9', 1, 'pneumonia-child'],
    ['sickle-cell-crisis', 11, 'sickle-cell-crisis'],
  ])('%s (age %s) is %s', (name, ageYears, expected) => {
    expect(idOf(name, ageYears)).toBe(expected);
  });

  it('reads the diagnosis answer: its condition id, else its name, else its ICD-10 code', () => {
    expect(
      idOf({ primaryDiagnosis: { conditionId: 'measles', condition: 'something else', icd10: 'A00' } }),
    ).toBe('measles');
    expect(idOf({ primaryDiagnosis: { condition: 'Acute pyelonephritis', icd10: 'N10' } })).toBe(
      'pyelonephritis',
    );
    expect(idOf({ primaryDiagnosis: { condition: 'a name the knowledge base lacks', icd10: 'N10' } })).toBe(
      'pyelonephritis',
    );
  });

  it('hears an emergency the diagnosis answer declared', () => {
    expect(
      resolve({ primaryDiagnosis: { condition: 'Malaria', urgency: 'critical' } })?.isEmergencyByClient,
    ).toBe(true);
    expect(resolve({ condition: 'Malaria', emergencyAlert: true })?.isEmergencyByClient).toBe(true);
    expect(resolve({ condition: 'Malaria', triage: { urgency: 'urgent' } })?.isEmergencyByClient).toBe(false);
  });

  it('finds nothing rather than guessing: an unknown name or code', () => {
    expect(idOf('dragon pox')).toBeUndefined();
    expect(idOf('Z99.9')).toBeUndefined();
    expect(idOf({ condition: 'xyz' })).toBeUndefined();
  });
});
