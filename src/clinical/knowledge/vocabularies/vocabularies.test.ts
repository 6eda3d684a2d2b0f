import { describe, expect, it } from 'vitest';
import { findings } from '../findings';
import { importedVocabularies, importedWordings } from '.';
import { normaliseWording } from '../../engine/understand/normalise-wording';
import { createEngine } from '../../engine';
import { contextTerms, contextVocabularies } from './context-terms';

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

describe('words of context imported from open vocabularies', () => {
  it('name their vocabulary, licence and version', () => {
    for (const vocabulary of contextVocabularies) {
      expect(vocabulary.licence).toMatch(/licen[cs]e/i);
      expect(Object.keys(vocabulary.version).length).toBeGreaterThan(0);
    }
  });

  it('hold thousands of terms of every kind, none longer than three words', () => {
    expect(contextTerms.length).toBeGreaterThan(5000);
    for (const kind of [
      'investigation',
      'imaging',
      'examination',
      'procedure',
      'medicine',
      'anatomy',
      'place',
    ])
      expect(contextTerms.filter((term) => term.kind === kind).length, kind).toBeGreaterThan(20);
    const wordCount = (text: string) => text.split(/[^a-zA-Z0-9\u00c0-\u024f]+/).filter(Boolean).length;
    expect(contextTerms.filter((term) => wordCount(term.text) > 3)).toEqual([]);
  });

  it('are said in the answer as what was read, while findings stay findings', () => {
    const engine = createEngine();
    const { diagnosis } = engine.diagnose(
      {
        symptoms: [
          'cough for two weeks; the chest radiograph was reviewed, he returned from Malawi, takes ramipril',
        ],
        patient: {},
      },
      new Date('2026-11-25T08:00:00Z'),
    );
    expect(diagnosis.contextRead).toEqual(
      expect.arrayContaining([
        { kind: 'imaging', text: 'chest radiograph' },
        { kind: 'place', text: 'Malawi' },
        { kind: 'medicine', text: 'ramipril' },
      ]),
    );
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).toContain('cough');
    expect(diagnosis.unrecognised.join(' ')).not.toMatch(/radiograph|Malawi|ramipril/);
  });
});

describe('a result written in shorthand', () => {
  it('reads "RDT neg" as a negative malaria test, not a positive one', () => {
    const engine = createEngine();
    const { diagnosis } = engine.diagnose(
      { symptoms: ['fever for two days, malaria RDT neg'], patient: {} },
      new Date('2026-11-25T08:00:00Z'),
    );
    expect(diagnosis.findingsUsed).toContainEqual(
      expect.objectContaining({ findingId: 'malaria-test-positive', present: false }),
    );
  });
});

describe('examination and imaging results read as the finding they show', () => {
  it.each([
    ['the abdomen has shifting dullness', 'abdominal-distension'],
    ['a fluid thrill is felt', 'abdominal-distension'],
    ['film: patchy lung opacities on the left', 'chest-xray-consolidation'],
    ['inspiratory crackles over both lower zones', 'crackles'],
    ['radiograph: enlarged cardiac silhouette', 'dilated-heart-echo-lab'],
  ])('%s: %s', (text, findingId) => {
    const engine = createEngine();
    const { diagnosis } = engine.diagnose(
      { symptoms: [text], patient: {} },
      new Date('2026-11-25T08:00:00Z'),
    );
    expect(diagnosis.findingsUsed).toContainEqual(expect.objectContaining({ findingId, present: true }));
  });
});
