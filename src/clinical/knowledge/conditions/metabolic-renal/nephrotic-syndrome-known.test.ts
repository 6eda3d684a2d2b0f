import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Nephrotic syndrome told as already known: with fever and abdominal pain it is peritonitis until proven
 * otherwise (IPNA 2023, complications: infections; KDIGO 2021). Calm twins: a relapse without fever or pain.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const assess = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: { age: 5, gender: 'male', country: 'KE' } }, now).diagnosis;

describe('known nephrotic syndrome with fever and a painful belly', () => {
  it.each([
    ['he has nephrotic syndrome and takes prednisolone, since last night high fever and a bad tummy ache'],
    ['enfant néphrotique sous corticoïdes, fièvre depuis hier et le ventre fait très mal'],
    ['ana figo inayovuja protini, tangu jana ana homa na tumbo linauma sana'],
  ])('"%s" is an emergency', (text) => {
    const diagnosis = assess(text);
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).toContain('known-nephrotic-syndrome');
    expect(diagnosis.emergencyAlert).toBe(true);
  });

  it.each([
    ['nephrotic syndrome relapse: puffy eyes and swollen legs again, no fever, eating and playing'],
    ['syndrome néphrotique connu, les paupières gonflent de nouveau, pas de fièvre, pas de douleur'],
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});
