import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * Readings of a family of wordings, each with its calm twin. Sources: ACOG and AAP Committee Opinion 644,
 * The Apgar Score (2015: 7 to 10 reassuring); WHO Pocket Book 2013 ch. 4 (stridor is a harsh noise on
 * breathing in) and 3.11 (feet cold but body warm is cold stress, not fever); NICE CG103 (a relative's 'not
 * himself' is a change of behaviour); Oxford Handbook of Psychiatry 2019 (SI/HI in a mental state note).
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
type Patient = ClinicalInput['patient'];
const newborn: Patient = { age: 0.01, ageDays: 1, gender: 'male', country: 'KE' };
const infant: Patient = { age: 0.2, gender: 'female', country: 'KE' };
const toddler: Patient = { age: 2, gender: 'male', country: 'KE' };
const adult: Patient = { age: 40, gender: 'male', country: 'CD' };
const diagnose = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;
const present = (symptoms: string[], patient: Patient) =>
  diagnose(symptoms, patient)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('an Apgar score is read by its one-minute value', () => {
  it.each(['APGAR 2/5/6 at 1/5/10 min', 'Apgar scores were 1, 3 and 5', 'APGAR 3@1min, 6@5min'])(
    '%s: did not breathe at birth',
    (text) => expect(present([text], newborn)).toContain('not-breathing-at-birth'),
  );
  it.each(['born at home, Apgar 7 and 9, feeding well', 'Apgar scores 8 and 9 at 1 and 5 minutes'])(
    '%s: breathed, no alarm',
    (text) => {
      expect(present([text], newborn)).not.toContain('not-breathing-at-birth');
      expect(diagnose([text], newborn).emergencyAlert).toBe(false);
    },
  );
});

describe('noisy breathing is stridor only on breathing in, with croup or after choking', () => {
  it.each([
    [['choked on a groundnut at lunch', 'now noisy breathing']],
    [['barking cough and noisy breathing at night']],
    [['noisy breathing when he breathes in']],
    [['respiration bruyante, toux aboyante']],
  ])('%j: stridor', (symptoms) => expect(present(symptoms, toddler)).toContain('stridor'));
  it.each([
    [['noisy breathing, cold for 2 days']],
    [['noisy breathing, rattly chest at night']],
    [['respiration bruyante depuis 2 jours']],
  ])('%j: no stridor, no alarm', (symptoms) => {
    expect(present(symptoms, toddler)).not.toContain('stridor');
    expect(diagnose(symptoms, toddler).emergencyAlert).toBe(false);
  });
});

describe('hands cold with the body warm is cold stress, neither fever nor shock', () => {
  it.each([
    [['hands cold, body warm, feeding well, active']],
    [['hands slightly cold, body warm, breastfeeding well']],
    [['mains froides, corps chaud, tète bien, éveillée']],
  ])('%j', (symptoms) => {
    const found = present(symptoms, infant);
    expect(found).toContain('cold-hands-feet');
    expect(found).not.toContain('fever');
    expect(found).not.toContain('hypothermia');
    expect(diagnose(symptoms, infant).emergencyAlert).toBe(false);
  });
  it('twin: hands cold with the body hot is still a fever', () => {
    expect(present(['hands cold, body hot, not feeding'], infant)).toContain('fever');
  });
});

describe("French 'n'' of a negation reads the wordings written with it", () => {
  it.each([
    ["depuis hier il n'est plus lui-même", 'confusion'],
    ["elle n'est plus elle-même depuis deux jours", 'confusion'],
    ['tangu jana si yeye tena', 'confusion'],
    ["le placenta n'est pas sorti", 'retained-placenta'],
    ["il n'a plus envie de rien", 'anhedonia'],
  ])('%s: %s', (text, findingId) => {
    const patient = findingId === 'retained-placenta' ? { ...adult, gender: 'female' as const } : adult;
    expect(present([text], patient)).toContain(findingId);
  });
  it("twin: 'il mange bien, il est lui-même' tells no confusion", () => {
    expect(present(['il mange bien, il est lui-même'], adult)).not.toContain('confusion');
  });
});

describe('SI/HI in a mental state note', () => {
  it('SI/HI told raises the emergency', () => {
    expect(diagnose(['low mood 2 months, SI/HI'], adult).emergencyAlert).toBe(true);
  });
  it.each([['low mood 2 months, denies SI/HI'], ['depressed, no SI or HI']])('%s: calm', (text) => {
    expect(diagnose([text], adult).emergencyAlert).toBe(false);
  });
  it("'HI' after a fall is a head injury, not homicidal ideation", () => {
    expect(present(['fell from motorbike, HI, GCS 15'], adult)).not.toContain('agitation');
  });
});

describe('Kiswahili negated pairs: has neither eaten nor drunk', () => {
  it.each(['hajala wala kunywa tangu jana', 'hali wala hanywi tangu asubuhi', 'mtoto hanyonyi tangu jana'])(
    '%s: unable to drink',
    (text) => expect(present([text], { ...infant, ageDays: 20, age: 0.05 })).toContain('unable-to-drink'),
  );
});
