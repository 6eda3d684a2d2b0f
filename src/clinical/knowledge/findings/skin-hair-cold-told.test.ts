import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Hypothyroid features told as they changed (dry skin, hair falling out, the cold not borne) and stools far
 * apart told by their rhythm. 'Cannot stand the cold' is the cold not borne, not a person unable to stand.
 * Wordings are our own, not a case's.
 */
const engine = createEngine();
const now = new Date('2026-11-30T12:00:00Z');
const present = (text: string) =>
  engine
    .diagnose({ symptoms: [text], patient: { age: 45, gender: 'female', country: 'UG' } }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('skin, hair, cold and stools told as they changed', () => {
  it.each([
    ['her skin has become dry over the months', 'coarse-dry-skin-hair'],
    ['my hair is falling out in the comb', 'coarse-dry-skin-hair'],
    ['depuis l’an dernier ses cheveux tombent', 'coarse-dry-skin-hair'],
    ['she cannot stand the cold any more', 'cold-intolerance'],
    ['he passes stool only every five days', 'constipation'],
  ])('"%s" is read as %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });

  it.each([
    ['she cannot stand the cold', 'prostration'],
    ['the hair braids are falling apart, no other complaint', 'coarse-dry-skin-hair'],
  ])('twin: "%s" is not read as %s', (text, findingId) => {
    expect(present(text)).not.toContain(findingId);
  });

  it('twin: a woman who cannot stand since yesterday is still prostrate', () => {
    expect(present('she cannot stand since yesterday')).toContain('prostration');
  });
});
