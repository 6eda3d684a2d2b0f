import { describe, it, expect } from 'vitest';
import { createEngine } from '../index';

const engine = createEngine();
const now = new Date('2026-06-01T10:00:00Z');

describe('a named anaphylaxis raises its emergency', () => {
  it.each(['anaphylaxis', 'anaphylactic shock after a wasp sting'])('"%s" is critical', (text) => {
    const { diagnosis } = engine.assess({ symptoms: [text], patient: { age: 40 } }, now);
    expect(diagnosis.triage.urgency).toBe('critical');
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('anaphylaxis');
  });
});
