import { describe, expect, it } from 'vitest';
import { withoutHpoLabels } from './hpo-without-labels';

describe('the HPO wordings in the web build', () => {
  it('drop each term’s label and keep its id, finding and wordings', () => {
    const json = JSON.stringify({
      vocabulary: 'HPO',
      terms: [{ id: 'HP:1', label: 'Fever', findingId: 'fever', en: ['pyrexia'], fr: ['fièvre'] }],
    });
    expect(JSON.parse(withoutHpoLabels(json))).toEqual({
      vocabulary: 'HPO',
      terms: [{ id: 'HP:1', findingId: 'fever', en: ['pyrexia'], fr: ['fièvre'] }],
    });
  });
});
