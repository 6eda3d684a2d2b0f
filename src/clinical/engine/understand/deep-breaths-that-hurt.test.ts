import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/*
 * Deep breaths that hurt are pleuritic or chest-wall pain, not the Kussmaul breathing of ketoacidosis, which
 * is a sign seen (ISPAD 2022 ch. 11); deep breathing told as what the patient does stays Kussmaul.
 */
const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const present = (text: string) =>
  engine
    .diagnose({ symptoms: [text], patient: { age: 40, gender: 'female' }, labResults: [] }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('pain with deep breaths is pleuritic pain', () => {
  it.each([
    'deep breaths hurt my ribs since the fall',
    'it hurts when i take a deep breath',
    'mbavu zinauma nikivuta pumzi ndefu',
    'j ai mal quand je respire profondément',
  ])('%s: pleuritic pain, no Kussmaul breathing', (text) => {
    const ids = present(text);
    expect(ids).toContain('pleuritic-chest-pain');
    expect(ids).not.toContain('deep-breathing-air-hunger');
  });
  it('control: diabetic, vomiting, breathing deeply and fast stays Kussmaul breathing', () => {
    expect(present('diabetic, vomiting, breathing deeply and fast')).toContain('deep-breathing-air-hunger');
  });
});
