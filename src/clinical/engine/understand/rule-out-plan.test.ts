import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';

/*
 * 'rule out meningitis' is a plan: the condition is left open and what is told after it stands. 'ruled out'
 * and 'meningitis ruled out' are results: the condition is denied (NegEx: 'rule out' is an uncertainty cue,
 * 'ruled out' a negation).
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
const read = (text: string) => {
  const findings = engine.diagnose({ symptoms: [text], patient: { age: 25, gender: 'male' } }, now).diagnosis
    .findingsUsed;
  const present = findings.filter((finding) => finding.present).map((finding) => finding.findingId);
  const absent = findings.filter((finding) => !finding.present).map((finding) => finding.findingId);
  return { present, absent };
};

describe("'rule out' as a plan leaves the condition open and keeps what follows", () => {
  it.each(['rule out meningitis, headache and fever', 'plan: rule out meningitis, fever and headache'])(
    '"%s"',
    (text) => {
      const { present, absent } = read(text);
      expect(present).toEqual(expect.arrayContaining(['headache', 'fever']));
      expect(absent).not.toContain('named-condition-bacterial-meningitis');
    },
  );

  it("control: 'meningitis ruled out' still denies it", () => {
    expect(read('meningitis ruled out').absent).toContain('named-condition-bacterial-meningitis');
  });
});
