import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Mania told by its acts (the household's money spent in days, running naked) with a dash into the road is a
 * risk to self that makes it an emergency (WHO mhGAP-IG 2.0, 2016, BPD and PSY: risk to self). Running to the
 * road for a bus, with no mania or psychosis told, is nothing of the kind.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const man: ClinicalInput['patient'] = { age: 27, gender: 'male', country: 'KE' };
const triageOf = (text: string) => engine.diagnose({ symptoms: [text], patient: man }, now).diagnosis.triage;

describe('mania with a dash into danger', () => {
  it('spending all the money and running into the traffic is an emergency', () => {
    const triage = triageOf('no sleep for a week, spent all the school fees money, runs into the traffic');
    expect(triage.urgency).toBe('emergency');
    expect(triage.reasons.join(' ')).toMatch(/into danger/);
  });

  it('singing the whole night through is mania; with a blow to a relative it is an emergency', () => {
    for (const told of [
      'sings all night, no sleep for a week, beat his brother yesterday',
      'anaimba usiku kucha, amempiga kaka yake',
      'il chante toute la nuit depuis une semaine, il a frappé sa mère',
    ]) {
      const triage = triageOf(told);
      expect(triage.urgency).toBe('emergency');
      expect(triage.reasons.join(' ')).toMatch(/Mania/);
    }
  });

  it('calm twin: running to the road for a bus raises no alarm', () => {
    expect(triageOf('ran to the road to catch the bus and twisted his ankle').urgency).not.toBe('emergency');
  });
});
