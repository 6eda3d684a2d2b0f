import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Lower urinary tract symptoms told with the count in the middle (up three times at night to pass urine) and a
 * bladder told never empty (NICE CG97 2010, LUTS in men: nocturia, incomplete emptying). Wordings are our own.
 */
const engine = createEngine();
const now = new Date('2026-11-30T12:00:00Z');
const present = (text: string) =>
  engine
    .diagnose({ symptoms: [text], patient: { age: 68, gender: 'male', country: 'CI' } }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('night urine and a bladder never empty', () => {
  it.each([
    ['he gets up four times at night to pass urine', 'nocturia'],
    ['il se réveille deux fois chaque nuit pour uriner', 'nocturia'],
    ['anaamka usiku mara nne kukojoa', 'nocturia'],
    ['he feels his bladder is never empty after passing urine', 'weak-stream-hesitancy'],
    ['il sent sa vessie toujours pleine après avoir uriné', 'weak-stream-hesitancy'],
  ])('"%s" is read as %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });

  it.each([
    ['il a bien dormi toute la nuit, urines normales le jour', 'nocturia'],
    ['he will empty his bladder before the scan', 'weak-stream-hesitancy'],
  ])('twin: "%s" is not read as %s', (text, findingId) => {
    expect(present(text)).not.toContain(findingId);
  });
});
