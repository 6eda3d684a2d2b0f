import type { Source } from '../types';
import { whoSources } from './who';
import { nationalGuidelineSources } from './national-guidelines';
import { societySources } from './societies';
import { referenceSources } from './references';
import { maternalNewbornInjurySources } from './maternal-newborn-injury';

/**
 * Every guideline and reference work the knowledge base cites, one registry keyed by id. Entries elsewhere
 * cite these by id with a section; add a source to the file of its publisher before citing it.
 */
export const sources: readonly Source[] = [
  ...whoSources,
  ...nationalGuidelineSources,
  ...societySources,
  ...referenceSources,
  ...maternalNewbornInjurySources,
];

/** The source with this id, if the registry has it. */
export const sourceById: ReadonlyMap<string, Source> = new Map(sources.map((source) => [source.id, source]));
