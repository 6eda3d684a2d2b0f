import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Status epilepticus is a fit lasting 5 minutes or more, or fits one after another without waking (ILAE
 * 2015; WHO Pocket Book 2013 section 1.2; ETAT 2016). A convulsion told without its length, with the time
 * it happened ('this morning'), or with the days of illness, is a convulsion (still an ETAT emergency sign),
 * never status. Written for these tests in English, Kiswahili and French; each calm wording has a status twin.
 */
const engine = createEngine();
const now = new Date('2026-11-28T15:00:00Z');
const child: ClinicalInput['patient'] = { age: 3, gender: 'male', weight: 14, country: 'KE' };
const STATUS = 'Convulsions lasting 5 minutes or more (status epilepticus)';
const CONVULSIONS = 'Convulsions (ETAT emergency sign, IMCI general danger sign)';
const read = (symptoms: ClinicalInput['symptoms']) => {
  const { diagnosis } = engine.diagnose({ symptoms, patient: child }, now);
  const present = diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId);
  return { reasons: diagnosis.triage.reasons, present };
};

describe('a convulsion is status epilepticus only when its own length (or its not stopping) is told', () => {
  it.each([
    [['fever, had convulsions this morning']],
    [['homa, alipata degedege asubuhi']],
    [['fièvre, a fait des convulsions ce matin']],
    [['fever for 2 days and convulsions']],
    [['convulsions for 2 days']],
    [[{ symptom: 'convulsions', duration: 'this morning' }, { symptom: 'fever' }]],
    [[{ symptom: 'convulsions', duration: 'since this morning' }]],
    [[{ symptom: 'convulsions', duration: '1 day' }]],
  ] as Array<[ClinicalInput['symptoms']]>)('%j: a convulsion, not status', (symptoms) => {
    const { reasons, present } = read(symptoms);
    expect(present).toContain('convulsions');
    expect(present).not.toContain('seizure-over-5-minutes');
    expect(reasons).toContain(CONVULSIONS);
    expect(reasons).not.toContain(STATUS);
  });

  it.each([
    [['fitting for 20 minutes']],
    [['still convulsing']],
    [['degedege haliishi']],
    [['convulse depuis 15 minutes']],
    [[{ symptom: 'convulsions', duration: '20 minutes' }]],
  ] as Array<[ClinicalInput['symptoms']]>)('%j: status epilepticus', (symptoms) => {
    const { reasons, present } = read(symptoms);
    expect(present).toContain('seizure-over-5-minutes');
    expect(reasons).toContain(STATUS);
  });
});
