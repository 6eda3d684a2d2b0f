import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/* Injuries and poisonings as a clinician or a parent would describe them. */
const engine = createEngine();
const now = new Date('2026-11-22T10:00:00Z');
const assess = (input: ClinicalInput) => {
  const { diagnosis } = engine.diagnose(input, now);
  return { top: diagnosis.primaryDiagnosis.conditionId, urgency: diagnosis.triage.urgency };
};

describe('burns', () => {
  it('a scalded toddler with burns to the chest and both arms: burns, emergency', () => {
    expect(
      assess({
        symptoms: ['hot water spilled on him, burns to the chest and both arms'],
        patient: { age: 3, gender: 'male', country: 'KE', weight: 14 },
      }),
    ).toEqual({ top: 'burns', urgency: 'emergency' });
  });

  it('burns to the face with soot in the mouth after a house fire: at least an emergency', () => {
    const { top, urgency } = assess({
      symptoms: ['burns to the face, soot in the mouth, house fire'],
      patient: { age: 30, gender: 'female', country: 'KE' },
    });
    expect(top).toBe('burns');
    expect(['emergency', 'critical']).toContain(urgency);
  });

  it('"burning when urinating" is not a burn', () => {
    expect(
      assess({ symptoms: ['burning when urinating'], patient: { age: 30, gender: 'female', country: 'KE' } })
        .top,
    ).not.toBe('burns');
  });
});

describe('injuries', () => {
  it('head injury after a motorbike crash with vomiting and drowsiness: head injury, emergency', () => {
    expect(
      assess({
        symptoms: ['head injury after a motorbike accident, vomiting twice, drowsy'],
        patient: { age: 25, gender: 'male', country: 'UG' },
      }),
    ).toEqual({ top: 'head-injury', urgency: 'emergency' });
  });

  it('a lucid interval after hitting the head: critical', () => {
    expect(
      assess({
        symptoms: ['hit his head, was talking then became drowsy'],
        patient: { age: 40, gender: 'male', country: 'KE' },
      }).urgency,
    ).toBe('critical');
  });

  it('a motorbike crash with multiple injuries, pulse 130 and systolic 80: multiple injuries with shock, critical', () => {
    expect(
      assess({
        symptoms: ['boda boda accident, multiple injuries, bleeding heavily from the wound'],
        patient: { age: 28, gender: 'male', country: 'KE', vitals: { heartRate: 130, systolicBP: 80 } },
      }),
    ).toEqual({ top: 'multiple-injuries-shock', urgency: 'critical' });
  });

  it('a child pulled out of the river, coughing: emergency', () => {
    expect(
      assess({
        symptoms: ['pulled out of the river, coughing'],
        patient: { age: 6, gender: 'female', country: 'MW' },
      }),
    ).toEqual({ top: 'drowning', urgency: 'emergency' });
  });

  it('choking on a groundnut with stridor: foreign body, critical', () => {
    expect(
      assess({
        symptoms: ['choking on a groundnut, stridor'],
        patient: { age: 2, gender: 'male', country: 'KE' },
      }),
    ).toEqual({ top: 'foreign-body-airway', urgency: 'critical' });
  });
});

describe('poisoning by ingestion', () => {
  it('kerosene swallowed with cough and fast breathing, in English and Swahili: emergency', () => {
    expect(
      assess({
        symptoms: ['drank kerosene, coughing and breathing fast'],
        patient: { age: 2, gender: 'female', country: 'KE' },
      }),
    ).toEqual({ top: 'kerosene-ingestion', urgency: 'emergency' });
    expect(
      assess({
        symptoms: ['amekunywa mafuta ya taa, anakohoa'],
        patient: { age: 2, gender: 'female', country: 'TZ' },
      }),
    ).toEqual({ top: 'kerosene-ingestion', urgency: 'emergency' });
  });

  it('a paracetamol or iron overdose is an emergency before any symptom', () => {
    expect(
      assess({
        symptoms: ['swallowed paracetamol, a whole packet of paracetamol'],
        patient: { age: 17, gender: 'female', country: 'KE' },
      }),
    ).toEqual({ top: 'medicine-overdose', urgency: 'emergency' });
    expect(
      assess({
        symptoms: ['ate iron tablets, vomiting'],
        patient: { age: 2, gender: 'male', country: 'NG' },
      }),
    ).toEqual({ top: 'medicine-overdose', urgency: 'emergency' });
  });

  it('a choking episode followed by cough alone is not called an airway emergency; with wheeze it is', () => {
    const reasonsOf = (text: string) =>
      engine.diagnose({ symptoms: [text], patient: { age: 3 } }, now).diagnosis.triage.reasons.join(' ');
    expect(reasonsOf('choked on a groundnut yesterday, coughing since')).not.toMatch(/Choking episode/);
    expect(reasonsOf('choked on a groundnut yesterday, coughing and wheezing since')).toMatch(
      /Choking episode/,
    );
  });
});
