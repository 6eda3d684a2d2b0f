import { describe, expect, it } from 'vitest';
import { findings } from '../findings';
import { importedVocabularies, importedWordings } from '.';
import { normaliseWording } from '../../engine/understand/normalise-wording';
import { createEngine } from '../../engine';

describe('wordings imported from open vocabularies', () => {
  it('name their vocabulary, licence and version', () => {
    for (const vocabulary of importedVocabularies) {
      expect(vocabulary.licence).toMatch(/licen[cs]e/i);
      expect(vocabulary.version.commit).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('tie each wording to one existing finding and never to two', () => {
    const ids = new Set(findings.map((finding) => finding.id));
    const owner = new Map<string, string>();
    for (const wording of importedWordings) {
      expect(ids.has(wording.findingId), wording.findingId).toBe(true);
      const key = normaliseWording(wording.text);
      expect(owner.get(key) ?? wording.findingId, wording.text).toBe(wording.findingId);
      owner.set(key, wording.findingId);
    }
    expect(importedWordings.length).toBeGreaterThan(500);
  });

  it('are read in case text (HPO layperson wordings)', () => {
    const engine = createEngine();
    const { diagnosis } = engine.diagnose(
      { symptoms: ['fainting spell, yellowing of the skin'], patient: {} },
      new Date('2026-11-25T08:00:00Z'),
    );
    const present = diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId);
    expect(present).toEqual(expect.arrayContaining(['syncope', 'jaundice']));
  });
});
