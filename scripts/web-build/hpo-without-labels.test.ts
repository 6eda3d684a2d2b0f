import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutHpoLabels } from './hpo-without-labels';
import { findings } from '../../src/clinical/knowledge/findings';
import { absentWordings } from '../../src/clinical/knowledge/findings/absent-wordings';
import { buildPhraseIndex } from '../../src/clinical/engine/understand/phrase-index';

interface Term {
  findingId: string;
  en: string[];
  fr: string[];
}
const wordingsOf = (json: string) =>
  (JSON.parse(json) as { terms: Term[] }).terms.flatMap((term) =>
    [...term.en, ...term.fr].map((text) => ({ findingId: term.findingId, text, source: '' })),
  );

describe('the HPO wordings in the web build', () => {
  it('drop each term’s id and label and keep its finding and wordings', () => {
    const json = JSON.stringify({
      vocabulary: 'HPO',
      terms: [
        { id: 'HP:1', label: 'Fever', findingId: 'fever', en: ['pyrexial state'], fr: ['fièvre élevée x'] },
      ],
    });
    expect(JSON.parse(withoutHpoLabels(json))).toEqual({
      vocabulary: 'HPO',
      terms: [{ findingId: 'fever', en: ['pyrexial state'], fr: ['fièvre élevée x'] }],
    });
  });

  it('drop the wordings our own vocabulary already has, and the terms left with none', () => {
    const ours = findings.find((finding) => finding.id === 'fever')!.synonyms.en[0];
    const json = JSON.stringify({ terms: [{ id: 'HP:1', findingId: 'fever', en: [ours], fr: [] }] });
    expect(JSON.parse(withoutHpoLabels(json))).toEqual({ terms: [] });
  });

  it('leave the matcher’s phrase index exactly as the full wordings build it', () => {
    const json = fs.readFileSync('src/clinical/knowledge/vocabularies/hpo-wordings.json', 'utf8');
    const kept = withoutHpoLabels(json);
    expect(wordingsOf(kept).length).toBeLessThan(wordingsOf(json).length);
    // Sources differ (the web build has no term ids); the matcher never reads them.
    expect(buildPhraseIndex(findings, absentWordings, wordingsOf(kept))).toEqual(
      buildPhraseIndex(findings, absentWordings, wordingsOf(json)),
    );
  });
});
