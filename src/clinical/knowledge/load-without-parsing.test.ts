import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadKnowledge, parseKnowledge, type Knowledge } from './load-knowledge';

/** Freezes an object and everything it reaches, so that any later write throws (modules run in strict mode). */
function deepFreeze(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Map) for (const [key, entry] of value) deepFreeze([key, entry], seen);
  for (const entry of Object.values(value)) deepFreeze(entry, seen);
  Object.freeze(value);
}

/** Each condition's typical picture: its findings present in at least half of cases, named by their labels. */
function typicalPictures(knowledge: Knowledge) {
  return knowledge.conditions.map((condition) => ({
    conditionId: condition.id,
    symptoms: condition.findings
      .filter((entry) => entry.frequency >= 0.5)
      .map((entry) => knowledge.findingById.get(entry.findingId)?.label ?? entry.findingId),
  }));
}

describe('the knowledge base loaded without parsing', () => {
  it('is the knowledge the schemas parse, defaults filled in', () => {
    expect(loadKnowledge()).toEqual(parseKnowledge());
  });

  it('tells apart knowledge that differs from what the schemas give (control)', () => {
    const parsed = parseKnowledge();
    const [first, ...rest] = parsed.triageRules;
    expect({ ...parsed, triageRules: [{ ...first!, allOf: undefined }, ...rest] }).not.toEqual(
      loadKnowledge(),
    );
  });

  it('is never written to by the engine, whose knowledge is now the modules’ own data', () => {
    const knowledge = loadKnowledge();
    deepFreeze(knowledge);
    const engine = createEngine(knowledge);
    const now = new Date('2026-03-15T10:00:00Z');
    const patients = [
      {
        age: 34,
        gender: 'female' as const,
        weight: 60,
        pregnant: true,
        allergies: ['penicillin'],
        medicalHistory: ['diabetes', 'hypertension'],
      },
      { age: 4, gender: 'male' as const, weight: 15 },
      { age: 0.05, weight: 3.2 },
    ];
    const pictures = typicalPictures(knowledge);
    expect(pictures.length).toBeGreaterThan(100);
    for (const picture of pictures)
      for (const patient of patients)
        expect(
          () => engine.assess({ symptoms: picture.symptoms, patient }, now),
          picture.conditionId,
        ).not.toThrow();
    expect(knowledge).toEqual(parseKnowledge());
  }, 60_000);
});
