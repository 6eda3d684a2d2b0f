import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/**
 * A weapon carried about, or blows to a relative or neighbour, beside voices or talking alone is psychosis
 * with risk to others: an emergency (WHO mhGAP-IG 2.0, PSY). The same voices without any harm stay urgent.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
const voices = {
  en: 'He has been hearing voices for weeks and talks to himself',
  sw: 'Amekuwa akisikia sauti kwa wiki kadhaa, anaongea peke yake',
  fr: 'Il entend des voix depuis des semaines et parle seul',
};

function urgencyOf(language: keyof typeof voices, words: string): string {
  const { diagnosis } = engine.diagnose(
    { symptoms: [voices[language], words], patient: { age: 26, gender: 'male', country: 'KE' } },
    now,
  );
  return diagnosis.triage.urgency;
}

describe('a weapon carried or a relative hit in psychosis', () => {
  it.each([
    ['en', 'These days he carries a machete wherever he goes'],
    ['sw', 'Siku hizi anatembea na kisu'],
    ['sw', 'Wiki iliyopita alimpiga jirani'],
    ['fr', 'Depuis hier il se promène avec un couteau'],
  ] as const)('%s: "%s" is an emergency', (language, words) => {
    expect(urgencyOf(language, words)).toMatch(/emergency|critical/);
  });

  it.each([
    ['en', 'He sleeps poorly and eats little'],
    ['sw', 'Halali vizuri na anakula kidogo'],
    ['fr', 'Il dort mal et mange peu'],
  ] as const)('%s: "%s" without harm to others stays below an emergency', (language, words) => {
    expect(urgencyOf(language, words)).not.toMatch(/emergency|critical/);
  });
});
