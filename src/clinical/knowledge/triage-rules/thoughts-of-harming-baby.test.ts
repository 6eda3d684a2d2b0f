import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/* A mother's thoughts or voices to harm her baby (WHO mhGAP 2016, NICE CG192): an emergency, whatever the words. */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const assess = (input: ClinicalInput) => {
  const { diagnosis } = engine.diagnose(input, now);
  return { top: diagnosis.primaryDiagnosis.conditionId, urgency: diagnosis.triage.urgency };
};
const mother = { age: 26, gender: 'female' as const, country: 'KE' };

describe('thoughts of harming the baby after birth', () => {
  it.each([
    'gave birth 3 weeks ago, she says she has thoughts of hurting the baby',
    'delivered last month, low mood, afraid she will harm her baby',
    'alijifungua mwezi uliopita, anafikiria kumdhuru mtoto',
    'a accouché il y a un mois, elle a peur de faire du mal à son bébé',
  ])('"%s": emergency, a mental illness first', (text) => {
    const { top, urgency } = assess({ symptoms: [text], patient: mother });
    expect(urgency).toBe('emergency');
    expect(['depression', 'psychosis']).toContain(top);
  });

  it('voices telling her to harm the baby: emergency, psychosis', () => {
    expect(
      assess({
        symptoms: ['two weeks after delivery she hears voices telling her to harm the baby'],
        patient: mother,
      }),
    ).toEqual({ top: 'psychosis', urgency: 'emergency' });
  });

  it('calm twin: a tired new mother with no thoughts of harm stays routine', () => {
    expect(
      assess({
        symptoms: [
          'delivered 4 weeks ago, tired, sleeping little, no thoughts of harming the baby or herself',
        ],
        patient: mother,
      }).urgency,
    ).toBe('routine');
  });
});
