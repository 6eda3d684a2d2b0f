import { describe, expect, it } from 'vitest';
import { withoutContextTerms } from './offline-without-context-terms';

describe('the offline engine goes without the context vocabulary', () => {
  it('keeps the vocabularies and their licences, drops the terms', () => {
    const json = JSON.stringify({
      vocabularies: [{ name: 'MAxO', licence: 'CC BY 4.0' }],
      terms: [{ kind: 'imaging', text: 'chest radiograph' }],
    });
    expect(JSON.parse(withoutContextTerms(json))).toEqual({
      vocabularies: [{ name: 'MAxO', licence: 'CC BY 4.0' }],
      terms: [],
    });
  });
});
