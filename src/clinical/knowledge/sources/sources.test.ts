import { describe, expect, it } from 'vitest';
import { sources } from './index';

describe('source registry', () => {
  it('names each source by the year its edition or title gives', () => {
    const mismatched = sources
      .filter((source) => {
        const year = /-(\d{4})$/.exec(source.id)?.[1];
        return year !== undefined && !`${source.edition ?? ''} ${source.title}`.includes(year);
      })
      .map((source) => `${source.id}: ${source.edition}`);
    expect(mismatched).toEqual([]);
  });

  it('does not call a society guideline a WHO one', () => {
    const misattributed = sources
      .filter(
        (source) => source.id.startsWith('who-') && !/World Health Organization|WHO/.test(source.publisher),
      )
      .map((source) => source.id);
    expect(misattributed).toEqual([]);
  });

  it('gives each document its own entry (no title joining two documents with a semicolon)', () => {
    const merged = sources.filter((source) => source.title.includes(';')).map((source) => source.id);
    expect(merged).toEqual([]);
  });
});
