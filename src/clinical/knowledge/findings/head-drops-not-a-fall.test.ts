import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * A child's head that goes limp is lethargy (WHO IMCI 2014, general danger signs); the head told beside a fall
 * ('aligonga kichwa alipoanguka', he hit his head when he fell) is a head injury, not a head that drops: the
 * Kiswahili verb 'kuanguka' is read whatever its prefix, so 'kichwa … anguka' cannot name lethargy.
 */
const engine = createEngine();
const now = new Date('2026-11-30T12:00:00Z');
const present = (text: string) =>
  engine
    .diagnose({ symptoms: [text], patient: { age: 3, gender: 'female', country: 'TZ' } }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('a head that drops, and a head hit in a fall', () => {
  it('"kichwa chake kinalegea, hawezi kukaa" is lethargy', () => {
    expect(present('kichwa chake kinalegea, hawezi kukaa')).toContain('lethargy');
  });

  it('twin: "aligonga kichwa alipoanguka kutoka kitandani" is a head injury, not lethargy', () => {
    const read = present('aligonga kichwa alipoanguka kutoka kitandani');
    expect(read).toContain('head-injury');
    expect(read).not.toContain('lethargy');
  });
});
