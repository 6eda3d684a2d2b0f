import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Two readings of 'fits' that are not the ETAT emergency sign 'convulsing', each with a twin that stays one.
 * A known epileptic from 5 years who is told alert again after a fit has had a breakthrough seizure (WHO mhGAP
 * 2016, EPI: the emergency is a fit of 5 minutes or more, or fits without waking); a first fit, a fit without
 * the recovery told, and any fit in a child under 5 (IMCI 2014: convulsions in this illness) stay emergencies.
 * Where coughing fits are told, a bare 'fits' is the cough's (WHO Pocket Book 2013 4.8, pertussis); a
 * convulsion named in a coughing child still is one. Written for these tests.
 */
const engine = createEngine();
const now = new Date('2026-11-29T09:00:00Z');
const CONVULSIONS = 'Convulsions (ETAT emergency sign, IMCI general danger sign)';
const triage = (symptoms: string[], age: number, medicalHistory: string[] = []) => {
  const patient: ClinicalInput['patient'] = { age, gender: 'male', country: 'KE', medicalHistory };
  const { diagnosis } = engine.diagnose({ symptoms, patient }, now);
  return {
    reasons: diagnosis.triage.reasons,
    present: diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId),
  };
};

describe('a recovered fit in known epilepsy is not the convulsing sign', () => {
  it.each([
    [['had a seizure this morning for about 2 minutes', 'now fully alert and talking'], 30],
    [['alikuwa na degedege jana, sasa yuko macho'], 19],
  ])('%j (known epilepsy): no convulsions alarm', (symptoms, age) =>
    expect(triage(symptoms, age, ['known epilepsy']).reasons).not.toContain(CONVULSIONS),
  );

  it.each([
    // The same fit, the recovery not told.
    [['had a seizure this morning for about 2 minutes'], 30, ['known epilepsy']],
    // A first fit in an adult, alert afterwards.
    [['had a seizure this morning for about 2 minutes', 'now fully alert and talking'], 30, []],
    // A child under 5 with epilepsy: IMCI's convulsions in this illness, alert or not.
    [['had a seizure this morning', 'now alert and playing'], 3, ['known epilepsy']],
    // Known epileptic, still drowsy after the fit.
    [['had a seizure this morning', 'still drowsy and confused'], 30, ['known epilepsy']],
  ])('twin %j: the convulsions alarm stays', (symptoms, age, history) =>
    expect(triage(symptoms, age, history).reasons).toContain(CONVULSIONS),
  );
});

describe("'fits' in a whooping-cough telling are coughing fits", () => {
  it.each([
    [['coughing fits for 3 weeks', 'between the fits he plays well']],
    [['the cough comes in long fits and ends with a whoop', 'he is fine between the fits']],
  ])('%j: no convulsions', (symptoms) => {
    const { present, reasons } = triage(symptoms, 4);
    expect(present).toContain('paroxysmal-cough-whoop');
    expect(present).not.toContain('convulsions');
    expect(reasons).not.toContain(CONVULSIONS);
  });

  it.each([
    [['coughing fits for 3 weeks', 'yesterday he had a convulsion after a coughing fit']],
    [['coughing fits with a whoop', 'had a fit with jerking of the arms and legs']],
    // No coughing fits told: 'fits' are convulsions.
    [['fever and fits since morning']],
  ])('twin %j: convulsions raised', (symptoms) => {
    const { present, reasons } = triage(symptoms, 4);
    expect(present).toContain('convulsions');
    expect(reasons).toContain(CONVULSIONS);
  });
});
