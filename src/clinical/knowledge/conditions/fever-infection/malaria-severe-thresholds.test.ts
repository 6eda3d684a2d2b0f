import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

const engine = createEngine();
const now = new Date('2026-11-25T08:00:00Z');
const renalFlag = /Renal impairment or significant bleeding in severe malaria/;

function redFlagsWithCreatinine(value: string): string {
  const { diagnosis } = engine.diagnose(
    {
      symptoms: ['fever and chills for 3 days, headache'],
      patient: { age: 30, gender: 'male' },
      labResults: [
        { testType: 'Malaria RDT', result: 'Positive' },
        { testType: 'Creatinine', result: `${value} µmol/L` },
      ],
    },
    now,
  );
  return diagnosis.redFlags.map((flag) => flag.finding).join(' | ');
}

describe('severe-malaria red flags use the WHO thresholds', () => {
  it('a creatinine of 141 µmol/L (raised, below 265) is not severe-malaria renal impairment', () => {
    expect(redFlagsWithCreatinine('141')).not.toMatch(renalFlag);
  });

  it('a creatinine above 265 µmol/L is', () => {
    expect(redFlagsWithCreatinine('310')).toMatch(renalFlag);
  });
});
