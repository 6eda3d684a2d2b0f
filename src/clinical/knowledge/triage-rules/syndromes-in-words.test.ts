import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

const engine = createEngine();
const now = new Date('2026-11-25T08:00:00Z');
const urgencyOf = (text: string, patient: Record<string, unknown> = {}) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;

describe('syndromes described in words raise the alarm whatever the ranking', () => {
  it.each([
    ['ischaemic chest pain', 'a 58-year-old man with chest pain radiating to the left arm, sweating'],
    ['meningism with a cranial-nerve palsy', 'headache for 3 days, new squint, neck stiffness'],
    ['DKA in a known diabetic', 'known diabetic with abdominal pain, vomiting and breathlessness'],
    ['peritonism', 'a 30-year-old with abdominal pain and a rigid abdomen with guarding'],
    ['hypertensive emergency', 'headache, blood pressure of 230/150 mmHg, papilloedema on fundoscopy'],
    ['breathing fast in late pregnancy', 'G2P1 at 37 weeks, breathless, respiratory rate 34/min'],
    ['infant heart failure', 'a 3-week-old breathing fast with an enlarged liver'],
    ['fainting with chest pain', 'a 40-year-old who collapsed after sudden chest pain'],
  ])('%s', (_name, text) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text));
  });

  it('does not call mild breathlessness in late pregnancy respiratory distress', () => {
    const { triage } = engine.diagnose(
      { symptoms: ['G2P1 at 37 weeks, mild breathlessness when climbing stairs'], patient: {} },
      now,
    ).diagnosis;
    expect(triage.reasons.join(' ')).not.toMatch(/breathing in pregnancy/);
    expect(urgencyOf('G2P1 at 37 weeks, breathless, respiratory rate 34/min')).toBe('emergency');
  });

  it('ketones with a high glucose are not DKA features on their own; with vomiting they are', () => {
    const reasonsOf = (text: string) =>
      engine
        .diagnose(
          {
            symptoms: [text],
            patient: { age: 13, gender: 'male' },
            labResults: [
              { testType: 'Random blood glucose', result: '22 mmol/L' },
              { testType: 'Urine ketones', result: 'positive' },
            ],
          },
          now,
        )
        .diagnosis.triage.reasons.join(' ');
    const well = 'thirsty and passing much urine for 3 weeks, alert';
    expect(reasonsOf(well)).not.toMatch(/Features of diabetic ketoacidosis|possible DKA/);
    expect(reasonsOf(`${well}, vomiting since this morning`)).toMatch(/possible DKA/);
  });
});
