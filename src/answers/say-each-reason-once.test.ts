import { describe, expect, it } from 'vitest';
import { createEngine } from '../clinical/engine';
import { diagnoseSymptoms } from './ai-answers';
import type { AiDiagnosisRequest } from '../contracts/ai';

const engine = createEngine();
const context = { engine, now: () => Date.parse('2026-03-02T10:00:00Z') };
const diagnose = (request: AiDiagnosisRequest) => diagnoseSymptoms(context, request).diagnosis;

/** Issue 14: the screens list each reason once, as the referral note does. */
describe('each triage reason and red flag once in the diagnosis the screens show', () => {
  it('one postpartum haemorrhage with shock is one red flag, and the alert names the shock of the bleeding', () => {
    const diagnosis = diagnose({
      symptoms: ['Baby born yesterday, heavy bleeding after delivery, feels like fainting'],
      patientProfile: {
        age: 31,
        gender: 'female',
        postpartumDays: 1,
        vitals: { heartRate: 128, systolicBP: 84, diastolicBP: 48 },
      },
    });
    expect(diagnosis.emergencyAlert).toBe(true);
    const flags = diagnosis.redFlags.map((flag) => flag.finding);
    expect(flags.filter((finding) => /bleeding|shock|haemorrhage/i.test(finding))).toHaveLength(1);
    expect(diagnosis.triage.reasons.filter((reason) => /bleeding|shock/i.test(reason))).toHaveLength(1);
    expect(diagnosis.message).toMatch(/^EMERGENCY: .*haemorrhagic shock/);
  });

  it('control: two emergencies about different things keep a reason each', () => {
    const diagnosis = diagnose({
      symptoms: ['fitting now', 'losing a lot of blood after delivery'],
      patientProfile: { age: 24, gender: 'female', postpartumDays: 0 },
    });
    const reasons = diagnosis.triage.reasons.join(' | ');
    expect(reasons).toMatch(/convuls|fit|seizure/i);
    expect(reasons).toMatch(/bleeding/i);
  });

  it('a psychosis with aggression is one red flag: the rule on psychosis with agitation says both flags of agitation', () => {
    const diagnosis = diagnose({
      symptoms: ['hearing voices that tell him to hurt people', 'threatening his family with a panga'],
      patientProfile: { age: 23, gender: 'male' },
    });
    expect(diagnosis.emergencyAlert).toBe(true);
    const reasons = diagnosis.triage.reasons.filter((reason) =>
      /agitation|aggression|risk to others/i.test(reason),
    );
    expect(reasons).toEqual(['Psychosis with agitation, threats or violence (risk of harm to others)']);
    expect(diagnosis.redFlags.filter((flag) => /agitation|aggression/i.test(flag.finding))).toHaveLength(1);
  });

  it('calm twin: agitation without psychotic symptoms keeps its own reasons (no psychosis rule to say them)', () => {
    const diagnosis = diagnose({
      symptoms: [
        'very agitated and aggressive, threatening neighbours',
        'talking fast, not sleeping, spending all his money',
      ],
      patientProfile: { age: 30, gender: 'male' },
    });
    expect(diagnosis.triage.reasons.some((reason) => /Psychosis with agitation/.test(reason))).toBe(false);
  });
});
