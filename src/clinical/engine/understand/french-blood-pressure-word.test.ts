import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);
const present = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.source === 'symptom' && finding.present)
    .map((finding) => finding.findingId);

describe("French 'tension' names the blood pressure, not stress", () => {
  it('reads a pressure written after tension as a pressure only', () => {
    expect(present('tension 80/50')).toContain('hypotension');
    expect(present('tension 80/50')).not.toContain('stress-anxiety');
  });

  it('reads everyday French for known high blood pressure', () => {
    expect(present('elle fait la tension depuis des années')).toContain('known-hypertension');
    expect(present('il a de la tension, il prend ses comprimés')).toContain('known-hypertension');
  });

  it('keeps stress told in other words', () => {
    expect(present('tension nerveuse, elle est angoissée')).toContain('stress-anxiety');
    expect(present('feels tense and worried')).toContain('stress-anxiety');
  });
});
