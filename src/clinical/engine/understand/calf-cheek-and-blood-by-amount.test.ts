import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/**
 * Wordings read for what they name: 'shavu la mguu' is the calf, not the cheek; blood vomited told by its
 * amount is haematemesis; a belly 'big with water' is ascites; a bus journey told in hours is a clot risk.
 */
const engine = createEngine();
const now = new Date('2026-11-30T00:00:00Z');

function presentFindings(text: string): string[] {
  const { diagnosis } = engine.diagnose({ symptoms: [text], patient: { age: 45, gender: 'male' } }, now);
  return diagnosis.findingsUsed.filter((finding) => finding.present).map((finding) => finding.findingId);
}

describe('wordings read for what they name', () => {
  it('the calf swollen is no swollen cheek', () => {
    const found = presentFindings('shavu la mguu wa kushoto limevimba');
    expect(found).toContain('unilateral-calf-swelling');
    expect(found).not.toContain('jaw-facial-swelling');
    expect(presentFindings('shavu lake limevimba')).toContain('jaw-facial-swelling');
  });

  it('blood vomited told by its amount', () => {
    expect(presentFindings('he vomited a bowl of fresh blood')).toContain('melaena');
  });

  it('a belly big with water, a journey told in hours', () => {
    expect(presentFindings('his belly has grown big with water')).toContain('abdominal-distension');
    expect(presentFindings('safari ya basi saa 18 wiki iliyopita')).toContain('recent-immobility-surgery');
  });
});
